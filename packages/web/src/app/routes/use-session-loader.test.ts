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

  it('keeps the monitor application once chosen: it is in the switcher (SPEC §6, ADR 0014)', () => {
    expect(resolveAppKey('monitor', [app('platform'), app('monitor', 0)])).toBe('monitor');
    expect(resolveAppKey('monitor', [app('icu'), app('monitor', 0)])).toBe('monitor');
  });

  it('falls back to the server default when the platform application is there', () => {
    expect(resolveAppKey('gone', [app('platform'), app('icu')])).toBeUndefined();
    expect(resolveAppKey(undefined, [app('platform')])).toBeUndefined();
    // an application outside the switcher is never current
    expect(resolveAppKey('wechat', [app('platform'), app('wechat', 0)])).toBeUndefined();
  });

  it('without the platform application, opens the first switcher application', () => {
    expect(resolveAppKey(undefined, [app('wechat', 0), app('icu'), app('aiIcu')])).toBe('icu');
    // the server lists the monitor entry after the organisation's own applications
    expect(resolveAppKey(undefined, [app('icu'), app('aiIcu'), app('monitor', 0)])).toBe('icu');
    expect(resolveAppKey(undefined, [app('monitor', 0)])).toBe('monitor');
    expect(resolveAppKey(undefined, [])).toBeUndefined();
    expect(resolveAppKey('icu', undefined)).toBeUndefined();
  });
});
