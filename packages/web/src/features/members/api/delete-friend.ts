import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { friendKeys } from './list-friends';
import { MEET } from './meet-paths';

export interface DeleteFriendInput {
  memberId: number;
  friendId: number;
}

/** Ends a friendship both ways (`account/deleteFriendAccount`). */
export function deleteFriend(input: DeleteFriendInput): Promise<unknown> {
  return api.post<unknown>(MEET.deleteFriendAccount, input);
}

export function useDeleteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFriend,
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: friendKeys.all(input.memberId) }),
        queryClient.invalidateQueries({ queryKey: friendKeys.all(input.friendId) }),
      ]),
  });
}
