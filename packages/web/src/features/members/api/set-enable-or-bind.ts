import type { Member, SetEnableOrBind } from '@console/contract/resources/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';
import { MEET } from './meet-paths';

/** Enable / disable a member, or bind / unbind its app (`member/setEnableOrbind`). */
export function setEnableOrBind(input: SetEnableOrBind): Promise<Member> {
  return api.post<{ data: Member }>(MEET.member.setEnableOrbind, input).then((body) => body.data);
}

export function useSetEnableOrBind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEnableOrBind,
    // Lists and the detail page read members through the engine's keys.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('members') }),
  });
}
