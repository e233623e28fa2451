import { MONITOR_APP_KEY } from '@console/contract/access/applications';
import { ambulanceVehicleDescription } from '@console/contract/resources/descriptions/ambulance-fleet';
import {
  deviceAccountDescription,
  LIVE_SETTING_FIELDS,
} from '@console/contract/resources/descriptions/device-accounts';
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import type { ResourceRow } from '@/engine/types';
import { useDetailTab } from '@/engine/use-detail-tab';
import { permissionsFor } from '@/engine/use-resource-access';
import { useApplications } from '@/lib/session/api/get-applications';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { RegistrationInfo } from '../components/registration-info';
import { useEnableActions } from '../components/use-enable-actions';
import { BASE_INFO_FIELDS } from '../sections';

// Tabs with tables or editors of their own load when they open.
const VideoSources = lazy(() => import('../components/video-sources'));
const NetworkCameras = lazy(() => import('../components/network-cameras'));
const ScreenLayout = lazy(() => import('../components/screen-layout'));
// So do the settings of other applications (forms with their schemas), when the account has them.
const VisitSettings = lazy(() =>
  import('@/components/visit-settings/visit-settings').then((m) => ({ default: m.VisitSettings })),
);
const MonitorScope = lazy(() =>
  import('@/components/monitor-scope/monitor-scope').then((m) => ({ default: m.MonitorScope })),
);
const TeachingSetting = lazy(() =>
  import('@/components/teaching-setting/teaching-setting').then((m) => ({ default: m.TeachingSetting })),
);
const AmbulanceSetting = lazy(() =>
  import('@/components/ambulance-setting/ambulance-setting').then((m) => ({ default: m.AmbulanceSetting })),
);
const AmbulanceAttributesSetting = lazy(() =>
  import('@/components/ambulance-setting/ambulance-setting').then((m) => ({
    default: m.AmbulanceAttributesSetting,
  })),
);
const tabLoading = <Skeleton active />;

const STREAM_MONITOR_TAB = 'streamMonitor';
/** The account's stream monitoring (the monitor application's), a page of its own too. */
const ACCOUNT_MONITOR_TAB = 'monitor';
const PAGE_TABS: readonly string[] = [STREAM_MONITOR_TAB, ACCOUNT_MONITOR_TAB];

const TABS = [
  'baseInfo',
  'inputSource',
  'networkCamera',
  'layout',
  'liveSetting',
  'reg',
  'accountVisitSetting',
  'accountMonitorSetting',
  'surgicalTeaching',
  'ambulance',
  'AmbulanceAccountAttr',
] as const;

/**
 * SPEC accounts/edit/{accountId}/{accountName}/{customerId}/{accountTypeName} with the device
 * account tabs baseInfo, inputSource, networkCamera, layout, liveSetting and reg, and
 * accountVisitSetting when ICU family visitation is enabled (catalogue `requiresApp: 'icu'`),
 * accountMonitorSetting (the wards it watches) when intensive care is (`requiresApp: 'aiIcu'`),
 * surgicalTeaching (its teaching device entry) when surgical teaching is, ambulance (its vehicle)
 * and AmbulanceAccountAttr (the vehicle's custom attributes) when the ambulance application is
 * and the user is one of its editors (the vehicles' API is theirs);
 * the streamMonitor tab (application streamMonitor) and the monitor tab (the account's streams as
 * the monitor application shows them) open their own pages beneath this one.
 * The tab routes open the same page; switching tabs keeps one page with `?tab=`.
 */
