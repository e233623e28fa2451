import { z } from 'zod';

/** Page sizes a list may ask for; larger pages are refused, not silently clipped. */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Past this many rows a list reports an estimated total (ARCHITECTURE §1). */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * `sort` is a comma list of field names, each optionally prefixed by `-` for descending,
 * e.g. `-createdAt,name`.
 */
export const sortSchema = z
  .string()
  .regex(/^-?[A-Za-z][A-Za-z0-9]*(,-?[A-Za-z][A-Za-z0-9]*)*$/, { error: 'validation.sort' });

export const listQuerySchema = z.object({
  page: z.coerce.number().int({ error: 'validation.integer' }).min(1, { error: 'validation.min' }).default(1),
  size: z.coerce
    .number()
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.min' })
    .max(MAX_PAGE_SIZE, { error: 'validation.max' })
    .default(DEFAULT_PAGE_SIZE),
  sort: sortSchema.optional(),
  keyword: z.string().trim().max(100, { error: 'validation.max' }).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface SortField {
  field: string;
  desc: boolean;
}

export function parseSort(sort: string | undefined): SortField[] {
  if (!sort) return [];
  return sort
    .split(',')
    .map((part) =>
      part.startsWith('-') ? { field: part.slice(1), desc: true } : { field: part, desc: false },
    );
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    /** True when `total` is an estimate (the exact count passed EXACT_COUNT_LIMIT). */
    totalEstimated: z.boolean().optional(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  totalEstimated?: boolean;
  page: number;
  size: number;
}
