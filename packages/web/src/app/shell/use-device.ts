import { useEffect } from 'react';
import { appActions, deviceOf } from '@/app/stores/app-store';

/** SPEC §2/§9: below 992 px the console is in mobile mode (sidebar as a drawer). */
export function useDeviceWatcher(): void {
  useEffect(() => {
    const update = () => appActions.setDevice(deviceOf(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
