import { networkCameraDescription } from '@console/contract/resources/descriptions/network-cameras';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';
import type { RowAction } from '@/engine/types';

const settingsPath = (id: number) => `${routeTo('cameraDetail', id)}/cameraMonitorSetting`;

/**
 * SPEC /aiIcu/cameraMonitorSetting: the company's network cameras, each opening its intensive
 * care settings (the bed it watches). Cameras are added and removed under /device.
 */
export default function CameraMonitorSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useMemo<RowAction[]>(
    () => [
      {
        key: 'monitorSetting',
        label: t('icuMonitoring.tabs.monitorSetting'),
        run: (row) => void navigate(settingsPath(row.id)),
      },
    ],
    [t, navigate],
  );
  return (
    <ResourceList
      definition={networkCameraDescription}
      title={t('icuMonitoring.cameras.title')}
      readOnly
      rowActions={actions}
      detailPath={(row) => settingsPath(row.id)}
    />
  );
}
