import { liveDescription } from '@console/contract/resources/descriptions/lives';
import type { LiveChatMessage, LiveChatState } from '@console/contract/live-chat';
import { App, Button, Card, Empty, Flex, List, Popconfirm, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LiveIndicator } from '@/components/live-indicator';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { useResource } from '@/engine/use-resource';
import { useAuditLiveChat } from '../api/audit-live-chat';
import { useLiveChat } from '../api/get-live-chat';
import { ChatLine } from '../components/live-chat';
import { useLiveChannel } from '../hooks/use-live-channel';

function AuditList({ id, state }: { id: number; state: LiveChatState }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lines = useLiveChat(id, state);
  const audit = useAuditLiveChat(id);
  const act = (line: LiveChatMessage, action: 'approve' | 'hide' | 'ban', done: string) =>
    audit.mutateAsync({ messageId: line.id, action }).then(() => void message.success(done));
  if (lines.isPending) return <Skeleton active />;
  if (lines.isError) return <LoadFailedAlert onRetry={() => void lines.refetch()} />;
  if (lines.data.length === 0)
    return <Empty description={t(`liveChat.audit.empty.${state}`)} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <List
      dataSource={lines.data}
      rowKey="id"
      renderItem={(line) => (
        <List.Item
          data-testid="audit-line"
          actions={[
            state === 'pending' && (
              <Button
                key="approve"
                type="primary"
                size="small"
                onClick={() => void act(line, 'approve', t('liveChat.audit.approved'))}
              >
                {t('liveChat.audit.approve')}
              </Button>
            ),
            state !== 'hidden' && (
              <Button
                key="hide"
                size="small"
                onClick={() => void act(line, 'hide', t('liveChat.audit.hidden'))}
              >
                {t('liveChat.audit.hide')}
              </Button>
            ),
            state !== 'hidden' && (
              <Popconfirm
                key="ban"
                title={t('liveChat.audit.banConfirm', { name: line.senderName })}
                onConfirm={() => act(line, 'ban', t('liveChat.audit.banned'))}
              >
                <Button size="small" danger>
                  {t('liveChat.audit.ban')}
                </Button>
              </Popconfirm>
            ),
          ].filter(Boolean)}
        >
          <ChatLine message={line} />
        </List.Item>
      )}
    />
  );
}

/**
 * SPEC /live/liveManage/chatAudit/{id} (opens in a new tab): a stream's chat queue for its
 * auditors, live over the console WebSocket — approve or hide a line, ban its sender (confirmed).
 */
export default function ChatAuditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const live = useResource(liveDescription, id);
  const [tab, setTab] = useState<LiveChatState>('pending');
  useLiveChannel(id, 'audit');
  return (
    <Card
      title={
        <Space>
          {t('liveChat.audit.title')}
          {live.data && <Typography.Text type="secondary">{String(live.data.name)}</Typography.Text>}
        </Space>
      }
      extra={<LiveIndicator />}
    >
      <Flex vertical>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as LiveChatState)}
          items={(['pending', 'visible', 'hidden'] as const).map((state) => ({
            key: state,
            label: t(`liveChat.audit.tabs.${state}`),
            children: <AuditList id={id} state={state} />,
          }))}
        />
      </Flex>
    </Card>
  );
}
