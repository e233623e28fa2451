import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  alarmAuditBodySchema,
  alarmEventSchema,
  alarmListQuerySchema,
  alarmPageSchema,
  alarmSchema,
  alarmSilenceBodySchema,
  wardStationSchema,
} from '@console/contract/alarms';
import { idParamSchema } from '@console/contract/resources/identity';
import type { Tx } from '../../db/client';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import {
  acknowledgeAlarm,
  alarmById,
  alarmOf,
  auditAlarm,
  eventsOf,
  listAlarms,
  silenceAlarm,
} from './service';
import { wardStation } from './station';
import type { AlarmRow } from './tables';

const tags = ['alarms'];
/** Alarms are the ward staff's work: the administrators and the medical staff, not members. */
const access = 'staff' as const;

/**
 * Alarms of the vitals (the evaluation and the jobs are in plugin.ts): the list and history, the
 * staff's acknowledge, silence and audit, and the central station's snapshot of a ward.
 */
const alarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = PATHS.resource('alarms');
  const alarmResponse = { 200: envelopeSchema(alarmSchema) };

  app.get(
    base,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Alarms, newest first, keyset paged (`after` = the previous page’s `next`)',
        querystring: alarmListQuerySchema,
        response: { 200: envelopeSchema(alarmPageSchema) },
      },
    },
    async (request) => ok(await app.inTenant(callerOf(request), (tx) => listAlarms(tx, request.query))),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access },
      schema: { tags, summary: 'One alarm', params: idParamSchema, response: alarmResponse },
    },
    async (request) =>
      ok(alarmOf(await app.inTenant(callerOf(request), (tx) => alarmById(tx, request.params.id)))),
  );

  app.get(
    `${base}/:id/events`,
    {
      config: { access },
      schema: {
        tags,
        summary: "An alarm's history, oldest first",
        params: idParamSchema,
        response: { 200: envelopeSchema(z.array(alarmEventSchema)) },
      },
    },
    async (request) => ok(await app.inTenant(callerOf(request), (tx) => eventsOf(tx, request.params.id))),
  );

  /** A staff action in the caller's tenant, published once committed. */
  async function act(
    request: Parameters<typeof callerOf>[0],
    work: (tx: Tx, by: string) => Promise<AlarmRow>,
  ) {
    const caller = callerOf(request);
    const row = await app.inTenant(caller, (tx) => work(tx, caller.account));
    const alarm = alarmOf(row);
    app.realtime.publish({ type: 'alarm', customerId: row.customerId, alarm });
    return ok(alarm);
  }

  app.post(
    `${base}/:id/acknowledge`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Acknowledge an alarm (cleared at once when its condition has ended)',
        params: idParamSchema,
        response: alarmResponse,
      },
    },
    async (request) => act(request, (tx, by) => acknowledgeAlarm(tx, request.params.id, by, app.jobs.now())),
  );

  app.post(
    `${base}/:id/silence`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Pause the audible signal of an unacknowledged alarm for at most 10 minutes',
        params: idParamSchema,
        body: alarmSilenceBodySchema,
        response: alarmResponse,
      },
    },
    async (request) =>
      act(request, (tx, by) => silenceAlarm(tx, request.params.id, request.body.minutes, by, app.jobs.now())),
  );

  app.post(
    `${base}/:id/audit`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Audit a misreported alarm: confirmed, or false with a reason',
        params: idParamSchema,
        body: alarmAuditBodySchema,
        response: alarmResponse,
      },
    },
    async (request) =>
      act(request, (tx, by) => auditAlarm(tx, request.params.id, request.body, by, app.jobs.now())),
  );

  app.get(
    `${PATHS.resource('wards')}/:id/station`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Every bed of a ward with its latest values, their levels and its highest open alarm',
        params: idParamSchema,
        response: { 200: envelopeSchema(wardStationSchema) },
      },
    },
    async (request) =>
      ok(
        await app.inTenant(callerOf(request), (tx) =>
          wardStation(tx, request.params.id, app.jobs.now(), app.realtime.presence.timeoutMs),
        ),
      ),
  );
};

export default alarmRoutes;
