import { PATHS } from '@console/contract/api/paths';
import type { CollaborationLive } from '@console/contract/resources/collaboration';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionLiveKeys = {
  all: ['collaborationLive'] as const,
  session: (id: number) => ['collaborationLive', id] as const,
};

const base = PATHS.resource('collaborationSessions');

export function getSessionLive(id: number, signal?: AbortSignal): Promise<CollaborationLive> {
  return api.get<CollaborationLive>(`${base}/${id}/live`, { ...(signal ? { signal } : {}) });
}

/**
 * A session now: state, duration, who is (was) there, its recordings. Read again every few
 * seconds while it runs (who joins changes), and while a recording is being written or converted.
 */
export const sessionLiveQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sessionLiveKeys.session(id),
    queryFn: ({ signal }) => getSessionLive(id, signal),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      const busy = data.recordings.some((r) => r.state === 'recording' || r.state === 'converting');
      return data.state === 'inProgress' || busy ? 5000 : false;
    },
  });

export function useSessionLive(id: number | undefined) {
  return useQuery({ ...sessionLiveQueryOptions(id ?? 0), enabled: !!id && Number.isInteger(id) && id > 0 });
}

/** Convert a recording of an ended session to a video the console plays. */
export function useConvertSessionRecording(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordingId: number) =>
      api.post<CollaborationLive>(`${base}/${id}/recordings/${recordingId}/convert`, {}),
    onSuccess: (data) => client.setQueryData(sessionLiveKeys.session(id), data),
  });
}
