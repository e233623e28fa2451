import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Row } from '../../engine/resource';
import { beds } from '../beds/tables';
import { wards } from '../wards/tables';
import { pushEvent } from './service';

/** The HL7 v2 ADT trigger event of each patient movement. */
const ADT_TYPES = {
  'patient.admitted': 'A01',
  'patient.transferred': 'A02',
  'patient.discharged': 'A03',
} as const;

export type AdtEvent = keyof typeof ADT_TYPES;

async function place(tx: Tx, bedId: unknown) {
  if (typeof bedId !== 'number') return { ward: null, bed: null };
  const [found] = await tx
    .select({
      bedId: beds.id,
      bedNumber: beds.number,
      bedCode: beds.code,
      bedName: beds.name,
      wardId: wards.id,
      wardCode: wards.code,
      wardName: wards.name,
    })
    .from(beds)
    .innerJoin(wards, eq(wards.id, beds.wardId))
    .where(eq(beds.id, bedId));
  if (!found) return { ward: null, bed: null };
  return {
    ward: { id: found.wardId, code: found.wardCode, name: found.wardName },
    bed: { id: found.bedId, number: found.bedNumber, code: found.bedCode, name: found.bedName },
  };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * Push a patient's admission, transfer or discharge (HL7 ADT A01 / A02 / A03 in `data.type`) to the
 * company's targets that take patient ADT, in the transaction of the change. `before` is the row
 * before the change: a transfer names the bed it came from, a discharge the bed it freed. The name
 * and hospitalisation number go only where the company chose them; id card and phone never.
 */
export async function pushPatientEvent(tx: Tx, event: AdtEvent, before: Row, after: Row): Promise<number> {
  const now = new Date();
  const current = await place(tx, event === 'patient.discharged' ? before.bedId : after.bedId);
  const data: Record<string, unknown> = {
    type: ADT_TYPES[event],
    patientId: after.id,
    patientName: after.name,
    hospitalisationNumber: after.hospitalNumber,
    ...current,
    admittedAt: iso(after.admittedAt),
    dischargedAt: iso(after.dischargedAt),
    occurredAt: now.toISOString(),
  };
  if (event === 'patient.transferred') data.from = await place(tx, before.bedId);
  return pushEvent(tx, after.customerId as number, event, data, now);
}
