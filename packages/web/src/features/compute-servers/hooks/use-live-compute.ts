import type { ComputeRealtimeEvent } from '@console/contract/realtime';
import { computeServerDescription } from '@console/contract/resources/descriptions/compute-servers';
import { useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import type { ResourceRow } from '@/engine/types';
import { useRealtimeTopic } from '@/lib/use-realtime';

const KEY = computeServerDescription.key;

const patch = (row: ResourceRow, server: ComputeRealtimeEvent['server']): ResourceRow =>
  row.id === server.id ? { ...row, ...server } : row;

/**
 * Keeps the compute servers live (ADR 0035): each `compute` event (a box came on or off line or
 * reported its load) patches the cached list pages and detail of that server, without a request;
 * after a reconnect (events may have been lost) they are read again.
 */
export function useLiveCompute() {
  const client = useQueryClient();
  useRealtimeTopic(
    'compute',
    (event) => {
      if (event.type !== 'compute') return;
      client.setQueriesData<{ list?: ResourceRow[] }>({ queryKey: resourceKeys.lists(KEY) }, (data) =>
        data?.list ? { ...data, list: data.list.map((row) => patch(row, event.server)) } : data,
      );
      client.setQueryData<ResourceRow>(resourceKeys.detail(KEY, event.server.id), (row) =>
        row ? patch(row, event.server) : row,
      );
    },
    () => void client.invalidateQueries({ queryKey: resourceKeys.all(KEY) }),
  );
}
