import {
  ROLLOUT_TRANSITIONS,
  TARGET_STATES,
  type Rollout,
  type RolloutAction,
  type RolloutTarget,
  type TargetState,
} from '@console/contract/upgrades';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  InputNumber,
  Modal,
  Progress,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '@/lib/realtime';
import type { ResourceRow } from '@/engine/types';
import { ReferenceSelect } from '@/engine/reference-select';
import {
  PAGE_SIZE,
  rolloutKeys,
  useRolloutAction,
  useRollouts,
  useRolloutTargets,
  useStartRollout,
} from '../api/rollouts';

const ROLLOUT_COLORS: Record<Rollout['state'], string> = {
  running: 'processing',
  paused: 'warning',
  stopped: 'error',
  cancelled: 'default',
  finished: 'success',
};
const TARGET_COLORS: Record<TargetState, string> = {
  scheduled: 'default',
  deferred: 'warning',
  sent: 'processing',
  downloading: 'processing',
  installing: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** Refetches the package's rollouts and terminals when its `upgrade:{id}` topic says something moved. */
function useLiveRollouts(packageId: number) {
  const client = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: rolloutKeys.all }), 200);
    };
    const stop = realtime.subscribe(`upgrade:${packageId}`, refetch, refetch);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [client, packageId]);
}

interface StartValues {
  firstWaveSize: number;
  waveSize: number;
  successThreshold: number;
  errorThreshold: number;
  fromVersions?: string[];
  customerIds?: number[];
}

/** The companies a rollout is limited to, as a form control (none chosen: every target company). */
function CompaniesInput({
  value,
  onChange,
  id,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}) {
  return (
    <ReferenceSelect
      id={id}
      resourceKey="companies"
      multiple={{ value: value ?? [], onChange: (ids) => onChange?.(ids) }}
    />
  );
}

/** The form of a new rollout: first wave, later waves, thresholds, companies and versions to upgrade from. */
function StartRollout({ packageId, disabled }: { packageId: number; disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<StartValues>();
  const start = useStartRollout();
  const submit = async () => {
    const values = await form.validateFields();
    await start.mutateAsync({
      packageId,
      customerIds: values.customerIds ?? [],
      fromVersions: values.fromVersions ?? [],
      firstWaveSize: values.firstWaveSize,
      waveSize: values.waveSize,
      successThreshold: values.successThreshold,
      errorThreshold: values.errorThreshold,
    });
    void message.success(t('upgrades.rollout.started'));
    setOpen(false);
  };
  return (
    <>
      <Button type="primary" disabled={disabled} onClick={() => setOpen(true)} data-testid="start-rollout">
        {t('upgrades.rollout.start')}
      </Button>
      <Modal
        open={open}
        title={t('upgrades.rollout.start')}
        okText={t('upgrades.rollout.startOk')}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={start.isPending}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ firstWaveSize: 2, waveSize: 10, successThreshold: 80, errorThreshold: 20 }}
        >
          <Form.Item
            name="firstWaveSize"
            label={t('upgrades.rollout.firstWaveSize')}
            rules={[{ required: true, type: 'integer', min: 1, max: 10000 }]}
          >
            <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="waveSize"
            label={t('upgrades.rollout.waveSize')}
            rules={[{ required: true, type: 'integer', min: 1, max: 10000 }]}
          >
            <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="successThreshold"
            label={t('upgrades.rollout.successThreshold')}
            extra={t('upgrades.rollout.successHelp')}
            rules={[{ required: true, type: 'integer', min: 0, max: 100 }]}
          >
            <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="errorThreshold"
            label={t('upgrades.rollout.errorThreshold')}
            extra={t('upgrades.rollout.errorHelp')}
            rules={[{ required: true, type: 'integer', min: 0, max: 100 }]}
          >
            <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="customerIds"
            label={t('upgrades.rollout.companies')}
            extra={t('upgrades.rollout.companiesHelp')}
          >
            <CompaniesInput />
          </Form.Item>
          <Form.Item
            name="fromVersions"
            label={t('upgrades.rollout.fromVersions')}
            extra={t('upgrades.rollout.fromVersionsHelp')}
          >
            <Select mode="tags" open={false} suffixIcon={null} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** A rollout's terminals, by wave, filtered by state; follows the rollout live. */
function TargetTable({ rollout }: { rollout: Rollout }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TargetState | undefined>();
  const [page, setPage] = useState(1);
  const targets = useRolloutTargets(rollout.id, state, page);
  return (
    <Flex vertical gap={8}>
      <Space>
        <Typography.Text>{t('upgrades.target.filter')}</Typography.Text>
        <Select
          allowClear
          style={{ width: 160 }}
          aria-label={t('upgrades.target.filter')}
          value={state}
          onChange={(value?: TargetState) => {
            setState(value);
            setPage(1);
          }}
          options={TARGET_STATES.map((value) => ({ value, label: t(`upgrades.targetState.${value}`) }))}
        />
      </Space>
      <Table<RolloutTarget>
        size="small"
        rowKey="id"
        loading={targets.isPending}
        dataSource={targets.data?.list ?? []}
        data-testid={`targets-${rollout.id}`}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: targets.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'wave', title: t('upgrades.target.wave'), dataIndex: 'wave', width: 70 },
          {
            key: 'terminal',
            title: t('upgrades.target.terminal'),
            render: (_, row) => `${row.name ?? '-'} (${row.account ?? row.deviceAccountId})`,
          },
          { key: 'company', title: t('upgrades.target.company'), dataIndex: 'customerName' },
          { key: 'from', title: t('upgrades.target.fromVersion'), dataIndex: 'fromVersion' },
          {
            key: 'state',
            title: t('upgrades.target.state'),
            render: (_, row) => (
              <Tag color={TARGET_COLORS[row.state]} data-testid="target-state">
                {t(`upgrades.targetState.${row.state}`)}
              </Tag>
            ),
          },
          {
            key: 'progress',
            title: t('upgrades.target.progress'),
            width: 160,
            render: (_, row) => (
              <Progress
                size="small"
                percent={row.progress}
                status={row.state === 'failed' ? 'exception' : row.state === 'done' ? 'success' : 'normal'}
              />
            ),
          },
          { key: 'error', title: t('upgrades.target.error'), dataIndex: 'error' },
          { key: 'attempts', title: t('upgrades.target.attempts'), dataIndex: 'attempts', width: 80 },
        ]}
      />
    </Flex>
  );
}

