import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { JobRunner } from '../../platform/jobs/runner';
import { alarmOf, JOB_ALARM_SNAPSHOT } from '../alarms/service';
import { grabJpeg, type GrabOptions } from './grabber';
import { LiveStills, takeAlarmSnapshot, type Grab } from './service';

export interface CameraSnapshotOptions extends GrabOptions {
  /** Callers of a bed's live still within this long of its last grab share it; default 2 s. */
  minIntervalMs?: number | undefined;
  /** Off: the snapshot runner does not poll and tests call `app.cameraSnapshots.jobs.runDue()`. */
  poll?: boolean | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Camera stills: the grabber (ffmpeg) and the live stills of beds. */
    cameraSnapshots: { grab: Grab; live: LiveStills; jobs: JobRunner };
  }
}

const snapshotJob = z.object({ alarmId: z.number().int().positive() });

/**
 * Camera stills (ADR 0020): the `alarm-snapshot` job the raise of an alarm schedules takes the
 * bed camera's still of the moment; the live stills serve the bed screen. The snapshot jobs have
 * a runner of their own (same table, same clock, only this kind): a camera that takes its 8 s to
 * fail never holds up an escalation or the end of a silence in the app's runner.
 */
export default fp(
  async function cameraSnapshotsPlugin(app: FastifyInstance, opts: CameraSnapshotOptions) {
    const grab: Grab = (url) => grabJpeg(url, opts);
    const live = new LiveStills(opts.minIntervalMs ?? 2000);
    const log = app.log.child({ module: 'camera-snapshots' });
    const jobs = new JobRunner({ db: app.db, now: () => app.jobs.now(), log });
    app.decorate('cameraSnapshots', { grab, live, jobs });
    jobs.handle(JOB_ALARM_SNAPSHOT, snapshotJob, async ({ alarmId }) => {
      const row = await takeAlarmSnapshot(app.db, alarmId, grab, () => app.jobs.now(), log);
      if (row) app.realtime.publish({ type: 'alarm', customerId: row.customerId, alarm: alarmOf(row) });
    });
    if (opts.poll !== false)
      app.addHook('onReady', async () => {
        jobs.start();
      });
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'camera-snapshots', dependencies: ['db', 'jobs', 'realtime', 'alarms'] },
);
