import { z } from 'zod';
import { checkAreas, type LayoutArea } from '../layout/geometry';
import { UPLOAD_RULES } from '../uploads';
import { CUSTOMER_ADMIN_ACCESS, defineResource, type Label } from './define';

const l = (zh: string, en: string): Label => ({ zh, en });
const required = { error: 'validation.required' } as const;
const coordinate = z.number({ error: 'validation.invalidType' });

/** One area as sent; whole pixels and the canvas bounds are the geometry check's job. */
export const layoutAreaSchema = z.strictObject({
  x: coordinate,
  y: coordinate,
  width: coordinate,
  height: coordinate,
  main: z.boolean({ error: 'validation.invalidType' }).default(false),
});

/**
 * The areas of a template, checked by the one geometry check (`layout/geometry.ts`): each
 * problem lands on the area it concerns (`areas.2`), or on `areas` for the whole set.
 */
export const layoutAreasSchema = z
  .array(layoutAreaSchema, required)
  // A bound on the payload; the check itself allows fewer (MAX_LAYOUT_AREAS).
  .max(100, { error: 'validation.layoutTooManyAreas' })
  .superRefine((areas, ctx) => {
    for (const issue of checkAreas(areas as LayoutArea[])) {
      if (issue.areas.length === 0) ctx.addIssue({ code: 'custom', message: issue.key, path: [] });
      for (const index of issue.areas) ctx.addIssue({ code: 'custom', message: issue.key, path: [index] });
    }
  });

/**
 * Layout templates (SPEC §3 "name, 1920x1080 PNG background, areas including one main area";
 * §5 rules): how a device's screen is divided among video pictures. `/device/templateManage`.
 */
export const layoutTemplateDefinition = defineResource({
  key: 'layoutTemplates',
  scope: 'tenant',
  title: l('布局模板', 'Layout template'),
  titleField: 'name',
  routes: { list: '/device/templateManage' },
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    background: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    areas: layoutAreasSchema,
  },
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

export type LayoutTemplateInput = z.input<typeof layoutTemplateDefinition.schemas.create>;
