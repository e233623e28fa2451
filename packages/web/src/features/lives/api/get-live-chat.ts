import type { LiveChatMessage, LiveChatState } from '@console/contract/live-chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveChatKeys, livePath } from './live-chat-keys';

/** The latest chat lines of a state (viewers: visible; auditors also pending and hidden). */
export const liveChatQueryOptions = (id: number, state: LiveChatState) =>
  queryOptions({
    queryKey: liveChatKeys.messages(id, state),
    queryFn: ({ signal }) => api.get<LiveChatMessage[]>(livePath(id, `/chat?state=${state}`), { signal }),
  });

export const useLiveChat = (id: number, state: LiveChatState, enabled = true) =>
  useQuery({ ...liveChatQueryOptions(id, state), enabled });
