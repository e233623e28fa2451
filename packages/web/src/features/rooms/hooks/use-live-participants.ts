import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { realtime } from '@/lib/realtime';

/** Refetches coming close together become one. */
const SETTLE_MS = 150;

/**
 * Keeps a "who is in" query live: it listens to the presence of the tenant's terminals and to
 * the commands of each given terminal (join/leave acknowledgements) over the console WebSocket,
 * and refetches `queryKey` when one concerns these terminals, or after a reconnect.
 */
export function useLiveParticipants(queryKey: QueryKey, deviceAccountIds: readonly number[]) {
  const client = useQueryClient();
  const ids = useMemo(() => [...new Set(deviceAccountIds)].sort((a, b) => a - b), [deviceAccountIds]);
  const idsKey = ids.join(',');
  const keyText = JSON.stringify(queryKey);
  const latest = useRef({ queryKey, ids });
  useEffect(() => {
    latest.current = { queryKey, ids };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void client.invalidateQueries({ queryKey: latest.current.queryKey, exact: true }),
        SETTLE_MS,
      );
    };
    const watched = new Set(idsKey ? idsKey.split(',').map(Number) : []);
    const stops = [
      realtime.subscribe(
        'presence',
        (event) => {
          if (event.type === 'presence' && watched.has(event.id)) refetch();
        },
        refetch,
      ),
      ...[...watched].map((id) => realtime.subscribe(`commands:${id}`, () => refetch(), refetch)),
    ];
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [client, idsKey, keyText]);
}
