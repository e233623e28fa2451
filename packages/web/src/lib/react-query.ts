import {
  QueryClient,
  type DefaultOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { onSessionReset } from './session/sign-out';

/**
 * The api client already shows every failure once, so queries do not retry (a retry would
 * repeat the message) and do not refetch on focus; data is fresh for half a minute.
 */
export const queryConfig = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

export const queryClient = createQueryClient();

// Logout, a guard failure or a new login drop every cached answer of the old session.
onSessionReset(() => queryClient.clear());

// bulletproof-react helpers: let a hook accept the caller's extra options without its key/fn.
type AnyFunction = (...args: never[]) => Promise<unknown>;
export type ApiFnReturnType<FnType extends AnyFunction> = Awaited<ReturnType<FnType>>;

export type QueryConfig<T extends AnyFunction> = Omit<
  UseQueryOptions<ApiFnReturnType<T>, Error>,
  'queryKey' | 'queryFn'
>;

export type MutationConfig<MutationFnType extends AnyFunction> = UseMutationOptions<
  ApiFnReturnType<MutationFnType>,
  Error,
  Parameters<MutationFnType>[0]
>;
