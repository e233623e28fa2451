import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '@/lib/use-realtime';

/** Whether the page is receiving live updates right now. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  if (status === 'open') return <Tag color="success">{t('terminalMonitor.live')}</Tag>;
  if (status === 'reconnecting') return <Tag color="warning">{t('terminalMonitor.reconnecting')}</Tag>;
  return <Tag>{t('terminalMonitor.connecting')}</Tag>;
}
