import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRelative } from '@/engine/dates';
import { useLang } from '@/engine/use-lang';

/** When a terminal was last heard from: "3 minutes ago", the exact time on hover. */
export function LastSeen({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const lang = useLang();
  const relative = formatRelative(value, lang);
  if (!relative) return <Typography.Text type="secondary">{t('deviceAccounts.neverSeen')}</Typography.Text>;
  return (
    <Tooltip title={formatDate(value, true)}>
      <time dateTime={String(value)} tabIndex={0}>
        {relative}
      </time>
    </Tooltip>
  );
}
