import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { RealtimeEvent } from '@console/contract/realtime';
import type { Tx } from '../../db/client';
import { bedsOfTerminals } from '../vitals/beds';
import { AlarmEvaluator } from './evaluator';
import { alarmOf, escalateAlarm, JOB_ALARM_ESCALATE, JOB_ALARM_UNSILENCE, unsilenceAlarm } from './service';
import { bedStations } from './station';
import type { AlarmRow } from './tables';

declare module 'fastify' {
  interface FastifyInstance {
    /** The alarm evaluation of the vitals ingest. */
    alarms: AlarmEvaluator;
  }
}

const PRESENCE_GATHER_MS = 200;
const alarmJob = z.object({ alarmId: z.number().int().positive() });

/**
 * Alarms of the vitals ingest: every stored batch of samples goes through the evaluation, and the
 * durable jobs escalate an alarm left unacknowledged and end a silence.
 */
export default fp(
  async function alarmsPlugin(app: FastifyInstance) {
    const publish = (event: RealtimeEvent) => app.realtime.publish(event);
    const evaluator = new AlarmEvaluator(
      app.db,
      publish,
      () => app.jobs.now(),
      app.log.child({ module: 'alarms' }),
    );
    app.decorate('alarms', evaluator);
    const stop = app.vitals.onBatch((rows) => evaluator.evaluate(rows));

    // A bed's terminal connects or goes silent: its tile again, with `online` (no signal when
    // false). Presence changes are gathered for a moment and their beds read in one query.
    const changed = new Map<number, boolean>();
    let timer: NodeJS.Timeout | undefined;
    const announce = async () => {
      timer = undefined;
      const batch = new Map(changed);
      changed.clear();
      const found = await bedsOfTerminals(app.db, [...batch.keys()]);
      const bedIds = [...new Set([...found.values()].map((bed) => bed.bedId))];
      if (bedIds.length === 0) return;
      for (const station of await bedStations(app.db, { bedIds }, app.jobs.now())) {
        // Only the terminal that reports the bed's values speaks for its signal.
        const online = station.deviceAccountId === null ? undefined : batch.get(station.deviceAccountId);
        const bed = found.get(station.deviceAccountId ?? 0);
        if (online === undefined || !bed) continue;
        publish({ type: 'station', customerId: bed.customerId, station: { ...station, online } });
      }
    };
    const stopPresence = app.realtime.bus.subscribe((event) => {
      if (event.type !== 'presence') return;
      changed.set(event.id, event.online);
      timer ??= setTimeout(() => {
        announce().catch((error: unknown) => app.log.warn({ err: error }, 'station presence update failed'));
      }, PRESENCE_GATHER_MS);
    });
    app.addHook('onClose', async () => {
      stop();
      stopPresence();
      clearTimeout(timer);
    });

    // A job whose alarm moved on meanwhile (acknowledged, cleared) changes nothing.
    const byJob = async (work: (tx: Tx) => Promise<AlarmRow | null>) => {
      const row = await app.db.transaction(work);
      if (row) publish({ type: 'alarm', customerId: row.customerId, alarm: alarmOf(row) });
    };
    app.jobs.handle(JOB_ALARM_ESCALATE, alarmJob, ({ alarmId }, { now }) =>
      byJob((tx) => escalateAlarm(tx, alarmId, now)),
    );
    app.jobs.handle(JOB_ALARM_UNSILENCE, alarmJob, ({ alarmId }, { now }) =>
      byJob((tx) => unsilenceAlarm(tx, alarmId, now)),
    );
  },
  { name: 'alarms', dependencies: ['db', 'jobs', 'realtime', 'vitals'] },
);