export default function DeviceAccountEditPage() {
  const { t } = useTranslation();
  const { accountId } = useParams();
  const { active: wanted, onTabChange } = useDetailTab(TABS);
  const apps = useApplications();
  const visits = apps.data?.some((app) => app.key === 'icu') ?? false;
  const icu = apps.data?.some((app) => app.key === 'aiIcu') ?? false;
  const teaching = apps.data?.some((app) => app.key === 'surgicalTeaching') ?? false;
  const { data: user } = useUserInfo();
  const ambulance =
    (apps.data?.some((app) => app.key === 'ambulance') ?? false) &&
    permissionsFor(ambulanceVehicleDescription, user).view;
  const active =
    (wanted === 'accountVisitSetting' && !visits) ||
    (wanted === 'accountMonitorSetting' && !icu) ||
    (wanted === 'surgicalTeaching' && !teaching) ||
    ((wanted === 'ambulance' || wanted === 'AmbulanceAccountAttr') && !ambulance)
      ? 'baseInfo'
      : wanted;
  // Terminal stream monitoring is its own page under this one (the stream monitor feature's).
  const streams = apps.data?.some((app) => app.key === 'streamMonitor') ?? false;
  const monitor = apps.data?.some((app) => app.key === MONITOR_APP_KEY) ?? false;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const changeTab = (key: string) => {
    if (!PAGE_TABS.includes(key)) return onTabChange(key);
    const editPath = pathname.replace(new RegExp(`/(${TABS.join('|')})/?$`), '').replace(/\/$/, '');
    void navigate(`${editPath}/${key}`);
  };
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
        key: 'layout',
        label: t('deviceAccounts.tabs.layout'),
        content: (row) => (
          <Suspense fallback={<Skeleton active />}>
            {/* A new draft for each saved state of the row. */}
            <ScreenLayout key={String(row.updatedAt)} row={row} />
          </Suspense>
        ),
      },
      { key: 'liveSetting', label: t('deviceAccounts.tabs.liveSetting'), fields: LIVE_SETTING_FIELDS },
      {
        key: 'reg',
        label: t('deviceAccounts.tabs.reg'),
        content: (row) => <RegistrationInfo definition={deviceAccountDescription} row={row} />,
      },
      ...(visits
        ? [
            {
              key: 'accountVisitSetting',
              label: t('deviceAccounts.tabs.accountVisitSetting'),
              content: (
                <Suspense fallback={tabLoading}>
                  <VisitSettings subject="device" subjectId={id} />
                </Suspense>
              ),
            },
          ]
        : []),
      ...(icu
        ? [
            {
              key: 'accountMonitorSetting',
              label: t('icuMonitoring.tabs.monitorSetting'),
              content: (
                <Suspense fallback={tabLoading}>
                  <MonitorScope subject="device" subjectId={id} />
                </Suspense>
              ),
            },
          ]
        : []),
      ...(teaching
        ? [
            {
              key: 'surgicalTeaching',
              label: t('surgicalTeaching.settingTab'),
              content: (row: ResourceRow) => (
                <Suspense fallback={tabLoading}>
                  <TeachingSetting deviceAccountId={id} customerId={Number(row.customerId)} />
                </Suspense>
              ),
            },
          ]
        : []),
      ...(ambulance
        ? [
            {
              key: 'ambulance',
              label: t('deviceAccounts.tabs.ambulance'),
              content: (row: ResourceRow) => (
                <Suspense fallback={tabLoading}>
                  <AmbulanceSetting
                    deviceAccountId={id}
                    customerId={Number(row.customerId)}
                    deviceType={String(row.deviceType)}
                  />
                </Suspense>
              ),
            },
            {
              key: 'AmbulanceAccountAttr',
              label: t('deviceAccounts.tabs.ambulanceAttributes'),
              content: (
                <Suspense fallback={tabLoading}>
                  <AmbulanceAttributesSetting
                    deviceAccountId={id}
                    onRegister={() => onTabChange('ambulance')}
                  />
                </Suspense>
              ),
            },
          ]
        : []),
      ...(streams ? [{ key: STREAM_MONITOR_TAB, label: t('deviceAccounts.tabs.streamMonitor') }] : []),
      ...(monitor ? [{ key: ACCOUNT_MONITOR_TAB, label: t('deviceAccounts.tabs.monitor') }] : []),
    ],
    [t, id, visits, icu, teaching, ambulance, streams, monitor, onTabChange],
  );

  return (
    <ResourceDetail
      definition={deviceAccountDescription}
      id={Number.isInteger(id) && id > 0 ? id : undefined}
      tabs={tabs}
      activeTab={active}
      actions={actions}
      onTabChange={changeTab}
    />
  );
}
