import { eq } from 'drizzle-orm';
import { careNoteDefinition } from '@console/contract/resources/care-notes';
import { authoredBy } from '../../engine/authored';
import { engineResource } from '../../engine/resource';
import { patients } from '../patients/tables';
import { careNotes } from './tables';

const authored = authoredBy('author', 'error.careNoteNotYours');

/**
 * A note is its author's (set from the session; nobody else rewrites or removes what a colleague
 * wrote). A note without a bed is placed at the patient's current bed, where it was written. The
 * patient reference is checked by the engine (same tenant).
 */
export const careNoteResource = engineResource(careNoteDefinition, careNotes, {
  ...authored,
  async beforeCreate(tx, caller, values) {
    let bedId = values.bedId as number | undefined;
    if (bedId === undefined) {
      const [patient] = await tx
        .select({ bedId: patients.bedId })
        .from(patients)
        .where(eq(patients.id, values.patientId as number));
      bedId = patient?.bedId ?? undefined;
    }
    return authored.beforeCreate(tx, caller, { ...values, bedId: bedId ?? null });
  },
});
