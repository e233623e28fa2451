import { roomDescription } from '@console/contract/resources/descriptions/rooms';
import { roomFileDescription } from '@console/contract/resources/descriptions/room-files';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LiveIndicator } from '@/components/live-indicator';
import { RecordingsCard } from '@/components/recordings/recordings-card';
import { ResourceDetail } from '@/engine/resource-detail';
import { ResourceList } from '@/engine/resource-list';
import { useResource } from '@/engine/use-resource';
import { roomLiveKeys, useRoomLive } from '../api/get-room-live';
import { Participants } from '../components/participants';
import { isChangeableRoom, isDeletedRoom, useRoomRowActions } from '../hooks/use-room-row-actions';
import { useLiveParticipants } from '../hooks/use-live-participants';

/** Who is in the room now: its devices and how far each got, live over the console WebSocket. */
function WhoIsIn({ id }: { id: number }) {
  const { t } = useTranslation();
  const live = useRoomLive(id);
  const participants = live.data?.participants ?? [];
  useLiveParticipants(
    roomLiveKeys.room(id),
    participants.map((p) => p.deviceAccountId),
  );
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          {t('rooms.whoIsIn')}
          <LiveIndicator />
        </Flex>
      }
      extra={
        live.data ? (
          <Typography.Text data-testid="in-room-count">
            {t('rooms.inRoomCount', { count: live.data.inRoom, total: participants.length })}
          </Typography.Text>
        ) : null
      }
    >
      {live.isPending ? <Skeleton active /> : <Participants participants={participants} />}
    </Card>
  );
}

/**
 * SPEC /room/info/{roomId}/{accountId?}: one meeting room — its fields, its moves (start, end, new
 * invite code, delete), who is in it live, its recordings (record flag, ADR 0047) and its shared
 * files (JPG/PNG up to 500 KB).
 */
export default function RoomInfoPage() {
  const { t } = useTranslation();
  const { roomId } = useParams();
  const id = Number(roomId);
  const room = useResource(roomDescription, id);
  return (
    <Flex vertical gap={16}>
      <ResourceDetail
        definition={roomDescription}
        id={id}
        actions={useRoomRowActions()}
        deletable={isDeletedRoom}
        editable={isChangeableRoom}
        deleteContent={() => t('rooms.purgeContent')}
      />
      <WhoIsIn id={id} />
      <RecordingsCard
        kind="rooms"
        id={id}
        status={room.data?.status as string | undefined}
        record={room.data?.record as boolean | undefined}
      />
      <ResourceList
        definition={roomFileDescription}
        title={t('rooms.sharedFiles')}
        parent={{ field: 'roomId', id }}
        formContainer="modal"
        detailPath={() => undefined}
      />
    </Flex>
  );
}
