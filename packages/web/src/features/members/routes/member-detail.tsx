import { memberDescription } from '@console/contract/resources/descriptions/members';
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MonitorScope } from '@/components/monitor-scope/monitor-scope';
import { VisitSettings } from '@/components/visit-settings/visit-settings';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { useApplications } from '@/lib/session/api/get-applications';
import { useStatusActions } from '../components/use-status-actions';

const MemberFriends = lazy(() => import('../components/member-friends'));

const TABS = ['memberInfo', 'memberFriend', 'visitSetting', 'memberMonitorSetting'] as const;

const INFO_FIELDS = ['account', 'realName', 'nickName', 'phone', 'email', 'status', 'boundDevice', 'remark'];

/**
 * SPEC /device/memberManage/memberDatail/{id} with the member tabs memberInfo (the member's form),
 * memberFriend (contacts) and, when ICU family visitation is enabled, visitSetting (when the
 * member may visit) and, when intensive care is enabled, memberMonitorSetting (the wards whose beds
 * the member watches). The tab routes open the same page; switching keeps `?tab=`.
 */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { active: wanted, onTabChange } = useDetailTab(TABS);
  const apps = useApplications();
  const visits = apps.data?.some((app) => app.key === 'icu') ?? false;
  const icu = apps.data?.some((app) => app.key === 'aiIcu') ?? false;
  const active =
    (wanted === 'visitSetting' && !visits) || (wanted === 'memberMonitorSetting' && !icu)
      ? 'memberInfo'
      : wanted;
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
      ...(visits
        ? [
            {
              key: 'visitSetting',
              label: t('members.tabs.visitSetting'),
              content: <VisitSettings subject="member" subjectId={memberId} />,
            },
          ]
        : []),
      ...(icu
        ? [
            {
              key: 'memberMonitorSetting',
              label: t('icuMonitoring.tabs.monitorSetting'),
              content: <MonitorScope subject="member" subjectId={memberId} />,
            },
          ]
        : []),
    ],
    [t, memberId, visits, icu],
  );

  return (
    <ResourceDetail
      definition={memberDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      actions={actions}
      onTabChange={onTabChange}
    />
  );
}
