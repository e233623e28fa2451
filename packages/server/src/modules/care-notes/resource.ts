import { eq } from 'drizzle-orm';
import { careNoteDefinition } from '@console/contract/resources/care-notes';
import { engineResource } from '../../engine/resource';
import { Forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/caller';
import { patients } from '../patients/tables';
import { careNotes } from './tables';

/** A note is its author's: nobody else rewrites or removes what a colleague wrote. */
function assertAuthor(caller: Caller, row: Record<string, unknown>) {
  if (row.author !== caller.account) throw Forbidden('error.careNoteNotYours');
}

/**
 * The author is the signed-in account; a note without a bed is placed at the patient's current
 * bed (where it was written). The patient reference is checked by the engine (same tenant).
 */
export const careNoteResource = engineResource(careNoteDefinition, careNotes, {
  async beforeCreate(tx, caller, values) {
    let bedId = values.bedId as number | undefined;
    if (bedId === undefined) {
      const [patient] = await tx
        .select({ bedId: patients.bedId })
        .from(patients)
        .where(eq(patients.id, values.patientId as number));
      bedId = patient?.bedId ?? undefined;
    }
    return { ...values, bedId: bedId ?? null, author: caller.account };
  },
  beforeUpdate(_tx, caller, values, before) {
    assertAuthor(caller, before);
    return values;
  },
  beforeDelete(_tx, caller, row) {
    assertAuthor(caller, row);
  },
});
