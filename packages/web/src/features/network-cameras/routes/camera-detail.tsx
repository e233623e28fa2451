import {
  CAMERA_INFO_FIELDS,
  networkCameraDescription,
} from '@console/contract/resources/descriptions/network-cameras';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MonitorScope } from '@/components/monitor-scope/monitor-scope';
import { VisitSettings } from '@/components/visit-settings/visit-settings';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { useApplications } from '@/lib/session/api/get-applications';

/** Tab keys are the catalogue's tab paths (`cameraInfo`, `visitSetting`). */
const TABS = ['cameraInfo', 'visitSetting', 'cameraMonitorSetting'] as const;

/**
 * SPEC /device/networkCameraManage/cameraDetail/{id} with the camera tabs: cameraInfo, and
 * visitSetting only when ICU family visitation is enabled (catalogue `requiresApp: 'icu'`), and
 * cameraMonitorSetting (the bed it watches) only when intensive care is (`requiresApp: 'aiIcu'`).
 */
export default function CameraDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const cameraId = Number(id);
  const apps = useApplications();
  const visits = apps.data?.some((app) => app.key === 'icu') ?? false;

  const { active: wanted, onTabChange } = useDetailTab(TABS);
  const icu = apps.data?.some((app) => app.key === 'aiIcu') ?? false;
  const active =
    (wanted === 'visitSetting' && !visits) || (wanted === 'cameraMonitorSetting' && !icu)
      ? 'cameraInfo'
      : wanted;

  const tabs = useMemo<DetailTab[]>(
    () => [
      {
        key: 'cameraInfo',
        label: t('deviceCatalogue.cameras.tabs.cameraInfo'),
        fields: CAMERA_INFO_FIELDS,
        stamps: true,
      },
      ...(visits
        ? [
            {
              key: 'visitSetting',
              label: t('deviceCatalogue.cameras.tabs.visitSetting'),
              content: <VisitSettings subject="camera" subjectId={cameraId} />,
            },
          ]
        : []),
      ...(icu
        ? [
            {
              key: 'cameraMonitorSetting',
              label: t('icuMonitoring.tabs.monitorSetting'),
              content: <MonitorScope subject="camera" subjectId={cameraId} />,
            },
          ]
        : []),
    ],
    [t, visits, icu, cameraId],
  );

  return (
    <ResourceDetail
      definition={networkCameraDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
    />
  );
}
