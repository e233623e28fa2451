import type { LiveChatStatus } from '@console/contract/live-chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveChatKeys, livePath } from './live-chat-keys';

/** Check in, once. */
export function useCheckInLive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LiveChatStatus>(livePath(id, '/checkIn')),
    onSuccess: (status) => client.setQueryData(liveChatKeys.status(id), status),
  });
}
