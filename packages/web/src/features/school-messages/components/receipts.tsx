import type { SchoolMessageReceipt } from '@console/contract/resources/school-messages';
import { Alert, App, Badge, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useReceipts, useResend } from '../api/get-receipts';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '—');

/**
 * Who a sent message reached and who read it: one row per recipient terminal or member; terminals
 * offline at sending are reached by "send again" once they are online (a member's inbox always is).
 */
export function Receipts({ id, state }: { id: number; state: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sent = state === 'sent';
  const receipts = useReceipts(id, sent);
  const resend = useResend(id);
  if (!sent) return <Typography.Text type="secondary">{t('schoolMessages.notSentYet')}</Typography.Text>;
  if (receipts.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const rows = receipts.data ?? [];
  const read = rows.filter((row) => row.readAt).length;
  const waiting = rows.filter((row) => !row.deliveredAt).length;
  const columns: TableColumnsType<SchoolMessageReceipt> = [
    { key: 'recipient', title: t('schoolMessages.recipient'), render: (_, row) => row.name ?? row.account },
    {
      key: 'kind',
      title: t('schoolMessages.recipientKind'),
      render: (_, row) =>
        t(row.recipient === 'member' ? 'schoolMessages.kindMember' : 'schoolMessages.kindTerminal'),
    },
    { key: 'accountNo', title: t('schoolMessages.account'), dataIndex: 'account' },
    {
      key: 'state',
      title: t('schoolMessages.receipt'),
      render: (_, row) =>
        row.readAt ? (
          <Badge status="success" text={t('schoolMessages.read')} />
        ) : row.deliveredAt ? (
          <Badge status="processing" text={t('schoolMessages.delivered')} />
        ) : (
          <Badge status="default" text={t('schoolMessages.offline')} />
        ),
    },
    { key: 'deliveredAt', title: t('schoolMessages.deliveredAt'), render: (_, row) => time(row.deliveredAt) },
    { key: 'readAt', title: t('schoolMessages.readAt'), render: (_, row) => time(row.readAt) },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} align="center" wrap>
        <Typography.Text data-testid="receipt-summary">
          {t('schoolMessages.summary', { read, total: rows.length })}
        </Typography.Text>
        {waiting > 0 ? (
          <Button
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: ({ reached }) =>
                  void message.success(t('schoolMessages.resent', { count: reached })),
              })
            }
          >
            {t('schoolMessages.resend', { count: waiting })}
          </Button>
        ) : null}
      </Flex>
      <Table<SchoolMessageReceipt>
        rowKey={(row) => `${row.recipient}-${row.id}`}
        size="small"
        loading={receipts.isPending}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </Flex>
  );
}
