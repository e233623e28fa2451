import { roomDescription, type RoomStatus } from '@console/contract/resources/descriptions/rooms';
import { Tag } from 'antd';
import { useLang } from '@/engine/use-lang';

const COLOURS: Record<RoomStatus, string> = {
  notStarted: 'default',
  inProgress: 'processing',
  ended: 'success',
  deleted: 'error',
};

/** A room's status as a coloured tag, in the console's language. */
export function RoomStatusTag({ status }: { status: string }) {
  const lang = useLang();
  const label = roomDescription.fields.status.optionLabels?.[status]?.[lang] ?? status;
  return <Tag color={COLOURS[status as RoomStatus] ?? 'default'}>{label}</Tag>;
}
