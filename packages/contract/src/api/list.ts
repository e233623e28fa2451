import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging';

export * from './paging';

/**
 * `sort` is a comma list of field names, each optionally prefixed by `-` for descending,
 * e.g. `-createdAt,name`.
 */
export const sortSchema = z
  .string()
  .regex(/^-?[A-Za-z][A-Za-z0-9]*(,-?[A-Za-z][A-Za-z0-9]*)*$/, { error: 'validation.sort' });

/**
 * Text a list filters by: trimmed, at most 100 characters and never a NUL byte, which PostgreSQL
 * refuses in text; refused here, so a list and its export answer the same 400 before any query.
 */
export const filterTextSchema = z
  .string()
  .trim()
  .max(100, { error: 'validation.max' })
  .refine((text) => !text.includes('\u0000'), { error: 'validation.invalid' });

export const listQuerySchema = z.object({
  page: z.coerce.number().int({ error: 'validation.integer' }).min(1, { error: 'validation.min' }).default(1),
  size: z.coerce
    .number()
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.min' })
    .max(MAX_PAGE_SIZE, { error: 'validation.max' })
    .default(DEFAULT_PAGE_SIZE),
  sort: sortSchema.optional(),
  keyword: filterTextSchema.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * Keyset paging for lists that can get deep (logs, records): the rows after the row with this id,
 * in the list's order. As fast on the ten-thousandth page as on the first; `page` still works.
 */
export const afterQuerySchema = z.object({
  after: z.coerce
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.integer' })
    .optional(),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    /** True when `total` is an estimate (the exact count passed EXACT_COUNT_LIMIT). */
    totalEstimated: z.boolean().optional(),
    page: z.number().int(),
    size: z.number().int(),
    /**
     * Names of the rows the page's reference fields point to, by resource key then id: the
     * console shows them in the cells without asking for each row.
     */
    names: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  });
}

/**
 * A form's picker of another resource's rows (`GET /{key}/options`), for those who may write the
 * referring field without viewing that resource: the list's filters, or the chosen rows by id
 * (`ids=3,5`, at most a page).
 */
export const pickQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, { error: 'validation.invalid' })
    .transform((text) => text.split(',').map(Number))
    .optional(),
});

/** One row a picker offers: its id and what it is called, nothing else. */
export const pickOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type PickOption = z.infer<typeof pickOptionSchema>;
