import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { recordIdSchema } from '@console/contract/api/record-id';
import {
  schoolInboxSchema,
  schoolMessageReceiptSchema,
  schoolNoticeReadEventSchema,
  type SchoolInbox,
  type SchoolMessageReceipt,
  type SchoolMessageType,
} from '@console/contract/resources/school-messages';
import type { Tx } from '../../db/client';
import { recordLog } from '../../platform/audit';
import { afterCommit } from '../../platform/db';
import { users } from '../../platform/identity-tables';
import { BadRequest, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { deviceAccounts } from '../device-accounts/tables';
import { JOB_SCHOOL_MESSAGE } from './resource';
import {
  recordMemberRead,
  recordRead,
  resendUndelivered,
  sendSchoolMessage,
  type NoticeChannel,
} from './service';
import { schoolMessageReceipts, schoolMessages } from './tables';

const tags = ['School messages'];
const base = PATHS.resource('schoolMessages');
const idParams = z.object({ id: recordIdSchema });
const sendJob = z.object({ messageId: z.number().int().positive() });
/** The newest notifications an inbox shows; older ones stay counted as unread until read. */
const INBOX_SIZE = 50;
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Every recipient of a message: its terminals, then its members, each by account. */
async function receiptsOf(tx: Tx, messageId: number): Promise<SchoolMessageReceipt[]> {
  const times = { deliveredAt: schoolMessageReceipts.deliveredAt, readAt: schoolMessageReceipts.readAt };
  const terminals = await tx
    .select({ id: deviceAccounts.id, account: deviceAccounts.account, name: deviceAccounts.name, ...times })
    .from(schoolMessageReceipts)
    .innerJoin(deviceAccounts, eq(deviceAccounts.id, schoolMessageReceipts.deviceAccountId))
    .where(eq(schoolMessageReceipts.messageId, messageId))
    .orderBy(asc(deviceAccounts.account));
  const members = await tx
    .select({ id: users.id, account: users.account, name: users.realName, ...times })
    .from(schoolMessageReceipts)
    .innerJoin(users, eq(users.id, schoolMessageReceipts.userId))
    .where(eq(schoolMessageReceipts.messageId, messageId))
    .orderBy(asc(users.account));
  type Row = (typeof members)[number];
  const receipt = (recipient: SchoolMessageReceipt['recipient']) => (row: Row) => ({
    ...row,
    recipient,
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
  });
  return [...terminals.map(receipt('terminal')), ...members.map(receipt('member'))];
}

const inboxOfUser = (userId: number) =>
  and(eq(schoolMessageReceipts.userId, userId), isNotNull(schoolMessageReceipts.deliveredAt));

async function unreadOf(tx: Tx, userId: number): Promise<number> {
  const [unread] = await tx
    .select({ count: count() })
    .from(schoolMessageReceipts)
    .where(and(inboxOfUser(userId), isNull(schoolMessageReceipts.readAt)));
  return unread?.count ?? 0;
}

/** The signed-in member's inbox: the newest notifications sent to them and the unread count. */
async function inboxOf(tx: Tx, userId: number): Promise<SchoolInbox> {
  const rows = await tx
    .select({
      id: schoolMessages.id,
      title: schoolMessages.title,
      content: schoolMessages.content,
      type: schoolMessages.type,
      sentAt: schoolMessageReceipts.deliveredAt,
      readAt: schoolMessageReceipts.readAt,
    })
    .from(schoolMessageReceipts)
    .innerJoin(schoolMessages, eq(schoolMessages.id, schoolMessageReceipts.messageId))
    .where(inboxOfUser(userId))
    .orderBy(desc(schoolMessageReceipts.id))
    .limit(INBOX_SIZE);
  return {
    list: rows.map((row) => ({
      ...row,
      type: row.type as SchoolMessageType,
      sentAt: row.sentAt!.toISOString(),
      readAt: iso(row.readAt),
    })),
    unread: await unreadOf(tx, userId),
  };
}

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
    inboxChanged: (member, messageId) => app.realtime.publish({ type: 'inbox', ...member, messageId }),
  };
  // A member's inbox is theirs alone.
  app.realtime.guardTopic('inbox', (caller, userId) => Promise.resolve(caller.userId === userId));
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
        summary:
          'Read receipts: every recipient terminal and member, when the message reached them and was read',
        params: idParams,
        response: { 200: envelopeSchema(z.array(schoolMessageReceiptSchema)) },
      },
    },
    async (request) => {
      const receipts = await app.inTenant(callerOf(request), async (tx) => {
        const [message] = await tx
          .select({ id: schoolMessages.id })
          .from(schoolMessages)
          .where(eq(schoolMessages.id, request.params.id));
        if (!message) throw NotFound();
        return receiptsOf(tx, message.id);
      });
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

  // Any signed-in user has an inbox; only members are ever sent to it.
  app.get(
    PATHS.schoolInbox,
    {
      schema: {
        tags,
        summary: "The signed-in member's school notifications, newest first, and how many are unread",
        response: { 200: envelopeSchema(schoolInboxSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.inTenant(caller, (tx) => inboxOf(tx, caller.userId)));
    },
  );

  app.post(
    `${PATHS.schoolInbox}/:id/read`,
    {
      schema: {
        tags,
        summary: 'The signed-in member read a notification of their inbox (counted once)',
        params: idParams,
        response: { 200: envelopeSchema(z.object({ unread: z.number() })) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const member = { customerId: caller.customerId, userId: caller.userId };
      const unread = await app.inTenant(caller, async (tx) => {
        const [receipt] = await tx
          .select({ id: schoolMessageReceipts.id })
          .from(schoolMessageReceipts)
          .where(
            and(
              eq(schoolMessageReceipts.messageId, request.params.id),
              eq(schoolMessageReceipts.userId, caller.userId),
            ),
          );
        if (!receipt) throw NotFound();
        if (await recordMemberRead(tx, member, request.params.id, now()))
          afterCommit(tx, () => channel.inboxChanged(member, request.params.id));
        return unreadOf(tx, caller.userId);
      });
      return ok({ unread });
    },
  );
};

export default schoolMessageRoutes;
