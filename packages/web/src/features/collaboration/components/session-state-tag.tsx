import {
  COLLABORATION_STATE_LABELS,
  type CollaborationState,
} from '@console/contract/resources/descriptions/collaboration';
import { Tag } from 'antd';
import { useLang } from '@/engine/use-lang';

const COLOURS: Record<CollaborationState, string> = {
  scheduled: 'default',
  inProgress: 'processing',
  ended: 'success',
  cancelled: 'warning',
};

/** A session's state as the server keeps it. */
export function SessionStateTag({ state }: { state: string }) {
  const lang = useLang();
  const known = state in COLOURS ? (state as CollaborationState) : undefined;
  return (
    <Tag color={known ? COLOURS[known] : 'default'} data-testid="session-state" data-state={state}>
      {known ? COLLABORATION_STATE_LABELS[known][lang] : state}
    </Tag>
  );
}
