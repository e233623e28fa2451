import type { TrackTotals } from '@console/contract/resources/ambulance-fleet';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { clock } from '../fleet-time';

/** A replay's totals as the server computed them (distance, moving and parked time, speeds, stops). */
export function TrackTotalsView({ totals, stops }: { totals: TrackTotals; stops: number }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={2}
      data-testid="track-totals"
      items={[
        {
          key: 'distance',
          label: t('ambulanceFleet.totals.distance'),
          children: `${(totals.distance / 1000).toFixed(2)} km`,
        },
        { key: 'stops', label: t('ambulanceFleet.totals.stops'), children: stops },
        { key: 'moving', label: t('ambulanceFleet.totals.moving'), children: clock(totals.movingSeconds) },
        { key: 'parked', label: t('ambulanceFleet.totals.parked'), children: clock(totals.parkedSeconds) },
        { key: 'max', label: t('ambulanceFleet.totals.maxSpeed'), children: `${totals.maxSpeed} km/h` },
        {
          key: 'average',
          label: t('ambulanceFleet.totals.averageSpeed'),
          children: `${totals.averageSpeed} km/h`,
        },
      ]}
    />
  );
}
