import { PATHS } from '@console/contract/api/paths';
import { translate } from '@/lib/messages';
import type { QcFigures, QcResult, QcSuggestion } from '@console/contract/resources/qc-statistics';
import { qcStatisticsTaskDescription } from '@console/contract/resources/descriptions/qc-statistics';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  Empty,
  Flex,
  Progress,
  Row,
  Space,
  Statistic,
  Table,
  Typography,
  theme,
} from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams } from 'react-router-dom';
import type { EChartOption } from '@/components/echart';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { Panel } from '@/components/panel';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/engine/dates';
import { ExportButton } from '@/engine/export-button';
import { ReferenceName } from '@/engine/reference-name';
import { resourceQueryOptions } from '@/engine/resource-api';
import { routePath } from '@/engine/route-paths';
import { useLang } from '@/engine/use-lang';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useResourceAction } from '@/engine/use-resource-mutations';
import { QcStateTag } from '../components/qc-state-tag';

// ECharts loads with the first chart, not with the console.
const EChart = lazy(() => import('@/components/echart'));

/** While a task counts, its row is read again this often; never once it is done. */
export const QC_REFETCH_MS = 2000;

const KEY = qcStatisticsTaskDescription.key;

interface Task {
  id: number;
  name: string;
  wardId: number | null;
  from: string;
  to: string;
  state: 'counting' | 'complete' | 'failed';
  progress: number;
  result: QcResult | null;
  error: string | null;
}

const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);

/**
 * aiIcu/qcStatisticsDetail/:id: a statistics task's progress while it counts (read again every
 * 2 s only then), its failure with a retry, or its result: alarms by ward and level as a stacked
 * bar chart, the figures, the wards' and indicators' tables with suggested threshold changes, and
 * the export of the result (CSV/XLSX, titled in the console's language).
 */
export default function QcStatisticsDetail() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const { id } = useParams();
  const taskId = Number(id);
  const valid = Number.isInteger(taskId) && taskId > 0;
  const access = useResourceAccess(qcStatisticsTaskDescription);
  const retry = useResourceAction(qcStatisticsTaskDescription);
  const query = useQuery({
    ...resourceQueryOptions(KEY, valid ? taskId : 0),
    enabled: valid,
    refetchInterval: (q) =>
      (q.state.data as Task | undefined)?.state === 'counting' ? QC_REFETCH_MS : false,
  });
  const task = query.data as Task | undefined;
  const listPath = routePath('qcStatistics');

  const header = task && (
    <Flex vertical gap={4}>
      <Space wrap size="small">
        <QcStateTag state={task.state} lang={lang} testId="qc-task-state" />
        <Typography.Text type="secondary">
          {t('qcStatistics.range')}: {formatDate(task.from, true)} – {formatDate(task.to, true)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {task.wardId ? <ReferenceName resourceKey="wards" id={task.wardId} /> : t('qcStatistics.allWards')}
        </Typography.Text>
      </Space>
    </Flex>
  );

  return (
    <Flex vertical gap="middle">
      <Panel
        headingLevel={1}
        title={task?.name ?? t('qcStatistics.detailTitle')}
        extra={
          <Space wrap>
            {task?.state === 'complete' && (
              <ExportButton
                resourceKey={KEY}
                path={`${PATHS.resource(KEY)}/${task.id}/result/export`}
                params={{}}
              />
            )}
            {listPath && <Link to={listPath}>{t('qcStatistics.back')}</Link>}
          </Space>
        }
      >
        {!valid || (query.isError && !task) ? (
          <LoadFailedAlert title={t('qcStatistics.loadFailed')} onRetry={() => void query.refetch()} />
        ) : !task ? (
          <Flex justify="center" style={{ padding: 48 }} aria-busy="true">
            <Spinner size={32} />
          </Flex>
        ) : (
          header
        )}
      </Panel>
      {task?.state === 'counting' && (
        <Panel>
          <Flex vertical gap="small" aria-busy="true" data-testid="qc-counting">
            <Typography.Text>{t('qcStatistics.counting', { progress: task.progress })}</Typography.Text>
            <Progress percent={task.progress} status="active" />
          </Flex>
        </Panel>
      )}
      {task?.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('qcStatistics.failed')}
          description={task.error ? translate(task.error) : undefined}
          action={
            access.update ? (
              <Button
                size="small"
                loading={retry.isPending}
                onClick={() =>
                  void retry.mutateAsync({ id: task.id, action: 'retry' }).then(
                    () => void message.success(t('qcStatistics.retried')),
                    () => undefined,
                  )
                }
              >
                {t('qcStatistics.retry')}
              </Button>
            ) : undefined
          }
        />
      )}
      {task?.state === 'complete' && task.result && <QcResultView result={task.result} />}
    </Flex>
  );
}

