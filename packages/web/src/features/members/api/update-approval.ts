import type { Approval, ApprovalDecision } from '@console/contract/resources/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';
import { approvalKeys } from './list-approvals';
import { MEET } from './meet-paths';

/** Agree (the member is created) or reject with a reason (`member/updateApprovalMember`). */
export function updateApproval(input: ApprovalDecision): Promise<Approval> {
  return api.post<{ data: Approval }>(MEET.member.updateApprovalMember, input).then((body) => body.data);
}

export function useUpdateApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApproval,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
        // An agreed request is a new member in the member list.
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('members') }),
      ]),
  });
}
