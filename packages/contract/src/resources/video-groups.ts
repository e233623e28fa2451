import { z } from 'zod';
import { VIDEO_SPLITS } from '../constants';
import { defineResource } from './define';
import { choice, numberChoice } from './patterns';
import { videoGroupDescription } from './descriptions/video-groups';

export * from './descriptions/video-groups';

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

/** The zod schemas of {@link videoGroupDescription} (SPEC §5 rules), for its forms and the server. */
export const videoGroupDefinition = defineResource(videoGroupDescription, {
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
});
