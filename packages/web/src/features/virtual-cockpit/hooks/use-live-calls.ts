import { callLogDescription } from '@console/contract/resources/descriptions/virtual-cockpit';
import { useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import type { ResourceRow } from '@/engine/types';
import { useRealtimeTopic } from '@/lib/use-realtime';
import { groupNowKeys } from '../api/get-group-now';

const KEY = callLogDescription.key;

/**
 * Keeps the call log and the groups' "in a call now" live (ADR 0037): a `calls` event patches the
 * call's row where a cached page holds it; a new call (no page holds it yet) reads the log again,
 * and who is in a call is read again. After a reconnect (events may have been lost) all of it is.
 */
export function useLiveCalls() {
  const client = useQueryClient();
  useRealtimeTopic(
    'calls',
    (event) => {
      if (event.type !== 'call') return;
      let known = false;
      client.setQueriesData<{ list?: ResourceRow[] }>({ queryKey: resourceKeys.lists(KEY) }, (data) => {
        if (!data?.list?.some((row) => row.id === event.call.id)) return data;
        known = true;
        return {
          ...data,
          list: data.list.map((row) => (row.id === event.call.id ? { ...row, ...event.call } : row)),
        };
      });
      if (!known) void client.invalidateQueries({ queryKey: resourceKeys.lists(KEY) });
      void client.invalidateQueries({ queryKey: groupNowKeys.all });
    },
    () => {
      void client.invalidateQueries({ queryKey: resourceKeys.all(KEY) });
      void client.invalidateQueries({ queryKey: groupNowKeys.all });
    },
  );
}
