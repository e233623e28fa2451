import { z } from 'zod';
import { VIDEO_SPLITS } from '../constants';
import { CUSTOMER_ADMIN_ACCESS, defineResource, type Label } from './define';
import { choice, numberChoice } from './patterns';

const l = (zh: string, en: string): Label => ({ zh, en });
const required = { error: 'validation.required' } as const;

/** What a cell of a video wall shows: a network camera or a terminal's stream. */
export const CELL_SOURCES = ['camera', 'terminal'] as const;
export type CellSource = (typeof CELL_SOURCES)[number];

export const videoCellSchema = z.strictObject({
  source: choice(CELL_SOURCES),
  id: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive(),
});
export type VideoCell = z.infer<typeof videoCellSchema>;

const MAX_SPLIT = VIDEO_SPLITS[VIDEO_SPLITS.length - 1]!;

/** The cells fit the split and show each source once; checked on whole values. */
export function videoCellIssue(
  value: Record<string, unknown>,
): 'validation.cellsExceedSplit' | 'validation.cellDuplicate' | undefined {
  const cells = Array.isArray(value.cells) ? (value.cells as VideoCell[]) : [];
  if (typeof value.split === 'number' && cells.length > value.split) return 'validation.cellsExceedSplit';
  const seen = new Set(cells.map((cell) => `${cell.source}:${cell.id}`));
  return seen.size < cells.length ? 'validation.cellDuplicate' : undefined;
}

/**
 * Video groups (SPEC /device/videoGroupManage, §9 splits): video streams shown together on one
 * wall, in cell order. Cells are edited on `addAGrouping/:group_id`.
 */
export const videoGroupDefinition = defineResource({
  key: 'videoGroups',
  scope: 'tenant',
  title: l('视频分组', 'Video group'),
  titleField: 'name',
  routes: {
    list: '/device/videoGroupManage',
    detail: '/device/videoGroupManage/addAGrouping/:id',
  },
  shape: {
    name: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    split: numberChoice(VIDEO_SPLITS).default(4),
    cells: z
      .array(videoCellSchema, { error: 'validation.invalid' })
      .max(MAX_SPLIT, { error: 'validation.cellsExceedSplit' })
      .default([]),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
  },
  refine: (value, ctx) => {
    const issue = videoCellIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', path: ['cells'], message: issue });
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
