import { MOBILE_BREAKPOINT } from '@console/contract/constants';
import { useEffect } from 'react';
import { appActions } from '@/app/stores/app-store';

/** Widths below the breakpoint, as `deviceOf` counts them (`window.innerWidth < MOBILE_BREAKPOINT`). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * SPEC §2/§9: below 992 px the console is in mobile mode (sidebar as a drawer). Watched with a
 * media query, not by reading `window.innerWidth`: that read lays out the page, and on the shell's
 * first mount it laid out the whole half-built console inside React's commit (~160 ms at 4× CPU
 * slowdown, the largest part of the signed-in page's longest task; issue 12).
 */
export function useDeviceWatcher(): void {
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => appActions.setDevice(query.matches ? 'mobile' : 'desktop');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
}
