import { describeResource, type Label, type ResourceAccess } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** SPEC §6: smsManage is cloudAdmin only; its templates are the platform's. */
export const CLOUD_ADMIN_ACCESS: ResourceAccess = {
  view: { roles: ['cloudAdmin'] },
  create: { roles: ['cloudAdmin'] },
  update: { roles: ['cloudAdmin'] },
  delete: { roles: ['cloudAdmin'] },
  export: { roles: ['cloudAdmin'] },
  import: { roles: ['cloudAdmin'] },
};

/** What a text message is sent for. */
export const SMS_TEMPLATE_TYPES = ['verification', 'notification', 'visit', 'alarm'] as const;

/**
 * SMS templates (SPEC §3 "templates (type, id, name, parameter count, description)"): the
 * provider's template ids the platform sends with, one row per template id.
 */
export const smsTemplateDescription = describeResource({
  key: 'smsTemplates',
  scope: 'platform',
  title: l('短信模板', 'SMS template'),
  titleField: 'name',
  notFound: 'error.smsTemplateNotFound',
  routes: { list: '/setting/smsManage' },
  fields: {
    type: {
      kind: 'select',
      label: l('模板类型', 'Type'),
      options: SMS_TEMPLATE_TYPES,
      optionLabels: {
        verification: l('验证码', 'Verification code'),
        notification: l('通知', 'Notification'),
        visit: l('探视提醒', 'Visit reminder'),
        alarm: l('告警', 'Alarm'),
      },
      column: true,
      filter: 'eq',
    },
    templateId: {
      kind: 'text',
      label: l('模板 ID', 'Template id'),
      column: true,
      sortable: true,
      filter: 'like',
    },
    name: { kind: 'text', label: l('模板名称', 'Name'), column: true, sortable: true, filter: 'like' },
    paramCount: { kind: 'number', label: l('参数个数', 'Parameters'), column: true, sortable: true },
    description: { kind: 'textarea', label: l('描述', 'Description'), column: true, wide: true },
  },
  search: ['name', 'templateId', 'description'],
  defaultSort: '-createdAt',
  access: CLOUD_ADMIN_ACCESS,
  unique: [{ fields: ['templateId'], message: 'error.smsTemplateIdExists' }],
});
