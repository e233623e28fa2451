import { z } from 'zod';
import { defineResource } from './define';
import {
  VISIT_TEMPLATE_CHANNELS,
  VISIT_TEMPLATE_EVENTS,
  VISIT_TEMPLATE_PLACEHOLDERS,
  visitTemplateDescription,
} from './descriptions/visit-templates';

export * from './descriptions/visit-templates';

const required = { error: 'validation.required' } as const;

/** The `{name}` placeholders a text uses. */
export function templatePlaceholders(content: string): string[] {
  return [...content.matchAll(/\{(\w*)\}/g)].map((m) => m[1]!);
}

/** A template's text with its placeholders filled; unknown values stay as written. */
export function fillTemplate(content: string, values: Partial<Record<string, string>>): string {
  return content.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const known = new Set<string>(VISIT_TEMPLATE_PLACEHOLDERS);

/** The zod schemas of {@link visitTemplateDescription}, for its forms and the server. */
export const visitTemplateDefinition = defineResource(visitTemplateDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    event: z.enum(VISIT_TEMPLATE_EVENTS, required),
    channel: z.enum(VISIT_TEMPLATE_CHANNELS, required),
    content: z
      .string(required)
      .trim()
      .min(1, required)
      .max(500, { error: 'validation.max' })
      .refine((text) => templatePlaceholders(text).every((name) => known.has(name)), {
        error: 'validation.templatePlaceholder',
      }),
    enabled: z.boolean().default(true),
  },
});
