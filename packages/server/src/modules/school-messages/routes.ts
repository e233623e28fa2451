import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { recordIdSchema } from '@console/contract/api/record-id';
import {
  schoolMessageReceiptSchema,
  schoolNoticeReadEventSchema,
  type SchoolMessageReceipt,
} from '@console/contract/resources/school-messages';
import { recordLog } from '../../platform/audit';
import { BadRequest, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { deviceAccounts } from '../device-accounts/tables';
import { JOB_SCHOOL_MESSAGE } from './resource';
import { recordRead, resendUndelivered, sendSchoolMessage, type NoticeChannel } from './service';
import { schoolMessageReceipts, schoolMessages } from './tables';

const tags = ['School messages'];
const base = PATHS.resource('schoolMessages');
const idParams = z.object({ id: recordIdSchema });
const sendJob = z.object({ messageId: z.number().int().positive() });

/**
 * School notifications beyond the engine: the send job, the read receipts (each recipient
 * terminal, when it was sent there and read), sending again to those not reached, and the read
 * reports terminals send on their `event` channel.
 */
const schoolMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.jobs.now();
  const channel: NoticeChannel = {
    isOnline: (id) => app.realtime.presence.isOnline(id),
    send: (terminal, notice) => app.realtime.notifyTerminal(terminal, notice),
  };
  app.jobs.handle(JOB_SCHOOL_MESSAGE, sendJob, ({ messageId }) =>
    sendSchoolMessage(app.db, channel, messageId, now()),
  );
  app.realtime.onTerminalEvent((terminal, event) => {
    const read = schoolNoticeReadEventSchema.safeParse(event);
    if (!read.success) return;
    recordRead(app.db, terminal, read.data.messageId, now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'recording a school notice read failed'),
    );
  });

  app.get(
    `${base}/:id/receipts`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Read receipts: every recipient terminal, when the message was sent there and read',
        params: idParams,
        response: { 200: envelopeSchema(z.array(schoolMessageReceiptSchema)) },
      },
    },
    async (request) => {
      const rows = await app.inTenant(callerOf(request), async (tx) => {
        const [message] = await tx
          .select({ id: schoolMessages.id })
          .from(schoolMessages)
          .where(eq(schoolMessages.id, request.params.id));
        if (!message) throw NotFound();
        return tx
          .select({
            deviceAccountId: schoolMessageReceipts.deviceAccountId,
            account: deviceAccounts.account,
            name: deviceAccounts.name,
            deliveredAt: schoolMessageReceipts.deliveredAt,
            readAt: schoolMessageReceipts.readAt,
          })
          .from(schoolMessageReceipts)
          .innerJoin(deviceAccounts, eq(deviceAccounts.id, schoolMessageReceipts.deviceAccountId))
          .where(eq(schoolMessageReceipts.messageId, message.id))
          .orderBy(asc(deviceAccounts.account));
      });
      const receipts: SchoolMessageReceipt[] = rows.map((row) => ({
        ...row,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        readAt: row.readAt?.toISOString() ?? null,
      }));
      return ok(receipts);
    },
  );

  app.post(
    `${base}/:id/resend`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Send a sent message again to its recipients that were offline and are online now',
        params: idParams,
        response: { 200: envelopeSchema(z.object({ reached: z.number() })) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const [message] = await app.inTenant(caller, (tx) =>
        tx.select().from(schoolMessages).where(eq(schoolMessages.id, request.params.id)),
      );
      if (!message) throw NotFound();
      if (message.state !== 'sent') throw BadRequest('error.schoolMessageNotSent');
      const reached = await resendUndelivered(app.db, channel, message, now());
      await app.inTenant(caller, (tx) =>
        recordLog(tx, caller, {
          action: 'resend',
          resource: 'schoolMessages',
          resourceId: message.id,
          after: { reached },
        }),
      );
      return ok({ reached });
    },
  );
};

export default schoolMessageRoutes;
