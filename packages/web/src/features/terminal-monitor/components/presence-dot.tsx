import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** Online (green, pulsing) or offline (grey), with the word for screen readers and colour-blind users. */
export function PresenceBadge({ online, showText = true }: { online: boolean; showText?: boolean }) {
  const { t } = useTranslation();
  const text = online ? t('terminalMonitor.online') : t('terminalMonitor.offline');
  return (
    <Badge
      status={online ? 'processing' : 'default'}
      color={online ? 'green' : undefined}
      text={showText ? text : undefined}
      aria-label={showText ? undefined : text}
    />
  );
}
