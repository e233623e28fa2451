import { z } from 'zod';
import { defineResource } from './define';
import { userLogDescription } from './descriptions/user-logs';

export * from './descriptions/user-logs';

/**
 * The zod schemas of {@link userLogDescription}. Every field is the server's (read-only), so they
 * only document the values a row returns; the list's query (filters, sort, `after=`) is derived.
 */
const shape = {
  createdAt: z.string(),
  account: z.string().max(64),
  action: z.string().max(32),
  resource: z.string().max(64),
  resourceId: z.string().max(64),
  ip: z.string().max(64),
  before: z.unknown(),
  after: z.unknown(),
  userId: z.number().int(),
};
export const userLogDefinition = defineResource(userLogDescription, { shape });

/** One entry as the list returns it (`schemas.item`, typed field by field). */
export type UserLog = { id: number; customerId: number; createdAt: string } & {
  [K in Exclude<keyof typeof shape, 'createdAt'>]: z.infer<(typeof shape)[K]> | null;
};
