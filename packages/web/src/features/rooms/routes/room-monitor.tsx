import { ROOM_MONITOR_SPLITS, type RoomLive } from '@console/contract/resources/rooms';
import { Button, Card, Empty, Flex, Grid, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LiveIndicator } from '@/components/live-indicator';
import { formatDate } from '@/engine/dates';
import { routeFor } from '@/engine/fields';
import { roomDescription } from '@console/contract/resources/descriptions/rooms';
import { roomLiveKeys } from '../api/get-room-live';
import { useRoomMonitor } from '../api/get-room-monitor';
import { Participants } from '../components/participants';
import { useLiveParticipants } from '../hooks/use-live-participants';
import styles from './room-monitor.module.css';

type Split = (typeof ROOM_MONITOR_SPLITS)[number];
const COLUMNS: Record<Split, number> = { 1: 1, 2: 2, 4: 2, 6: 3, 9: 3 };

function RoomTile({ room }: { room: RoomLive }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={`monitor-room-${room.id}`}
      title={
        <Typography.Text ellipsis={{ tooltip: room.name }} strong>
          {room.name}
        </Typography.Text>
      }
      extra={
        <Tag color="processing">
          {t('rooms.inRoomCount', { count: room.inRoom, total: room.participants.length })}
        </Tag>
      }
      actions={[
        <Link key="open" to={routeFor(roomDescription.routes?.detail, room.id) ?? '#'}>
          {t('rooms.monitor.open')}
        </Link>,
      ]}
    >
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">
          {room.inviteCode ? `${t('rooms.monitor.inviteCode')} ${room.inviteCode} · ` : ''}
          {room.startedAt ? `${t('rooms.monitor.startedAt')} ${formatDate(room.startedAt, true)}` : ''}
        </Typography.Text>
        <Participants participants={room.participants} compact />
      </Flex>
    </Card>
  );
}

/**
 * SPEC /roomMonitor/roomMonitor: the meetings in progress as a wall of 1, 2, 4, 6 or 9 tiles
 * (SPEC §9 splits), each with who is in, live over the console WebSocket. With more meetings than
 * tiles the wall turns to the next page every `pollingSeconds` of the company (and reads the list
 * of meetings again then); the rotation can be paused.
 */
export default function RoomMonitorPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('split'));
  const split: Split = (ROOM_MONITOR_SPLITS as readonly number[]).includes(wanted) ? (wanted as Split) : 4;
  const query = useRoomMonitor();
  const rooms = useMemo(() => query.data?.rooms ?? [], [query.data]);
  const seconds = query.data?.pollingSeconds ?? 30;
  const pages = Math.max(1, Math.ceil(rooms.length / split));
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const shownPage = page % pages;

  useLiveParticipants(
    roomLiveKeys.monitor(),
    rooms.flatMap((room) => room.participants.map((p) => p.deviceAccountId)),
  );

  const { refetch } = query;
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      setPage((p) => p + 1);
      void refetch();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [paused, seconds, refetch]);

  const shown = rooms.slice(shownPage * split, shownPage * split + split);
  const columns = screens.md ? COLUMNS[split] : 1;
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            {t('rooms.monitor.title')}
            <LiveIndicator />
          </Flex>
        }
      >
        <Flex gap={8} align="center" wrap>
          <Typography.Text id="room-monitor-split">{t('rooms.monitor.split')}</Typography.Text>
          <Segmented
            aria-labelledby="room-monitor-split"
            value={split}
            options={ROOM_MONITOR_SPLITS.map((value) => ({ value, label: String(value) }))}
            onChange={(value) => {
              const next = new URLSearchParams(search);
              next.set('split', String(value));
              setSearch(next, { replace: true });
              setPage(0);
            }}
          />
          <Typography.Text type="secondary" data-testid="room-monitor-page">
            {t('rooms.monitor.page', { page: shownPage + 1, pages })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {paused ? t('rooms.monitor.paused') : t('rooms.monitor.rotation', { seconds })}
          </Typography.Text>
          <Button onClick={() => setPaused((p) => !p)}>
            {paused ? t('rooms.monitor.resume') : t('rooms.monitor.pause')}
          </Button>
        </Flex>
      </Card>
      {query.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : rooms.length === 0 ? (
        <Card>
          <Empty description={t('rooms.monitor.empty')} />
        </Card>
      ) : (
        <div
          data-testid="room-monitor-wall"
          className={styles.wall}
          style={{ '--columns': columns } as CSSProperties}
        >
          {shown.map((room) => (
            <RoomTile key={room.id} room={room} />
          ))}
        </div>
      )}
    </Flex>
  );
}
