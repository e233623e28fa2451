import type { LiveChatMessage } from '@console/contract/live-chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveChatKeys, livePath } from './live-chat-keys';

/** Send a chat line; it is visible at once, or pending an auditor. */
export function useSendLiveChat(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<LiveChatMessage>(livePath(id, '/chat'), { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveChatKeys.all(id) }),
  });
}
