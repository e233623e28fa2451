import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { USER_TYPES } from '@console/contract';
import type { SchoolNoticeMessage } from '@console/contract/resources/school-messages';
import type { Db, Tx } from '../../db/client';
import { users } from '../../platform/identity-tables';
import { deviceAccounts } from '../device-accounts/tables';
import { deviceGroups } from '../device-groups/tables';
import type { TerminalRef } from '../realtime/terminal-auth';
import { schoolMessageReceipts, schoolMessages } from './tables';

type Message = typeof schoolMessages.$inferSelect;

/**
 * How the sender reaches a terminal, and whether it is connected now; and how a member's open
 * console hears that its inbox changed.
 */
export interface NoticeChannel {
  isOnline(terminalId: number): boolean;
  send(terminal: TerminalRef, notice: SchoolNoticeMessage): void;
  inboxChanged(member: { customerId: number; userId: number }, messageId: number): void;
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

/** The company's members a message names (members deleted since drop out). */
async function membersOf(db: Db, message: Message): Promise<number[]> {
  if (!message.memberIds.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.customerId, message.customerId),
        eq(users.userType, USER_TYPES.member),
        inArray(users.id, message.memberIds),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The durable job's work: a scheduled or sending message whose time has come gets one receipt
 * per recipient, goes to the terminals online now (their receipt says when) and into each member's
 * inbox (delivered at once: the inbox is where a member reads it), and is sent. A cancelled,
 * already sent or moved (later) message is left alone, so a repeated run sends nothing twice.
 */
export async function sendSchoolMessage(db: Db, channel: NoticeChannel, messageId: number, now: Date) {
  const [message] = await db.select().from(schoolMessages).where(eq(schoolMessages.id, messageId));
  if (!message || !['scheduled', 'sending'].includes(message.state)) return;
  if (message.sendAt && message.sendAt.getTime() > now.getTime()) return;
  const recipients = await recipientsOf(db, message);
  const members = await membersOf(db, message);
  const online = recipients.filter((terminal) => channel.isOnline(terminal.id));
  const reached = new Set(online.map((terminal) => terminal.id));
  const receipts = [
    ...recipients.map((terminal) => ({
      customerId: message.customerId,
      messageId: message.id,
      deviceAccountId: terminal.id,
      deliveredAt: reached.has(terminal.id) ? now : null,
    })),
    ...members.map((userId) => ({
      customerId: message.customerId,
      messageId: message.id,
      userId,
      deliveredAt: now,
    })),
  ];
  await db.transaction(async (tx) => {
    if (receipts.length) await tx.insert(schoolMessageReceipts).values(receipts).onConflictDoNothing();
    await tx
      .update(schoolMessages)
      .set({ state: 'sent', sentAt: now, recipientCount: receipts.length, updatedAt: now })
      .where(eq(schoolMessages.id, message.id));
  });
  for (const terminal of online) channel.send(terminal, noticeOf(message, now));
  for (const userId of members) channel.inboxChanged({ customerId: message.customerId, userId }, message.id);
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

/**
 * A recipient read a notification it was sent: its receipt once, and the message's count. Whether
 * this read counted (false: not its message, not delivered, or read before).
 */
async function markRead(
  tx: Tx,
  recipient: { customerId: number } & ({ deviceAccountId: number } | { userId: number }),
  messageId: number,
  now: Date,
): Promise<boolean> {
  const [receipt] = await tx
    .update(schoolMessageReceipts)
    .set({ readAt: now, updatedAt: now })
    .where(
      and(
        eq(schoolMessageReceipts.messageId, messageId),
        'userId' in recipient
          ? eq(schoolMessageReceipts.userId, recipient.userId)
          : eq(schoolMessageReceipts.deviceAccountId, recipient.deviceAccountId),
        eq(schoolMessageReceipts.customerId, recipient.customerId),
        isNull(schoolMessageReceipts.readAt),
        isNotNull(schoolMessageReceipts.deliveredAt),
      ),
    )
    .returning({ id: schoolMessageReceipts.id });
  if (!receipt) return false;
  await tx
    .update(schoolMessages)
    .set({ readCount: sql`${schoolMessages.readCount} + 1` })
    .where(eq(schoolMessages.id, messageId));
  return true;
}

/** A terminal reported it read a notification. */
export async function recordRead(db: Db, terminal: TerminalRef, messageId: number, now: Date) {
  await db.transaction((tx) =>
    markRead(tx, { customerId: terminal.customerId, deviceAccountId: terminal.id }, messageId, now),
  );
}

/** A member opened a notification in the inbox (inside the member's tenant transaction). */
export const recordMemberRead = (
  tx: Tx,
  member: { customerId: number; userId: number },
  messageId: number,
  now: Date,
) => markRead(tx, member, messageId, now);
