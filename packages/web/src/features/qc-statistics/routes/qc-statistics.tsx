import { qcStatisticsTaskDescription } from '@console/contract/resources/descriptions/qc-statistics';
import { App, Progress, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useLang } from '@/engine/use-lang';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useResourceAction } from '@/engine/use-resource-mutations';
import { QcStateTag } from '../components/qc-state-tag';

/** While a row counts, the page is read again this often. */
const QC_REFETCH_MS = 2000;

/**
 * aiIcu/qcStatistics: statistics tasks (SPEC §4 counting → complete / failed), each counted by a
 * durable job on the server; a row opens its detail with the charts, a failed one can be retried.
 */
export default function QcStatisticsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const access = useResourceAccess(qcStatisticsTaskDescription);
  const action = useResourceAction(qcStatisticsTaskDescription);
  const actions = useMemo<RowAction[]>(
    () =>
      access.update
        ? [
            {
              key: 'retry',
              label: t('qcStatistics.retry'),
              confirm: t('qcStatistics.retryConfirm'),
              visible: (row) => row.state === 'failed',
              run: (row) =>
                action.mutateAsync({ id: row.id, action: 'retry' }).then(
                  () => void message.success(t('qcStatistics.retried')),
                  () => undefined,
                ),
            },
          ]
        : [],
    [access.update, action, message, t],
  );
  const cells = useMemo(
    () => ({
      state: (value: unknown) => <QcStateTag state={value} lang={lang} />,
      progress: (value: unknown, row: ResourceRow) =>
        row.state === 'counting' ? (
          <Progress percent={Number(value) || 0} size="small" style={{ minWidth: 96 }} />
        ) : row.state === 'complete' ? (
          <Tag color="success">100%</Tag>
        ) : null,
    }),
    [lang],
  );
  return (
    <ResourceList
      definition={qcStatisticsTaskDescription}
      title={t('qcStatistics.title')}
      formContainer="modal"
      rowActions={actions}
      cellRender={cells}
      refetchMs={(rows) => (rows.some((row) => row.state === 'counting') ? QC_REFETCH_MS : false)}
      detailPath={(row) => routeTo('qcStatisticsDetail', row.id)}
    />
  );
}
