import { z } from 'zod';
import { defineResource } from './define';
import {
  VOD_POWERS,
  VOD_PRODUCT,
  VOD_PRODUCT_PATTERN,
  VOD_RECOMMEND_LEVELS,
  VOD_TAGS_MAX,
  VOD_TYPES,
  VOD_VIDEO_STATES,
  VOD_VISIBILITIES,
  vodCategoryDescription,
  vodVideoDescription,
} from './descriptions/vod';

export * from './descriptions/vod';

const required = { error: 'validation.required' } as const;
const text = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.max' });
const product = z
  .string({ error: 'validation.invalidType' })
  .regex(VOD_PRODUCT_PATTERN, { error: 'validation.invalid' })
  .default(VOD_PRODUCT);
const id = z.number({ error: 'validation.invalidType' }).int({ error: 'validation.integer' }).positive();

/** Category identification keys are English only (SPEC §5 "Category identifier English only"). */
export const VOD_CATEGORY_KEY_PATTERN = /^[A-Za-z]+$/;

export const vodCategoryDefinition = defineResource(vodCategoryDescription, {
  shape: {
    name: text(32),
    parentId: id.nullable().optional(),
    key: z
      .string(required)
      .trim()
      .min(1, required)
      .max(32, { error: 'validation.max' })
      .regex(VOD_CATEGORY_KEY_PATTERN, { error: 'validation.englishOnly' }),
    product,
    childCount: z.number(),
  },
});

export const vodVideoDefinition = defineResource(vodVideoDescription, {
  shape: {
    name: text(64),
    categoryId: z.number(required).int({ error: 'validation.integer' }).positive(required),
    type: z.enum(VOD_TYPES, {
      error: (i) => (i.input === undefined ? 'validation.required' : 'validation.enum'),
    }),
    author: text(32),
    introduction: z.string().trim().max(500, { error: 'validation.max' }).optional(),
    content: z.string(required).trim().min(1, required).max(5000, { error: 'validation.max' }),
    completed: z.boolean({ error: 'validation.invalidType' }).default(false),
    imageUrl: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .max(255, { error: 'validation.max' })
      .optional(),
    tags: z
      .array(z.string().trim().min(1, required).max(16, { error: 'validation.max' }), required)
      .min(1, { error: 'validation.vodTags' })
      .max(VOD_TAGS_MAX, { error: 'validation.vodTags' })
      .transform((tags) => [...new Set(tags)]),
    weight: z
      .number({ error: 'validation.invalidType' })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min' })
      .max(9999, { error: 'validation.max' })
      .default(0),
    visibility: z.enum(VOD_VISIBILITIES, { error: 'validation.enum' }).default('public'),
    power: z.enum(VOD_POWERS, { error: 'validation.enum' }).default('everyone'),
    recommended: z.boolean({ error: 'validation.invalidType' }).default(false),
    recommendLevel: z
      .number({ error: 'validation.invalidType' })
      .int({ error: 'validation.integer' })
      .min(VOD_RECOMMEND_LEVELS[0], { error: 'validation.min' })
      .max(VOD_RECOMMEND_LEVELS.at(-1)!, { error: 'validation.max' })
      .nullable()
      .optional(),
    product,
    published: z.boolean(),
    videoState: z.enum(VOD_VIDEO_STATES),
    videoError: z.string().nullable(),
    videoErrorReason: z.string().nullable(),
    address: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    codec: z.string().nullable(),
    videoSize: z.number().nullable(),
  },
  refine(value, ctx) {
    if (value.recommended === true && (value.recommendLevel === undefined || value.recommendLevel === null))
      ctx.addIssue({ code: 'custom', path: ['recommendLevel'], message: 'validation.required' });
  },
});
