import { memberDefinition } from '@console/contract/resources/members';
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { useStatusActions } from '../components/use-status-actions';

const MemberFriends = lazy(() => import('../components/member-friends'));

const TABS = ['memberInfo', 'memberFriend'] as const;

const INFO_FIELDS = ['account', 'realName', 'nickName', 'phone', 'email', 'status', 'boundDevice', 'remark'];

/**
 * SPEC /device/memberManage/memberDatail/{id} with the member tabs memberInfo (the member's form)
 * and memberFriend (contacts). The tab routes open the same page; switching keeps `?tab=`.
 */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { active, onTabChange } = useDetailTab(TABS);
  const memberId = Number(id);
  const actions = useStatusActions();

  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'memberInfo', label: t('members.tabs.memberInfo'), fields: INFO_FIELDS, stamps: true },
      {
        key: 'memberFriend',
        label: t('members.tabs.memberFriend'),
        content: (
          <Suspense fallback={<Skeleton active />}>
            <MemberFriends memberId={memberId} />
          </Suspense>
        ),
      },
    ],
    [t, memberId],
  );

  return (
    <ResourceDetail
      definition={memberDefinition}
      id={id}
      tabs={tabs}
      activeTab={active}
      actions={actions}
      onTabChange={onTabChange}
    />
  );
}
