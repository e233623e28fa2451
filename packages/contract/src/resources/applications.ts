import { z } from 'zod';
import { APP_TYPES } from '../access/applications';

const flag = z.union([z.literal(0), z.literal(1)], { error: 'validation.flag' });
const positiveId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.integer' });

/** Application fields of SPEC §3. */
export const applicationFields = {
  key: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(32, { error: 'validation.max' })
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'validation.appKey' }),
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(32, { error: 'validation.max' }),
  english: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(64, { error: 'validation.max' }),
  aloneMenuManage: flag.default(0),
  appId: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  path: z.string().trim().max(255, { error: 'validation.max' }).optional(),
  icon: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  signature: z.string().trim().max(128, { error: 'validation.max' }).optional(),
  appType: z.enum(APP_TYPES, { error: 'validation.enum' }).default('system'),
  sort: z
    .number()
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.min' })
    .max(99_999_999, { error: 'validation.max' })
    .default(0),
};

export const applicationCreateSchema = z.strictObject(applicationFields);
export type ApplicationCreateInput = z.input<typeof applicationCreateSchema>;

export const applicationUpdateSchema = z.strictObject({
  id: positiveId,
  key: applicationFields.key.optional(),
  name: applicationFields.name.optional(),
  english: applicationFields.english.optional(),
  aloneMenuManage: flag.optional(),
  appId: applicationFields.appId,
  path: applicationFields.path,
  icon: applicationFields.icon,
  signature: applicationFields.signature,
  appType: z.enum(APP_TYPES, { error: 'validation.enum' }).optional(),
  sort: z
    .number()
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.min' })
    .max(99_999_999, { error: 'validation.max' })
    .optional(),
});

export const applicationIdSchema = z.strictObject({ id: positiveId });

export const applicationListQuerySchema = z.strictObject({
  keyword: z.string().trim().max(64, { error: 'validation.max' }).optional(),
});

export const customerAppsSchema = z.strictObject({
  customerId: positiveId,
  appIds: z.array(positiveId).max(200, { error: 'validation.max' }),
});
export const customerIdSchema = z.strictObject({ customerId: positiveId });
export const orgIdSchema = z.strictObject({ orgId: positiveId.optional() });

export const updateCustomerAppSchema = z.strictObject({
  customerId: positiveId,
  appId: positiveId,
  enabled: z.boolean({ error: 'validation.required' }),
  sort: z
    .number()
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.min' })
    .max(99_999_999, { error: 'validation.max' })
    .optional(),
});

/** The user's own choice of application: the one the console opens first. */
export const updateUserAppSchema = z.strictObject({
  defaultAppKey: applicationFields.key,
});

export const applicationSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  english: z.string(),
  aloneMenuManage: z.number().int(),
  appId: z.string().nullable(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  signature: z.string().nullable(),
  appType: z.enum(APP_TYPES),
  sort: z.number().int(),
  createTime: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const customerApplicationSchema = applicationSchema.extend({ enabled: z.boolean() });
export type CustomerApplication = z.infer<typeof customerApplicationSchema>;
