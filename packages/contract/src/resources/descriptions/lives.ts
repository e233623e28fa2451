import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** SPEC §4: a live stream is not started, in progress or ended; the server moves it. */
export const LIVE_STATUSES = ['notStarted', 'inProgress', 'ended'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export const LIVE_STATUS_LABELS: Record<LiveStatus, Label> = {
  notStarted: l('未开始', 'Not started'),
  inProgress: l('直播中', 'In progress'),
  ended: l('已结束', 'Ended'),
};

/**
 * Live streams (SPEC /live/liveManage, §3 live stream, §4 live status). A stream server (nginx with
 * its RTMP module) takes the push of a started stream only (its `on_publish` asks the console) and
 * serves it as HLS; start and end are the server's transitions, never a typed flag.
 */
export const liveDescription = describeResource({
  key: 'lives',
  scope: 'tenant',
  title: l('直播', 'Live stream'),
  titleField: 'name',
  routes: { list: '/live/liveManage', detail: '/live/liveManage/liveDetail/:id' },
  fields: {
    name: { kind: 'text', label: l('直播名称', 'Name'), column: true, sortable: true, filter: 'like' },
    startsAt: {
      kind: 'datetime',
      label: l('直播时间', 'Scheduled for'),
      column: true,
      sortable: true,
      filter: 'range',
    },
    description: { kind: 'textarea', label: l('直播描述', 'Description'), wide: true },
    record: { kind: 'switch', label: l('录制', 'Record'), column: true },
    checkIn: { kind: 'switch', label: l('签到', 'Check-in') },
    danmakuAudit: { kind: 'switch', label: l('弹幕审核', 'Chat moderation') },
    deviceAccountIds: {
      kind: 'reference',
      multiple: true,
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('直播终端', 'Terminals'),
      wide: true,
    },
    status: {
      kind: 'select',
      label: l('状态', 'Status'),
      options: LIVE_STATUSES,
      optionLabels: LIVE_STATUS_LABELS,
      readOnly: true,
      column: true,
      filter: 'eq',
    },
    inviteCode: { kind: 'text', label: l('邀请码', 'Invite code'), readOnly: true, column: true },
    startedAt: { kind: 'datetime', label: l('开始时间', 'Started'), readOnly: true },
    endedAt: { kind: 'datetime', label: l('结束时间', 'Ended'), readOnly: true },
  },
  search: ['name', 'inviteCode'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.liveNameExists' }],
  transitions: {
    start: { field: 'status', from: ['notStarted'], to: 'inProgress' },
    end: { field: 'status', from: ['inProgress'], to: 'ended' },
  },
});
