import { foreignKey, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { patients } from '../patients/tables';

/** A patient's documents, newest first per patient; they go with their patient. */
export const patientFiles = pgTable(
  'patient_files',
  {
    ...tenantKey(),
    patientId: integer().notNull(),
    title: varchar({ length: 64 }).notNull(),
    /** The stored upload's URL (purpose `patientFile`, never served by the public files route). */
    file: varchar({ length: 255 }).notNull(),
    uploadedBy: varchar({ length: 64 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'patient_files_patient_fk',
      columns: [t.customerId, t.patientId],
      foreignColumns: [patients.customerId, patients.id],
    }).onDelete('cascade'),
    index('patient_files_patient_created_idx').on(
      t.customerId,
      t.patientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('patient_files_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('patient_files'),
  ],
);
