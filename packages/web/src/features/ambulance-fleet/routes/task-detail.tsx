import {
  ambulanceTaskDescription,
  TASK_PRIORITY_LABELS,
  type TaskAction,
  type TaskState,
} from '@console/contract/resources/descriptions/ambulance-tasks';
import type { FleetVehicle } from '@console/contract/resources/ambulance-fleet';
import { Alert, Button, Card, Descriptions, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusTag } from '@/engine/status-tag';
import { useLang } from '@/engine/use-lang';
import { useRealtimeStatus } from '@/lib/use-realtime';
import { useMoveTask, useTaskLive, type LiveTask } from '../api/tasks';
import { FixAge } from '../components/fix-age';
import {
  TaskActions,
  TaskGeofenceEvents,
  TaskStateTag,
  TaskTimeline,
  TASK_PRIORITY_COLOURS,
} from '../components/task-timeline';
import { VitalsView } from '../components/vitals-view';
import { useNow } from '../hooks/use-now';
import styles from '../components/fleet.module.css';

/** Leaflet and the map come in their own chunk, after the task's timeline is shown. */
const FleetMap = lazy(() => import('../components/fleet-map'));

const NO_STOPS: never[] = [];

/** Minutes, at least one, for an ETA. */
const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** The fleet replay of a finished task's time window (from a minute before dispatch). */
function replayPath(data: LiveTask): string | null {
  const task = data.task;
  const start = task.dispatchedAt as string | null;
  const end = (task.closedAt ?? task.cancelledAt) as string | null;
  if (!data.vehicle || !start || !end) return null;
  const from = new Date(Date.parse(start) - 60_000).toISOString();
  const to = new Date(Date.parse(end) + 60_000).toISOString();
  return `/ambulance/device/liveMap?replay=${data.vehicle.deviceAccountId}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

/**
 * One emergency task (`/ambulance/task/taskDetail?id=`, ADR 0045): its state timeline with the
 * time of each step and who moved it, the console's legal moves, the live map with the route
 * travelled since dispatch and the pickup and hospital, the live ETA and the ambulance's vitals,
 * and the pre-arrival notices. The WebSocket keeps it current without a reload; a finished task
 * links to the replay of its time window.
 */
export default function TaskDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const live = useTaskLive(id);
  const move = useMoveTask(id);
  const status = useRealtimeStatus();
  const localNow = useNow();
  const data = live.data;
  const offset = data ? Date.parse(data.now) - data.receivedAt : 0;
  const nowMs = localNow + (Number.isFinite(offset) ? offset : 0);

  const liveVehicle = data?.vehicle;
  const liveHospital = data?.hospital;
  const sceneRadius = data?.sceneRadius;
  const vehicles = useMemo((): FleetVehicle[] => {
    const vehicle = liveVehicle;
    if (!vehicle) return [];
    return [
      {
        deviceAccountId: vehicle.deviceAccountId,
        account: '',
        name: vehicle.plate,
        online: vehicle.online,
        vehicleId: vehicle.id,
        plate: vehicle.plate,
        vehicleModel: null,
        station: null,
        crew: [],
        cameras: [],
        lastFix: vehicle.lastFix,
      },
    ];
  }, [liveVehicle]);
  const hospitals = useMemo(() => (liveHospital ? [liveHospital] : []), [liveHospital]);
  const task = data?.task;
  const pins = useMemo(
    () =>
      task && typeof task.lat === 'number' && typeof task.lng === 'number'
        ? [
            {
              lat: task.lat,
              lng: task.lng,
              label: t('ambulanceTasks.pickup'),
              radius: sceneRadius ?? 200,
            },
          ]
        : [],
    [task, sceneRadius, t],
  );
  // The map opens on the ambulance, the pickup and the hospital, and stays while the route grows.
  const vehicleFix = liveVehicle?.lastFix;
  const hasFrame = Boolean(data);
  const frame = useMemo(() => {
    if (!hasFrame) return undefined;
    const points: { lat: number; lng: number }[] = [];
    if (vehicleFix) points.push(vehicleFix);
    if (liveHospital) points.push(liveHospital);
    for (const pin of pins) points.push(pin);
    return points.length ? points : undefined;
    // Framed once: later fixes do not move the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasFrame]);
  const route = data?.route;
  const replay = useMemo(
    () => (route?.length ? { points: route, stops: NO_STOPS, at: null, follow: false } : null),
    [route],
  );

  if (!Number.isInteger(id) || id <= 0) return <Empty description={t('ambulanceTasks.notFound')} />;
  if (live.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('ambulanceTasks.loadFailed')}
        action={<Button onClick={() => void live.refetch()}>{t('ambulanceFleet.retry')}</Button>}
      />
    );
  if (!data || !task) return <Spin />;
  const state = task.state as TaskState;
  const onMove = (action: TaskAction, reason?: string) =>
    move.mutate({ action, ...(reason ? { reason } : {}) });
  const replayTo = replayPath(data);
  const fields = ambulanceTaskDescription.fields;
  const sex = task.patientSex ? fields.patientSex.optionLabels?.[String(task.patientSex)]?.[lang] : null;

  return (
    <Card
      // The number wraps on a phone instead of being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      title={
        <Space wrap>
          <span data-testid="task-number">
            {t('ambulanceTasks.detailTitle', { number: String(task.number) })}
          </span>
          <span data-testid="task-state">
            <TaskStateTag state={state} />
          </span>
          <StatusTag
            field={{ optionLabels: TASK_PRIORITY_LABELS }}
            value={String(task.priority)}
            colours={TASK_PRIORITY_COLOURS}
          />
        </Space>
      }
      extra={
        <Space wrap>
          <Typography.Text type={status === 'open' ? 'success' : 'secondary'} data-testid="live-status">
            {status === 'open' ? t('ambulanceFleet.live') : t('ambulanceFleet.reconnecting')}
          </Typography.Text>
          {replayTo ? (
            <Link to={replayTo} data-testid="task-replay">
              {t('ambulanceTasks.replay')}
            </Link>
          ) : null}
          <Link to="/ambulance/task/taskManage">{t('ambulanceTasks.backToList')}</Link>
        </Space>
      }
    >
      <div className={styles.page}>
        <div className={styles.side}>
          <TaskActions state={state} pending={move.isPending} onMove={onMove} />
          <Card size="small" title={t('ambulanceTasks.eta')}>
            {data.eta ? (
              <div data-testid="task-eta">
                <Typography.Text strong>
                  {t(`ambulanceTasks.etaTo.${data.eta.target}`, { minutes: minutes(data.eta.seconds) })}
                </Typography.Text>
                <div>
                  {t('ambulanceTasks.etaDetail', {
                    km: (data.eta.distance / 1000).toFixed(1),
                    speed: data.eta.speed,
                    at: new Date(data.eta.at).toLocaleTimeString(),
                  })}
                </div>
              </div>
            ) : (
              <Typography.Text type="secondary" data-testid="task-eta">
                {t('ambulanceTasks.noEta')}
              </Typography.Text>
            )}
          </Card>
          <Card size="small" title={t('ambulanceTasks.timeline')}>
            <TaskTimeline task={task} events={data.events} />
            <TaskGeofenceEvents events={data.geofence} />
          </Card>
          <Card size="small" title={t('ambulanceTasks.ambulance')}>
            {data.vehicle ? (
              <>
                <Space>
                  <Tag color={data.vehicle.online ? 'green' : 'default'}>{data.vehicle.plate}</Tag>
                  <span data-testid="task-fix-age">
                    <FixAge at={data.vehicle.lastFix?.at} nowMs={nowMs} />
                  </span>
                </Space>
                {data.vehicle.lastFix ? (
                  <div data-testid="task-position">
                    {data.vehicle.lastFix.lat.toFixed(5)}, {data.vehicle.lastFix.lng.toFixed(5)}
                  </div>
                ) : null}
                <VitalsView vitals={data.vehicle.lastFix?.vitals} testId="task-vitals" />
              </>
            ) : (
              <Typography.Text type="secondary">{t('ambulanceTasks.noAmbulance')}</Typography.Text>
            )}
          </Card>
          <Card size="small" title={t('ambulanceTasks.details')}>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'caller',
                  label: fields.callerName.label[lang],
                  children: `${String(task.callerName)} ${String(task.callerPhone)}`,
                },
                { key: 'address', label: fields.address.label[lang], children: String(task.address) },
                { key: 'complaint', label: fields.complaint.label[lang], children: String(task.complaint) },
                {
                  key: 'patient',
                  label: t('ambulanceTasks.patient'),
                  children:
                    [
                      task.patientName,
                      sex,
                      task.patientAge === null || task.patientAge === undefined
                        ? null
                        : t('ambulanceTasks.age', { age: Number(task.patientAge) }),
                    ]
                      .filter(Boolean)
                      .join(' · ') || '—',
                },
                {
                  key: 'hospital',
                  label: fields.hospitalId.label[lang],
                  children: data.hospital?.name ?? '—',
                },
                ...(task.notes
                  ? [{ key: 'notes', label: fields.notes.label[lang], children: String(task.notes) }]
                  : []),
              ]}
            />
          </Card>
          <Card size="small" title={t('ambulanceTasks.notices')}>
            {data.notices.length === 0 ? (
              <Typography.Text type="secondary">{t('ambulanceTasks.noNotices')}</Typography.Text>
            ) : (
              <List
                size="small"
                data-testid="task-notices"
                dataSource={data.notices}
                renderItem={(notice) => (
                  <List.Item key={notice.id}>
                    <div>
                      <div>
                        {new Date(notice.sentAt).toLocaleTimeString()} ·{' '}
                        {notice.etaSeconds === null
                          ? t('ambulanceTasks.noEta')
                          : t('ambulanceTasks.etaTo.hospital', { minutes: minutes(notice.etaSeconds) })}
                      </div>
                      <Typography.Text type={notice.mail === 'failed' ? 'danger' : 'secondary'}>
                        {t(`ambulanceTasks.mail.${notice.mail}`, { to: notice.mailTo ?? '' })}
                        {notice.mailError && notice.mail !== 'noMail' ? ` (${notice.mailError})` : ''}
                      </Typography.Text>
                    </div>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </div>
        <Suspense fallback={<Spin />}>
          <FleetMap
            vehicles={vehicles}
            hospitals={hospitals}
            nowMs={nowMs}
            staleSeconds={data.staleFixSeconds}
            tileUrl={data.mapStyleUrl}
            selectedId={null}
            onSelect={() => undefined}
            replay={replay}
            pins={pins}
            frame={frame}
          />
        </Suspense>
      </div>
    </Card>
  );
}
