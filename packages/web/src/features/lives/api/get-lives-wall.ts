import { PATHS } from '@console/contract/api/paths';
import type { LiveHealthPage } from '@console/contract/resources/lives';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const livesWallKeys = {
  all: ['livesWall'] as const,
  page: (page: number, pageSize: number, inProgress: boolean) =>
    ['livesWall', page, pageSize, inProgress] as const,
};

/** The wall reads its streams again this often besides each rotation (a stream going on air). */
export const LIVES_WALL_POLL_MS = 5_000;

export function getLivesHealth(
  params: { page: number; pageSize: number; inProgress: boolean },
  signal?: AbortSignal,
): Promise<LiveHealthPage> {
  return api.get<LiveHealthPage>(`${PATHS.resource('lives')}/health`, {
    params: {
      page: params.page,
      pageSize: params.pageSize,
      ...(params.inProgress ? { inProgress: 'true' } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

export const livesHealthQueryOptions = (page: number, pageSize: number, inProgress: boolean) =>
  queryOptions({
    queryKey: livesWallKeys.page(page, pageSize, inProgress),
    queryFn: ({ signal }) => getLivesHealth({ page, pageSize, inProgress }, signal),
    refetchInterval: LIVES_WALL_POLL_MS,
  });

/** The company's streams with their health on the stream server, one page of them. */
export function useLivesHealth(page: number, pageSize: number, inProgress: boolean) {
  return useQuery({
    ...livesHealthQueryOptions(page, pageSize, inProgress),
    placeholderData: keepPreviousData,
  });
}
