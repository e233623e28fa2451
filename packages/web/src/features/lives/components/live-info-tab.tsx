import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveChatStatus } from '../api/get-live-chat-status';
import { LiveAccessSummary } from './live-access-summary';
import { LiveChat } from './live-chat';
import { openLivePage } from './open-in-new-tab';

/**
 * The liveInfo tab below the stream's fields: its chat for the signed-in viewer, and for its
 * auditors the chat audit and online pages (each in a new browser tab).
 */
export function LiveInfoTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const status = useLiveChatStatus(id).data;
  const auditor = status?.auditor ?? false;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {auditor && (
        <Space wrap>
          <Button onClick={() => openLivePage('liveChatAudit', id)}>{t('liveChat.audit.open')}</Button>
          <Button onClick={() => openLivePage('liveOnline', id)}>{t('liveChat.online.open')}</Button>
        </Space>
      )}
      {status && <LiveAccessSummary status={status} />}
      <LiveChat id={id} />
    </Space>
  );
}
