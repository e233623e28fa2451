import type { Alarm } from '@console/contract/alarms';
import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Result, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { Panel } from '@/components/panel';
import { Spinner } from '@/components/spinner';
import { useAlarmsIn, useVitals } from '@/components/vital-charts/get-vitals';
import { VitalCharts } from '@/components/vital-charts/vital-charts';
import { ReferenceName } from '@/engine/reference-name';
import { useResource } from '@/engine/use-resource';
import { useOpenAlarms } from '../api/get-open-alarms';
import { useWardStation } from '../api/get-ward-station';
import { AlarmPanel } from '../components/alarm-panel';
import { BedCamera } from '../components/bed-camera';
import { BedTile, type BedLabel } from '../components/bed-tile';
import { CareNotes } from '../components/care-notes';
import styles from '../components/central-station.module.css';
import { useLevelColors } from '../components/level-colors';
import { hasNoSignal } from '../components/no-signal';
import { PatientFiles } from '../components/patient-files';
import { useLiveStation, usePresenceMap } from '../hooks/use-live-station';
import { useNow } from '../hooks/use-now';

const HOUR = 60 * 60 * 1000;
const SPANS = { '1h': HOUR, '4h': 4 * HOUR, '12h': 12 * HOUR } as const;
type Span = keyof typeof SPANS;
const CLOCK_MS = 5_000;
/** The trend charts are read again this often (the tile above them is live). */
const TREND_REFRESH_MS = 30_000;
const NO_ALARMS: Alarm[] = [];

/**
 * One bed on one screen (aiIcu/bedMonitor/{id}, from a central-station tile): its live vitals and
 * open alarms, the camera, the recent trends with the bed's limits and alarms, and the patient's
 * care notes and files. Live over the ward's station topic, like the central station.
 */
