import { PATHS } from '@console/contract/api/paths';
import type { SchoolInbox } from '@console/contract/resources/school-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRealtimeTopic } from '@/lib/use-realtime';

const inboxKey = ['schoolInbox'] as const;

/**
 * The signed-in member's school notifications. A notification sent or read elsewhere (another
 * tab) arrives on the member's own realtime topic and reads the inbox again.
 */
export function useInbox(userId: number) {
  const client = useQueryClient();
  const inbox = useQuery({
    queryKey: inboxKey,
    queryFn: ({ signal }) => api.get<SchoolInbox>(PATHS.schoolInbox, { signal }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: inboxKey });
  useRealtimeTopic(`inbox:${userId}`, refresh, refresh);
  return inbox;
}

/** Mark one notification read (once; reading it again changes nothing). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ unread: number }>(`${PATHS.schoolInbox}/${id}/read`),
    onSuccess: () => void client.invalidateQueries({ queryKey: inboxKey }),
  });
}
