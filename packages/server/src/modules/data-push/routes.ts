import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { dataPushDeliveryDescription } from '@console/contract/resources/data-push';
import { recordLog } from '../../platform/audit';
import { Conflict, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { JOB_DATA_PUSH, attemptDelivery, enqueueDelivery, type PushMessage } from './service';
import { dataPushDeliveries, dataPushTargets } from './tables';
import { recordIdSchema } from '@console/contract/api/record-id';

const idParams = z.object({ id: recordIdSchema });
const deliveryJob = z.object({ deliveryId: z.number().int().positive() });

/**
 * Data push beyond the engine's lists: the durable job that makes each delivery attempt, and the
 * replay of a delivery (the same message, `webhook-id` included, queued again to its target).
 */
const dataPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.handle(JOB_DATA_PUSH, deliveryJob, ({ deliveryId }) =>
    attemptDelivery(app.db, app.secrets, deliveryId, () => app.jobs.now()),
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
        const [target] = await tx
          .select()
          .from(dataPushTargets)
          .where(eq(dataPushTargets.id, delivery.targetId));
        if (!target) throw NotFound('error.dataPushTargetNotFound');
        if (target.state === 'disabled') throw Conflict('error.dataPushTargetDisabled');
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
};

export default dataPushRoutes;
