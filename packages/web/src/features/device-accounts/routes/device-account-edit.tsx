import { deviceAccountDefinition } from '@console/contract/resources/device-accounts';
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { RegistrationInfo } from '../components/registration-info';
import { useEnableActions } from '../components/use-enable-actions';
import { BASE_INFO_FIELDS } from '../sections';

// The sources' table loads when its tab opens.
const VideoSources = lazy(() => import('../components/video-sources'));
const NetworkCameras = lazy(() => import('../components/network-cameras'));

const TABS = ['baseInfo', 'inputSource', 'networkCamera', 'reg'] as const;

/**
 * SPEC accounts/edit/{accountId}/{accountName}/{customerId}/{accountTypeName} with the device
 * account tabs baseInfo, inputSource, networkCamera and reg (layout and liveSetting are not built
 * yet). The tab routes open the same page; switching tabs keeps one page with `?tab=`.
 */
export default function DeviceAccountEditPage() {
  const { t } = useTranslation();
  const { accountId } = useParams();
  const { active, onTabChange } = useDetailTab(TABS);
  const id = Number(accountId);
  const actions = useEnableActions();

  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'baseInfo', label: t('deviceAccounts.tabs.baseInfo'), fields: BASE_INFO_FIELDS, stamps: true },
      {
        key: 'inputSource',
        label: t('deviceAccounts.tabs.inputSource'),
        content: (
          <Suspense fallback={<Skeleton active />}>
            <VideoSources deviceAccountId={id} />
          </Suspense>
        ),
      },
      {
        key: 'networkCamera',
        label: t('deviceAccounts.tabs.networkCamera'),
        content: (
          <Suspense fallback={<Skeleton active />}>
            <NetworkCameras deviceAccountId={id} />
          </Suspense>
        ),
      },
      {
        key: 'reg',
        label: t('deviceAccounts.tabs.reg'),
        content: (row) => <RegistrationInfo definition={deviceAccountDefinition} row={row} />,
      },
    ],
    [t, id],
  );

  return (
    <ResourceDetail
      definition={deviceAccountDefinition}
      id={Number.isInteger(id) && id > 0 ? id : undefined}
      tabs={tabs}
      activeTab={active}
      actions={actions}
      onTabChange={onTabChange}
    />
  );
}
