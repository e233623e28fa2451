import type { LiveChatStatus } from '@console/contract/live-chat';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Who may watch and how chat goes, from the stream and its company's live settings (ADR 28):
 * audit, password (whether there is one, never the password), public live and its type.
 */
export function LiveAccessSummary({ status }: { status: LiveChatStatus }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('liveChat.access.yes') : t('liveChat.access.no'));
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="live-access">
      <Descriptions.Item label={t('liveChat.access.audit')}>{yesNo(status.audit)}</Descriptions.Item>
      <Descriptions.Item label={t('liveChat.access.password')}>
        {yesNo(status.passwordRequired)}
      </Descriptions.Item>
      <Descriptions.Item label={t('liveChat.access.public')}>{yesNo(status.publicLive)}</Descriptions.Item>
      <Descriptions.Item label={t('liveChat.access.type')}>
        {status.publicLive
          ? t(status.liveType === 'network' ? 'liveChat.access.network' : 'liveChat.access.invite')
          : t('liveChat.access.ownDevices')}
      </Descriptions.Item>
    </Descriptions>
  );
}
