import type { Friend } from '@console/contract/resources/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEET } from './meet-paths';

export interface FriendPage {
  list: Friend[];
  total: number;
  page: number;
  size: number;
}
export interface FriendQuery {
  memberId: number;
  page: number;
  size: number;
  keyword?: string;
}

/** A member's contacts, paged (`account/listFriend`). */
export function listFriends(query: FriendQuery): Promise<FriendPage> {
  return api.post<FriendPage>(MEET.listFriend, query);
}

export const friendKeys = {
  all: (memberId: number) => ['members', 'friends', memberId] as const,
  list: (query: FriendQuery) => [...friendKeys.all(query.memberId), query] as const,
};

export const friendsQueryOptions = (query: FriendQuery) =>
  queryOptions({ queryKey: friendKeys.list(query), queryFn: () => listFriends(query) });

export function useFriends(query: FriendQuery) {
  return useQuery({ ...friendsQueryOptions(query), placeholderData: keepPreviousData });
}
