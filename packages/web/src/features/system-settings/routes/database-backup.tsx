import { CloudDownloadOutlined, DeleteOutlined, PlayCircleOutlined } from '@ant-design/icons';
import {
  BACKUP_SCHEDULES,
  backupSettingsSchema,
  type Backup,
  type BackupSettings,
  type BackupSettingsView,
} from '@console/contract/resources/system-settings';
import {
  Alert,
  App,
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Progress,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/engine/dates';
import { formatBytes } from '@/engine/format-bytes';
import { useLang } from '@/engine/use-lang';
import { applyServerFieldErrors, schemaRule } from '@/lib/form-rules';
import {
  backupDownloadPath,
  useBackupSettings,
  useBackups,
  useDeleteBackup,
  useSaveBackupSettings,
  useStartBackup,
} from '../api/settings';
import { QueryState } from '@/components/query-state';
import { SettingsCard } from '@/components/settings-card';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * /setting/database (and databaseInfo): the backup strategy — daily or weekly at a time, copies
 * kept, directory — and the backups, with "back up now" (progress while it runs), download and
 * delete (ADR 0030). The platform administrators' page: a dump holds every company's data.
 */
export default function DatabaseBackupPage() {
  const { t } = useTranslation();
  const query = useBackupSettings();
  return (
    <Space direction="vertical" size="middle" style={{ display: 'flex' }}>
      <QueryState query={query} failedTitle={t('systemSettings.loadFailed')}>
        {(settings) => <StrategyForm key={settings.directory} settings={settings} />}
      </QueryState>
      <BackupList available={query.data?.available ?? true} />
    </Space>
  );
}

function StrategyForm({ settings }: { settings: BackupSettingsView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const save = useSaveBackupSettings();
  const [form] = Form.useForm<BackupSettings>();
  const schedule = Form.useWatch('schedule', form) ?? settings.schedule;
  const labels = useMemo(
    () => ({
      schedule: t('systemSettings.schedule'),
      weekday: t('systemSettings.weekday'),
      time: t('systemSettings.time'),
      keep: t('systemSettings.keep'),
      path: t('systemSettings.path'),
    }),
    [t],
  );
  const rule = (field: keyof typeof labels) =>
    schemaRule(backupSettingsSchema, field, labels[field], lang, form);
  const weekdayName = (day: number) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-CN', { weekday: 'long' }).format(
      new Date(2024, 0, day), // 2024-01-01 was a Monday
    );

  const onFinish = (values: BackupSettings) =>
    save.mutate(
      { ...values, path: values.path?.trim() ?? '' },
      {
        onSuccess: () => void message.success(t('systemSettings.saved')),
        onError: (error) => applyServerFieldErrors(form, error, labels, lang),
      },
    );

  return (
    <SettingsCard
      title={t('systemSettings.strategy')}
      extra={
        <Typography.Text type="secondary">
          {t('systemSettings.engine', {
            engine: t(
              settings.engine === 'postgres'
                ? 'systemSettings.enginePostgres'
                : 'systemSettings.enginePglite',
            ),
          })}
        </Typography.Text>
      }
    >
      {!settings.available ? (
        <Alert type="warning" showIcon title={t('systemSettings.unavailable')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<BackupSettings>
        form={form}
        layout="vertical"
        initialValues={{
          schedule: settings.schedule,
          weekday: settings.weekday,
          time: settings.time,
          keep: settings.keep,
          path: settings.path,
        }}
        onFinish={onFinish}
        disabled={save.isPending}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="schedule" label={labels.schedule} rules={[rule('schedule')]}>
          <Radio.Group
            optionType="button"
            options={BACKUP_SCHEDULES.map((value) => ({
              value,
              label: t(`systemSettings.schedule${value[0]!.toUpperCase()}${value.slice(1)}`),
            }))}
          />
        </Form.Item>
        {schedule === 'weekly' ? (
          <Form.Item name="weekday" label={labels.weekday} rules={[rule('weekday')]}>
            <Select
              aria-label={labels.weekday}
              options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))}
              style={{ maxWidth: 200 }}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="time"
          label={labels.time}
          extra={t('systemSettings.timeHelp')}
          rules={[rule('time')]}
        >
          <Input placeholder="02:00" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="keep"
          label={labels.keep}
          extra={t('systemSettings.keepHelp')}
          rules={[rule('keep')]}
        >
          <InputNumber min={1} max={100} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="path"
          label={labels.path}
          extra={t('systemSettings.pathHelp', { directory: settings.directory })}
          rules={[rule('path')]}
        >
          <Input placeholder={settings.directory} />
        </Form.Item>
        {settings.nextRunAt ? (
          <Typography.Paragraph type="secondary">
            {t('systemSettings.nextRun', { time: formatDate(settings.nextRunAt, true) })}
          </Typography.Paragraph>
        ) : null}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('systemSettings.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}

function StateTag({ backup }: { backup: Backup }) {
  const { t } = useTranslation();
  if (backup.state === 'running')
    return (
      <Progress
        percent={backup.progress}
        size="small"
        status="active"
        aria-label={t('systemSettings.stateRunning')}
        style={{ minWidth: 120 }}
      />
    );
  if (backup.state === 'failed')
    return (
      <Tag color="error" title={backup.error ?? undefined}>
        {t('systemSettings.stateFailed')}
      </Tag>
    );
  return <Tag color="success">{t('systemSettings.stateDone')}</Tag>;
}

function BackupList({ available }: { available: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useBackups();
  const start = useStartBackup();
  const remove = useDeleteBackup();
  const [downloading, setDownloading] = useState<number | null>(null);
  const running = query.data?.list.some((row) => row.state === 'running') ?? false;

  const download = async (row: Backup) => {
    setDownloading(row.id);
    const key = `backup-${row.id}`;
    try {
      const { downloadFile } = await import('@/engine/transfer');
      const name = await downloadFile(
        backupDownloadPath(row.id),
        {},
        {
          fallbackName: row.fileName,
          onProgress: ({ loaded, total }) =>
            void message.open({
              key,
              type: 'loading',
              duration: 0,
              content: total ? `${Math.round((loaded / total) * 100)}%` : formatBytes(loaded),
            }),
        },
      );
      void message.open({ key, type: 'success', content: t('systemSettings.downloaded', { name }) });
    } catch {
      // the transfer already showed why
      message.destroy(key);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <SettingsCard
      title={t('systemSettings.backups')}
      extra={
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          loading={start.isPending}
          disabled={running || !available}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => void message.success(t('systemSettings.backupStarted')),
            })
          }
        >
          {t('systemSettings.backupNow')}
        </Button>
      }
    >
      <Table<Backup>
        rowKey="id"
        size="middle"
        loading={query.isPending}
        dataSource={query.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: query.isError ? (
            <Button onClick={() => void query.refetch()}>{t('engine.retry')}</Button>
          ) : (
            <Empty description={t('systemSettings.noBackups')} />
          ),
        }}
        columns={[
          { key: 'fileName', dataIndex: 'fileName', title: t('systemSettings.fileName') },
          {
            key: 'trigger',
            dataIndex: 'trigger',
            title: t('systemSettings.trigger'),
            render: (value: Backup['trigger']) =>
              t(value === 'scheduled' ? 'systemSettings.triggerScheduled' : 'systemSettings.triggerManual'),
          },
          {
            key: 'state',
            title: t('systemSettings.state'),
            render: (_value, row) => <StateTag backup={row} />,
          },
          {
            key: 'size',
            dataIndex: 'sizeBytes',
            title: t('systemSettings.size'),
            render: (value: number | null) => (value === null ? '—' : formatBytes(value)),
          },
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('systemSettings.createdAt'),
            render: (value: string) => formatDate(value, true),
          },
          {
            key: 'finishedAt',
            dataIndex: 'finishedAt',
            title: t('systemSettings.finishedAt'),
            render: (value: string | null) => (value ? formatDate(value, true) : '—'),
          },
          {
            key: 'actions',
            title: t('systemSettings.actions'),
            render: (_value, row) => (
              <Space>
                <Button
                  size="small"
                  icon={<CloudDownloadOutlined />}
                  disabled={row.state !== 'done'}
                  loading={downloading === row.id}
                  onClick={() => void download(row)}
                >
                  {t('systemSettings.download')}
                </Button>
                <Popconfirm
                  title={t('systemSettings.confirmDelete', { name: row.fileName })}
                  onConfirm={() =>
                    remove.mutateAsync(row.id).then(() => void message.success(t('systemSettings.deleted')))
                  }
                  disabled={row.state === 'running'}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} disabled={row.state === 'running'}>
                    {t('systemSettings.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('systemSettings.restoreHint')}
      </Typography.Paragraph>
    </SettingsCard>
  );
}
