import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** When a family receives a message (ICU visitation). */
export const VISIT_TEMPLATE_EVENTS = [
  'registrationApproved',
  'registrationRejected',
  'visitBooked',
  'visitReminder',
  'visitCancelled',
] as const;
export type VisitTemplateEvent = (typeof VISIT_TEMPLATE_EVENTS)[number];

/** How it reaches them. */
export const VISIT_TEMPLATE_CHANNELS = ['sms', 'wechat'] as const;

/** What a template's text may name, filled in when the message is sent. */
export const VISIT_TEMPLATE_PLACEHOLDERS = [
  'family',
  'patient',
  'ward',
  'bed',
  'time',
  'reason',
  'code',
] as const;

/**
 * Notice templates of the ICU (SPEC /icu/templateManage): the messages families receive when a
 * registration is approved or rejected and when a visit is booked, due or cancelled. The text may
 * name `{patient}`, `{ward}`, `{bed}`, `{time}`, `{family}`, `{reason}` and `{code}`.
 */
export const visitTemplateDescription = describeResource({
  key: 'visitTemplates',
  scope: 'tenant',
  title: l('通知模板', 'Notice template'),
  titleField: 'name',
  routes: { list: '/icu/templateManage' },
  fields: {
    name: { kind: 'text', label: l('模板名称', 'Name'), column: true, sortable: true, filter: 'like' },
    event: {
      kind: 'select',
      label: l('发送时机', 'Sent when'),
      options: VISIT_TEMPLATE_EVENTS,
      column: true,
      filter: 'eq',
      optionLabels: {
        registrationApproved: l('登记通过', 'Registration approved'),
        registrationRejected: l('登记驳回', 'Registration rejected'),
        visitBooked: l('预约成功', 'Visit booked'),
        visitReminder: l('探视提醒', 'Visit reminder'),
        visitCancelled: l('探视取消', 'Visit cancelled'),
      },
    },
    channel: {
      kind: 'select',
      label: l('发送渠道', 'Channel'),
      options: VISIT_TEMPLATE_CHANNELS,
      column: true,
      filter: 'eq',
      optionLabels: { sms: l('短信', 'SMS'), wechat: l('微信', 'WeChat') },
    },
    content: {
      kind: 'textarea',
      label: l('模板内容', 'Text'),
      column: true,
      wide: true,
      help: l(
        '可用变量：{family} {patient} {ward} {bed} {time} {reason} {code}',
        'May name {family} {patient} {ward} {bed} {time} {reason} {code}',
      ),
    },
    enabled: { kind: 'switch', label: l('启用', 'Enabled'), column: true, filter: 'eq' },
  },
  search: ['name', 'content'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});
