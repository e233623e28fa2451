import type { FleetVehicle } from '@console/contract/resources/ambulance-fleet';
import { Alert, Button, Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveFleet } from '../api/fleet';
import { FixAge } from '../components/fix-age';
import { isOnDuty, isStale, vehicleLabel } from '../components/vehicle-list';
import { useNow } from '../hooks/use-now';

const VITALS = ['heartRate', 'spo2', 'systolic', 'diastolic', 'respiration', 'temperature'] as const;

/**
 * SPEC /ambulance/device/monitorList: the patient monitors' live vitals per ambulance, as they
 * come with each GPS fix over the console's WebSocket.
 */
export default function MonitorListPage() {
  const { t } = useTranslation();
  const fleet = useLiveFleet();
  const localNow = useNow();
  const snapshot = fleet.data;
  const nowMs = localNow + (snapshot ? Date.parse(snapshot.now) - snapshot.receivedAt : 0);
  return (
    <Card title={t('ambulanceFleet.monitorListTitle')}>
      {fleet.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('ambulanceFleet.loadFailed')}
          action={<Button onClick={() => void fleet.refetch()}>{t('ambulanceFleet.retry')}</Button>}
        />
      ) : null}
      <Table<FleetVehicle>
        rowKey="deviceAccountId"
        size="middle"
        loading={fleet.isPending}
        dataSource={snapshot?.vehicles.filter(isOnDuty) ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('ambulanceFleet.noVehicles') }}
        columns={[
          {
            key: 'vehicle',
            title: t('ambulanceFleet.vehicle'),
            render: (_, vehicle) => (
              <span>
                <strong>{vehicleLabel(vehicle)}</strong>{' '}
                {snapshot && isStale(vehicle, nowMs, snapshot.staleFixSeconds) ? (
                  <Tag>{t('ambulanceFleet.stale')}</Tag>
                ) : (
                  <Tag color="green">{t('ambulanceFleet.live')}</Tag>
                )}
              </span>
            ),
          },
          ...VITALS.map((key) => ({
            key,
            title: t(`ambulanceFleet.vital.${key}`),
            render: (_: unknown, vehicle: FleetVehicle) => vehicle.lastFix?.vitals?.[key] ?? '—',
          })),
          {
            key: 'age',
            title: t('ambulanceFleet.lastFix'),
            render: (_, vehicle) => <FixAge at={vehicle.lastFix?.at} nowMs={nowMs} />,
          },
        ]}
      />
    </Card>
  );
}
