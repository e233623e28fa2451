import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type QueryKey,
  type QueryObserverResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useRef, useState } from 'react';

/** What a render shows of a query: a change of any of these renders again. */
function sameShown(
  a: QueryObserverResult<unknown, unknown>,
  b: QueryObserverResult<unknown, unknown>,
): boolean {
  return (
    a.data === b.data &&
    a.error === b.error &&
    a.status === b.status &&
    a.fetchStatus === b.fetchStatus &&
    a.isPlaceholderData === b.isPlaceholderData
  );
}

/**
 * `useQuery` whose answers render in a transition. TanStack Query's hook subscribes through
 * `useSyncExternalStore`, whose updates React always renders in one go: a list's rows arriving
 * rendered the table, its cells and their layout effects in one task of ~230 ms (~930 ms at
 * Lighthouse's 4× CPU slowdown; issue 12). In a transition React renders in slices and yields to the
 * browser between them; until it commits, the previous state (the skeleton, the previous page)
 * stays on screen, as with `keepPreviousData`.
 *
 * The same observer and options as `useQuery` (`useBaseQuery` of @tanstack/react-query 5), without
 * suspense, `throwOnError` or persisted-cache restoring, which its callers do not use.
 */
export function useTransitionQuery<TData, TError = Error, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(
    () => new QueryObserver<TData, TError, TData, TData, TQueryKey>(client, defaulted),
  );
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const result = observer.getOptimisticResult(defaulted);
  const shown = useRef(result);

  useEffect(() => {
    shown.current = result;
  });
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(rerender)));
    observer.updateResult();
    // an answer that came between the render and the subscription
    if (!sameShown(observer.getCurrentResult(), shown.current)) startTransition(rerender);
    return unsubscribe;
  }, [observer]);

  return observer.trackResult(result) as UseQueryResult<TData, TError>;
}
