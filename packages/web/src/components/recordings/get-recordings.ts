import { PATHS } from '@console/contract/api/paths';
import type { ConvertRecording, LiveRecording, LiveRecordings } from '@console/contract/resources/lives';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * What records: a live stream (ADR 27) or a meeting room (its recording stream, ADR 0047). Both
 * answer `GET {key}/{id}/recordings` and `POST {key}/{id}/recordings/{recordingId}/convert`.
 */
export type RecordedKind = 'lives' | 'rooms';

export const recordingKeys = {
  all: ['recordings'] as const,
  of: (kind: RecordedKind, id: number) => ['recordings', kind, id] as const,
};

/** While something records or converts (or may start recording), the list is read again this often. */
export const RECORDINGS_POLL_MS = 2_000;

const busy = (data: LiveRecordings | undefined) =>
  data?.recordings.some((r) => r.state === 'recording' || r.state === 'converting') ?? false;

const base = (kind: RecordedKind, id: number) => `${PATHS.resource(kind)}/${id}/recordings`;

/** `onAir`: the stream or meeting runs with the record flag, so a recording may appear any moment. */
export const recordingsQueryOptions = (kind: RecordedKind, id: number, onAir = false) =>
  queryOptions({
    queryKey: recordingKeys.of(kind, id),
    queryFn: ({ signal }) => api.get<LiveRecordings>(base(kind, id), { signal }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (onAir || busy(query.state.data) ? RECORDINGS_POLL_MS : false),
  });

/** A stream's or room's recordings, polled while one records or converts. */
export function useRecordings(kind: RecordedKind, id: number, onAir = false) {
  return useQuery(recordingsQueryOptions(kind, id, onAir));
}

/** "Convert to VOD" (idempotent on the server: the same recording and video again). */
export function useConvertRecording(kind: RecordedKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ recordingId, ...body }: ConvertRecording & { recordingId: number }) =>
      api.post<LiveRecording>(`${base(kind, id)}/${recordingId}/convert`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: recordingKeys.of(kind, id) }),
  });
}
