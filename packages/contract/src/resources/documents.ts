import { z } from 'zod';
import { defineResource } from './define';
import {
  DOCUMENT_CONTENT_MAX,
  DOCUMENT_KEYWORDS_MAX,
  DOCUMENT_STATES,
  DOCUMENT_TITLE_MAX,
  documentCategoryDescription,
  documentDescription,
} from './descriptions/documents';
import { VOD_CATEGORY_KEY_PATTERN } from './vod';

export * from './descriptions/documents';

const required = { error: 'validation.required' } as const;
const text = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.max' });
const sort = z
  .number({ error: 'validation.invalidType' })
  .int({ error: 'validation.integer' })
  .min(0, { error: 'validation.min' })
  .max(9999, { error: 'validation.max' })
  .default(0);

export const documentCategoryDefinition = defineResource(documentCategoryDescription, {
  shape: {
    name: text(32),
    // SPEC §5: a category identifier is English only, as VOD's are.
    key: text(32).regex(VOD_CATEGORY_KEY_PATTERN, { error: 'validation.englishOnly' }),
    sort,
  },
});

export const documentDefinition = defineResource(documentDescription, {
  shape: {
    title: text(DOCUMENT_TITLE_MAX),
    categoryId: z.number(required).int({ error: 'validation.integer' }).positive(required),
    keywords: z
      .array(z.string().trim().min(1, required).max(32, { error: 'validation.max' }), {
        error: 'validation.invalidType',
      })
      .max(DOCUMENT_KEYWORDS_MAX, { error: 'validation.max' })
      .transform((words) => [...new Set(words)])
      .default([]),
    description: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .max(500, { error: 'validation.max' })
      .optional(),
    // HTML from the editor; the server keeps only what its allow-list lets through (sanitise.ts).
    content: z
      .string(required)
      .max(DOCUMENT_CONTENT_MAX, { error: 'validation.max' })
      .refine((html) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '' || /<img\s/i.test(html), required),
    sort,
    isDefault: z.boolean({ error: 'validation.invalidType' }).default(false),
    state: z.enum(DOCUMENT_STATES),
    publishedAt: z.string().nullable(),
    fullText: z.string(),
  },
});
