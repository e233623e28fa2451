import type { PickOption } from '@console/contract/api/list';
import type { Page } from '@console/contract/api/paging';
import { PATHS } from '@console/contract/api/paths';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api-client';
import { resourceKeys, type ListParams } from './resource-keys';
import type { ResourceRow } from './types';

/** The generic resource REST calls (ARCHITECTURE §4), one function per endpoint. */

/** A page of rows; `quiet`: the caller tells a failure itself (or a later request will). */
export function fetchResourceList(key: string, params: ListParams, signal?: AbortSignal, quiet = false) {
  return api.get<Page<ResourceRow>>(PATHS.resource(key), {
    params,
    skipErrorHandler: quiet,
    ...(signal ? { signal } : {}),
  });
}

/** One row. Pages that load a row show their own not-found and load-failed states: no toast too. */
export function fetchResource(key: string, id: number | string, signal?: AbortSignal) {
  return api.get<ResourceRow>(`${PATHS.resource(key)}/${encodeURIComponent(String(id))}`, {
    skipErrorHandler: true,
    ...(signal ? { signal } : {}),
  });
}

export function createResource(key: string, values: Record<string, unknown>) {
  return api.post<ResourceRow>(PATHS.resource(key), values);
}

export function updateResource(key: string, id: number, values: Record<string, unknown>) {
  return api.put<ResourceRow>(`${PATHS.resource(key)}/${id}`, values);
}

export function deleteResource(key: string, id: number, options?: RequestOptions) {
  return api.delete<null>(`${PATHS.resource(key)}/${id}`, options);
}

/** `POST {key}/{id}/{action}`, with the action's body (a reason) when it takes one. */
export function runResourceAction<T = unknown>(
  key: string,
  id: number,
  action: string,
  body: Record<string, unknown> = {},
) {
  return api.post<T>(`${PATHS.resource(key)}/${id}/${encodeURIComponent(action)}`, body);
}

/**
 * A picker's rows for those who may write a reference but not view its resource (ids and titles
 * of their own company's rows, ADR 44); `ids` names chosen rows instead of a page.
 */
export function fetchPickOptions(key: string, params: ListParams | { ids: string }, signal?: AbortSignal) {
  return api.get<Page<PickOption>>(`${PATHS.resource(key)}/options`, {
    params,
    ...(signal ? { signal } : {}),
  });
}

export const resourceListQueryOptions = (key: string, params: ListParams) =>
  queryOptions({
    queryKey: resourceKeys.list(key, params),
    queryFn: ({ signal }) => fetchResourceList(key, params, signal),
  });

export const resourceQueryOptions = (key: string, id: number | string) =>
  queryOptions({
    queryKey: resourceKeys.detail(key, id),
    queryFn: ({ signal }) => fetchResource(key, id, signal),
  });
