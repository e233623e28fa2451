import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { RealtimeEvent } from '@console/contract/realtime';
import type { Tx } from '../../db/client';
import { AlarmEvaluator } from './evaluator';
import { alarmOf, escalateAlarm, JOB_ALARM_ESCALATE, JOB_ALARM_UNSILENCE, unsilenceAlarm } from './service';
import type { AlarmRow } from './tables';

declare module 'fastify' {
  interface FastifyInstance {
    /** The alarm evaluation of the vitals ingest. */
    alarms: AlarmEvaluator;
  }
}

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
    app.addHook('onClose', async () => {
      stop();
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
