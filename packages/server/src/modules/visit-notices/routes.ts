import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_VISIT_REMINDER, remindVisit } from './service';

/** Notices need no routes beyond the engine's list: only the reminder job is handled here. */
const visitNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.handle(JOB_VISIT_REMINDER, z.object({ visitId: z.number().int().positive() }), ({ visitId }) =>
    remindVisit(app.db, visitId, app.jobs.now()),
  );
};

export default visitNoticeRoutes;
