import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '@/lib/use-realtime';
import { ReadableTag } from './readable-tag';

/** Whether the page is receiving live updates right now. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  if (status === 'open') return <ReadableTag tone="success">{t('terminalMonitor.live')}</ReadableTag>;
  if (status === 'reconnecting')
    return <ReadableTag tone="warning">{t('terminalMonitor.reconnecting')}</ReadableTag>;
  return <Tag>{t('terminalMonitor.connecting')}</Tag>;
}
