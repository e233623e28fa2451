import { PATHS } from '@console/contract/api/paths';
import type { ConvertRecording, LiveRecording, LiveRecordings } from '@console/contract/resources/lives';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const liveRecordingKeys = {
  all: ['liveRecordings'] as const,
  live: (id: number) => ['liveRecordings', id] as const,
};

/** While something records or converts, the list is read again this often (progress). */
export const RECORDINGS_POLL_MS = 2_000;

const busy = (data: LiveRecordings | undefined) =>
  data?.recordings.some((r) => r.state === 'recording' || r.state === 'converting') ?? false;

export const liveRecordingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveRecordingKeys.live(id),
    queryFn: ({ signal }) =>
      api.get<LiveRecordings>(`${PATHS.resource('lives')}/${id}/recordings`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (busy(query.state.data) ? RECORDINGS_POLL_MS : false),
  });

/** A stream's recordings, polled while one records or converts. */
export function useLiveRecordings(id: number) {
  return useQuery(liveRecordingsQueryOptions(id));
}

/** "Convert to VOD" (idempotent on the server: the same recording and video again). */
export function useConvertRecording(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ recordingId, ...body }: ConvertRecording & { recordingId: number }) =>
      api.post<LiveRecording>(`${PATHS.resource('lives')}/${id}/recordings/${recordingId}/convert`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: liveRecordingKeys.live(id) }),
  });
}
