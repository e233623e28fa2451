import type { UserLog } from '@console/contract/resources/user-logs';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimestampValue } from '@/engine/field-value';
import { usePatientAccess } from '../api/get-patient-access';

/** Who read, exported or changed this patient's record, and when (privacy: SPEC issue 14). */
export function AccessHistory({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = usePatientAccess(patientId, page);
  if (history.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  return (
    <Table<UserLog>
      data-testid="access-history"
      rowKey="id"
      size="small"
      loading={history.isFetching}
      dataSource={history.data?.list ?? []}
      locale={{ emptyText: t('baseMedical.access.empty') }}
      pagination={{
        current: page,
        pageSize: 20,
        total: history.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={[
        {
          key: 'createdAt',
          title: t('baseMedical.access.when'),
          render: (_, row) => <TimestampValue value={row.createdAt} />,
        },
        { key: 'account', dataIndex: 'account', title: t('baseMedical.access.who') },
        {
          key: 'action',
          title: t('baseMedical.access.what'),
          render: (_, row) => t(`userLog.actions.${row.action}`, { defaultValue: row.action }),
        },
        { key: 'ip', dataIndex: 'ip', title: 'IP' },
      ]}
    />
  );
}
