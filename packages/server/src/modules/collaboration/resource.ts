import { and, eq } from 'drizzle-orm';
import {
  collaborationKindIssues,
  collaborationRecordDefinition,
  collaborationSessionDefinition,
  formatDuration,
  staffAccountDefinition,
} from '@console/contract/resources/collaboration';
import type { Tx } from '../../db/client';
import { engineResource } from '../../engine/resource';
import { recordLog } from '../../platform/audit';
import { BadRequest, FieldsInvalid } from '../../platform/errors';
import { users } from '../../platform/identity-tables';
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
  {
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
