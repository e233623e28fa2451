import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => Cookies.remove('sidebarStatus', { path: '/web/' }));

describe('app store', () => {
  it('a collapsed sidebar stays collapsed after a reload, as vue-element-admin keeps it in a cookie', async () => {
    vi.resetModules();
    const { appActions, appStore } = await import('./app-store');
    expect(appStore.get().sidebarOpened).toBe(true);
    appActions.toggleSidebar();

    vi.resetModules();
    const reloaded = await import('./app-store');
    expect(reloaded.appStore.get().sidebarOpened).toBe(false);
    reloaded.appActions.toggleSidebar();

    vi.resetModules();
    expect((await import('./app-store')).appStore.get().sidebarOpened).toBe(true);
  });
});
