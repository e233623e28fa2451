import { z } from 'zod';
import { defineResource } from './define';
import { deviceModuleDescription, deviceModuleAliasDescription } from './descriptions/device-modules';

export * from './descriptions/device-modules';

const required = { error: 'validation.required' } as const;
const requiredText = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.max' });

export const MODULE_KEY_PATTERN = /^[A-Za-z0-9_]+$/;

/** The zod schemas of {@link deviceModuleDescription} (SPEC §5 rules), for its forms and the server. */
export const deviceModuleDefinition = defineResource(deviceModuleDescription, {
  shape: {
    name: requiredText(32),
    englishName: requiredText(64),
    key: requiredText(32).regex(MODULE_KEY_PATTERN, { error: 'validation.moduleKey' }),
    sort: z
      .number()
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min' })
      .max(9999, { error: 'validation.max' })
      .default(0),
  },
});

/** The zod schemas of {@link deviceModuleAliasDescription} (SPEC §5 rules), for its forms and the server. */
export const deviceModuleAliasDefinition = defineResource(deviceModuleAliasDescription, {
  shape: {
    moduleId: z.number(required).int().positive({ error: 'validation.invalid' }),
    alias: requiredText(32),
    englishAlias: requiredText(64),
    productId: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  },
});
