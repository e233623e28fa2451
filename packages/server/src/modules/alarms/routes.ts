import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  alarmAuditBodySchema,
  alarmEventSchema,
  alarmListQuerySchema,
  alarmPageSchema,
  alarmSchema,
  alarmSilenceBodySchema,
  wardStationSchema,
  type WardStation,
} from '@console/contract/alarms';
import { alarmLevel } from '@console/contract/medical/alarm-levels';
import { idParamSchema } from '@console/contract/resources/identity';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { beds } from '../beds/tables';
import { patients } from '../patients/tables';
import { wards } from '../wards/tables';
import {
  acknowledgeAlarm,
  alarmById,
  alarmOf,
  auditAlarm,
  bedIndicators,
  eventsOf,
  highestAlarm,
  levelsOf,
  listAlarms,
  openAlarmsOf,
  silenceAlarm,
  stationOf,
  valueOf,
} from './service';
import type { AlarmRow } from './tables';

const tags = ['alarms'];
/** Alarms are the ward staff's work: the administrators and the medical staff, not members. */
const access = 'staff' as const;
/** How far back the station looks for a bed's latest sample. */
const STATION_LOOKBACK_MS = 24 * 60 * 60 * 1000;

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
      ok(await app.inTenant(callerOf(request), (tx) => wardStation(tx, request.params.id, app.jobs.now()))),
  );
};

interface LatestRow {
  bed_id: number;
  at: Date | string;
  device_account_id: number;
  heart_rate: number | null;
  spo2: number | null;
  systolic: number | null;
  diastolic: number | null;
  respiration: number | null;
  temperature: number | null;
  extra: Record<string, number> | null;
}

/** The central station's snapshot of a ward (one query each: beds, latest samples, limits, alarms). */
export async function wardStation(tx: Tx, wardId: number, now: Date): Promise<WardStation> {
  const [ward] = await tx.select({ id: wards.id }).from(wards).where(eq(wards.id, wardId));
  if (!ward) throw NotFound();
  const bedRows = await tx
    .select({ id: beds.id, patientId: patients.id })
    .from(beds)
    .leftJoin(
      patients,
      and(
        eq(patients.customerId, beds.customerId),
        eq(patients.bedId, beds.id),
        eq(patients.status, 'admitted'),
      ),
    )
    .where(eq(beds.wardId, wardId))
    .orderBy(asc(beds.number), asc(beds.id));
  const bedIds = bedRows.map((b) => b.id);
  if (bedIds.length === 0) return { wardId, beds: [] };
  const since = new Date(now.getTime() - STATION_LOOKBACK_MS);
  // The newest sample of each bed: one index probe per bed on (customer, bed, at), recent partitions only.
  const { rows } = (await tx.execute(sql`select b.id as bed_id, s.*
      from beds b cross join lateral (
        select v.at, v.device_account_id, v.heart_rate, v.spo2, v.systolic, v.diastolic, v.respiration,
               v.temperature, v.extra
          from vital_samples v
          where v.customer_id = b.customer_id and v.bed_id = b.id and v.at >= ${since.toISOString()}::timestamptz
          order by v.at desc limit 1) s
      where b.id = any(${`{${bedIds.join(',')}}`}::int[])`)) as unknown as { rows: LatestRow[] };
  const latest = new Map(rows.map((r) => [Number(r.bed_id), r]));
  const indicators = await bedIndicators(tx, bedIds);
  const open = await openAlarmsOf(tx, bedIds);
  return {
    wardId,
    beds: bedRows.map((bed) => {
      const list = indicators.get(bed.id) ?? [];
      const row = latest.get(bed.id);
      const sample = row && {
        heartRate: row.heart_rate,
        spo2: row.spo2,
        systolic: row.systolic,
        diastolic: row.diastolic,
        respiration: row.respiration,
        temperature: row.temperature,
        extra: row.extra,
      };
      const values: Record<string, number> = {};
      if (sample)
        for (const indicator of list) {
          const value = valueOf(sample, indicator.code);
          if (value !== undefined) values[indicator.code] = value;
        }
      return stationOf(
        { bedId: bed.id, wardId, patientId: bed.patientId },
        row ? { at: new Date(row.at), deviceAccountId: Number(row.device_account_id), values } : null,
        levelsOf(values, list, alarmLevel),
        highestAlarm(open.filter((a) => a.bedId === bed.id)),
      );
    }),
  };
}

export default alarmRoutes;
