import { roomDescription, type RoomAction } from '@console/contract/resources/descriptions/rooms';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useResourceAction } from '@/engine/use-resource-mutations';
import { roomLiveKeys } from '../api/get-room-live';

/** Run a room's action (`start`, `end`, `remove`, `regenerateCode`); lists and live views refresh. */
export function useRoomActions() {
  const action = useResourceAction(roomDescription);
  const client = useQueryClient();
  const { mutateAsync } = action;
  return useCallback(
    async (id: number, name: RoomAction | 'regenerateCode') => {
      const result = await mutateAsync({ id, action: name });
      await client.invalidateQueries({ queryKey: roomLiveKeys.all });
      return result;
    },
    [mutateAsync, client],
  );
}
