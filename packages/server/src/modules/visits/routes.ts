import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { visitCallEventSchema } from '@console/contract/realtime';
import { rejectRegistrationSchema } from '@console/contract/resources/registrations';
import {
  STAFF_VISIT_ACTIONS,
  visitActionBodySchema,
  visitSlotsQuerySchema,
  visitSlotsSchema,
  wardVisitingSchema,
  type VisitAction,
} from '@console/contract/resources/visits';
import { BadRequest, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { recordLog } from '../../platform/audit';
import {
  JOB_VISIT_END,
  JOB_VISIT_OVERDUE,
  JOB_VISITOR_PURGE,
  moveVisit,
  purgeVisitor,
  readVisiting,
  saveVisiting,
  terminalMayReport,
  visitEvent,
  visitSlotsOf,
  type Visit,
} from './service';
import { noticeRegistration } from '../visit-notices/service';
import { visitRegistrations, visits } from './tables';
import { recordIdSchema } from '@console/contract/api/record-id';

const tags = ['ICU visitation'];
/** Visiting hours and rules are the administrators'; booking and running visits the ward staff's. */
const settingsAccess = 'customerAdmin' as const;
const access = 'staff' as const;
const idParams = z.object({ id: recordIdSchema });
const visitJob = z.object({ visitId: z.number().int().positive() });

/**
 * ICU visitation beyond the engine's lists: a ward's visiting hours and rules, rejecting a
 * registration with a reason, the visits' state machine (staff actions, the terminals' call
 * reports over MQTT, the overdue and end jobs) and the purge of visitors' personal data.
 */
const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = (visit: Visit) => app.realtime.publish(visitEvent(visit));

  /** A move by the system (job, terminal): no caller, no tenant wall; the visit names its tenant. */
  async function systemMove(visitId: number, action: VisitAction) {
    const visit = await app.db.transaction((tx) => moveVisit(tx, visitId, action, { now: app.jobs.now() }));
    announce(visit);
    return visit;
  }

  // A job whose visit has moved on meanwhile (finished before its time) has nothing to do.
  const ifStillDue = async (visitId: number, action: VisitAction, states: string[]) => {
    const [visit] = await app.db.select({ state: visits.state }).from(visits).where(eq(visits.id, visitId));
    if (visit && states.includes(visit.state)) await systemMove(visitId, action);
  };
  app.jobs.handle(JOB_VISIT_OVERDUE, visitJob, ({ visitId }) => ifStillDue(visitId, 'overdue', ['doing']));
  app.jobs.handle(JOB_VISIT_END, visitJob, ({ visitId }) => ifStillDue(visitId, 'finish', ['over']));
  app.jobs.handle(JOB_VISITOR_PURGE, visitJob, ({ visitId }) =>
    purgeVisitor(app.db, visitId, app.jobs.now()),
  );

  // The terminals bound to a visit's bed report its call starting and ending.
  app.realtime.onTerminalEvent((terminal, event) => {
    const parsed = visitCallEventSchema.safeParse(event);
    if (!parsed.success) return;
    const { visitId, call } = parsed.data;
    void (async () => {
      const [visit] = await app.db.select().from(visits).where(eq(visits.id, visitId));
      if (!visit || visit.customerId !== terminal.customerId) return;
      if (!(await terminalMayReport(app.db, visit, terminal.id))) return;
      const action: VisitAction = call === 'start' ? 'start' : 'finish';
      await systemMove(visitId, action);
    })().catch((error: unknown) => app.log.warn({ err: error, visitId, call }, 'visit call report refused'));
  });

  app.get(
    `${PATHS.resource('wards')}/:id/visiting`,
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: "A ward's visiting hours and rules (defaults until first saved)",
        params: idParams,
        response: { 200: envelopeSchema(wardVisitingSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok((await app.inTenant(caller, (tx) => readVisiting(tx, request.params.id))).settings);
    },
  );

  app.put(
    `${PATHS.resource('wards')}/:id/visiting`,
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: "Save a ward's visiting hours and rules (periods of one weekday must not overlap)",
        params: idParams,
        body: wardVisitingSchema,
        response: { 200: envelopeSchema(wardVisitingSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const before = (await readVisiting(tx, request.params.id)).settings;
          const after = await saveVisiting(tx, request.params.id, request.body);
          await recordLog(tx, caller, {
            action: 'update',
            resource: 'wardVisiting',
            resourceId: request.params.id,
            before,
            after,
          });
          return after;
        }),
      );
    },
  );

  app.get(
    `${PATHS.resource('visits')}/slots`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The booking calendar of a registration's patient and one day's slots with the places left",
        querystring: visitSlotsQuerySchema,
        response: { 200: envelopeSchema(visitSlotsSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { registrationId, date } = request.query;
      return ok(await app.inTenant(caller, (tx) => visitSlotsOf(tx, registrationId, date, app.jobs.now())));
    },
  );

  app.post(
    `${PATHS.resource('visitRegistrations')}/:id/reject`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Reject a pending registration with the reason the family is told',
        params: idParams,
        body: rejectRegistrationSchema,
        response: { 200: envelopeSchema(z.unknown()) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const [before] = await tx
            .select()
            .from(visitRegistrations)
            .where(eq(visitRegistrations.id, request.params.id))
            .for('update');
          if (!before) throw NotFound('error.registrationNotFound');
          if (before.state !== 'pending') throw BadRequest('error.registrationNotPending');
          const [after] = await tx
            .update(visitRegistrations)
            .set({
              state: 'rejected',
              reason: request.body.reason,
              decidedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(visitRegistrations.id, before.id))
            .returning();
          await noticeRegistration(tx, before.id, 'registrationRejected', app.jobs.now());
          await recordLog(tx, caller, {
            action: 'reject',
            resource: 'visitRegistrations',
            resourceId: before.id,
            before,
            after,
          });
          return after;
        }),
      );
    },
  );

  app.post(
    `${PATHS.resource('visits')}/:id/:action`,
    {
      config: { access },
      schema: {
        tags,
        summary: `${STAFF_VISIT_ACTIONS.join(', ')}: move a visit through its states`,
        params: idParams.extend({ action: z.enum(STAFF_VISIT_ACTIONS, { error: 'validation.enum' }) }),
        body: visitActionBodySchema.nullish(),
        response: { 200: envelopeSchema(z.unknown()) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, action } = request.params;
      const visit = await app.inTenant(caller, async (tx) => {
        const [before] = await tx.select().from(visits).where(eq(visits.id, id));
        if (!before) throw NotFound();
        const after = await moveVisit(tx, id, action, { now: app.jobs.now(), reason: request.body?.reason });
        await recordLog(tx, caller, { action, resource: 'visits', resourceId: id, before, after });
        return after;
      });
      announce(visit);
      return ok(visit);
    },
  );
};

export default visitRoutes;
