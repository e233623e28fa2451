import type { RoomLive } from '@console/contract/resources/rooms';
import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LiveIndicator } from '@/components/live-indicator';
import { useWallRotation, useWallSplit, WallGrid, WallToolbar } from '@/components/monitor-wall';
import { formatDate } from '@/engine/dates';
import { routeFor } from '@/engine/fields';
import { roomDescription } from '@console/contract/resources/descriptions/rooms';
import { roomLiveKeys } from '../api/get-room-live';
import { useRoomMonitor } from '../api/get-room-monitor';
import { Participants } from '../components/participants';
import { useLiveParticipants } from '../hooks/use-live-participants';

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
  const [split, setSplit] = useWallSplit();
  const query = useRoomMonitor();
  const rooms = useMemo(() => query.data?.rooms ?? [], [query.data]);
  const seconds = query.data?.pollingSeconds ?? 30;
  const { refetch } = query;
  const turn = useCallback(() => void refetch(), [refetch]);
  const rotation = useWallRotation(rooms, split, seconds, turn);

  useLiveParticipants(
    roomLiveKeys.monitor(),
    rooms.flatMap((room) => room.participants.map((p) => p.deviceAccountId)),
  );

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
        <WallToolbar
          split={split}
          onSplit={setSplit}
          rotation={rotation}
          seconds={seconds}
          testId="room-monitor-page"
        />
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
        <WallGrid split={split} testId="room-monitor-wall">
          {rotation.shown.map((room) => (
            <RoomTile key={room.id} room={room} />
          ))}
        </WallGrid>
      )}
    </Flex>
  );
}
