import { Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { readableShade } from '@/lib/accessible-color';
import { useRealtimeStatus } from '@/lib/use-realtime';

/**
 * Whether the page is receiving live updates right now. The words are drawn in a shade of the
 * status colour that reaches WCAG AA on the tag's own background (antd's green on its pale green
 * does not).
 */
export function LiveIndicator() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const status = useRealtimeStatus();
  if (status === 'open')
    return (
      <Tag color="success" style={{ color: readableShade(token.colorSuccess, token.colorSuccessBg) }}>
        {t('terminalMonitor.live')}
      </Tag>
    );
  if (status === 'reconnecting')
    return (
      <Tag color="warning" style={{ color: readableShade(token.colorWarning, token.colorWarningBg) }}>
        {t('terminalMonitor.reconnecting')}
      </Tag>
    );
  return <Tag>{t('terminalMonitor.connecting')}</Tag>;
}
