import { z } from 'zod';
import { checkAreas, type LayoutArea } from '../layout/geometry';
import { defineResource } from './define';
import { layoutTemplateDescription } from './descriptions/layout-templates';

export * from './descriptions/layout-templates';

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

/** The zod schemas of {@link layoutTemplateDescription} (SPEC §5 rules), for its forms and the server. */
export const layoutTemplateDefinition = defineResource(layoutTemplateDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    background: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    areas: layoutAreasSchema,
  },
});

export type LayoutTemplateInput = z.input<typeof layoutTemplateDefinition.schemas.create>;
