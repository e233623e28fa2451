import type { FleetVehicle } from '@console/contract/resources/ambulance-fleet';
import { Badge, Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fixAgeSeconds } from '../fleet-time';
import { FixAge } from './fix-age';
import styles from './fleet.module.css';

/** A vehicle's name on the map: its plate, else its terminal's name. */
export const vehicleLabel = (vehicle: Pick<FleetVehicle, 'plate' | 'name' | 'account'>) =>
  vehicle.plate ?? (vehicle.name || vehicle.account);

export const isStale = (vehicle: FleetVehicle, nowMs: number, staleSeconds: number) =>
  !vehicle.lastFix || fixAgeSeconds(vehicle.lastFix.at, nowMs) > staleSeconds;

/** A vehicle to show: registered as a vehicle, or an ambulance terminal that sent a fix. */
export const isOnDuty = (vehicle: FleetVehicle) => vehicle.vehicleId !== null || vehicle.lastFix !== null;

/**
 * The company's ambulances beside the map: plate, status, position, speed and the age of the
 * last fix; a vehicle whose fix is older than the stale age (settings) is greyed. A click selects.
 */
export function VehicleList({
  vehicles,
  nowMs,
  staleSeconds,
  selectedId,
  onSelect,
}: {
  vehicles: readonly FleetVehicle[];
  nowMs: number;
  staleSeconds: number;
  selectedId: number | null;
  onSelect: (deviceAccountId: number) => void;
}) {
  const { t } = useTranslation();
  const [showIdle, setShowIdle] = useState(false);
  if (vehicles.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ambulanceFleet.noVehicles')} />;
  // Terminals with no vehicle row and no fix have nothing to show: folded away under one line.
  const idle = vehicles.filter((vehicle) => !isOnDuty(vehicle));
  const shown = showIdle ? vehicles : vehicles.filter(isOnDuty);
  return (
    <>
      <ul className={styles.vehicleList} aria-label={t('ambulanceFleet.vehicles')}>
        {shown.map((vehicle) => {
          const stale = isStale(vehicle, nowMs, staleSeconds);
          const fix = vehicle.lastFix;
          return (
            <li key={vehicle.deviceAccountId}>
              <button
                type="button"
                className={[
                  styles.vehicle,
                  stale ? styles.stale : '',
                  selectedId === vehicle.deviceAccountId ? styles.selected : '',
                ].join(' ')}
                aria-pressed={selectedId === vehicle.deviceAccountId}
                data-testid={`vehicle-${vehicle.account}`}
                data-stale={stale}
                onClick={() => onSelect(vehicle.deviceAccountId)}
              >
                <span className={styles.vehicleTitle}>
                  <Badge status={vehicle.online ? 'success' : 'default'} />
                  <strong>{vehicleLabel(vehicle)}</strong>
                  <span className={styles.muted}>{vehicle.account}</span>
                </span>
                <span className={styles.vehicleLine} data-testid="vehicle-position">
                  {fix
                    ? t('ambulanceFleet.position', {
                        latitude: fix.lat.toFixed(5),
                        longitude: fix.lng.toFixed(5),
                        speed: Math.round(fix.speed ?? 0),
                      })
                    : t('ambulanceFleet.noFix')}
                </span>
                <span className={styles.vehicleLine}>
                  <span data-testid="vehicle-age">
                    <FixAge at={fix?.at} nowMs={nowMs} />
                  </span>
                  {stale && fix ? <span className={styles.staleTag}>{t('ambulanceFleet.stale')}</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {idle.length > 0 ? (
        <Button type="link" size="small" onClick={() => setShowIdle(!showIdle)} aria-expanded={showIdle}>
          {showIdle ? t('ambulanceFleet.hideIdle') : t('ambulanceFleet.showIdle', { count: idle.length })}
        </Button>
      ) : null}
    </>
  );
}
