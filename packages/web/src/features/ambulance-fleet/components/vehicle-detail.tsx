import type { FleetVehicle } from '@console/contract/resources/ambulance-fleet';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FixAge } from './fix-age';
import { vehicleLabel } from './vehicle-list';
import { VitalsView } from './vitals-view';
import styles from './fleet.module.css';

/** The selected ambulance: crew, plate, latest vitals and camera sources. */
export function VehicleDetail({ vehicle, nowMs }: { vehicle: FleetVehicle; nowMs: number }) {
  const { t } = useTranslation();
  const fix = vehicle.lastFix;
  return (
    <section className={styles.detail} aria-label={t('ambulanceFleet.details')} data-testid="vehicle-detail">
      <Typography.Title level={5}>{vehicleLabel(vehicle)}</Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'terminal',
            label: t('ambulanceFleet.terminal'),
            children: `${vehicle.name} (${vehicle.account})`,
          },
          { key: 'model', label: t('ambulanceFleet.model'), children: vehicle.vehicleModel ?? '—' },
          { key: 'station', label: t('ambulanceFleet.station'), children: vehicle.station ?? '—' },
          {
            key: 'crew',
            label: t('ambulanceFleet.crew'),
            children: vehicle.crew.length ? vehicle.crew.map((name) => <Tag key={name}>{name}</Tag>) : '—',
          },
          {
            key: 'fix',
            label: t('ambulanceFleet.lastFix'),
            children: fix ? (
              <span>
                {fix.lat.toFixed(5)}, {fix.lng.toFixed(5)} · {Math.round(fix.speed ?? 0)} km/h ·{' '}
                <FixAge at={fix.at} nowMs={nowMs} />
              </span>
            ) : (
              t('ambulanceFleet.noFix')
            ),
          },
        ]}
      />
      <Typography.Text strong>{t('ambulanceFleet.vitals')}</Typography.Text>
      <VitalsView vitals={fix?.vitals} testId="vehicle-vitals" />
      <Typography.Text strong>{t('ambulanceFleet.cameras')}</Typography.Text>
      {vehicle.cameras.length ? (
        <ul className={styles.cameras}>
          {vehicle.cameras.map((camera) => (
            <li key={camera.id}>
              <strong>{camera.name}</strong>{' '}
              <Typography.Text copyable={{ text: camera.streamUrl }} code>
                {camera.streamUrl}
              </Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.muted}>{t('ambulanceFleet.noCameras')}</div>
      )}
    </section>
  );
}
