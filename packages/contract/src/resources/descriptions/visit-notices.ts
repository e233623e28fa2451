import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label, LOG_TIME_FIELD } from '../describe';
import { VISIT_TEMPLATE_EVENTS } from './visit-templates';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * A notice's delivery: queued to the data push targets that take notices (the hospital's SMS or
 * WeChat gateway), sent once one of them accepted it, failed when none did, or not sent at all
 * because no such target is configured.
 */
export const VISIT_NOTICE_STATES = ['queued', 'sent', 'failed', 'noChannel'] as const;

/**
 * Notices to families (issue 14): a registration approved or rejected, a visit booked, due soon
 * or cancelled, rendered from the company's enabled template for that event. The server writes
 * them; the console lists them (by registration or visit) under the ICU's templates.
 */
export const visitNoticeDescription = describeResource({
  key: 'visitNotices',
  scope: 'tenant',
  readOnly: true,
  title: l('通知记录', 'Notice'),
  titleField: 'event',
  routes: { list: '/icu/noticeRecord' },
  fields: {
    createdAt: LOG_TIME_FIELD,
    event: {
      kind: 'select',
      label: l('发送时机', 'Sent when'),
      options: VISIT_TEMPLATE_EVENTS,
      optionLabels: {
        registrationApproved: l('登记通过', 'Registration approved'),
        registrationRejected: l('登记驳回', 'Registration rejected'),
        visitBooked: l('预约成功', 'Visit booked'),
        visitReminder: l('探视提醒', 'Visit reminder'),
        visitCancelled: l('探视取消', 'Visit cancelled'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    registrationId: {
      kind: 'number',
      label: l('登记编号', 'Registration'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    visitId: { kind: 'number', label: l('探视编号', 'Visit'), column: true, filter: 'eq', readOnly: true },
    phone: { kind: 'text', label: l('接收号码', 'Recipient phone'), column: true, readOnly: true },
    channel: {
      kind: 'select',
      label: l('渠道', 'Channel'),
      options: ['sms', 'wechat'],
      optionLabels: { sms: l('短信', 'SMS'), wechat: l('微信', 'WeChat') },
      column: true,
      readOnly: true,
    },
    text: { kind: 'textarea', label: l('内容', 'Text'), column: true, readOnly: true },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: VISIT_NOTICE_STATES,
      optionLabels: {
        queued: l('待发送', 'Queued'),
        sent: l('已发送', 'Sent'),
        failed: l('发送失败', 'Failed'),
        noChannel: l('未配置发送渠道', 'No delivery channel configured'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
  },
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
});
