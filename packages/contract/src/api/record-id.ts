import { z } from 'zod';

/** The largest id a PostgreSQL `integer` (`serial`) column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A row's id in a path or query string: a positive integer a row can have. A larger number is a
 * 400 like any other bad id, never a database error (a 500) from comparing it with an `integer`.
 */
export const recordIdSchema = z.coerce
  .number({ error: 'validation.integer' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.integer' })
  .max(MAX_RECORD_ID, { error: 'validation.integer' });
