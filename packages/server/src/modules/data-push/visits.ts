import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { patients } from '../patients/tables';
import { visitRegistrations } from '../visits/tables';
import { pushEvent } from './service';

/** What a visit event names of the visit (its row, or the booking before the row is stored). */
export interface VisitFacts {
  id: number;
  customerId: number;
  registrationId: number;
  patientId: number;
  wardId: number;
  bedId: number;
  visitType: string;
  startsAt: Date;
  state: string;
  reason?: string | null;
}

/**
 * Push a visit booked or cancelled to the company's targets that take visits, in the transaction
 * of the change. The patient's and family member's names and the phone go only where the company
 * chose them (`pushEvent` leaves the others out).
 */
export async function pushVisitEvent(
  tx: Tx | Db,
  event: 'visit.booked' | 'visit.cancelled',
  visit: VisitFacts,
  now: Date,
): Promise<number> {
  const [people] = await tx
    .select({
      patientName: patients.name,
      hospitalisationNumber: patients.hospitalNumber,
      familyName: visitRegistrations.familyName,
      familyPhone: visitRegistrations.familyPhone,
      relation: visitRegistrations.relation,
    })
    .from(visitRegistrations)
    .innerJoin(patients, eq(patients.id, visitRegistrations.patientId))
    .where(eq(visitRegistrations.id, visit.registrationId));
  return pushEvent(
    tx,
    visit.customerId,
    event,
    {
      visitId: visit.id,
      registrationId: visit.registrationId,
      patientId: visit.patientId,
      wardId: visit.wardId,
      bedId: visit.bedId,
      visitType: visit.visitType,
      startsAt: visit.startsAt.toISOString(),
      state: visit.state,
      ...(event === 'visit.cancelled' ? { reason: visit.reason ?? null } : {}),
      ...people,
      occurredAt: now.toISOString(),
    },
    now,
  );
}
