import { USER_LOG_ACTIONS } from '@console/contract/resources/descriptions/user-logs';
import type { UserLog } from '@console/contract/resources/user-logs';
import type { FieldMeta, Label } from '@console/contract/resources/define';
import { Button, Empty, Flex, Skeleton, Table, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyResult } from '@/components/lazy-result';
import { Panel } from '@/components/panel';
import { SecondaryText } from '@/components/secondary-text';
import { formatDate } from '@/engine/dates';
import { filterParamsOf } from '@/engine/list-fields';
import { listApiParams } from '@/engine/list-state';
import { ReferenceName } from '@/engine/reference-name';
import { SearchForm } from '@/engine/search-form';
import type { EngineField } from '@/engine/types';
import { useListState } from '@/engine/use-list-state';
import { useTablePaging } from '@/engine/use-table-paging';
import { isPlatformUser } from '@/engine/use-resource-access';
import type { QueryValue } from '@/lib/api-client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useUserLogs } from '../api/get-user-logs';
import { ExportButton } from '@/engine/export-button';
import { LogChanges } from '../components/log-changes';

/** Actions the server records; `resetPassword` (admins) is not in the contract's list yet. */
const ACTIONS = [...USER_LOG_ACTIONS, 'resetPassword'] as const;
/** Resources whose writes are logged. */
const RESOURCES = [
  'companies',
  'admins',
  'roles',
  'users',
  'menus',
  'applications',
  'customerApps',
  'sessions',
  'branches',
  'wards',
  'beds',
  'collectionBoxes',
  'patients',
] as const;
const SORTABLE = ['createdAt', 'action'];

/** SPEC /setting/userLog: who changed what and when; read-only, filtered by user, action and time. */
export default function UserLogPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const platform = isPlatformUser(user.data);

  const same = (text: string): Label => ({ zh: text, en: text });
  const actionLabel = (action: string) => t(`userLog.actions.${action}`, { defaultValue: action });
  const resourceLabel = (resource: string) => t(`userLog.resources.${resource}`, { defaultValue: resource });

  const fields = useMemo<EngineField[]>(() => {
    const meta = (m: FieldMeta) => m;
    const list: EngineField[] = [
      { name: 'account', meta: meta({ kind: 'text', label: same(t('userLog.account')), filter: 'prefix' }) },
      {
        name: 'action',
        meta: meta({
          kind: 'select',
          label: same(t('userLog.action')),
          filter: 'eq',
          options: ACTIONS,
          optionLabels: Object.fromEntries(ACTIONS.map((a) => [a, same(actionLabel(a))])),
        }),
      },
      {
        name: 'resource',
        meta: meta({
          kind: 'select',
          label: same(t('userLog.resource')),
          filter: 'eq',
          options: RESOURCES,
          optionLabels: Object.fromEntries(RESOURCES.map((r) => [r, same(resourceLabel(r))])),
        }),
      },
    ];
    if (platform)
      list.push({
        name: 'customerId',
        meta: meta({
          kind: 'reference',
          reference: 'companies',
          label: same(t('engine.company')),
          filter: 'eq',
        }),
      });
    list.push({
      name: 'createdAt',
      meta: meta({ kind: 'datetime', label: same(t('userLog.time')), filter: 'range' }),
    });
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow `t`
  }, [t, platform]);

  const filterParams = useMemo(() => filterParamsOf(fields), [fields]);
  const { state, update } = useListState(filterParams, SORTABLE, true);
  const params = useMemo(
    (): Record<string, QueryValue> => listApiParams(state, filterParams),
    [state, filterParams],
  );
  const logs = useUserLogs(params);
  const paging = useTablePaging<UserLog>(state, update, logs.data);
  const exportParams = useMemo(() => {
    const { page: _p, size: _s, ...rest } = params;
    return rest;
  }, [params]);

  const sortOrder = (name: string) =>
    state.sort === name ? ('ascend' as const) : state.sort === `-${name}` ? ('descend' as const) : null;
  const empty = <SecondaryText>{t('common.empty')}</SecondaryText>;
  const filtered = Object.keys(state.filters).length > 0;

  let content;
  if (logs.isPending) content = <Skeleton active paragraph={{ rows: 8 }} title={false} />;
  else if (logs.isError && !logs.data)
    content = (
      <LazyResult
        status="error"
        title={t('engine.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void logs.refetch()}>
            {t('engine.retry')}
          </Button>
        }
      />
    );
  else
    content = (
      <Table<UserLog>
        rowKey="id"
        dataSource={logs.data?.list ?? []}
        loading={logs.isFetching}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (log) => <LogChanges log={log} />,
          rowExpandable: (log) => log.before != null || log.after != null,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('engine.noMatches') : t('engine.noData')}
            />
          ),
        }}
        columns={[
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('userLog.time'),
            sorter: true,
            sortOrder: sortOrder('createdAt'),
            render: (value: string) => formatDate(value, true),
          },
          {
            key: 'account',
            dataIndex: 'account',
            title: t('userLog.account'),
            render: (v: string | null) => v ?? empty,
          },
          {
            key: 'action',
            dataIndex: 'action',
            title: t('userLog.action'),
            sorter: true,
            sortOrder: sortOrder('action'),
            render: (v: string) => actionLabel(v),
          },
          {
            key: 'resource',
            dataIndex: 'resource',
            title: t('userLog.resource'),
            render: (v: string) => resourceLabel(v),
          },
          {
            key: 'resourceId',
            dataIndex: 'resourceId',
            title: t('userLog.resourceId'),
            render: (v: string | null) => v ?? empty,
          },
          ...(platform
            ? [
                {
                  key: 'customerId',
                  dataIndex: 'customerId',
                  title: t('engine.company'),
                  render: (v: number) => <ReferenceName resourceKey="companies" id={v} />,
                },
              ]
            : []),
          { key: 'ip', dataIndex: 'ip', title: t('userLog.ip'), render: (v: string | null) => v ?? empty },
        ]}
        {...paging}
      />
    );

  return (
    <Flex vertical gap={16}>
      <Panel size="small">
        <SearchForm
          fields={fields}
          keywordFields={[]}
          state={state}
          onSearch={(filters) => update({ filters })}
          onReset={() => update({ filters: {}, sort: undefined })}
        />
      </Panel>
      <Panel
        title={t('userLog.title')}
        extra={
          <Flex gap={8}>
            <ExportButton resourceKey="userLogs" params={exportParams} />
            <Tooltip title={t('engine.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('engine.refresh')}
                onClick={() => void logs.refetch()}
              />
            </Tooltip>
          </Flex>
        }
      >
        {content}
      </Panel>
    </Flex>
  );
}