export default function BedMonitor() {
  const { t } = useTranslation();
  const { id } = useParams();
  const bedId = Number(id);
  const bed = useResource(bedDescription, id);
  const wardId = bed.data ? Number(bed.data.wardId) : undefined;
  const station = useWardStation(wardId);
  const openAlarms = useOpenAlarms(wardId);
  const presence = usePresenceMap();
  useLiveStation(wardId);
  const now = useNow(CLOCK_MS);
  const colors = useLevelColors();

  const bedStation = station.data?.beds.find((row) => row.bedId === bedId);
  const bedAlarms = useMemo(
    () => openAlarms.data?.filter((alarm) => alarm.bedId === bedId),
    [openAlarms.data, bedId],
  );
  const row = bed.data;
  const label = useMemo<BedLabel | undefined>(
    () => (row ? { name: String(row.name ?? row.code), code: String(row.code ?? '') } : undefined),
    [row],
  );
  const labels = useMemo(() => new Map(label ? [[bedId, label]] : []), [label, bedId]);
  const patientId = bedStation?.patientId ?? null;

  if (bed.isError && !bed.data)
    return (
      <Result
        status="404"
        title={t('bedMonitor.notFound')}
        extra={
          <Link to="/aiIcu/centralStation">
            <Button type="primary">{t('bedMonitor.backToStation')}</Button>
          </Link>
        }
      />
    );
  if (!bed.data || !label)
    return (
      <Flex justify="center" style={{ padding: 48 }} aria-busy="true">
        <Spinner size={32} />
      </Flex>
    );

  return (
    <Flex vertical gap="middle" style={colors}>
      <Panel
        title={t('bedMonitor.title', { bed: label.name })}
        headingLevel={1}
        extra={
          <Flex gap="small" wrap>
            <Link to={`/aiIcu/centralStation?ward=${wardId}`}>
              <Button icon={<ArrowLeftOutlined />}>{t('bedMonitor.backToStation')}</Button>
            </Link>
            {patientId !== null && (
              <Link to={`/aiIcu/guardianshipRecords?patient=${patientId}`}>
                <Button>{t('bedMonitor.records')}</Button>
              </Link>
            )}
          </Flex>
        }
      >
        <Typography.Text type="secondary">
          {t('bedMonitor.ward')}: <ReferenceName resourceKey="wards" id={wardId!} /> ·{' '}
          {t('bedMonitor.patient')}:{' '}
          {patientId !== null ? (
            <ReferenceName resourceKey="patients" id={patientId} />
          ) : (
            t('centralStation.noPatient')
          )}
        </Typography.Text>
      </Panel>
      <div className={styles.bedLayout}>
        <Flex vertical gap="middle">
          <Panel title={t('bedMonitor.vitals')}>
            {station.isError && !station.data ? (
              <LoadFailedAlert
                title={t('centralStation.loadFailed')}
                onRetry={() => void station.refetch()}
              />
            ) : !station.data ? (
              <Flex justify="center" style={{ padding: 24 }} aria-busy="true">
                <Spinner />
              </Flex>
            ) : bedStation ? (
              <ul className={styles.grid} style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <BedTile
                  station={bedStation}
                  bed={label}
                  alarm={bedAlarms ? (bedAlarms[0] ?? null) : bedStation.alarm}
                  noSignal={hasNoSignal(
                    bedStation,
                    presence.data,
                    now,
                    station.data.silentAfterSeconds * 1000,
                  )}
                />
              </ul>
            ) : (
              <Empty description={t('bedMonitor.notInStation')} />
            )}
          </Panel>
          <Panel title={t('centralStation.openAlarms')}>
            <AlarmPanel
              wardId={wardId!}
              alarms={bedAlarms}
              loading={openAlarms.isLoading}
              failed={openAlarms.isError}
              onRetry={() => void openAlarms.refetch()}
              beds={labels}
              emptyText={t('bedMonitor.noAlarms')}
            />
          </Panel>
        </Flex>
        <BedCamera bedId={bedId} />
      </div>
      <BedTrends bedId={bedId} />
      <div className={styles.bedLayout}>
        <Panel title={t('bedMonitor.notes.title')}>
          {patientId !== null ? (
            <CareNotes patientId={patientId} />
          ) : (
            <Empty description={t('bedMonitor.notes.noPatient')} />
          )}
        </Panel>
        <Panel title={t('bedMonitor.files.title')}>
          {patientId !== null ? (
            <PatientFiles patientId={patientId} />
          ) : (
            <Empty description={t('bedMonitor.notes.noPatient')} />
          )}
        </Panel>
      </div>
    </Flex>
  );
}

/** The bed's last hours as charts with its limits and alarms, read again every half minute. */
function BedTrends({ bedId }: { bedId: number }) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<Span>('1h');
  const now = useNow(TREND_REFRESH_MS);
  const range = useMemo(() => ({ from: now - SPANS[span], to: now }), [now, span]);
  const query = useMemo(
    () => ({ from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() }),
    [range],
  );
  const subject = useMemo(() => ({ kind: 'beds' as const, id: bedId }), [bedId]);
  const vitals = useVitals(subject, query);
  const alarms = useAlarmsIn(subject, query);
  return (
    <Panel
      title={t('bedMonitor.trends')}
      extra={
        <Segmented<Span>
          value={span}
          onChange={setSpan}
          options={(Object.keys(SPANS) as Span[]).map((value) => ({
            value,
            label: t(`bedMonitor.span.${value}`),
          }))}
        />
      }
    >
      {vitals.isError && !vitals.data ? (
        <LoadFailedAlert title={t('vitals.loadFailed')} onRetry={() => void vitals.refetch()} />
      ) : !vitals.data ? (
        <Flex justify="center" style={{ padding: 24 }} aria-busy="true">
          <Spinner />
        </Flex>
      ) : vitals.data.samples === 0 ? (
        <Empty description={t('vitals.empty')} />
      ) : (
        <VitalCharts
          data={vitals.data}
          range={range}
          zoom={null}
          onZoom={ignoreZoom}
          alarms={alarms.data ?? NO_ALARMS}
        />
      )}
    </Panel>
  );
}

// Zooming here stays within the loaded hour(s); the records page fetches detail on zoom.
const ignoreZoom = () => undefined;
