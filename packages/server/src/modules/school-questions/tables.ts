import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';

/** School Q&A: a question as asked (its time is `createdAt`), its answer and who gave it, its closing. */
export const schoolQuestions = pgTable(
  'school_questions',
  {
    ...tenantKey(),
    question: varchar({ length: 500 }).notNull(),
    questioner: varchar({ length: 32 }).notNull(),
    state: varchar({ length: 16 }).notNull().default('open'),
    answer: varchar({ length: 2000 }),
    answeredBy: varchar({ length: 64 }),
    answeredAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('school_questions_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('school_questions_customer_state_idx').on(t.customerId, t.state, t.createdAt.desc().nullsFirst()),
    tenantPolicy('school_questions'),
  ],
);
