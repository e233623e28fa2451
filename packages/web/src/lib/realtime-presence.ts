import type { PresenceEvent, RealtimeEvent } from '@console/contract/realtime';
import type { Query, QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { realtime } from './realtime';

/** Query keys of the terminal monitor's grid (patched here, fetched by the feature). */
export const terminalMonitorKeys = {
  all: ['terminalMonitor'] as const,
  list: (params: Record<string, unknown>) => ['terminalMonitor', 'list', params] as const,
  detail: (id: number) => ['terminalMonitor', 'detail', id] as const,
};

const DEVICE_ACCOUNTS = 'deviceAccounts';

interface Presence {
  id: number;
  online?: boolean;
  lastSeenAt?: string | null;
}
interface PageData<T> {
  list: T[];
  counts?: { online: number; offline: number };
}

function isTerminalQuery(query: Query): boolean {
  const key = query.queryKey;
  return (key[0] === 'resource' && key[1] === DEVICE_ACCOUNTS) || key[0] === terminalMonitorKeys.all[0];
}

const patchRow = <T extends Presence>(row: T, event: PresenceEvent): T =>
  row.id === event.id ? { ...row, online: event.online, lastSeenAt: event.lastSeenAt } : row;

/**
 * Applies one presence change to every cached list and detail that shows terminals: the engine's
 * `deviceAccounts` queries and the monitor grid (whose online/offline counts move with it).
 * Returns true when a count could not be adjusted because the terminal's previous state is unknown.
 */
export function applyPresence(
  client: QueryClient,
  event: PresenceEvent,
  known: Map<number, boolean>,
): boolean {
  const before = known.get(event.id);
  let countsStale = false;
  client.setQueriesData<PageData<Presence>>({ queryKey: resourceKeys.lists(DEVICE_ACCOUNTS) }, (data) =>
    data?.list ? { ...data, list: data.list.map((row) => patchRow(row, event)) } : data,
  );
  client.setQueryData<Presence>(resourceKeys.detail(DEVICE_ACCOUNTS, event.id), (row) =>
    row ? patchRow(row, event) : row,
  );
  client.setQueryData<Presence>(terminalMonitorKeys.detail(event.id), (row) =>
    row ? patchRow(row, event) : row,
  );
  client.setQueriesData<PageData<Presence>>({ queryKey: ['terminalMonitor', 'list'] }, (data) => {
    if (!data?.list) return data;
    let counts = data.counts;
    if (counts && before !== event.online) {
      if (before === undefined) countsStale = true;
      else {
        const delta = event.online ? 1 : -1;
        counts = { online: counts.online + delta, offline: counts.offline - delta };
      }
    }
    return { ...data, counts, list: data.list.map((row) => patchRow(row, event)) };
  });
  known.set(event.id, event.online);
  return countsStale;
}

/**
 * Keeps terminal presence live in every view without polling: while any query of terminals has
 * an observer the console listens to `presence`, and the caches are patched as changes arrive.
 * After a reconnect (events may have been lost) those queries are refetched.
 */
export function installLivePresence(client: QueryClient): () => void {
  const known = new Map<number, boolean>();
  let unsubscribe: (() => void) | null = null;
  let stale: ReturnType<typeof setTimeout> | null = null;
  const invalidate = () => {
    void client.invalidateQueries({ predicate: isTerminalQuery });
  };

  const remember = (query: Query) => {
    if (!isTerminalQuery(query)) return;
    const data = query.state.data as PageData<Presence> | Presence | undefined;
    const rows = data && 'list' in data ? data.list : data ? [data] : [];
    for (const row of rows) if (typeof row.online === 'boolean') known.set(row.id, row.online);
  };

  const onEvent = (event: RealtimeEvent) => {
    if (event.type !== 'presence') return;
    if (applyPresence(client, event, known) && !stale) {
      // A change of a terminal no cached page knew: recount once, shortly, not per event.
      stale = setTimeout(() => {
        stale = null;
        void client.invalidateQueries({ queryKey: ['terminalMonitor', 'list'] });
      }, 1500);
    }
  };

  const update = () => {
    const watched = client
      .getQueryCache()
      .findAll({ predicate: isTerminalQuery })
      .some((q) => q.getObserversCount() > 0);
    if (watched && !unsubscribe) unsubscribe = realtime.subscribe('presence', onEvent, invalidate);
    if (!watched && unsubscribe) {
      unsubscribe();
      unsubscribe = null;
    }
  };

  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') remember(event.query);
    if (event.type === 'observerAdded' || event.type === 'observerRemoved' || event.type === 'removed') {
      if (isTerminalQuery(event.query)) queueMicrotask(update);
    }
  });
  return () => {
    stop();
    unsubscribe?.();
    if (stale) clearTimeout(stale);
  };
}
