import { STAFF_READ_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** SPEC §4 statistics task states. */
export const QC_TASK_STATES = ['counting', 'complete', 'failed'] as const;
export type QcTaskState = (typeof QC_TASK_STATES)[number];

/** The longest range one task counts. */
export const QC_MAX_RANGE_DAYS = 31;

/**
 * QC statistics tasks (issue 15 "Records and statistics", SPEC §4): a range and optionally one
 * ward, counted day by day by a durable job into `result` (alarms by ward and level, alarms per
 * bed-day, time to acknowledge, false-alarm share, monitoring coverage, suggested threshold
 * changes). The staff read the results (they act on them); the company's administrators start and
 * delete tasks, since a task reads every ward's alarms and samples (STAFF_READ_ACCESS).
 */
export const qcStatisticsTaskDescription = describeResource({
  key: 'qcStatisticsTasks',
  scope: 'tenant',
  title: l('统计任务', 'Statistics task'),
  titleField: 'name',
  routes: { list: '/aiIcu/qcStatistics', detail: '/aiIcu/qcStatisticsDetail/:id' },
  fields: {
    name: { kind: 'text', label: l('任务名称', 'Name'), column: true, sortable: true, filter: 'like' },
    wardId: {
      kind: 'reference',
      reference: 'wards',
      sameTenant: true,
      label: l('病区', 'Ward'),
      help: l('留空则统计全部病区', 'Empty: every ward'),
      column: true,
      filter: 'eq',
    },
    from: { kind: 'datetime', label: l('开始时间', 'From'), column: true },
    to: {
      kind: 'datetime',
      label: l('结束时间', 'To'),
      column: true,
      help: l('最长 31 天', 'At most 31 days after the start'),
    },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: QC_TASK_STATES,
      optionLabels: {
        counting: l('统计中', 'Counting'),
        complete: l('已完成', 'Complete'),
        failed: l('失败', 'Failed'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    progress: { kind: 'number', label: l('进度', 'Progress'), column: true, readOnly: true },
    result: { kind: 'json', label: l('结果', 'Result'), readOnly: true },
    error: { kind: 'text', label: l('错误', 'Error'), readOnly: true },
  },
  search: ['name'],
  defaultSort: '-createdAt',
  access: STAFF_READ_ACCESS,
});
