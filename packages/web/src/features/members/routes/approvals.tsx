import { ArrowLeftOutlined } from '@ant-design/icons';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@console/contract/resources/descriptions/members';
import type { Approval } from '@console/contract/resources/members';
import { App, Button, Empty, Flex, Input, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Panel } from '@/components/panel';
import { SecondaryText } from '@/components/secondary-text';
import { TimestampValue } from '@/engine/field-value';
import { ReferenceName } from '@/engine/reference-name';
import { isPlatformUser } from '@/engine/use-resource-access';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useApprovals } from '../api/list-approvals';
import { useUpdateApproval } from '../api/update-approval';

// The reason form (and antd's Form) loads when a request is rejected.
const RejectDialog = lazy(() =>
  import('../components/reject-dialog').then((m) => ({ default: m.RejectDialog })),
);

const STATUS_COLOURS: Record<ApprovalStatus, string> = {
  pending: 'processing',
  agreed: 'success',
  rejected: 'error',
  expired: 'default',
};

const isStatus = (value: string | null): value is ApprovalStatus =>
  (APPROVAL_STATUSES as readonly string[]).includes(value ?? '');

/**
 * SPEC /device/memberManage/approvalManage: requests to join the company, by state (pending,
 * agreed, rejected, expired). A pending request is agreed (the member is created) or rejected
 * with a reason; an expired one can no longer be decided.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const status: ApprovalStatus = isStatus(search.get('status'))
    ? (search.get('status') as ApprovalStatus)
    : 'pending';
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const [rejecting, setRejecting] = useState<Approval>();
  const approvals = useApprovals({ status, page, size, ...(keyword ? { keyword } : {}) });
  const decide = useUpdateApproval();
  // The platform administrator sees every company's requests, so it is told whose they are.
  const platform = isPlatformUser(useUserInfo().data);

  const switchTo = (next: string) => {
    setPage(1);
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('status', next);
        return params;
      },
      { replace: true },
    );
  };

  const agree = (request: Approval) =>
    modal.confirm({
      title: t('members.approval.agreeTitle', { name: request.realName }),
      content: t('members.approval.agreeContent', { account: request.account }),
      okText: t('members.approval.agree'),
      cancelText: t('engine.cancel'),
      mask: { closable: false },
      onOk: () =>
        decide
          .mutateAsync({ id: request.id, status: 'agreed' })
          .then(() => void message.success(t('members.approval.agreed'))),
    });

  const reject = (reason: string) => {
    if (!rejecting) return;
    void decide.mutateAsync({ id: rejecting.id, status: 'rejected', reason }).then(() => {
      setRejecting(undefined);
      void message.success(t('members.approval.rejected'));
    });
  };

  const columns: ColumnsType<Approval> = [
    {
      key: 'realName',
      title: t('members.fields.realName'),
      // An agreed request leads to the member it created.
      render: (_, request) =>
        request.memberId ? (
          <Link to={`/device/memberManage/memberDatail/${request.memberId}`}>{request.realName}</Link>
        ) : (
          request.realName
        ),
    },
    { key: 'account', dataIndex: 'account', title: t('members.fields.account') },
    ...(platform
      ? [
          {
            key: 'customerId',
            title: t('engine.company'),
            render: (_: unknown, request: Approval) => (
              <ReferenceName resourceKey="companies" id={request.customerId} />
            ),
          },
        ]
      : []),
    { key: 'phone', dataIndex: 'phone', title: t('members.fields.phone'), responsive: ['md'] },
    {
      key: 'remark',
      dataIndex: 'remark',
      title: t('members.approval.remark'),
      responsive: ['lg'],
      ellipsis: true,
    },
    {
      key: 'status',
      title: t('members.fields.status'),
      render: (_, request) => (
        <Tag color={STATUS_COLOURS[request.status]}>{t(`members.approval.status.${request.status}`)}</Tag>
      ),
    },
    {
      key: 'createdAt',
      title: t('members.approval.appliedAt'),
      responsive: ['sm'],
      render: (_, request) => <TimestampValue value={request.createdAt} />,
    },
    ...(status === 'pending' || status === 'expired'
      ? [
          {
            key: 'expiresAt',
            title: t('members.approval.expiresAt'),
            responsive: ['md' as const],
            render: (_: unknown, request: Approval) => <TimestampValue value={request.expiresAt} />,
          },
        ]
      : [
          {
            key: 'decided',
            title: t('members.approval.decided'),
            responsive: ['md' as const],
            render: (_: unknown, request: Approval) => (
              <Flex vertical>
                <span>{request.decidedBy}</span>
                <SecondaryText>
                  <TimestampValue value={request.decidedAt} />
                </SecondaryText>
              </Flex>
            ),
          },
        ]),
    ...(status === 'rejected'
      ? [{ key: 'reason', dataIndex: 'reason', title: t('members.approval.reason') }]
      : []),
    ...(status === 'pending'
      ? [
          {
            key: 'actions',
            title: t('engine.actions'),
            render: (_: unknown, request: Approval) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => agree(request)}>
                  {t('members.approval.agree')}
                </Button>
                <Button type="link" size="small" danger onClick={() => setRejecting(request)}>
                  {t('members.approval.reject')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Panel
      title={t('members.approval.title')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/device/memberManage')}>
          {t('members.title')}
        </Button>
      }
    >
      <Tabs
        activeKey={status}
        onChange={switchTo}
        items={APPROVAL_STATUSES.map((key) => ({ key, label: t(`members.approval.status.${key}`) }))}
      />
      <Flex vertical gap={12}>
        <Flex justify="flex-end">
          <Input.Search
            allowClear
            style={{ maxWidth: 280 }}
            placeholder={t('members.approval.search')}
            aria-label={t('members.approval.search')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
          />
        </Flex>
        <Table<Approval>
          rowKey="id"
          columns={columns}
          dataSource={approvals.data?.list ?? []}
          loading={approvals.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t(`members.approval.empty.${status}`)} /> }}
          pagination={{
            current: page,
            pageSize: size,
            total: approvals.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (count) => t('engine.total', { count }),
            onChange: (next, nextSize) => {
              setPage(nextSize !== size ? 1 : next);
              setSize(nextSize);
            },
          }}
        />
      </Flex>
      {rejecting ? (
        <Suspense fallback={null}>
          <RejectDialog
            request={rejecting}
            saving={decide.isPending}
            onCancel={() => setRejecting(undefined)}
            onReject={reject}
          />
        </Suspense>
      ) : null}
    </Panel>
  );
}
