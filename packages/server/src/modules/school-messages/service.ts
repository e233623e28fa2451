import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SchoolNoticeMessage } from '@console/contract/resources/school-messages';
import type { Db } from '../../db/client';
import { deviceAccounts } from '../device-accounts/tables';
import { deviceGroups } from '../device-groups/tables';
import type { TerminalRef } from '../realtime/terminal-auth';
import { schoolMessageReceipts, schoolMessages } from './tables';

type Message = typeof schoolMessages.$inferSelect;

/** How the sender reaches a terminal, and whether it is connected now. */
export interface NoticeChannel {
  isOnline(terminalId: number): boolean;
  send(terminal: TerminalRef, notice: SchoolNoticeMessage): void;
}

function noticeOf(message: Message, sentAt: Date): SchoolNoticeMessage {
  return {
    type: 'schoolNotice',
    messageId: message.id,
    title: message.title,
    content: message.content,
    kind: message.type,
    sentAt: sentAt.toISOString(),
  };
}

/** The company's terminals a message goes to: its own list and every member of its groups, once each. */
async function recipientsOf(db: Db, message: Message): Promise<TerminalRef[]> {
  const ids = new Set(message.deviceAccountIds);
  if (message.groupIds.length) {
    const groups = await db
      .select({ members: deviceGroups.deviceAccountIds })
      .from(deviceGroups)
      .where(
        and(eq(deviceGroups.customerId, message.customerId), inArray(deviceGroups.id, message.groupIds)),
      );
    for (const group of groups) for (const id of group.members) ids.add(id);
  }
  if (!ids.size) return [];
  return db
    .select({ id: deviceAccounts.id, customerId: deviceAccounts.customerId, account: deviceAccounts.account })
    .from(deviceAccounts)
    .where(and(eq(deviceAccounts.customerId, message.customerId), inArray(deviceAccounts.id, [...ids])));
}

/**
 * The durable job's work: a scheduled or sending message whose time has come gets one receipt
 * per recipient terminal, goes to those online now (their receipt says when), and is sent. A
 * cancelled, already sent or moved (later) message is left alone, so a repeated run sends nothing twice.
 */
export async function sendSchoolMessage(db: Db, channel: NoticeChannel, messageId: number, now: Date) {
  const [message] = await db.select().from(schoolMessages).where(eq(schoolMessages.id, messageId));
  if (!message || !['scheduled', 'sending'].includes(message.state)) return;
  if (message.sendAt && message.sendAt.getTime() > now.getTime()) return;
  const recipients = await recipientsOf(db, message);
  const online = recipients.filter((terminal) => channel.isOnline(terminal.id));
  const reached = new Set(online.map((terminal) => terminal.id));
  await db.transaction(async (tx) => {
    if (recipients.length)
      await tx
        .insert(schoolMessageReceipts)
        .values(
          recipients.map((terminal) => ({
            customerId: message.customerId,
            messageId: message.id,
            deviceAccountId: terminal.id,
            deliveredAt: reached.has(terminal.id) ? now : null,
          })),
        )
        .onConflictDoNothing();
    await tx
      .update(schoolMessages)
      .set({ state: 'sent', sentAt: now, recipientCount: recipients.length, updatedAt: now })
      .where(eq(schoolMessages.id, message.id));
  });
  for (const terminal of online) channel.send(terminal, noticeOf(message, now));
}

/** Send a sent message again to its recipients not reached before and online now; how many it reached. */
export async function resendUndelivered(db: Db, channel: NoticeChannel, message: Message, now: Date) {
  const waiting = await db
    .select({ id: deviceAccounts.id, customerId: deviceAccounts.customerId, account: deviceAccounts.account })
    .from(schoolMessageReceipts)
    .innerJoin(deviceAccounts, eq(deviceAccounts.id, schoolMessageReceipts.deviceAccountId))
    .where(and(eq(schoolMessageReceipts.messageId, message.id), isNull(schoolMessageReceipts.deliveredAt)));
  const reached = waiting.filter((terminal) => channel.isOnline(terminal.id));
  if (reached.length)
    await db
      .update(schoolMessageReceipts)
      .set({ deliveredAt: now, updatedAt: now })
      .where(
        and(
          eq(schoolMessageReceipts.messageId, message.id),
          inArray(
            schoolMessageReceipts.deviceAccountId,
            reached.map((terminal) => terminal.id),
          ),
        ),
      );
  for (const terminal of reached) channel.send(terminal, noticeOf(message, message.sentAt ?? now));
  return reached.length;
}

/** A terminal read a notification it was sent: its receipt once, and the message's count. */
export async function recordRead(db: Db, terminal: TerminalRef, messageId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [receipt] = await tx
      .update(schoolMessageReceipts)
      .set({ readAt: now, updatedAt: now })
      .where(
        and(
          eq(schoolMessageReceipts.messageId, messageId),
          eq(schoolMessageReceipts.deviceAccountId, terminal.id),
          eq(schoolMessageReceipts.customerId, terminal.customerId),
          isNull(schoolMessageReceipts.readAt),
          isNotNull(schoolMessageReceipts.deliveredAt),
        ),
      )
      .returning({ id: schoolMessageReceipts.id });
    if (receipt)
      await tx
        .update(schoolMessages)
        .set({ readCount: sql`${schoolMessages.readCount} + 1` })
        .where(eq(schoolMessages.id, messageId));
  });
}