/** One rollout: state, thresholds, per-wave counters, its actions and its terminals. */
function RolloutCard({ rollout }: { rollout: Rollout }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const move = useRolloutAction();
  const run = (action: RolloutAction) => {
    const go = () =>
      move
        .mutateAsync({ id: rollout.id, action })
        .then(() => void message.success(t('upgrades.rollout.moved')));
    if (action === 'cancel')
      modal.confirm({
        title: t('upgrades.rollout.confirmCancel'),
        okButtonProps: { danger: true },
        onOk: go,
      });
    else void go();
  };
  const actions = (Object.keys(ROLLOUT_TRANSITIONS) as RolloutAction[]).filter(
    (action) =>
      ROLLOUT_TRANSITIONS[action].from.includes(rollout.state) &&
      (action !== 'retry' || rollout.counts.failed > 0),
  );
  const stoppedWave = rollout.stopReason?.startsWith('errorThreshold:')
    ? rollout.stopReason.split(':')[1]
    : null;
  return (
    <Card
      size="small"
      data-testid={`rollout-${rollout.id}`}
      title={
        <Space>
          <span>{t('upgrades.rollout.title', { id: rollout.id })}</span>
          <Tag color={ROLLOUT_COLORS[rollout.state]} data-testid="rollout-state">
            {t(`upgrades.rolloutState.${rollout.state}`)}
          </Tag>
        </Space>
      }
      extra={
        <Space>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              danger={action === 'cancel'}
              loading={move.isPending}
              onClick={() => run(action)}
            >
              {t(`upgrades.rolloutAction.${action}`)}
            </Button>
          ))}
        </Space>
      }
    >
      <Flex vertical gap={12}>
        {stoppedWave ? (
          <Alert type="error" showIcon title={t('upgrades.rollout.stoppedAt', { wave: stoppedWave })} />
        ) : null}
        <Typography.Text type="secondary">
          {t('upgrades.rollout.summary', {
            first: rollout.firstWaveSize,
            size: rollout.waveSize,
            success: rollout.successThreshold,
            error: rollout.errorThreshold,
            by: rollout.createdBy,
          })}
        </Typography.Text>
        <Flex gap={12} wrap>
          {rollout.waves.map(({ wave, counts }) => (
            <Card
              key={wave}
              size="small"
              style={{ minWidth: 180 }}
              title={t('upgrades.rollout.wave', { wave })}
              extra={
                wave === rollout.currentWave && rollout.state === 'running' ? <Tag color="blue">▶</Tag> : null
              }
            >
              <Progress
                percent={counts.total ? Math.round(((counts.done + counts.failed) / counts.total) * 100) : 0}
                success={{ percent: counts.total ? Math.round((counts.done / counts.total) * 100) : 0 }}
                status={counts.failed ? 'exception' : undefined}
                size="small"
              />
              <Typography.Text type="secondary" data-testid={`wave-${wave}`}>
                {t('upgrades.rollout.waveCounts', {
                  done: counts.done,
                  failed: counts.failed,
                  total: counts.total,
                })}
              </Typography.Text>
            </Card>
          ))}
        </Flex>
        <TargetTable rollout={rollout} />
      </Flex>
    </Card>
  );
}

/** The package's rollouts (live), and a new one when it is approved and none runs. */
export function RolloutsPanel({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  const packageId = row.id;
  useLiveRollouts(packageId);
  const rollouts = useRollouts(packageId);
  const active = (rollouts.data ?? []).some((r) => r.state === 'running' || r.state === 'paused');
  const approved = row.state === 'approved';
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <StartRollout packageId={packageId} disabled={!approved || active} />
        {!approved ? (
          <Typography.Text type="warning">{t('upgrades.rollout.needsApproval')}</Typography.Text>
        ) : null}
      </Flex>
      {rollouts.isError ? <Alert type="error" showIcon title={t('upgrades.rollout.loadFailed')} /> : null}
      {rollouts.data && rollouts.data.length === 0 ? (
        <Empty description={t('upgrades.rollout.none')} />
      ) : null}
      {(rollouts.data ?? []).map((rollout) => (
        <RolloutCard key={rollout.id} rollout={rollout} />
      ))}
    </Flex>
  );
}
