import { z } from 'zod';
import { afterQuerySchema, listQuerySchema } from '../api/list';

export const USER_LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'changePassword',
  'setCustomerApps',
  'updateCustomerApp',
  'login',
  'loginFailed',
  'loginRefused',
  'logout',
  'unlockLogin',
  'admit',
  'transfer',
  'discharge',
  'readPatient',
  'exportPatient',
] as const;

/** Search of the user log: by user (account prefix), action, resource and time range. */
export const userLogQuerySchema = listQuerySchema.extend({
  ...afterQuerySchema.shape,
  account: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  action: z.string().trim().max(32, { error: 'validation.max' }).optional(),
  resource: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  /** One object's history (a patient's access history: resource patients, its id). */
  resourceId: z.string().trim().max(32, { error: 'validation.max' }).optional(),
  customerId: z.coerce
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.integer' })
    .optional(),
  from: z.coerce.date({ error: 'validation.invalid' }).optional(),
  to: z.coerce.date({ error: 'validation.invalid' }).optional(),
});

export const userLogSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  userId: z.number().int().nullable(),
  account: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type UserLog = z.infer<typeof userLogSchema>;

/** Columns of an exported user log, in order, with their titles. */
export const USER_LOG_EXPORT_COLUMNS = [
  { field: 'createdAt', zh: '时间', en: 'Time' },
  { field: 'account', zh: '账号', en: 'Account' },
  { field: 'action', zh: '操作', en: 'Action' },
  { field: 'resource', zh: '对象', en: 'Object' },
  { field: 'resourceId', zh: '对象编号', en: 'Object id' },
  { field: 'ip', zh: 'IP', en: 'IP' },
  { field: 'before', zh: '修改前', en: 'Before' },
  { field: 'after', zh: '修改后', en: 'After' },
] as const;
