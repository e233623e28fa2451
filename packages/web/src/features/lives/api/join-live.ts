import type { LiveChatStatus } from '@console/contract/live-chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveChatKeys, livePath } from './live-chat-keys';

/** Join as a viewer, with the company's live password when asked (the form shows a wrong one). */
export function useJoinLive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password?: string) =>
      api.post<LiveChatStatus>(livePath(id, '/join'), password ? { password } : {}, {
        skipErrorHandler: true,
      }),
    onSuccess: (status) => client.setQueryData(liveChatKeys.status(id), status),
  });
}
