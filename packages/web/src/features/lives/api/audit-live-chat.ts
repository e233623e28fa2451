import type { LiveAuditAction, LiveChatMessage } from '@console/contract/live-chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveChatKeys, livePath } from './live-chat-keys';

/** Approve or hide a line, or ban its sender from this stream. */
export function useAuditLiveChat(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, action }: { messageId: number; action: LiveAuditAction }) =>
      api.post<LiveChatMessage[]>(livePath(id, `/chat/${messageId}/${action}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: liveChatKeys.all(id) }),
  });
}
