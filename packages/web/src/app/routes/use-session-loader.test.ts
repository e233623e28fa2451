import { describe, expect, it } from 'vitest';
import { resolveAppKey } from './use-session-loader';

const app = (key: string, aloneMenuManage = 1) => ({
  id: key.length,
  key,
  name: key,
  english: key,
  aloneMenuManage,
});

describe('current application', () => {
  it('keeps the stored choice while the user may use it', () => {
    expect(resolveAppKey('icu', [app('platform'), app('icu')])).toBe('icu');
  });

  it('falls back to the server default when the platform application is there', () => {
    expect(resolveAppKey('gone', [app('platform'), app('icu')])).toBeUndefined();
    expect(resolveAppKey(undefined, [app('platform')])).toBeUndefined();
    expect(resolveAppKey('monitor', [app('platform'), app('monitor', 0)])).toBeUndefined();
  });

  it('without the platform application, opens the first switcher application', () => {
    expect(resolveAppKey(undefined, [app('monitor', 0), app('icu'), app('aiIcu')])).toBe('icu');
    expect(resolveAppKey(undefined, [])).toBeUndefined();
    expect(resolveAppKey('icu', undefined)).toBeUndefined();
  });
});
