import type { RealtimeEvent } from '@console/contract/realtime';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtime, type RealtimeStatus } from './realtime';

/** Listen to a realtime topic while the component is mounted (null: not now). */
export function useRealtimeTopic(
  topic: string | null,
  onEvent: (event: RealtimeEvent) => void,
  onResync?: () => void,
) {
  // The latest callbacks without resubscribing on every render.
  const handlers = useRef({ onEvent, onResync });
  useEffect(() => {
    handlers.current = { onEvent, onResync };
  });
  useEffect(() => {
    if (!topic) return;
    return realtime.subscribe(
      topic,
      (event) => handlers.current.onEvent(event),
      () => handlers.current.onResync?.(),
    );
  }, [topic]);
}

/** The connection's state, for a "live" / "reconnecting" indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (notify) => realtime.onStatus(notify),
    () => realtime.status,
    () => 'idle',
  );
}