function Figures({ figures }: { figures: QcFigures }) {
  const { t } = useTranslation();
  const none = '—';
  const seconds = (value: number | null) => (value === null ? none : t('qcStatistics.seconds', { value }));
  const all = figures.alarms.warning + figures.alarms.alarm;
  const items = [
    {
      key: 'alarms',
      title: t('qcStatistics.alarmsTotal'),
      value: String(all),
      note: `${t('qcStatistics.warning')} ${figures.alarms.warning} · ${t('qcStatistics.alarm')} ${figures.alarms.alarm}`,
    },
    {
      key: 'perBedDay',
      title: t('qcStatistics.perBedDay'),
      value: figures.alarmsPerBedDay === null ? none : String(figures.alarmsPerBedDay),
      note: t('qcStatistics.bedDays', { count: figures.bedDays }),
    },
    {
      key: 'ackMedian',
      title: t('qcStatistics.ackMedian'),
      value: seconds(figures.ackMedianSeconds),
      note: t('qcStatistics.acknowledged', { count: figures.acknowledged }),
    },
    { key: 'ackP90', title: t('qcStatistics.ackP90'), value: seconds(figures.ackP90Seconds), note: '' },
    {
      key: 'falseShare',
      title: t('qcStatistics.falseShare'),
      value: figures.falseShare === null ? none : `${percent(figures.falseShare)}%`,
      note: t('qcStatistics.falseOf', { count: figures.falseCount, audited: figures.audited }),
    },
    {
      key: 'coverage',
      title: t('qcStatistics.coverage'),
      value: figures.coverage === null ? none : `${percent(figures.coverage)}%`,
      note: t('qcStatistics.coverageOf', { covered: figures.coveredBedHours, total: figures.bedHours }),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={4}>
          <Statistic title={item.title} value={item.value} data-testid={`qc-figure-${item.key}`} />
          {item.note && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.note}
            </Typography.Text>
          )}
        </Col>
      ))}
    </Row>
  );
}

function AlarmsChart({ result }: { result: QcResult }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0, textStyle: { color: token.colorText } },
      grid: { left: 40, right: 16, top: 36, bottom: 32 },
      xAxis: {
        type: 'category',
        data: result.wards.map((w) => w.wardName),
        axisLabel: { interval: 0, overflow: 'truncate', width: 96 },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: t('qcStatistics.warning'),
          type: 'bar',
          stack: 'alarms',
          barMaxWidth: 56,
          color: token.colorWarning,
          data: result.wards.map((w) => w.alarms.warning),
        },
        {
          name: t('qcStatistics.alarm'),
          type: 'bar',
          stack: 'alarms',
          barMaxWidth: 56,
          color: token.colorError,
          data: result.wards.map((w) => w.alarms.alarm),
        },
      ],
    }),
    [result, t, token],
  );
  return <EChart option={option} height={280} aria-label={t('qcStatistics.alarmsByWard')} />;
}

function suggestionText(t: TFunction, s: QcSuggestion) {
  const limit = t(`qcStatistics.limit${s.limit[0]!.toUpperCase()}${s.limit.slice(1)}`);
  return t('qcStatistics.suggest', { limit, from: s.from, to: s.to });
}

function QcResultView({ result }: { result: QcResult }) {
  const { t } = useTranslation();
  const none = '—';
  const total = result.total.alarms.warning + result.total.alarms.alarm;
  const share = (v: number | null) => (v === null ? none : `${percent(v)}%`);
  const seconds = (v: number | null) => (v === null ? none : t('qcStatistics.seconds', { value: v }));
  return (
    <>
      <Panel>
        <Figures figures={result.total} />
      </Panel>
      <Panel title={t('qcStatistics.alarmsByWard')}>
        {total === 0 ? (
          <Empty description={t('qcStatistics.noAlarms')} />
        ) : (
          <Suspense fallback={<Spinner />}>
            <AlarmsChart result={result} />
          </Suspense>
        )}
      </Panel>
      <Panel title={t('qcStatistics.byWard')}>
        <Table
          size="small"
          rowKey="wardId"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={result.wards}
          columns={[
            { key: 'ward', title: t('qcStatistics.ward'), dataIndex: 'wardName', fixed: 'left' },
            { key: 'warning', title: t('qcStatistics.warning'), render: (_, w) => w.alarms.warning },
            { key: 'alarm', title: t('qcStatistics.alarm'), render: (_, w) => w.alarms.alarm },
            {
              key: 'perBedDay',
              title: t('qcStatistics.perBedDay'),
              render: (_, w) => w.alarmsPerBedDay ?? none,
            },
            {
              key: 'ackMedian',
              title: t('qcStatistics.ackMedian'),
              render: (_, w) => seconds(w.ackMedianSeconds),
            },
            { key: 'ackP90', title: t('qcStatistics.ackP90'), render: (_, w) => seconds(w.ackP90Seconds) },
            { key: 'falseShare', title: t('qcStatistics.falseShare'), render: (_, w) => share(w.falseShare) },
            { key: 'coverage', title: t('qcStatistics.coverage'), render: (_, w) => share(w.coverage) },
          ]}
        />
      </Panel>
      <Panel title={t('qcStatistics.indicators')}>
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{t('qcStatistics.rule')}</Typography.Text>
          <Table
            size="small"
            rowKey="indicatorId"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={result.indicators}
            locale={{ emptyText: <Empty description={t('qcStatistics.noAlarms')} /> }}
            columns={[
              { key: 'name', title: t('qcStatistics.indicator'), dataIndex: 'name', fixed: 'left' },
              { key: 'alarms', title: t('qcStatistics.alarmsTotal'), dataIndex: 'alarms' },
              { key: 'audited', title: t('qcStatistics.audited'), dataIndex: 'audited' },
              { key: 'falseCount', title: t('qcStatistics.falseCount'), dataIndex: 'falseCount' },
              {
                key: 'falseShare',
                title: t('qcStatistics.falseShare'),
                render: (_, i) => share(i.falseShare),
              },
              {
                key: 'suggestion',
                title: t('qcStatistics.suggestion'),
                render: (_, i) =>
                  i.suggestion ? (
                    <Typography.Text strong data-testid="qc-suggestion">
                      {suggestionText(t, i.suggestion)}
                    </Typography.Text>
                  ) : (
                    none
                  ),
              },
            ]}
          />
        </Flex>
      </Panel>
    </>
  );
}
