import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { PATHS } from '@console/contract';
import { idParamSchema } from '@console/contract/resources/identity';
import { NotFound } from '../../platform/errors';
import { callerOf } from '../../platform/session';
import { beds } from '../beds/tables';
import { rtspUrlOf } from './grabber';
import { alarmSnapshotJpeg, cameraOfBed, grabFailure } from './service';

const tags = ['alarms'];
/** The ward staff's, like the alarms (administrators and medical staff of the company). */
const access = 'staff' as const;
/** The still's time, for the screen that shows it. */
export const TAKEN_AT_HEADER = 'x-taken-at';

/** An alarm's stored still and a bed camera's still now, both as image/jpeg. */
const cameraSnapshotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PATHS.resource('alarms')}/:id/snapshot`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The camera still taken when the alarm was raised (image/jpeg; 404 when none)',
        params: idParamSchema,
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const still = await app.inTenant(callerOf(request), (tx) => alarmSnapshotJpeg(tx, request.params.id));
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, no-cache')
        .header(TAKEN_AT_HEADER, still.takenAt.toISOString())
        .send(still.jpeg);
    },
  );

  app.get(
    `${PATHS.resource('beds')}/:id/camera/snapshot`,
    {
      config: { access },
      schema: {
        tags,
        summary: "A still of the bed's camera now (image/jpeg); grabs are shared per bed for 2 s",
        params: idParamSchema,
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const bedId = request.params.id;
      const caller = callerOf(request);
      const camera = await app.inTenant(caller, async (tx) => {
        // A live picture of a patient: the bed's own company only, not the platform's operators.
        const [bed] = await tx
          .select({ id: beds.id })
          .from(beds)
          .where(and(eq(beds.id, bedId), eq(beds.customerId, caller.customerId)));
        if (!bed) throw NotFound('error.bedNotFound');
        return cameraOfBed(tx, bedId);
      });
      if (!camera) throw NotFound('error.noCamera');
      const still = await app.cameraSnapshots.live
        .get(bedId, async () => ({
          jpeg: await app.cameraSnapshots.grab(rtspUrlOf(camera)),
          takenAt: app.jobs.now(),
        }))
        .catch((error: unknown) => {
          throw grabFailure(error);
        });
      return reply
        .type('image/jpeg')
        .header('cache-control', 'no-store')
        .header(TAKEN_AT_HEADER, still.takenAt.toISOString())
        .send(still.jpeg);
    },
  );
};

export default cameraSnapshotRoutes;
