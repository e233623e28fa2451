import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessAllows, envelopeSchema, pageSchema, PLATFORM_ORG_ID } from '@console/contract';
import { recordIdSchema } from '@console/contract/api/record-id';
import { UPGRADE_ACCESS_RULE } from '@console/contract/resources/upgrade-packages';
import {
  ROLLOUT_ACTIONS,
  rolloutCreateSchema,
  rolloutListQuerySchema,
  rolloutSchema,
  rolloutTargetQuerySchema,
  rolloutTargetSchema,
  terminalVersionEventSchema,
  UPGRADE_ROLLOUTS_PATH,
  upgradeProgressEventSchema,
} from '@console/contract/upgrades';
import type { Db, Tx } from '../../db/client';
import { recordLog } from '../../platform/audit';
import { afterCommit } from '../../platform/db';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import {
  createRollout,
  getRollout,
  JOB_UPGRADE_ROLLOUT,
  listRollouts,
  listTargets,
  moveRollout,
  presentRollout,
  recordProgress,
  recordVersion,
  rolloutJobKey,
  tickRollout,
  type Effects,
} from './service';

const tags = ['Upgrades'];
const access = UPGRADE_ACCESS_RULE;
const idParams = z.object({ id: recordIdSchema });
const rolloutJob = z.object({ rolloutId: z.number().int().positive() });

/**
 * Staged rollouts of upgrade packages (ADR 0032): create one from a filter, pause, resume,
 * cancel, retry the failed terminals; read a package's rollouts and a rollout's terminals. The
 * durable job `upgrade-rollout` (one pending per rollout) sends the waves; terminals' progress
 * events move their rows and look at the rollout again at once. Cloud administrators only.
 */
