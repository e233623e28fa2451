import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@/app/stores/app-store';
import { MOBILE_QUERY, useDeviceWatcher } from './use-device';

/** A media query list whose answer the test sets, as a browser's would change on a resize. */
function fakeMediaQuery(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    media: MOBILE_QUERY,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  return {
    list,
    listeners,
    set(matches: boolean) {
      list.matches = matches;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  appStore.set({ device: 'desktop' });
});

describe('useDeviceWatcher', () => {
  it('takes the device from the breakpoint media query and follows its changes, without reading the width', () => {
    const query = fakeMediaQuery(true);
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockReturnValue(query.list as unknown as MediaQueryList);
    const width = vi.spyOn(window, 'innerWidth', 'get');
    appStore.set({ device: 'desktop' });

    const { unmount } = renderHook(() => useDeviceWatcher());
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 991.98px)');
    expect(appStore.get().device).toBe('mobile');

    act(() => query.set(false));
    expect(appStore.get().device).toBe('desktop');
    act(() => query.set(true));
    expect(appStore.get().device).toBe('mobile');
    // reading the width lays the page out (issue 12): the watcher never does
    expect(width).not.toHaveBeenCalled();

    unmount();
    expect(query.listeners.size).toBe(0);
  });
});
