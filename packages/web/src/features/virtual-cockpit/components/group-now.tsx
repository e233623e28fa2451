import type { CallGroupMemberNow } from '@console/contract/resources/virtual-cockpit';
import { Alert, Badge, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LiveIndicator } from '@/components/live-indicator';
import { useGroupNow } from '../api/get-group-now';
import { useLiveCalls } from '../hooks/use-live-calls';
import { CallStateTag } from './call-state-tag';

/** A call group's members now: online or not, and who is in a call with whom (live). */
export function GroupNow({ id }: { id: number }) {
  const { t } = useTranslation();
  useLiveCalls();
  const now = useGroupNow(id);
  if (now.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const rows = now.data ?? [];
  const inCall = rows.filter((row) => row.call).length;
  const columns: TableColumnsType<CallGroupMemberNow> = [
    {
      key: 'name',
      title: t('virtualCockpit.terminal'),
      render: (_, row) => (
        <Flex gap={6} align="center" wrap>
          <span>{row.name ?? row.account}</span>
          {row.chairman ? <Tag>{t('virtualCockpit.chairman')}</Tag> : null}
        </Flex>
      ),
    },
    { key: 'account', title: t('virtualCockpit.account'), dataIndex: 'account' },
    {
      key: 'online',
      title: t('virtualCockpit.presence'),
      render: (_, row) => (
        <Badge
          status={row.online ? 'success' : 'default'}
          text={row.online ? t('virtualCockpit.online') : t('virtualCockpit.offline')}
        />
      ),
    },
    {
      key: 'call',
      title: t('virtualCockpit.callNow'),
      render: (_, row) =>
        row.call ? (
          <Flex gap={6} align="center" wrap>
            <CallStateTag state={row.call.state} />
            <span>
              {t(row.call.role === 'caller' ? 'virtualCockpit.calling' : 'virtualCockpit.calledBy', {
                peer: row.call.peerAccount,
              })}
            </span>
            <Typography.Text type="secondary">
              {dayjs(row.call.startTime ?? row.call.applyTime).format('HH:mm:ss')}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('virtualCockpit.idle')}</Typography.Text>
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} align="center" justify="space-between" wrap>
        <Typography.Text data-testid="group-now-summary">
          {t('virtualCockpit.nowSummary', { inCall, total: rows.length })}
        </Typography.Text>
        <LiveIndicator />
      </Flex>
      <Table<CallGroupMemberNow>
        rowKey="deviceAccountId"
        size="small"
        loading={now.isPending}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('virtualCockpit.noMembers') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </Flex>
  );
}
