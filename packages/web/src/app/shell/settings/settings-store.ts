import { THEME_COLOR } from '@console/contract/constants';
import { PRODUCT } from '@/lib/config';
import { createStore } from '@/lib/create-store';
import { onSessionReset } from '@/lib/session/sign-out';

/**
 * SPEC §2 settings panel: theme colour, tags view, fixed header, sidebar logo. Kept in
 * localStorage per user (signed out, or before a user's first change: this browser's settings)
 * and applied live: the theme
 * colour through antd's ConfigProvider token, the rest by the shell.
 */
export interface Settings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  themeColor: THEME_COLOR,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
};

/** Offered in the colour picker; the platform's own colour first. */
export const THEME_PRESETS: readonly string[] = [
  THEME_COLOR,
  '#1677FF',
  '#13C2C2',
  '#52C41A',
  '#FAAD14',
  '#FA541C',
  '#F5222D',
  '#EB2F96',
  '#722ED1',
  '#304156',
];

/** This browser's settings (no user signed in, or a user who never changed theirs). */
export const SETTINGS_STORAGE_KEY = `${PRODUCT}-settings`;

/** A signed-in user's settings. */
export function settingsStorageKey(userId: number | null): string {
  return userId === null ? SETTINGS_STORAGE_KEY : `${SETTINGS_STORAGE_KEY}-${userId}`;
}

/** Where the settings are read and written: the signed-in user's key once known. */
let storageKey = SETTINGS_STORAGE_KEY;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Whatever localStorage holds, as valid settings (unknown or broken values fall back). */
export function parseSettings(
  raw: string | null | undefined,
  fallback: Readonly<Settings> = DEFAULT_SETTINGS,
): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      stored = parsed as Record<string, unknown>;
    }
  } catch {
    // a broken value is ignored
  }
  const flag = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo') =>
    typeof stored[key] === 'boolean' ? stored[key] : fallback[key];
  return {
    themeColor:
      typeof stored.themeColor === 'string' && HEX_COLOR.test(stored.themeColor)
        ? stored.themeColor.toUpperCase()
        : fallback.themeColor,
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
  };
}

function read(): Settings {
  try {
    const raw = localStorage.getItem(storageKey) ?? localStorage.getItem(SETTINGS_STORAGE_KEY);
    return parseSettings(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function write(settings: Settings): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(settings));
  } catch {
    // storage unavailable (private mode): the settings last for this page only
  }
}

export const settingsStore = createStore<Settings>(
  typeof window === 'undefined' ? { ...DEFAULT_SETTINGS } : read(),
);

export const settingsActions = {
  /** Applies a change; an invalid value leaves the current one. */
  update(patch: Partial<Settings>) {
    const current = settingsStore.get();
    settingsStore.set(parseSettings(JSON.stringify({ ...current, ...patch }), current));
    write(settingsStore.get());
  },
  reset() {
    settingsStore.set({ ...DEFAULT_SETTINGS });
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // nothing stored
    }
  },
  /** Re-reads the stored settings (another tab changed them). */
  reload() {
    settingsStore.set(read());
  },
  /** Switches to the settings of a signed-in user (null: this browser's, after a logout). */
  forUser(userId: number | null) {
    const key = settingsStorageKey(userId);
    if (key === storageKey) return;
    storageKey = key;
    settingsStore.set(read());
  },
};

onSessionReset(() => settingsActions.forUser(null));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey || event.key === SETTINGS_STORAGE_KEY || event.key === null) {
      settingsActions.reload();
    }
  });
}
