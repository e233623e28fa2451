import { liveDescription, type LiveStatus } from '@console/contract/resources/descriptions/lives';
import { StatusTag } from '@/engine/status-tag';

const COLOURS: Record<LiveStatus, string> = {
  notStarted: 'default',
  inProgress: 'processing',
  ended: 'success',
};

/** A live stream's status as a coloured tag, in the console's language. */
export function LiveStatusTag({ status }: { status: string }) {
  return <StatusTag field={liveDescription.fields.status} value={status} colours={COLOURS} />;
}
