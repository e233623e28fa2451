import { BellOutlined } from '@ant-design/icons';
import {
  SCHOOL_MESSAGE_TYPE_LABELS,
  type SchoolMessageType,
} from '@console/contract/resources/descriptions/school-messages';
import type { SchoolInboxItem } from '@console/contract/resources/school-messages';
import { Alert, Badge, Button, Drawer, Empty, List, Modal, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/engine/use-lang';
import { useInbox, useMarkRead } from './use-inbox';

/**
 * A member's school notifications (issue 20): a bell with the unread count; the drawer lists the
 * newest, and opening one shows it whole and marks it read, which the sender sees as a receipt.
 */
export default function InboxButton({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const inbox = useInbox(userId);
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<SchoolInboxItem | null>(null);
  const countId = useId();
  const unread = inbox.data?.unread ?? 0;

  const read = (item: SchoolInboxItem) => {
    setReading(item);
    if (!item.readAt) markRead.mutate(item.id);
  };
  const typeLabel = (type: SchoolMessageType) => SCHOOL_MESSAGE_TYPE_LABELS[type][lang];

  return (
    <>
      <Tooltip title={t('inbox.title')}>
        <Button
          type="text"
          aria-label={t('inbox.title')}
          aria-describedby={countId}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined />
          </Badge>
          <span id={countId} hidden>
            {t('inbox.unread', { count: unread })}
          </span>
        </Button>
      </Tooltip>
      <Drawer title={t('inbox.title')} open={open} onClose={() => setOpen(false)} size="default">
        {inbox.isError ? (
          <Alert type="error" showIcon title={t('common.loadFailed')} />
        ) : (
          <List<SchoolInboxItem>
            loading={inbox.isPending}
            dataSource={inbox.data?.list ?? []}
            locale={{ emptyText: <Empty description={t('inbox.empty')} /> }}
            renderItem={(item) => (
              <List.Item
                key={item.id}
                data-testid="inbox-item"
                actions={[
                  <Button key="open" type="link" onClick={() => read(item)}>
                    {t('inbox.open')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Badge dot={!item.readAt} offset={[6, 0]}>
                      <Typography.Text strong={!item.readAt}>{item.title}</Typography.Text>
                    </Badge>
                  }
                  description={
                    <>
                      <Tag>{typeLabel(item.type)}</Tag>
                      {dayjs(item.sentAt).format('YYYY-MM-DD HH:mm')}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Drawer>
      <Modal
        open={reading !== null}
        title={reading?.title}
        onCancel={() => setReading(null)}
        footer={<Button onClick={() => setReading(null)}>{t('inbox.close')}</Button>}
      >
        {reading && (
          <>
            <Typography.Paragraph type="secondary">
              <Tag>{typeLabel(reading.type)}</Tag>
              {dayjs(reading.sentAt).format('YYYY-MM-DD HH:mm')}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{reading.content}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}
