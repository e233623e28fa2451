import { and, eq, inArray } from 'drizzle-orm';
import { ageMatchesIdCard, isIdCard, maskIdCard, maskPhone } from '@console/contract/resources/patients';
import type { Tx } from '../../db/client';
import { findRow, present } from '../../engine/service';
import type { EngineResource, Row, Values } from '../../engine/resource';
import type { Caller } from '../../platform/caller';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { recordLog } from '../../platform/audit';
import { beds } from '../beds/tables';
import { pushPatientEvent } from '../data-push/adt';
import { cancelOpenVisits } from '../visits/service';
import { patients } from './tables';

/** Audit actions of the patient record (privacy): every read of one record and every export. */
export const PATIENT_READ = 'readPatient';
export const PATIENT_EXPORT = 'exportPatient';

/** A list's or an export's patient: id card and phone masked. */
export function masked(row: Row): Row {
  return {
    ...row,
    idCard: typeof row.idCard === 'string' ? maskIdCard(row.idCard) : row.idCard,
    phone: typeof row.phone === 'string' ? maskPhone(row.phone) : row.phone,
  };
}

/** The age and the id card's birth date agree on the row as it will be (partial updates too). */
export function checkAge(values: Values, before?: Row) {
  const idCard = 'idCard' in values ? values.idCard : before?.idCard;
  const age = 'age' in values ? values.age : before?.age;
  if (typeof idCard === 'string' && typeof age === 'number' && isIdCard(idCard))
    if (!ageMatchesIdCard(idCard, age, new Date())) throw BadRequest('validation.idCardAge', 'age');
}

/** A bed of the patient's company, for an admission or a transfer; free of admitted patients. */
async function freeBed(tx: Tx, patient: Row, bedId: number) {
  const [bed] = await tx
    .select({ id: beds.id, wardId: beds.wardId })
    .from(beds)
    .where(and(eq(beds.id, bedId), eq(beds.customerId, patient.customerId as number)));
  if (!bed) throw BadRequest('error.bedNotFound', 'bedId');
  const [occupant] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.customerId, patient.customerId as number), eq(patients.bedId, bedId)));
  if (occupant) throw Conflict(occupant.id === patient.id ? 'error.sameBed' : 'error.bedOccupied', 'bedId');
  return bed;
}

async function store(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  before: Row,
  action: string,
  values: Values,
) {
  const [row] = await tx
    .update(patients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(patients.id, before.id))
    .returning();
  await recordLog(tx, caller, {
    action,
    resource: 'patients',
    resourceId: before.id,
    before: masked(present(resource, before)),
    after: masked(present(resource, row as Row)),
    customerId: before.customerId as number,
  });
  return row as Row;
}

/**
 * Admission (HL7 ADT A01): a waiting or discharged patient into a free bed. The partial unique
 * index stops a second admission to the same bed that raced past the check.
 */
export async function admit(tx: Tx, caller: Caller, resource: EngineResource, id: number, bedId: number) {
  const patient = await findRow(tx, caller, resource, id);
  if (patient.status === 'admitted') throw Conflict('error.patientAlreadyAdmitted');
  await freeBed(tx, patient, bedId);
  const row = await store(tx, caller, resource, patient, 'admit', {
    status: 'admitted',
    bedId,
    admittedAt: new Date(),
    dischargedAt: null,
  });
  await pushPatientEvent(tx, 'patient.admitted', patient, row);
  return row;
}

/** Transfer (A02): an admitted patient to another free bed, of any ward of the company. */
export async function transfer(tx: Tx, caller: Caller, resource: EngineResource, id: number, bedId: number) {
  const patient = await findRow(tx, caller, resource, id);
  if (patient.status !== 'admitted') throw Conflict('error.patientNotAdmitted');
  await freeBed(tx, patient, bedId);
  const row = await store(tx, caller, resource, patient, 'transfer', { bedId });
  await pushPatientEvent(tx, 'patient.transferred', patient, row);
  return row;
}

/**
 * Discharge (A03): the bed is freed at once and the patient's visits not yet started are
 * cancelled with `reason`, in the same transaction (returned for their live events).
 */
export async function discharge(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  id: number,
  options: { now: Date; reason: string },
) {
  const patient = await findRow(tx, caller, resource, id);
  if (patient.status !== 'admitted') throw Conflict('error.patientNotAdmitted');
  const row = await store(tx, caller, resource, patient, 'discharge', {
    status: 'discharged',
    bedId: null,
    dischargedAt: options.now,
  });
  await pushPatientEvent(tx, 'patient.discharged', patient, row);
  const cancelledVisits = await cancelOpenVisits(tx, id, options.now, options.reason);
  return { row, cancelledVisits };
}

/**
 * Patients in beds about to be deleted go back to waiting (their record stays; a hospital keeps
 * it). Returns how many.
 */
export async function releaseBeds(tx: Tx, customerId: number, bedIds: number[]): Promise<number> {
  if (bedIds.length === 0) return 0;
  const released = await tx
    .update(patients)
    .set({ status: 'waiting', bedId: null, updatedAt: new Date() })
    .where(and(eq(patients.customerId, customerId), inArray(patients.bedId, bedIds)))
    .returning({ id: patients.id });
  return released.length;
}

/** Record that `caller` read (or exported) these patients' records. */
export async function recordPatientAccess(tx: Tx, caller: Caller, action: string, rows: Row[]) {
  for (const row of rows)
    await recordLog(tx, caller, {
      action,
      resource: 'patients',
      resourceId: row.id,
      customerId: row.customerId as number,
    });
}

export function assertFound<T>(value: T | undefined): T {
  if (value === undefined) throw NotFound('error.patientNotFound');
  return value;
}
