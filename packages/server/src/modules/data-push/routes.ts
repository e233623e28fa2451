import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  dataPushDeliveryDescription,
  dataPushTargetDescription,
  DATA_PUSH_PERSONAL_FIELDS,
  dataPushFieldPolicySchema,
  type DataPushFieldPolicy,
  recoverDeliveriesSchema,
  MAX_RECOVERED_DELIVERIES,
} from '@console/contract/resources/data-push';
import type { Tx } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { customers } from '../../platform/identity-tables';
import { recordLog } from '../../platform/audit';
import { Conflict, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import {
  JOB_DATA_PUSH,
  attemptDelivery,
  enqueueDelivery,
  personalFieldsOf,
  pushEvent,
  type PushMessage,
} from './service';
import { dataPushDeliveries, dataPushFieldPolicies, dataPushTargets } from './tables';
import { recordIdSchema } from '@console/contract/api/record-id';

const idParams = z.object({ id: recordIdSchema });

/** The company a request is about: the caller's own, or one a platform administrator names. */
async function companyOf(tx: Tx, caller: Caller, named: number | undefined): Promise<number> {
  if (!caller.isPlatform || named === undefined) return caller.customerId;
  const [found] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, named));
  if (!found) throw NotFound('error.customerNotFound');
  return found.id;
}

/** A target that may take deliveries again, in the caller's tenant (RLS), or a refusal. */
async function replayableTarget(tx: Tx, id: number) {
  const [target] = await tx.select().from(dataPushTargets).where(eq(dataPushTargets.id, id));
  if (!target) throw NotFound('error.dataPushTargetNotFound');
  if (target.state === 'disabled') throw Conflict('error.dataPushTargetDisabled');
  return target;
}
const deliveryJob = z.object({ deliveryId: z.number().int().positive() });
const FIELDS_PATH = PATHS.resource('dataPushFields');
const fieldsQuery = z.object({ customerId: recordIdSchema.optional() });
const policyAnswer = z.object({ fields: z.array(z.enum(DATA_PUSH_PERSONAL_FIELDS)) });

/**
 * Data push beyond the engine's lists: the durable job that makes each delivery attempt, the
 * replay of a delivery (the same message, `webhook-id` included, queued again to its target), and
 * the recovery of every failed delivery of a target since a time (Svix's "recover"), the
 * company's allow-list of personal fields, and terminals' presence pushed as `device.status`.
 */
const dataPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.handle(JOB_DATA_PUSH, deliveryJob, ({ deliveryId }) =>
    attemptDelivery(app.db, app.secrets, deliveryId, () => app.jobs.now()),
  );

  app.realtime.onPresenceChange((event) => {
    const data = {
      deviceAccountId: event.id,
      account: event.account,
      online: event.online,
      lastSeenAt: event.lastSeenAt,
    };
    void pushEvent(app.db, event.customerId, 'device.status', data, app.jobs.now()).catch((error: unknown) =>
      app.log.warn({ err: error, terminal: event.id }, 'pushing a device status failed'),
    );
  });

  app.get(
    FIELDS_PATH,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags: ['Data push'],
        summary: "The personal fields the company's deliveries may carry",
        querystring: fieldsQuery,
        response: { 200: envelopeSchema(policyAnswer) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const fields = await app.inTenant(caller, async (tx) =>
        personalFieldsOf(tx, await companyOf(tx, caller, request.query.customerId)),
      );
      return ok({ fields: fields as DataPushFieldPolicy['fields'] });
    },
  );

  app.put(
    FIELDS_PATH,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags: ['Data push'],
        summary: "Choose the personal fields the company's deliveries may carry",
        querystring: fieldsQuery,
        body: dataPushFieldPolicySchema,
        response: { 200: envelopeSchema(policyAnswer) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { fields } = request.body;
      await app.inTenant(caller, async (tx) => {
        const customerId = await companyOf(tx, caller, request.query.customerId);
        const before = await personalFieldsOf(tx, customerId);
        await tx
          .insert(dataPushFieldPolicies)
          .values({ customerId, fields })
          .onConflictDoUpdate({
            target: dataPushFieldPolicies.customerId,
            set: { fields, updatedAt: new Date() },
          });
        await recordLog(tx, caller, {
          action: 'update',
          resource: 'dataPushFields',
          before: { fields: before },
          after: { fields },
          customerId,
        });
      });
      return ok({ fields });
    },
  );

  app.post(
    `${PATHS.resource(dataPushDeliveryDescription.key)}/:id/replay`,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags: ['Data push'],
        summary: 'Queue a delivery again: the same message to the same target',
        params: idParams,
        response: { 200: envelopeSchema(z.object({ id: z.number(), messageId: z.string() })) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const replayed = await app.inTenant(caller, async (tx) => {
        const [delivery] = await tx
          .select()
          .from(dataPushDeliveries)
          .where(eq(dataPushDeliveries.id, request.params.id));
        if (!delivery) throw NotFound('error.deliveryNotFound');
        const target = await replayableTarget(tx, delivery.targetId);
        const now = app.jobs.now();
        const copy = await enqueueDelivery(
          tx,
          target,
          delivery.payload as PushMessage,
          now,
          delivery.messageId,
        );
        await recordLog(tx, caller, {
          action: 'replay',
          resource: dataPushDeliveryDescription.key,
          resourceId: delivery.id,
          after: { id: copy.id, messageId: copy.messageId },
          customerId: delivery.customerId,
        });
        return copy;
      });
      return ok({ id: replayed.id, messageId: replayed.messageId });
    },
  );

  app.post(
    `${PATHS.resource(dataPushTargetDescription.key)}/:id/recover`,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags: ['Data push'],
        summary: `Queue again every failed delivery of a target since a time (at most ${MAX_RECOVERED_DELIVERIES})`,
        params: idParams,
        body: recoverDeliveriesSchema,
        response: { 200: envelopeSchema(z.object({ count: z.number() })) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const since = new Date(request.body.since);
      const count = await app.inTenant(caller, async (tx) => {
        const target = await replayableTarget(tx, request.params.id);
        const failed = await tx
          .select()
          .from(dataPushDeliveries)
          .where(
            and(
              eq(dataPushDeliveries.targetId, target.id),
              eq(dataPushDeliveries.state, 'failed'),
              gte(dataPushDeliveries.createdAt, since),
            ),
          )
          .orderBy(asc(dataPushDeliveries.createdAt), asc(dataPushDeliveries.id))
          .limit(MAX_RECOVERED_DELIVERIES);
        const now = app.jobs.now();
        // Oldest first, so the receiver gets them in the order they happened.
        for (const delivery of failed)
          await enqueueDelivery(tx, target, delivery.payload as PushMessage, now, delivery.messageId);
        await recordLog(tx, caller, {
          action: 'recover',
          resource: dataPushTargetDescription.key,
          resourceId: target.id,
          after: { since: since.toISOString(), count: failed.length },
          customerId: target.customerId,
        });
        return failed.length;
      });
      return ok({ count });
    },
  );
};

export default dataPushRoutes;
