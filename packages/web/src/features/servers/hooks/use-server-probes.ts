import { SERVER_DESCRIPTIONS } from '@console/contract/resources/descriptions/servers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { resourceKeys } from '@/engine/resource-keys';
import { useRealtimeTopic } from '@/lib/use-realtime';
import { serverProbeKeys } from '../api/get-server-probes';

/** Probe events of one round arrive together: read the lists again once per burst. */
const SETTLE_MS = 250;

/**
 * Keeps the server pages live (ADR 0029): every probe on the `servers` topic reads the lists,
 * details and histories of its kind again, so status, latency and error change without a reload.
 */
export function useServerProbes() {
  const client = useQueryClient();
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    for (const key of pending.current) void client.invalidateQueries({ queryKey: resourceKeys.all(key) });
    pending.current.clear();
    void client.invalidateQueries({ queryKey: serverProbeKeys.all });
  };
  useRealtimeTopic(
    'servers',
    (event) => {
      if (event.type !== 'server') return;
      pending.current.add(SERVER_DESCRIPTIONS[event.probe.kind].key);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SETTLE_MS);
    },
    () => {
      for (const description of Object.values(SERVER_DESCRIPTIONS)) pending.current.add(description.key);
      flush();
    },
  );
}
