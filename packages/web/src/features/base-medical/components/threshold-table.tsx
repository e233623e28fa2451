import { LIMIT_FIELDS, type LimitField } from '@console/contract/medical/alarm-levels';
import { indicatorThresholdDescription } from '@console/contract/resources/descriptions/indicator-thresholds';
import type { EffectiveThresholds } from '@console/contract/resources/indicator-thresholds';
import { LIMIT_FIELD_META } from '@console/contract/resources/descriptions/monitoring-indicators';
import { App, Button, Empty, Flex, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { LazyResourceForm, preloadResourceForm } from '@/engine/lazy-form';
import { useDeleteResource } from '@/engine/use-resource-mutations';
import { useLang } from '@/engine/use-lang';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useThresholds, type ThresholdLevel } from '../api/get-thresholds';

type Entry = EffectiveThresholds['indicators'][number];

/** Which level's own row this table edits: the ward's defaults or the bed's overrides. */
const ownRow = (entry: Entry, level: ThresholdLevel) => (level.kind === 'beds' ? entry.bed : entry.ward);

/**
 * The limits in force at a ward or a bed, one row per indicator (issue 15: per ward with per-bed
 * overrides). Each limit says whether it is this level's own or inherited (from the ward or the
 * indicator's default); "Override" sets this level's limits, "Reset" drops them to inherit again.
 */
export function ThresholdTable({ level, wardId }: { level: ThresholdLevel; wardId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { modal } = App.useApp();
  const access = useResourceAccess(indicatorThresholdDescription);
  const query = useThresholds(level);
  const remove = useDeleteResource(indicatorThresholdDescription);
  const [editing, setEditing] = useState<Entry | null>(null);
  const own = level.kind; // 'wards' | 'beds'
  const ownSource = own === 'beds' ? 'bed' : 'ward';

  if (query.isError)
    return (
      <LoadFailedAlert
        title={t('icuMonitoring.thresholds.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );

  const limitCell = (entry: Entry, field: LimitField) => {
    const value = entry.limits[field];
    const source = entry.sources[field];
    if (value === null) return <Typography.Text type="secondary">—</Typography.Text>;
    const mine = source === ownSource;
    return (
      <Space size={4} data-testid={`limit-${entry.indicator.code}-${field}`} data-source={source ?? ''}>
        <span>{value}</span>
        <Tag color={mine ? 'blue' : undefined}>
          {mine ? t('icuMonitoring.thresholds.own') : t(`icuMonitoring.thresholds.from.${source}`)}
        </Tag>
      </Space>
    );
  };

  const confirmReset = (entry: Entry) => {
    const row = ownRow(entry, level);
    if (!row) return;
    modal.confirm({
      title: t('icuMonitoring.thresholds.resetTitle', { name: entry.indicator.name }),
      content: t(own === 'beds' ? 'icuMonitoring.thresholds.resetBed' : 'icuMonitoring.thresholds.resetWard'),
      okText: t('icuMonitoring.thresholds.reset'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(row.id),
    });
  };

  const editingRow = editing ? ownRow(editing, level) : null;

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t(own === 'beds' ? 'icuMonitoring.thresholds.bedHelp' : 'icuMonitoring.thresholds.wardHelp')}
      </Typography.Text>
      <Table<Entry>
        rowKey={(entry) => entry.indicator.id}
        size="small"
        loading={query.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={query.data?.indicators ?? []}
        locale={{ emptyText: <Empty description={t('icuMonitoring.thresholds.noIndicators')} /> }}
        columns={[
          {
            key: 'indicator',
            title: t('icuMonitoring.thresholds.indicator'),
            render: (_, entry) => (
              <Space size={4}>
                <span>{entry.indicator.name}</span>
                {entry.indicator.unit ? (
                  <Typography.Text type="secondary">({entry.indicator.unit})</Typography.Text>
                ) : null}
                {entry.indicator.enabled ? null : <Tag>{t('icuMonitoring.thresholds.disabled')}</Tag>}
              </Space>
            ),
          },
          ...LIMIT_FIELDS.map((field) => ({
            key: field,
            title: LIMIT_FIELD_META[field].label[lang],
            render: (_: unknown, entry: Entry) => limitCell(entry, field),
          })),
          ...(access.create || access.delete
            ? [
                {
                  key: 'actions',
                  title: t('engine.actions'),
                  render: (_: unknown, entry: Entry) => (
                    <Space size={0}>
                      {access.create ? (
                        <Button
                          type="link"
                          size="small"
                          onMouseEnter={() => preloadResourceForm(indicatorThresholdDescription)}
                          onClick={() => setEditing(entry)}
                        >
                          {ownRow(entry, level)
                            ? t('icuMonitoring.thresholds.edit')
                            : t('icuMonitoring.thresholds.override')}
                        </Button>
                      ) : null}
                      {access.delete && ownRow(entry, level) ? (
                        <Button type="link" size="small" danger onClick={() => confirmReset(entry)}>
                          {t('icuMonitoring.thresholds.reset')}
                        </Button>
                      ) : null}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? (
        <LazyResourceForm
          definition={indicatorThresholdDescription}
          open
          record={editingRow ? { id: editingRow.id, ...editingRow.limits } : null}
          onClose={() => setEditing(null)}
          fields={LIMIT_FIELDS}
          fixedValues={{
            indicatorId: editing.indicator.id,
            wardId,
            ...(level.kind === 'beds' ? { bedId: level.id } : {}),
          }}
          container="modal"
          title={t('icuMonitoring.thresholds.formTitle', { name: editing.indicator.name })}
        />
      ) : null}
    </Flex>
  );
}
