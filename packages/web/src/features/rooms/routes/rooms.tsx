import { roomDescription } from '@console/contract/resources/descriptions/rooms';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { RoomStatusTag } from '../components/room-status';
import { isChangeableRoom, isDeletedRoom, useRoomRowActions } from '../hooks/use-room-row-actions';

/**
 * SPEC /room/roomList: the company's meeting rooms. A room starts (its devices are sent a join
 * command), ends (a leave command), is deleted (kept as deleted, the status filter shows it) and
 * only then purged; an invite room's code can be regenerated. The server decides each move.
 */
export default function RoomsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={roomDescription}
      title={t('rooms.title')}
      rowActions={useRoomRowActions()}
      deletable={isDeletedRoom}
      editable={isChangeableRoom}
      deleteContent={() => t('rooms.purgeContent')}
      cellRender={{ status: (value) => <RoomStatusTag status={String(value)} /> }}
    />
  );
}