const upgradeRoutes: FastifyPluginAsyncZod = async (app) => {
  const online = (terminal: { id: number; online: boolean }) =>
    app.realtime.presence.known(terminal.id) ?? terminal.online;

  const schedule = (executor: Db | Tx, rolloutId: number, runAt: Date) =>
    app.jobs.schedule(
      { kind: JOB_UPGRADE_ROLLOUT, key: rolloutJobKey(rolloutId), payload: { rolloutId }, runAt },
      executor,
    );

  const deliver = (effects: Effects) => {
    for (const { terminal, command } of effects.sent) {
      app.realtime.publish({ type: 'command', customerId: terminal.customerId, command });
      app.realtime.afterCreate(terminal, command);
    }
    for (const event of effects.events) app.realtime.publish(event);
  };

  const tick = async (rolloutId: number) => {
    const now = app.jobs.now();
    const effects = await app.db.transaction(async (tx) => {
      const result = await tickRollout(tx, rolloutId, online, now, PLATFORM_ORG_ID);
      if (result.tickAt) await schedule(tx, rolloutId, result.tickAt);
      return result;
    });
    deliver(effects);
  };
  app.jobs.handle(JOB_UPGRADE_ROLLOUT, rolloutJob, ({ rolloutId }) => tick(rolloutId));

  // Terminals report what they run, and their progress while upgrading.
  app.realtime.onTerminalEvent((terminal, event) => {
    const version = terminalVersionEventSchema.safeParse(event);
    if (version.success) {
      void recordVersion(app.db, terminal, version.data, app.jobs.now()).catch((error: unknown) =>
        app.log.warn({ err: error, terminal: terminal.id }, 'terminal version report failed'),
      );
      return;
    }
    const progress = upgradeProgressEventSchema.safeParse(event);
    if (!progress.success) return;
    void (async () => {
      const now = app.jobs.now();
      const moved = await app.db.transaction(async (tx) => {
        const result = await recordProgress(tx, terminal, progress.data, now);
        // The rollout looks again now: a failure may stop it, a success open the next wave.
        if (result && (progress.data.state === 'done' || progress.data.state === 'failed'))
          await schedule(tx, result.rollout.id, now);
        return result;
      });
      if (!moved) return;
      app.realtime.publish({
        type: 'upgrade',
        customerId: moved.target.customerId,
        packageId: moved.rollout.packageId,
        rolloutId: moved.rollout.id,
        rolloutState: moved.rollout.state,
        target: {
          id: moved.target.id,
          deviceAccountId: moved.target.deviceAccountId,
          state: moved.target.state,
          progress: moved.target.progress,
          error: moved.target.error,
        },
      });
    })().catch((error: unknown) =>
      app.log.warn({ err: error, terminal: terminal.id }, 'upgrade progress report failed'),
    );
  });

  app.realtime.guardTopic('upgrade', async (caller) => accessAllows(caller, access));

  app.get(
    UPGRADE_ROLLOUTS_PATH,
    {
      config: { access },
      schema: {
        tags,
        summary: "A package's rollouts, newest first, with counters per state and wave",
        querystring: rolloutListQuerySchema,
        response: { 200: envelopeSchema(z.array(rolloutSchema)) },
      },
    },
    async (request) =>
      ok(await app.inTenant(callerOf(request), (tx) => listRollouts(tx, request.query.packageId))),
  );

  app.post(
    UPGRADE_ROLLOUTS_PATH,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Start a staged rollout of an approved package',
        body: rolloutCreateSchema,
        response: { 200: envelopeSchema(rolloutSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const now = app.jobs.now();
      const rollout = await app.inTenant(caller, async (tx) => {
        const row = await createRollout(tx, request.body, caller.account, now);
        await schedule(tx, row.id, now);
        const presented = await presentRollout(tx, row);
        await recordLog(tx, caller, {
          action: 'create',
          resource: 'upgradeRollouts',
          resourceId: row.id,
          before: null,
          after: { ...request.body, id: row.id, waveCount: row.waveCount, total: presented.counts.total },
        });
        return presented;
      });
      return ok(rollout);
    },
  );

  app.get(
    `${UPGRADE_ROLLOUTS_PATH}/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'One rollout',
        params: idParams,
        response: { 200: envelopeSchema(rolloutSchema) },
      },
    },
    async (request) => ok(await app.inTenant(callerOf(request), (tx) => getRollout(tx, request.params.id))),
  );

  app.get(
    `${UPGRADE_ROLLOUTS_PATH}/:id/targets`,
    {
      config: { access },
      schema: {
        tags,
        summary: "A rollout's terminals and where each one's upgrade is",
        params: idParams,
        querystring: rolloutTargetQuerySchema,
        response: { 200: envelopeSchema(pageSchema(rolloutTargetSchema)) },
      },
    },
    async (request) =>
      ok(await app.inTenant(callerOf(request), (tx) => listTargets(tx, request.params.id, request.query))),
  );

  app.post(
    `${UPGRADE_ROLLOUTS_PATH}/:id/:action`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'pause, resume, cancel, or retry only the failed terminals',
        params: idParams.extend({ action: z.enum(ROLLOUT_ACTIONS, { error: 'validation.enum' }) }),
        response: { 200: envelopeSchema(rolloutSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, action } = request.params;
      const now = app.jobs.now();
      const rollout = await app.inTenant(caller, async (tx) => {
        const moved = await moveRollout(tx, id, action, now);
        if (moved.after.state === 'running') await schedule(tx, id, now);
        else await app.jobs.cancel(rolloutJobKey(id), tx);
        await recordLog(tx, caller, {
          action,
          resource: 'upgradeRollouts',
          resourceId: id,
          before: { state: moved.before.state },
          after: { state: moved.after.state, ...(action === 'retry' ? { retried: moved.retried } : {}) },
        });
        const presented = await presentRollout(tx, moved.after);
        afterCommit(tx, () =>
          app.realtime.publish({
            type: 'upgrade',
            customerId: PLATFORM_ORG_ID,
            packageId: presented.packageId,
            rolloutId: presented.id,
            rolloutState: presented.state,
          }),
        );
        return presented;
      });
      return ok(rollout);
    },
  );
};

export default upgradeRoutes;
