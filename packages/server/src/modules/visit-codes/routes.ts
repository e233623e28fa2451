import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { visitCodeEventSchema } from '@console/contract/realtime';
import { terminalMayReport } from '../visits/service';
import { visits } from '../visits/tables';
import { redeemVisitCode } from './service';

/**
 * The visiting-room terminal reports the family's one-time code over MQTT before the call; an
 * accepted code checks the visit in (and the console's visit list follows). Refusals are logged
 * with their reason, never with the code.
 */
const visitCodeRoutes: FastifyPluginAsync = async (app) => {
  app.realtime.onTerminalEvent((terminal, event) => {
    const parsed = visitCodeEventSchema.safeParse(event);
    if (!parsed.success) return;
    const { visitId, code } = parsed.data;
    void (async () => {
      const [visit] = await app.db.select().from(visits).where(eq(visits.id, visitId));
      if (!visit || visit.customerId !== terminal.customerId) return;
      if (!(await terminalMayReport(app.db, visit, terminal.id))) return;
      const { outcome, visit: moved } = await redeemVisitCode(app.db, visitId, code, app.jobs.now());
      if (moved)
        app.realtime.publish({
          type: 'visit',
          customerId: moved.customerId,
          visit: { id: moved.id, wardId: moved.wardId, state: moved.state },
        });
      else app.log.warn({ visitId, terminal: terminal.id, outcome }, 'visit code refused');
    })().catch((error: unknown) => app.log.warn({ err: error, visitId }, 'visit code report failed'));
  });
};

export default visitCodeRoutes;
