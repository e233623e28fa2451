import { DEFAULT_SIZE, MOBILE_BREAKPOINT, type Size } from '@console/contract/constants';
import type { AppRoute } from '@/app/routes/route-table';
import { PRODUCT } from '@/lib/config';
import { getSidebarCookie, getSizeCookie, setSidebarCookie, setSizeCookie } from '@/lib/cookies';
import { createStore } from '@/lib/create-store';
import { onSessionReset } from '@/lib/session/sign-out';

export type Device = 'desktop' | 'mobile';

export interface CurrentPage {
  route: AppRoute;
  pathname: string;
  search: string;
}

interface AppState {
  sidebarOpened: boolean;
  device: Device;
  size: Size;
  /** Application whose menu the sidebar shows; undefined = the server's default. */
  appKey: string | undefined;
  /** The page being shown, published by its route element (breadcrumb, tags, menu). */
  current: CurrentPage | null;
}

const APP_KEY_STORAGE = `${PRODUCT}-appKey`;

function readAppKey(): string | undefined {
  try {
    return localStorage.getItem(APP_KEY_STORAGE) ?? undefined;
  } catch {
    return undefined;
  }
}

export function deviceOf(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

const initialDevice = typeof window === 'undefined' ? 'desktop' : deviceOf(window.innerWidth);

export const appStore = createStore<AppState>({
  sidebarOpened: initialDevice === 'desktop' && getSidebarCookie() !== false,
  device: initialDevice,
  size: getSizeCookie() ?? DEFAULT_SIZE,
  appKey: readAppKey(),
  current: null,
});

export const appActions = {
  toggleSidebar() {
    const sidebarOpened = !appStore.get().sidebarOpened;
    // only the user's own toggle is kept: the mobile layout's closing is not a preference
    setSidebarCookie(sidebarOpened);
    appStore.set({ sidebarOpened });
  },
  closeSidebar: () => appStore.set({ sidebarOpened: false }),
  setDevice(device: Device) {
    appStore.set((s) => ({
      device,
      sidebarOpened:
        device === 'mobile' ? false : s.device === 'mobile' ? getSidebarCookie() !== false : s.sidebarOpened,
    }));
  },
  setSize(size: Size) {
    setSizeCookie(size);
    appStore.set({ size });
  },
  setAppKey(appKey: string | undefined) {
    try {
      if (appKey) localStorage.setItem(APP_KEY_STORAGE, appKey);
      else localStorage.removeItem(APP_KEY_STORAGE);
    } catch {
      // storage unavailable (private mode): the choice lasts for this page only
    }
    appStore.set({ appKey });
  },
  setCurrent: (current: CurrentPage | null) => appStore.set({ current }),
};

onSessionReset(() => appStore.set({ current: null }));
