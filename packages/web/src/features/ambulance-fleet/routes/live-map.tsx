import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useRealtimeStatus } from '@/lib/use-realtime';
import { useLiveFleet, useTrack } from '../api/fleet';
import FleetMap from '../components/fleet-map';
import { ReplayPanel, type ReplayState } from '../components/replay-panel';
import { VehicleDetail } from '../components/vehicle-detail';
import { VehicleList } from '../components/vehicle-list';
import { positionAt } from '../fleet-time';
import { useNow } from '../hooks/use-now';
import styles from '../components/fleet.module.css';

/**
 * The live map (`/ambulance/device/liveMap`, ADR 0040): every ambulance of the company, moved by
 * the GPS fixes the console's WebSocket brings, with the age of each last fix; a click shows the
 * crew, plate, latest vitals and camera sources, and replays the vehicle's track.
 */
export default function LiveMapPage() {
  const { t } = useTranslation();
  const fleet = useLiveFleet();
  const status = useRealtimeStatus();
  const localNow = useNow();
  // `?replay={deviceAccountId}&from=&to=`: open on that vehicle's track (a closed task's replay, ADR 0045).
  const [search] = useSearchParams();
  const asked = replayAsked(search);
  const [selectedId, setSelectedId] = useState<number | null>(asked?.deviceAccountId ?? null);
  const [range, setRange] = useState<number | null>(null);
  const [request, setRequest] = useState<{ deviceAccountId: number; from: string; to: string } | null>(asked);
  const [replay, setReplay] = useState<ReplayState | null>(null);
  const track = useTrack(request);
  const snapshot = fleet.data;
  // Ages are counted on the server's clock (its `now` against when the snapshot arrived here).
  const offset = snapshot ? Date.parse(snapshot.now) - snapshot.receivedAt : 0;
  const nowMs = localNow + (Number.isFinite(offset) ? offset : 0);
  const selected = snapshot?.vehicles.find((v) => v.deviceAccountId === selectedId) ?? null;

  const select = useCallback((id: number) => {
    setSelectedId(id);
    setRange(null);
    setRequest(null);
  }, []);
  const chooseRange = (minutes: number) => {
    if (selectedId === null) return;
    const to = new Date(nowMs + 60_000);
    setRange(minutes);
    setRequest({
      deviceAccountId: selectedId,
      from: new Date(to.getTime() - minutes * 60_000).toISOString(),
      to: to.toISOString(),
    });
  };
  const onReplay = useCallback((state: ReplayState) => setReplay(state), []);
  const replayOnMap = useMemo(() => {
    if (!request || !replay?.track) return null;
    const at = replay.cursorMs === null ? null : positionAt(replay.track.points, replay.cursorMs);
    return { points: replay.track.points, stops: replay.track.stops, at, follow: replay.follow };
  }, [request, replay]);

  return (
    <Card
      title={t('ambulanceFleet.mapTitle')}
      extra={
        <Space>
          <Typography.Text type={status === 'open' ? 'success' : 'secondary'} data-testid="live-status">
            {status === 'open' ? t('ambulanceFleet.live') : t('ambulanceFleet.reconnecting')}
          </Typography.Text>
          <Link to="/ambulance/device/deviceManage">{t('ambulanceFleet.vehicleList')}</Link>
        </Space>
      }
    >
      {fleet.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('ambulanceFleet.loadFailed')}
          action={<Button onClick={() => void fleet.refetch()}>{t('ambulanceFleet.retry')}</Button>}
        />
      ) : null}
      {fleet.isPending ? <Spin /> : null}
      {snapshot ? (
        <div className={styles.page}>
          <div className={styles.side}>
            {selected ? (
              <>
                <VehicleDetail vehicle={selected} nowMs={nowMs} />
                <ReplayPanel
                  track={request ? track.data : null}
                  loading={track.isFetching}
                  error={track.isError}
                  range={range}
                  onRange={chooseRange}
                  onChange={onReplay}
                />
              </>
            ) : (
              <div className={styles.muted}>{t('ambulanceFleet.selectHint')}</div>
            )}
            <VehicleList
              vehicles={snapshot.vehicles}
              nowMs={nowMs}
              staleSeconds={snapshot.staleFixSeconds}
              selectedId={selectedId}
              onSelect={select}
            />
          </div>
          <FleetMap
            vehicles={snapshot.vehicles}
            hospitals={snapshot.hospitals}
            nowMs={nowMs}
            staleSeconds={snapshot.staleFixSeconds}
            tileUrl={snapshot.mapStyleUrl}
            selectedId={selectedId}
            onSelect={select}
            replay={replayOnMap}
          />
        </div>
      ) : null}
    </Card>
  );
}

/** A replay the address asks for, when it names a vehicle and a valid time window. */
function replayAsked(search: URLSearchParams): { deviceAccountId: number; from: string; to: string } | null {
  const deviceAccountId = Number(search.get('replay'));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (!Number.isInteger(deviceAccountId) || deviceAccountId <= 0) return null;
  if (!(Date.parse(from) < Date.parse(to))) return null;
  return { deviceAccountId, from, to };
}
