import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeTopic } from '@/lib/use-realtime';
import { liveChatKeys } from '../api/live-chat-keys';

/**
 * Listen to a stream's chat while mounted: `viewer` is the viewers' topic `live:{id}` (listening
 * is what makes the signed-in user an online viewer), `audit` the auditors' `liveAudit:{id}`
 * (pending lines, check-ins, bans). Each change refetches the stream's chat queries.
 */
export function useLiveChannel(id: number, kind: 'viewer' | 'audit', enabled = true) {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: liveChatKeys.all(id) });
  useRealtimeTopic(
    enabled && id > 0 ? (kind === 'viewer' ? `live:${id}` : `liveAudit:${id}`) : null,
    (event) => {
      if (event.type === 'live' && event.liveId === id) refetch();
    },
    refetch,
  );
}

/** Terminal presence (the stream's devices online or not) refetches the online view. */
export function useDevicePresence(id: number) {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: liveChatKeys.online(id) });
  useRealtimeTopic('presence', refetch, refetch);
}
