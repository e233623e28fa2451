import { describeResource, WARD_STAFF_ACCESS, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** What a school notification is about (SPEC §3 notification "type"). */
export const SCHOOL_MESSAGE_TYPES = ['notice', 'homework', 'activity', 'safety', 'other'] as const;
export type SchoolMessageType = (typeof SCHOOL_MESSAGE_TYPES)[number];

export const SCHOOL_MESSAGE_TYPE_LABELS: Record<SchoolMessageType, Label> = {
  notice: l('通知', 'Notice'),
  homework: l('作业', 'Homework'),
  activity: l('活动', 'Activity'),
  safety: l('安全', 'Safety'),
  other: l('其他', 'Other'),
};

/**
 * A notification is scheduled (a send time ahead) or sending (now), then sent to every recipient
 * terminal online at that moment; a scheduled one may be cancelled.
 */
export const SCHOOL_MESSAGE_STATES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type SchoolMessageState = (typeof SCHOOL_MESSAGE_STATES)[number];

export const SCHOOL_MESSAGE_STATE_LABELS: Record<SchoolMessageState, Label> = {
  scheduled: l('定时待发', 'Scheduled'),
  sending: l('发送中', 'Sending'),
  sent: l('已发送', 'Sent'),
  cancelled: l('已取消', 'Cancelled'),
};

/**
 * School notifications (SPEC /schoolAssistant/schoolMessage, §3 notification: title, content, type,
 * recipients; §5 title and content required). Recipients are device groups (a class's screens),
 * single terminals and members: a terminal gets the notification on its MQTT channel and reports
 * when it was read; a member finds it in the console's inbox and reads it there. Both make the
 * read receipts.
 */
export const schoolMessageDescription = describeResource({
  key: 'schoolMessages',
  scope: 'tenant',
  title: l('校园消息', 'School message'),
  titleField: 'title',
  routes: { list: '/schoolAssistant/schoolMessage' },
  fields: {
    title: { kind: 'text', label: l('标题', 'Title'), column: true, filter: 'like', sortable: true },
    type: {
      kind: 'select',
      label: l('类型', 'Type'),
      options: SCHOOL_MESSAGE_TYPES,
      optionLabels: SCHOOL_MESSAGE_TYPE_LABELS,
      column: true,
      filter: 'eq',
    },
    content: { kind: 'textarea', label: l('内容', 'Content'), wide: true },
    groupIds: {
      kind: 'reference',
      reference: 'groups',
      multiple: true,
      sameTenant: true,
      label: l('接收分组', 'Recipient groups'),
      wide: true,
    },
    deviceAccountIds: {
      kind: 'reference',
      reference: 'deviceAccounts',
      multiple: true,
      sameTenant: true,
      label: l('接收终端', 'Recipient terminals'),
      wide: true,
    },
    memberIds: {
      kind: 'reference',
      reference: 'members',
      multiple: true,
      sameTenant: true,
      label: l('接收成员', 'Recipient members'),
      wide: true,
    },
    sendAt: {
      kind: 'datetime',
      label: l('定时发送', 'Send at'),
      column: true,
      help: l('留空立即发送', 'Leave empty to send now'),
    },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: SCHOOL_MESSAGE_STATES,
      optionLabels: SCHOOL_MESSAGE_STATE_LABELS,
      readOnly: true,
      column: true,
      filter: 'eq',
    },
    sentAt: { kind: 'datetime', label: l('发送时间', 'Sent'), readOnly: true, column: true },
    recipientCount: { kind: 'number', label: l('接收数', 'Recipients'), readOnly: true, column: true },
    readCount: { kind: 'number', label: l('已读', 'Read'), readOnly: true, column: true },
  },
  search: ['title', 'content'],
  defaultSort: '-createdAt',
  access: WARD_STAFF_ACCESS,
  transitions: { cancel: { field: 'state', from: ['scheduled'], to: 'cancelled' } },
});
