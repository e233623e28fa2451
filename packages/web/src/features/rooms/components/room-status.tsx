import { roomDescription, type RoomStatus } from '@console/contract/resources/descriptions/rooms';
import { StatusTag } from '@/engine/status-tag';

const COLOURS: Record<RoomStatus, string> = {
  notStarted: 'default',
  inProgress: 'processing',
  ended: 'success',
  deleted: 'error',
};

/** A room's status as a coloured tag, in the console's language. */
export function RoomStatusTag({ status }: { status: string }) {
  return <StatusTag field={roomDescription.fields.status} value={status} colours={COLOURS} />;
}
