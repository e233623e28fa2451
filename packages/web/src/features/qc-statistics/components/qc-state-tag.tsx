import type { Language } from '@console/contract/constants';
import { qcStatisticsTaskDescription } from '@console/contract/resources/descriptions/qc-statistics';
import { Tag } from 'antd';
import { labelText } from '@/engine/use-lang';

const COLORS: Record<string, string> = { counting: 'processing', complete: 'success', failed: 'error' };

/** A task's state as a coloured tag, labelled from the description. */
export function QcStateTag({
  state,
  lang,
  testId = 'qc-state',
}: {
  state: unknown;
  lang: Language;
  testId?: string;
}) {
  const key = String(state);
  const label = qcStatisticsTaskDescription.fields.state.optionLabels?.[key];
  return (
    <Tag color={COLORS[key]} data-testid={testId}>
      {label ? labelText(label, lang) : key}
    </Tag>
  );
}
