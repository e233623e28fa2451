import type { FieldMeta } from '@console/contract/resources/describe';
import { Tag } from 'antd';
import { useLang } from './use-lang';

/** A state field's value as a coloured tag with its label in the console's language. */
export function StatusTag({
  field,
  value,
  colours,
}: {
  field: Pick<FieldMeta, 'optionLabels'>;
  value: string;
  colours: Readonly<Record<string, string>>;
}) {
  const lang = useLang();
  return <Tag color={colours[value] ?? 'default'}>{field.optionLabels?.[value]?.[lang] ?? value}</Tag>;
}
