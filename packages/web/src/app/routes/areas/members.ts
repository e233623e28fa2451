import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const MemberDetail = lazyPage(() => import('@/features/members/routes/member-detail'));

/** Members (SPEC /device/memberManage), their detail tabs and approvals. */
export const PAGES: AreaPages = {
  memberManage: lazyPage(() => import('@/features/members/routes/members')),
  memberDetail: MemberDetail,
  memberInfo: MemberDetail,
  memberFriend: MemberDetail,
  memberVisitSetting: MemberDetail,
  memberApprovalManage: lazyPage(() => import('@/features/members/routes/approvals')),
  memberMonitorSetting: MemberDetail,
};
