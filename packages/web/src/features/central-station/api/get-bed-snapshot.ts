import { PATHS } from '@console/contract/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

/** How often the camera panel asks for a fresh still while it is on screen. */
export const BED_SNAPSHOT_REFRESH_MS = 10_000;
/** The server gives a camera 8 s to answer: wait for it. */
const GRAB_WAIT_MS = 15_000;

export interface BedSnapshot {
  blob: Blob;
  /** When the still was taken (ISO), from the server. */
  takenAt: string | null;
}

/** A still of the bed's camera now (`GET beds/:id/camera/snapshot`, image/jpeg); the panel shows errors. */
export async function getBedSnapshot(bedId: number, signal?: AbortSignal): Promise<BedSnapshot> {
  const { blob, headers } = await api.getBlob(`${PATHS.resource('beds')}/${bedId}/camera/snapshot`, {
    skipErrorHandler: true,
    timeoutMs: GRAB_WAIT_MS,
    ...(signal ? { signal } : {}),
  });
  return { blob, takenAt: headers.get('x-taken-at') };
}

export const bedSnapshotQueryOptions = (bedId: number) =>
  queryOptions({
    queryKey: [...resourceKeys.all('beds'), bedId, 'camera', 'snapshot'] as const,
    queryFn: ({ signal }) => getBedSnapshot(bedId, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** The still, refreshed every 10 s while the page is visible (react-query pauses in the background). */
export function useBedSnapshot(bedId: number) {
  return useQuery({
    ...bedSnapshotQueryOptions(bedId),
    refetchInterval: BED_SNAPSHOT_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
