import type { FieldMeta } from '@console/contract/resources/define';
import { Badge, Flex, Space, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '@/components/secondary-text';
import { readableShade } from '@/lib/accessible-color';
import { formatDate } from './dates';
import styles from './field-value.module.css';
import { optionLabel } from './fields';
import { LazyImageValue } from './lazy-inputs';
import { ReferenceName } from './reference-name';
import { useLang } from './use-lang';

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** A field's value for reading: option labels, yes/no, dates, referenced names, thumbnails. */
export function FieldValue({
  meta,
  value,
  compact = false,
}: {
  meta: FieldMeta;
  value: unknown;
  /** In a table cell: long text is cut to one line. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (isEmpty(value)) return <SecondaryText>{t('common.empty')}</SecondaryText>;
  if (meta.multiple && Array.isArray(value))
    return <MultipleValue meta={meta} values={value} compact={compact} />;
  switch (meta.kind) {
    case 'switch':
      // A state with its own words (online/offline, enabled/disabled) reads as a status badge.
      if (meta.optionLabels)
        return <Badge status={value ? 'success' : 'default'} text={optionLabel(meta, value, lang)} />;
      return value ? <YesTag>{t('engine.yes')}</YesTag> : <Tag>{t('engine.no')}</Tag>;
    case 'tags':
      return (
        <Flex gap={4} wrap>
          {(Array.isArray(value) ? value : [value]).map((item) => (
            <Tag key={String(item)} style={{ marginInlineEnd: 0 }}>
              {optionLabel(meta, item, lang)}
            </Tag>
          ))}
        </Flex>
      );
    case 'select':
      return <>{optionLabel(meta, value, lang)}</>;
    case 'reference':
      return meta.reference && typeof value === 'number' ? (
        <ReferenceName resourceKey={meta.reference} id={value} />
      ) : (
        <>{String(value)}</>
      );
    case 'date':
    case 'datetime':
      return <>{formatDate(value, meta.kind === 'datetime')}</>;
    case 'password':
      return <>••••••</>;
    case 'menuTree':
      return <>{t('engine.menuCount', { count: Array.isArray(value) ? value.length : 0 })}</>;
    case 'image':
      return typeof value === 'string' ? <LazyImageValue src={value} compact={compact} /> : null;
    case 'json':
      // Features show structured values their own way; this is the plain fallback.
      return compact && Array.isArray(value) ? (
        <>{t('layouts.engine.itemCount', { count: value.length })}</>
      ) : (
        <code style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(value)}</code>
      );
    case 'textarea':
      return compact ? (
        <span className={styles.oneLine} title={String(value)}>
          {String(value)}
        </span>
      ) : (
        <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>
      );
    default:
      return <>{String(value)}</>;
  }
}

/** "Yes" in the success colour, dark enough to read on its pale background (WCAG AA). */
function YesTag({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Tag color="success" style={{ color: readableShade(token.colorSuccessText, token.colorSuccessBg) }}>
      {children}
    </Tag>
  );
}

/** At most this many names in a table cell; the rest as "+N". */
const COMPACT_ITEMS = 3;

/** Several choices: their labels (or referenced rows' names) as tags. */
function MultipleValue({ meta, values, compact }: { meta: FieldMeta; values: unknown[]; compact: boolean }) {
  const lang = useLang();
  const shown = compact ? values.slice(0, COMPACT_ITEMS) : values;
  const rest = values.length - shown.length;
  return (
    <Space size={[0, 4]} wrap>
      {shown.map((item) => (
        <Tag key={String(item)}>
          {meta.kind === 'reference' && meta.reference && typeof item === 'number' ? (
            <ReferenceName resourceKey={meta.reference} id={item} />
          ) : (
            optionLabel(meta, item, lang)
          )}
        </Tag>
      ))}
      {rest > 0 ? <Tag>+{rest}</Tag> : null}
    </Space>
  );
}

export function TimestampValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const text = formatDate(value, true);
  return text ? <>{text}</> : <SecondaryText>{t('common.empty')}</SecondaryText>;
}
