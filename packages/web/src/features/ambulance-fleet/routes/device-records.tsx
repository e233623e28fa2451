import {
  ambulanceGeofenceEventDescription,
  ambulancePositionDescription,
} from '@console/contract/resources/descriptions/ambulance-fleet';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/**
 * SPEC /ambulance/device/deviceRecord: every GPS fix with speed, heading and vitals, filtered by
 * terminal and time and exported; and the vehicles entering and leaving hospitals' geofences.
 */
export default function DeviceRecordsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('positions');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        {
          key: 'positions',
          label: t('ambulanceFleet.positionsTab'),
          children: (
            <ResourceList
              definition={ambulancePositionDescription}
              title={t('ambulanceFleet.positionsTab')}
            />
          ),
        },
        {
          key: 'geofence',
          label: t('ambulanceFleet.geofenceTab'),
          children: (
            <ResourceList
              definition={ambulanceGeofenceEventDescription}
              title={t('ambulanceFleet.geofenceTab')}
              urlState={false}
            />
          ),
        },
      ]}
    />
  );
}
