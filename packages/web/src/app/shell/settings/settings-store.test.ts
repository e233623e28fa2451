import { THEME_COLOR } from '@console/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  parseSettings,
  SETTINGS_STORAGE_KEY,
  settingsActions,
  settingsStorageKey,
  settingsStore,
  THEME_PRESETS,
} from './settings-store';
import { resetSessionState } from '@/lib/session/sign-out';

afterEach(() => settingsActions.reset());

describe('settings', () => {
  it('starts from the SPEC theme colour with the tags view, fixed header and logo on', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      themeColor: THEME_COLOR,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
    });
    expect(THEME_PRESETS[0]).toBe('#3598DC');
  });

  it('applies a change at once and keeps it in localStorage', () => {
    settingsActions.update({ themeColor: '#13c2c2', tagsView: false });
    expect(settingsStore.get()).toMatchObject({ themeColor: '#13C2C2', tagsView: false, fixedHeader: true });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      themeColor: '#13C2C2',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: true,
    });
    // what a reload reads back
    expect(parseSettings(localStorage.getItem(SETTINGS_STORAGE_KEY))).toEqual(settingsStore.get());
  });

  it('reads broken or foreign values as the defaults', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
    expect(
      parseSettings(
        JSON.stringify({ themeColor: 'red; background: url(x)', tagsView: 'no', sidebarLogo: false }),
      ),
    ).toEqual({ ...DEFAULT_SETTINGS, sidebarLogo: false });
  });

  it('refuses an invalid colour and keeps the last good one', () => {
    settingsActions.update({ themeColor: '#722ED1' });
    settingsActions.update({ themeColor: 'blue' });
    expect(settingsStore.get().themeColor).toBe('#722ED1');
  });

  it('restores the defaults and forgets the stored choice', () => {
    settingsActions.update({ fixedHeader: false });
    settingsActions.reset();
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ sidebarLogo: false }));
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY }));
    expect(settingsStore.get().sidebarLogo).toBe(false);
  });

  it("keeps the settings per user; a user without any starts from this browser's", () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ tagsView: false }));
    settingsActions.forUser(7);
    expect(settingsStore.get().tagsView).toBe(false);
    settingsActions.update({ themeColor: '#722ED1' });
    expect(JSON.parse(localStorage.getItem(settingsStorageKey(7)) ?? '{}')).toMatchObject({
      themeColor: '#722ED1',
    });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({ tagsView: false });

    settingsActions.forUser(8);
    expect(settingsStore.get().themeColor).toBe(DEFAULT_SETTINGS.themeColor);
    settingsActions.forUser(7);
    expect(settingsStore.get().themeColor).toBe('#722ED1');

    resetSessionState();
    expect(settingsStore.get()).toEqual({ ...DEFAULT_SETTINGS, tagsView: false });
    localStorage.clear();
  });
});
