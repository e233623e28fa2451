import type { Alarm, AlarmPriority } from '@console/contract/alarms';
import { MAX_PAGE_SIZE } from '@console/contract/api/paging';
import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Tooltip } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LiveIndicator } from '@/components/live-indicator';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { Panel } from '@/components/panel';
import { Spinner } from '@/components/spinner';
import { ReferenceSelect } from '@/engine/reference-select';
import { resourceListQueryOptions } from '@/engine/resource-api';
import { highestAlarm, useOpenAlarms } from '../api/get-open-alarms';
import { useWardStation } from '../api/get-ward-station';
import { AlarmPanel } from '../components/alarm-panel';
import { BedTile, type BedLabel } from '../components/bed-tile';
import styles from '../components/central-station.module.css';
import { useLevelColors } from '../components/level-colors';
import { useAudibleAlarm } from '../hooks/use-audible-alarm';
import { useLiveStation, usePresenceMap } from '../hooks/use-live-station';
import { useNow } from '../hooks/use-now';
import { hasNoSignal } from '../components/no-signal';

const CLOCK_MS = 5_000;

/** The priority that sounds: the highest of the alarms neither acknowledged nor silenced. */
function audibleLevel(alarms: readonly Alarm[] | undefined): AlarmPriority | null {
  const sounding = (alarms ?? []).filter((alarm) => alarm.state === 'active');
  if (sounding.some((alarm) => alarm.level === 'alarm')) return 'alarm';
  return sounding.length > 0 ? 'warning' : null;
}

/**
 * The central station (aiIcu/centralStation): every bed of a ward as a live tile (vitals coloured
 * by level, trends, the highest open alarm flashing by priority, "no signal" for a silent
 * terminal) beside the ward's open alarms with acknowledge, silence and audit; optional sound.
 */
export default function CentralStation() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const wardParam = Number(search.get('ward'));
  const wardId = Number.isInteger(wardParam) && wardParam > 0 ? wardParam : undefined;

  const station = useWardStation(wardId);
  const alarms = useOpenAlarms(wardId);
  const beds = useQuery({
    ...resourceListQueryOptions('beds', { wardId: wardId ?? 0, size: MAX_PAGE_SIZE }),
    enabled: wardId !== undefined,
  });
  const presence = usePresenceMap();
  useLiveStation(wardId);
  const now = useNow(CLOCK_MS);
  const colors = useLevelColors();
  const sound = useAudibleAlarm(audibleLevel(alarms.data));

  const bedLabels = useMemo(() => {
    const map = new Map<number, BedLabel>();
    for (const row of beds.data?.list ?? [])
      map.set(Number(row.id), { name: String(row.name ?? row.code), code: String(row.code ?? '') });
    return map;
  }, [beds.data]);
  const alarmsByBed = useMemo(() => {
    const map = new Map<number, Alarm[]>();
    for (const alarm of alarms.data ?? []) map.set(alarm.bedId, [...(map.get(alarm.bedId) ?? []), alarm]);
    return map;
  }, [alarms.data]);

  const chooseWard = (id: number | undefined) => setSearch(id ? { ward: String(id) } : {}, { replace: true });
  // Opened without a ward, the station shows the first one (a nurse's station has one ward);
  // only once, so clearing the picker stays cleared.
  const firstWard = useQuery({
    ...resourceListQueryOptions('wards', { page: 1, size: 1 }),
    enabled: wardId === undefined,
  });
  const autoChosen = useRef(wardId !== undefined);
  const firstWardId = firstWard.data?.list[0]?.id;
  useEffect(() => {
    if (autoChosen.current || firstWardId === undefined) return;
    autoChosen.current = true;
    setSearch({ ward: String(firstWardId) }, { replace: true });
  }, [firstWardId, setSearch]);

  const soundLabel = sound.enabled
    ? sound.waiting
      ? t('centralStation.soundWaiting')
      : t('centralStation.soundOn')
    : t('centralStation.soundOff');

  return (
    <Flex vertical gap="middle" style={colors}>
      <Panel
        title={t('centralStation.title')}
        headingLevel={1}
        extra={
          wardId !== undefined && (
            <Flex gap="small" align="center">
              <LiveIndicator />
              <Tooltip title={soundLabel}>
                <Button
                  size="small"
                  icon={sound.enabled ? <SoundOutlined aria-hidden /> : <MutedOutlined aria-hidden />}
                  aria-pressed={sound.enabled}
                  onClick={sound.toggle}
                >
                  {t('centralStation.sound')}
                </Button>
              </Tooltip>
            </Flex>
          )
        }
      >
        <div className={styles.wardPicker}>
          <label htmlFor="station-ward">{t('centralStation.ward')}</label>
          <ReferenceSelect
            id="station-ward"
            resourceKey="wards"
            value={wardId}
            onChange={chooseWard}
            placeholder={t('centralStation.wardPlaceholder')}
            aria-label={t('centralStation.ward')}
            style={{ flex: '1 1 200px', maxWidth: 320 }}
          />
        </div>
      </Panel>
      {wardId === undefined ? (
        <Panel>
          <Empty description={t('centralStation.pickWard')} />
        </Panel>
      ) : (
        <div className={styles.layout}>
          <Panel title={t('centralStation.beds')}>
            {station.isError && !station.data ? (
              <LoadFailedAlert
                title={t('centralStation.loadFailed')}
                onRetry={() => void station.refetch()}
              />
            ) : !station.data ? (
              <Flex justify="center" style={{ padding: 48 }} aria-busy="true">
                <Spinner size={32} />
              </Flex>
            ) : station.data.beds.length === 0 ? (
              <Empty description={t('centralStation.noBeds')} />
            ) : (
              <ul className={styles.grid} aria-label={t('centralStation.beds')}>
                {station.data.beds.map((bed) => {
                  const open = alarmsByBed.get(bed.bedId);
                  return (
                    <BedTile
                      key={bed.bedId}
                      station={bed}
                      bed={bedLabels.get(bed.bedId)}
                      // The open list is the newest word on alarms once it has loaded.
                      alarm={alarms.data ? highestAlarm(open ?? []) : bed.alarm}
                      noSignal={hasNoSignal(bed, presence.data, now, station.data.silentAfterSeconds * 1000)}
                    />
                  );
                })}
              </ul>
            )}
          </Panel>
          <div className={styles.panel}>
            <Panel
              title={
                alarms.data
                  ? t('centralStation.openAlarmsCount', { count: alarms.data.length })
                  : t('centralStation.openAlarms')
              }
            >
              <AlarmPanel
                wardId={wardId}
                alarms={alarms.data}
                loading={alarms.isLoading}
                failed={alarms.isError}
                onRetry={() => void alarms.refetch()}
                beds={bedLabels}
              />
            </Panel>
          </div>
        </div>
      )}
    </Flex>
  );
}
