import { CALL_STATE_LABELS, type CallState } from '@console/contract/resources/descriptions/virtual-cockpit';
import { Tag } from 'antd';
import { ReadableTag } from '@/components/readable-tag';
import { useLang } from '@/engine/use-lang';

const TONES: Partial<Record<CallState, 'success' | 'warning' | 'error'>> = {
  calling: 'warning',
  accepted: 'success',
  start: 'success',
  reject: 'error',
  timeout: 'warning',
};

/** A call's state as a tag: ringing, talking, declined and unanswered stand out; the rest is plain. */
export function CallStateTag({ state }: { state: string }) {
  const lang = useLang();
  const label = CALL_STATE_LABELS[state as CallState]?.[lang] ?? state;
  const tone = TONES[state as CallState];
  return (
    <span data-testid="call-state" data-state={state}>
      {tone ? <ReadableTag tone={tone}>{label}</ReadableTag> : <Tag>{label}</Tag>}
    </span>
  );
}
