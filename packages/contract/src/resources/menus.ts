import { z } from 'zod';
import { MENU_LIMITS, ROLE_KEYS, SHOW_BY_ROLE } from '../access/identity';

/** A menu path: an absolute or relative route path (params allowed) or an http(s) link. */
export const MENU_PATH = /^(https?:\/\/[^\s]+|\/?[A-Za-z0-9_\-.]+(\/[A-Za-z0-9_\-.:{}?]+)*\/?|\/)$/;

const flag = z.union([z.literal(0), z.literal(1)], { error: 'validation.flag' });

/** Menu record of SPEC §3 as written by `menu/set`; `id` present = update. */
export const menuSetSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  parentId: z.number().int().positive().nullable().default(null),
  appKey: z.string().trim().min(1, { error: 'validation.required' }).max(32, { error: 'validation.max' }),
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(32, { error: 'validation.max' }),
  english: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  routeName: z
    .string()
    .trim()
    .max(64, { error: 'validation.max' })
    .regex(/^[A-Za-z0-9_]*$/, { error: 'validation.routeName' })
    .optional(),
  path: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(255, { error: 'validation.max' })
    .regex(MENU_PATH, { error: 'validation.menuPath' }),
  group: z.string().trim().max(32, { error: 'validation.max' }).optional(),
  order: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.min' })
    .max(99_999_999, { error: 'validation.max' })
    .default(0),
  status: flag.default(1),
  publish: flag.default(1),
  system: flag.default(0),
  showToBar: flag.default(1),
  showByRole: z.enum(SHOW_BY_ROLE, { error: 'validation.enum' }).default('ALL'),
  limit: z.enum(MENU_LIMITS, { error: 'validation.enum' }).default('unlimited'),
  icon: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  roles: z
    .array(z.enum(ROLE_KEYS, { error: 'validation.enum' }))
    .max(ROLE_KEYS.length)
    .default([]),
  affix: z.boolean().default(false),
});
export type MenuSetInput = z.input<typeof menuSetSchema>;

export const menuDeleteSchema = z.strictObject({
  id: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.integer' }),
});

export const menuTreeQuerySchema = z.object({ appKey: z.string().trim().max(32).optional() });

export interface MenuNode {
  id: number;
  parentId: number | null;
  path: string;
  name: string;
  hidden: boolean;
  showByRole: (typeof SHOW_BY_ROLE)[number];
  meta: { title: string; titleEn: string | null; icon: string | null; roles: string[]; affix: boolean };
  children: MenuNode[];
}
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    path: z.string(),
    name: z.string(),
    hidden: z.boolean(),
    showByRole: z.enum(SHOW_BY_ROLE),
    meta: z.object({
      title: z.string(),
      titleEn: z.string().nullable(),
      icon: z.string().nullable(),
      roles: z.array(z.string()),
      affix: z.boolean(),
    }),
    children: z.array(menuNodeSchema),
  }),
);

/** Full menu record as the editor sees it. */
export const menuRecordSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  appKey: z.string(),
  name: z.string(),
  english: z.string().nullable(),
  routeName: z.string().nullable(),
  path: z.string(),
  group: z.string().nullable(),
  order: z.number().int(),
  status: z.number().int(),
  publish: z.number().int(),
  system: z.number().int(),
  showToBar: z.number().int(),
  showByRole: z.enum(SHOW_BY_ROLE),
  limit: z.enum(MENU_LIMITS),
  icon: z.string().nullable(),
  roles: z.array(z.string()),
  affix: z.boolean(),
});
export type MenuRecord = z.infer<typeof menuRecordSchema>;

/** Menu records nested as the editor shows them. */
export type MenuTreeRecord = MenuRecord & { children: MenuTreeRecord[] };
export const menuTreeRecordSchema: z.ZodType<MenuTreeRecord> = z.lazy(() =>
  menuRecordSchema.extend({ children: z.array(menuTreeRecordSchema) }),
);
