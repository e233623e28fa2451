import { describeResource, STAFF_READ_ACCESS, type Label, type ResourceAccess } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * The states of a call between two terminals (SPEC §4 "Call log state"): `calling` while it rings,
 * then `accepted` (answered) and `start` (media flowing, "taking over") until `finish`; or it ends
 * ringing as `cancel` (the caller hung up), `reject` (the callee declined) or `timeout` (nobody
 * answered). The transitions are `CALL_TRANSITIONS` (resources/virtual-cockpit.ts).
 */
export const CALL_STATES = ['calling', 'accepted', 'start', 'finish', 'cancel', 'reject', 'timeout'] as const;
export type CallState = (typeof CALL_STATES)[number];
/** A call in one of these is live: its two terminals are busy. */
export const LIVE_CALL_STATES: readonly CallState[] = ['calling', 'accepted', 'start'];

export const CALL_STATE_LABELS: Record<CallState, Label> = {
  calling: l('呼叫中', 'Calling'),
  accepted: l('已接听', 'Accepted'),
  start: l('通话中', 'In call'),
  finish: l('已结束', 'Finished'),
  cancel: l('已取消', 'Cancelled'),
  reject: l('已拒接', 'Rejected'),
  timeout: l('未接听', 'Timed out'),
};

/** Most terminals one call group holds. */
export const MAX_CALL_GROUP_MEMBERS = 200;

/**
 * Call groups of the virtual cockpit (SPEC /mcVirtualCockpit/mc_virtualCockpitCallGroup, §3 "Call
 * group: name, chairman, allow call all, devices"): terminals of one company that call each other
 * over MQTT. The chairman is one of the members; with "allow call all" a member may also call any
 * terminal of the company (ADR 0037).
 */
export const callGroupDescription = describeResource({
  key: 'callGroups',
  scope: 'tenant',
  title: l('呼叫组', 'Call group'),
  titleField: 'name',
  notFound: 'error.callGroupNotFound',
  routes: {
    list: '/mcVirtualCockpit/mc_virtualCockpitCallGroup',
    detail: '/mcVirtualCockpit/mc_virtualCockpitCallGroupInfo/:id',
  },
  fields: {
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    deviceAccountIds: {
      kind: 'reference',
      reference: 'deviceAccounts',
      multiple: true,
      sameTenant: true,
      label: l('成员终端', 'Member terminals'),
      column: true,
      filter: 'eq',
      wide: true,
    },
    chairmanId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('主席终端', 'Chairman'),
      column: true,
      help: l('须为本组成员', 'Must be one of the members'),
    },
    allowCallAll: {
      kind: 'switch',
      label: l('允许呼叫全部', 'Allow calling all'),
      column: true,
      filter: 'eq',
      optionLabels: { true: l('允许', 'Allowed'), false: l('仅组内', 'Group only') },
      help: l(
        '开启后成员可呼叫本单位任一终端，否则只能呼叫组内成员',
        'On: members may call any terminal of the company; off: only each other',
      ),
    },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'description'],
  defaultSort: '-createdAt',
  access: STAFF_READ_ACCESS,
  unique: [{ fields: ['name'], message: 'error.callGroupNameExists' }],
});

/** The call log: the server writes it from the terminals' calls; the staff read and export it. */
const CALL_LOG_ACCESS: ResourceAccess = {
  view: 'staff',
  create: 'customerAdmin',
  update: 'customerAdmin',
  delete: 'customerAdmin',
  export: 'staff',
};

/**
 * The call log (SPEC /mcVirtualCockpit/vcCallLogHistory, §3 "Call log: initiator, responder,
 * state, apply time, answer time, duration"): one row per call, moved through its states by the
 * server as the terminals report them (ADR 0037).
 */
export const callLogDescription = describeResource({
  key: 'callLogs',
  scope: 'tenant',
  readOnly: true,
  title: l('通话记录', 'Call'),
  titleField: 'state',
  routes: { list: '/mcVirtualCockpit/vcCallLogHistory' },
  fields: {
    callerId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('发起方', 'Initiator'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    calleeId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('接听方', 'Responder'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    // Either side of the call (the search form's "terminal").
    terminalId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('终端', 'Terminal'),
      virtual: true,
      readOnly: true,
      filter: 'eq',
    },
    groupId: {
      kind: 'reference',
      reference: 'callGroups',
      sameTenant: true,
      label: l('呼叫组', 'Call group'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: CALL_STATES,
      optionLabels: CALL_STATE_LABELS,
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    applyTime: {
      kind: 'datetime',
      label: l('呼叫时间', 'Apply time'),
      column: true,
      sortable: true,
      filter: 'range',
      readOnly: true,
    },
    answerTime: { kind: 'datetime', label: l('接听时间', 'Answer time'), column: true, readOnly: true },
    startTime: { kind: 'datetime', label: l('开始时间', 'Start time'), readOnly: true },
    endTime: { kind: 'datetime', label: l('结束时间', 'End time'), readOnly: true },
    duration: {
      kind: 'number',
      label: l('通话时长(秒)', 'Duration (s)'),
      column: true,
      sortable: true,
      readOnly: true,
    },
  },
  defaultSort: '-applyTime',
  access: CALL_LOG_ACCESS,
});

/**
 * Chat terminology (SPEC /mcVirtualCockpit/mc_chatTerminology): the phrases a company's terminals
 * offer in chat, in their order (ascending `sort`).
 */
export const chatPhraseDescription = describeResource({
  key: 'chatPhrases',
  scope: 'tenant',
  title: l('常用语', 'Quick phrase'),
  titleField: 'content',
  routes: { list: '/mcVirtualCockpit/mc_chatTerminology' },
  fields: {
    content: { kind: 'text', label: l('内容', 'Phrase'), column: true, filter: 'like', wide: true },
    sort: { kind: 'number', label: l('排序', 'Order'), column: true, sortable: true },
  },
  search: ['content'],
  defaultSort: 'sort',
  access: STAFF_READ_ACCESS,
  unique: [{ fields: ['content'], message: 'error.chatPhraseExists' }],
});
