import { THEME_COLOR } from '@console/contract/constants';
import { PRODUCT } from '@/lib/config';
import { createStore } from '@/lib/create-store';

/**
 * SPEC §2 settings panel: theme colour, tags view, fixed header, sidebar logo. Kept in
 * localStorage (a preference of this browser, not of the account) and applied live: the theme
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

export const SETTINGS_STORAGE_KEY = `${PRODUCT}-settings`;

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
    return parseSettings(localStorage.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function write(settings: Settings): void {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
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
      localStorage.removeItem(SETTINGS_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  },
  /** Re-reads the stored settings (another tab changed them). */
  reload() {
    settingsStore.set(read());
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null) settingsActions.reload();
  });
}
