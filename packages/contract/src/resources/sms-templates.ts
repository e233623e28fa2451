import { z } from 'zod';
import { defineResource } from './define';
import { SMS_TEMPLATE_TYPES, smsTemplateDescription } from './descriptions/sms-templates';
import { choice } from './patterns';

export * from './descriptions/sms-templates';

const required = { error: 'validation.required' } as const;

/** Most parameters a provider's template takes. */
export const SMS_MAX_PARAMS = 10;

/** The zod schemas of {@link smsTemplateDescription} (SPEC §3), for its form and the server. */
export const smsTemplateDefinition = defineResource(smsTemplateDescription, {
  shape: {
    type: choice(SMS_TEMPLATE_TYPES),
    templateId: z
      .string(required)
      .trim()
      .min(1, required)
      .max(64, { error: 'validation.max' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.smsTemplateId' }),
    name: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    paramCount: z
      .number(required)
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min' })
      .max(SMS_MAX_PARAMS, { error: 'validation.max' }),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
  },
});
