import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Tiles on one page of the wall (1×1, 2×2, 3×3, 4×4). */
export const STREAM_WALL_SIZES = [1, 4, 9, 16] as const;
export type StreamWallSize = (typeof STREAM_WALL_SIZES)[number];

/** Streams one group shows: sixteen full pages of the largest wall. */
export const MAX_STREAM_GROUP_MEMBERS = 256;

// ---- groups (terminalStreamGroup) -----------------------------------------------------------

/**
 * Named groups of the tenant's streams (video sources), shown together on the wall in member
 * order; groups are listed by their sort number. Deleting a group never touches a terminal.
 */
export const terminalStreamGroupDescription = describeResource({
  key: 'terminalStreamGroups',
  scope: 'tenant',
  title: l('终端流分组', 'Stream group'),
  titleField: 'name',
  routes: { list: '/terminalMonitor/terminalStreamGroup' },
  fields: {
    name: { kind: 'text', label: l('分组名称', 'Name'), column: true, sortable: true, filter: 'like' },
    sort: {
      kind: 'number',
      label: l('排序', 'Order'),
      column: true,
      sortable: true,
      help: l('数字小的排在前面', 'Lower numbers come first'),
    },
    videoSourceIds: {
      kind: 'reference',
      multiple: true,
      reference: 'videoSources',
      sameTenant: true,
      label: l('视频流', 'Streams'),
      column: true,
      wide: true,
    },
    description: { kind: 'textarea', label: l('描述', 'Description'), column: true, wide: true },
  },
  search: ['name', 'description'],
  defaultSort: 'sort,name',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.groupNameExists' }],
});
