import { Tooltip } from 'antd';
import { SecondaryText } from '@/components/secondary-text';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRelative } from '@/engine/dates';
import { useLang } from '@/engine/use-lang';

/** When a terminal was last heard from: "3 minutes ago", the exact time on hover. */
export function LastSeen({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const lang = useLang();
  const relative = formatRelative(value, lang);
  if (!relative) return <SecondaryText>{t('deviceAccounts.neverSeen')}</SecondaryText>;
  return (
    <Tooltip title={formatDate(value, true)}>
      <time dateTime={String(value)} tabIndex={0}>
        {relative}
      </time>
    </Tooltip>
  );
}
