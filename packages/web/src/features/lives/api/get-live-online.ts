import type { LiveOnline } from '@console/contract/live-chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveChatKeys, livePath } from './live-chat-keys';

/** Who watches now, who was admitted, checked in or banned, and the stream's terminals. */
export const liveOnlineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveChatKeys.online(id),
    queryFn: ({ signal }) => api.get<LiveOnline>(livePath(id, '/online'), { signal }),
  });

export const useLiveOnline = (id: number) => useQuery(liveOnlineQueryOptions(id));
