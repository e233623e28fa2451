import type { LiveChatStatus } from '@console/contract/live-chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveChatKeys, livePath } from './live-chat-keys';

/** The stream's chat settings and the signed-in user's place in it (joined, checked in, banned). */
export const liveChatStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveChatKeys.status(id),
    queryFn: ({ signal }) => api.get<LiveChatStatus>(livePath(id, '/chat/status'), { signal }),
  });

export const useLiveChatStatus = (id: number) => useQuery(liveChatStatusQueryOptions(id));
