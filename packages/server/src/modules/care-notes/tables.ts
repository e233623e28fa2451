import { foreignKey, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { CareNoteKind } from '@console/contract/resources/care-notes';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { patients } from '../patients/tables';

/**
 * Care notes, newest first per patient. They go with their patient; `bed_id` only says where a
 * note was written (no foreign key: removing a bed must not take the patient's notes with it).
 */
export const careNotes = pgTable(
  'care_notes',
  {
    ...tenantKey(),
    patientId: integer().notNull(),
    bedId: integer(),
    kind: varchar({ length: 12 }).$type<CareNoteKind>().notNull().default('nursing'),
    text: varchar({ length: 2000 }).notNull(),
    author: varchar({ length: 64 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'care_notes_patient_fk',
      columns: [t.customerId, t.patientId],
      foreignColumns: [patients.customerId, patients.id],
    }).onDelete('cascade'),
    index('care_notes_patient_created_idx').on(
      t.customerId,
      t.patientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('care_notes_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('care_notes'),
  ],
);
