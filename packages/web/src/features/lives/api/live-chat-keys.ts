import { PATHS } from '@console/contract/api/paths';

/** Query keys of a live stream's chat, viewers and check-ins (ADR 28). */
export const liveChatKeys = {
  all: (id: number) => ['liveChat', id] as const,
  status: (id: number) => ['liveChat', id, 'status'] as const,
  messages: (id: number, state: string) => ['liveChat', id, 'messages', state] as const,
  online: (id: number) => ['liveChat', id, 'online'] as const,
};

export const livePath = (id: number, suffix: string) => `${PATHS.resource('lives')}/${id}${suffix}`;
