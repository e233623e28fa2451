import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

/** The user asked the system for less motion (WCAG 2.3.3): flashing gives way to a steady outline. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = media();
      list?.addEventListener?.('change', notify);
      return () => list?.removeEventListener?.('change', notify);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
