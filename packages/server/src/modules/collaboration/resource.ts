import { and, eq, isNotNull } from 'drizzle-orm';
import {
  ambulanceConsultationDefinition,
  collaborationKindIssues,
  collaborationRecordDefinition,
  collaborationSessionDefinition,
  formatDuration,
  staffAccountDefinition,
} from '@console/contract/resources/collaboration';
import type { Tx } from '../../db/client';
import { engineResource, type ResourceHooks } from '../../engine/resource';
import { recordLog } from '../../platform/audit';
import { BadRequest, FieldsInvalid } from '../../platform/errors';
import { users } from '../../platform/identity-tables';
import { ambulanceHospitals, ambulanceVehicles } from '../ambulance-fleet/tables';
import { patients } from '../patients/tables';
import { cancelSession, createMedium, dropMedium, staffWhere, syncMedium, type SessionRow } from './service';
import { collaborationRecords, collaborationSessions } from './tables';

type Values = Record<string, unknown>;

/** What an in-progress session keeps: who takes part and what is recorded. */
const LOCKED_WHILE_RUNNING = [
  'deviceAccountIds',
  'doctorIds',
  'hostId',
  'sourceDeviceId',
  'requestingDeviceId',
  'record',
] as const;

/** A patient record named by the session fills in its name and hospitalisation number when not typed. */
async function withPatient(tx: Tx, values: Values): Promise<Values> {
  const id = values.patientId as number | null | undefined;
  if (!id) return values;
  const [patient] = await tx
    .select({ name: patients.name, hospitalNumber: patients.hospitalNumber })
    .from(patients)
    .where(eq(patients.id, id));
  if (!patient) return values;
  return {
    ...values,
    patientName: values.patientName || patient.name,
    hospitalNumber: values.hospitalNumber || patient.hospitalNumber,
  };
}

/** The schedule arrives as an ISO string; the column takes a Date. */
const withDates = (values: Values): Values =>
  typeof values.scheduledAt === 'string' ? { ...values, scheduledAt: new Date(values.scheduledAt) } : values;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const sessionHooks = {
  async beforeCreate(tx, _caller, values) {
    return {
      ...(await withPatient(tx, withDates(values))),
      state: 'scheduled',
      roomId: null,
      liveId: null,
      startedAt: null,
      endedAt: null,
    };
  },
  async afterCreate(tx, _caller, row) {
    await createMedium(tx, row as unknown as SessionRow);
  },
  async beforeUpdate(tx, _caller, values, before) {
    const session = before as unknown as SessionRow;
    if (session.state === 'ended' || session.state === 'cancelled')
      throw BadRequest('error.collaborationReadOnly');
    if (session.state === 'inProgress') {
      const changed = LOCKED_WHILE_RUNNING.filter(
        (field) => values[field] !== undefined && !same(values[field], session[field]),
      );
      if (changed.length) throw BadRequest('error.collaborationParticipantsLocked', changed[0]);
    }
    const next = await withPatient(tx, withDates(values));
    const merged = { ...session, ...next } as Values;
    const issues = collaborationKindIssues(merged);
    if (Object.keys(issues).length) throw FieldsInvalid(issues);
    await syncMedium(tx, { ...session, ...next } as SessionRow);
    return next;
  },
  async beforeDelete(tx, _caller, row) {
    const session = row as unknown as SessionRow;
    if (session.startedAt || session.state === 'inProgress' || session.state === 'ended')
      throw BadRequest('error.collaborationDeleteStarted');
    await dropMedium(tx, session);
  },
  actions: {
    async cancel(tx, caller, row) {
      const after = await cancelSession(tx, row as unknown as SessionRow, new Date());
      await recordLog(tx, caller, {
        action: 'cancel',
        resource: 'collaborationSessions',
        resourceId: after.id,
        before: row,
        after,
        customerId: after.customerId,
      });
      return after;
    },
  },
} satisfies ResourceHooks;

/**
 * Medical collaboration sessions (ADR 0041): created scheduled with their own meeting room or
 * live stream, changed while scheduled (the room or stream follows), only title and notes while
 * in progress, never once ended or cancelled. Start and end are this area's routes (they reach
 * terminals and the stream server); `cancel` is the engine's action. Only a session that never
 * started is deleted (its room or stream with it); one that ran stays as its record.
 */
export const collaborationSessionResource = engineResource(
  collaborationSessionDefinition,
  collaborationSessions,
  sessionHooks,
);

/** What a consultation takes from its vehicle and hospital: requester, requesting terminal, consulted. */
async function ambulanceSides(tx: Tx, values: Values, before?: Values): Promise<Values> {
  const vehicleId = (values.ambulanceVehicleId ?? before?.ambulanceVehicleId) as number | undefined;
  const hospitalId = (values.ambulanceHospitalId ?? before?.ambulanceHospitalId) as number | undefined;
  const out: Values = { ...values };
  if (vehicleId && (!before || values.ambulanceVehicleId !== undefined)) {
    const [vehicle] = await tx
      .select({ plate: ambulanceVehicles.plate, deviceAccountId: ambulanceVehicles.deviceAccountId })
      .from(ambulanceVehicles)
      .where(eq(ambulanceVehicles.id, vehicleId));
    if (vehicle) {
      out.requestingHospital = vehicle.plate;
      out.requestingDeviceId = vehicle.deviceAccountId;
    }
  }
  if (hospitalId && (!before || values.ambulanceHospitalId !== undefined)) {
    const [hospital] = await tx
      .select({ name: ambulanceHospitals.name })
      .from(ambulanceHospitals)
      .where(eq(ambulanceHospitals.id, hospitalId));
    if (hospital) out.consultedHospital = hospital.name;
  }
  return out;
}

/**
 * The ambulance consultations (ADR 0046): the consultation sessions that name a vehicle, served
 * to the ambulance editors. The same rows and hooks as the sessions: the vehicle's terminal is
 * the requesting terminal (in the room), its plate the requester, the hospital the consulted one.
 * The vehicle and hospital are the caller's company's (the engine's `sameTenant`).
 */
export const ambulanceConsultationResource = engineResource(
  ambulanceConsultationDefinition,
  collaborationSessions,
  {
    where: () =>
      and(
        eq(collaborationSessions.kind, 'consultation'),
        isNotNull(collaborationSessions.ambulanceVehicleId),
      ),
    async beforeCreate(tx, caller, values) {
      const sides = await ambulanceSides(tx, values);
      return sessionHooks.beforeCreate(tx, caller, { ...sides, kind: 'consultation' });
    },
    afterCreate: sessionHooks.afterCreate,
    async beforeUpdate(tx, caller, values, before) {
      return sessionHooks.beforeUpdate(tx, caller, await ambulanceSides(tx, values, before), before);
    },
    beforeDelete: sessionHooks.beforeDelete,
    actions: sessionHooks.actions,
  },
);

/** The records: written by the sessions (service.ts), listed, searched and exported here. */
export const collaborationRecordResource = engineResource(
  collaborationRecordDefinition,
  collaborationRecords,
  {
    // The export says the duration as the page does (h:mm:ss), not in bare seconds.
    exported: (_tx, _caller, rows) =>
      rows.map((row) => ({
        ...row,
        duration: row.duration === null ? '' : formatDuration(row.duration as number),
      })),
  },
);

/** The company's doctors (staff accounts), offered when a session invites doctors. */
export const staffAccountResource = engineResource(staffAccountDefinition, users, {
  where: () => and(staffWhere())!,
});
