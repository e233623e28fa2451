import { UPLOAD_RULES } from '../../upload-rules';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Layout templates (SPEC §3 "name, 1920x1080 PNG background, areas including one main area";
 * §5 rules): how a device's screen is divided among video pictures. `/device/templateManage`.
 */
export const layoutTemplateDescription = describeResource({
  key: 'layoutTemplates',
  scope: 'tenant',
  title: l('布局模板', 'Layout template'),
  titleField: 'name',
  routes: { list: '/device/templateManage' },
  fields: {
    name: { kind: 'text', label: l('模板名称', 'Name'), column: true, sortable: true, filter: 'like' },
    background: {
      kind: 'image',
      label: l('背景图', 'Background'),
      upload: UPLOAD_RULES.layoutBackground,
      help: l('PNG，1920×1080 像素', 'PNG, 1920×1080 pixels'),
    },
    areas: { kind: 'json', label: l('区域', 'Areas'), column: true },
  },
  search: ['name'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
});
