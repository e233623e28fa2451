import type { Approval, ApprovalStatus } from '@console/contract/resources/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEET } from './meet-paths';

export interface ApprovalPage {
  list: Approval[];
  total: number;
  page: number;
  size: number;
}
export interface ApprovalQuery {
  status: ApprovalStatus;
  page: number;
  size: number;
  keyword?: string;
}

/** Membership requests in one state (`member/getApprovalList`). */
export function listApprovals(query: ApprovalQuery): Promise<ApprovalPage> {
  return api.post<ApprovalPage>(MEET.member.getApprovalList, query);
}

export const approvalKeys = {
  all: ['members', 'approvals'] as const,
  list: (query: ApprovalQuery) => [...approvalKeys.all, query] as const,
};

export const approvalsQueryOptions = (query: ApprovalQuery) =>
  queryOptions({ queryKey: approvalKeys.list(query), queryFn: () => listApprovals(query) });

export function useApprovals(query: ApprovalQuery) {
  return useQuery({ ...approvalsQueryOptions(query), placeholderData: keepPreviousData });
}
