import { VIDEO_SPLITS } from '../../constants';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Video groups (SPEC /device/videoGroupManage, §9 splits): video streams shown together on one
 * wall, in cell order. Cells are edited on `addAGrouping/:group_id`.
 */
export const videoGroupDescription = describeResource({
  key: 'videoGroups',
  scope: 'tenant',
  title: l('视频分组', 'Video group'),
  titleField: 'name',
  routes: {
    list: '/device/videoGroupManage',
    detail: '/device/videoGroupManage/addAGrouping/:id',
  },
  fields: {
    name: { kind: 'text', label: l('分组名称', 'Name'), column: true, sortable: true, filter: 'like' },
    split: {
      kind: 'select',
      label: l('分屏数', 'Split'),
      options: VIDEO_SPLITS,
      column: true,
      sortable: true,
      filter: 'eq',
      optionLabels: {
        1: l('单画面', 'Single'),
        2: l('二分屏', '2 cells'),
        4: l('四分屏', '4 cells'),
        6: l('六分屏', '6 cells'),
        9: l('九分屏', '9 cells'),
      },
    },
    cells: { kind: 'json', label: l('画面', 'Sources'), column: true, wide: true },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'description'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});
