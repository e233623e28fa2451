import type { LiveChatMessage } from '@console/contract/live-chat';
import { LIVE_CHAT_MAX } from '@console/contract/live-chat';
import { Alert, App, Button, Card, Empty, Flex, Input, List, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/engine/dates';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { ReadableTag } from '@/components/readable-tag';
import { useCheckInLive } from '../api/check-in-live';
import { useLiveChat } from '../api/get-live-chat';
import { useLiveChatStatus } from '../api/get-live-chat-status';
import { useSendLiveChat } from '../api/send-live-chat';
import { useLiveChannel } from '../hooks/use-live-channel';

/** The join form (antd Form) loads when a viewer who has not joined sees the chat. */
const JoinForm = lazy(() => import('./join-form'));

/** One chat line: who, when, what. */
export function ChatLine({ message }: { message: LiveChatMessage }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">
        {message.senderName} · {formatDate(message.createdAt, true)}
      </Typography.Text>
      <Typography.Text>{message.text}</Typography.Text>
    </Flex>
  );
}

/**
 * A stream's chat (danmaku) for the signed-in viewer: join (with the live password when asked),
 * the visible lines as they arrive over the console WebSocket, a line to send (pending an auditor
 * when audit is on), check-in when the stream asks for it, and who is watching now.
 */
export function LiveChat({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const status = useLiveChatStatus(id);
  const joined = status.data?.joined ?? false;
  useLiveChannel(id, 'viewer', joined);
  const lines = useLiveChat(id, 'visible', joined);
  const send = useSendLiveChat(id);
  const checkIn = useCheckInLive(id);
  const [text, setText] = useState('');

  if (status.isPending)
    return (
      <Card title={t('liveChat.title')}>
        <Skeleton active />
      </Card>
    );
  if (status.isError) return <LoadFailedAlert onRetry={() => void status.refetch()} />;
  const s = status.data;
  const ended = s.status === 'ended';
  const submit = () => {
    const line = text.trim();
    if (!line) return;
    send.mutate(line, {
      onSuccess: (sent) => {
        setText('');
        if (sent.state === 'pending') void message.info(t('liveChat.sentForReview'));
      },
    });
  };

  return (
    <Card
      title={t('liveChat.title')}
      extra={
        <Space wrap>
          {s.audit && <ReadableTag tone="warning">{t('liveChat.auditOn')}</ReadableTag>}
          <Typography.Text data-testid="live-online-count">
            {t('liveChat.onlineCounts', { accounts: s.online.accounts, devices: s.online.devices })}
          </Typography.Text>
        </Space>
      }
    >
      {!joined ? (
        ended ? (
          <Alert type="info" showIcon title={t('liveChat.ended')} />
        ) : (
          <Suspense fallback={<Skeleton.Button active />}>
            <JoinForm id={id} passwordRequired={s.passwordRequired} />
          </Suspense>
        )
      ) : (
        <Flex vertical gap={12}>
          {lines.isError ? (
            <LoadFailedAlert onRetry={() => void lines.refetch()} />
          ) : lines.isPending ? (
            <Skeleton active />
          ) : lines.data.length === 0 ? (
            <Empty description={t('liveChat.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <div aria-live="polite" style={{ maxHeight: 320, overflowY: 'auto' }}>
              <List
                size="small"
                dataSource={lines.data}
                rowKey="id"
                renderItem={(line) => (
                  <List.Item data-testid="live-chat-line">
                    <ChatLine message={line} />
                  </List.Item>
                )}
              />
            </div>
          )}
          {s.banned ? (
            <Alert type="warning" showIcon title={t('liveChat.banned')} />
          ) : ended ? (
            <Alert type="info" showIcon title={t('liveChat.ended')} />
          ) : (
            <Space.Compact style={{ width: '100%' }}>
              <Input
                aria-label={t('liveChat.message')}
                placeholder={t('liveChat.placeholder')}
                maxLength={LIVE_CHAT_MAX}
                showCount
                value={text}
                onChange={(e) => setText(e.target.value)}
                onPressEnter={submit}
              />
              <Button type="primary" onClick={submit} loading={send.isPending} disabled={!text.trim()}>
                {t('liveChat.send')}
              </Button>
            </Space.Compact>
          )}
          {s.checkIn && !ended && (
            <div>
              {s.checkedInAt ? (
                <ReadableTag tone="success">
                  {t('liveChat.checkedInAt', { time: formatDate(s.checkedInAt, true) })}
                </ReadableTag>
              ) : (
                <Button onClick={() => checkIn.mutate()} loading={checkIn.isPending}>
                  {t('liveChat.checkIn')}
                </Button>
              )}
            </div>
          )}
        </Flex>
      )}
    </Card>
  );
}
