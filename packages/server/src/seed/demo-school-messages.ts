import { and, asc, count, eq } from 'drizzle-orm';
import { USER_TYPES } from '@console/contract';
import type { Tx } from '../db/client';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { deviceGroups } from '../modules/device-groups/tables';
import { JOB_SCHOOL_MESSAGE, messageJobKey } from '../modules/school-messages/resource';
import { schoolMessageReceipts, schoolMessages } from '../modules/school-messages/tables';
import { users } from '../platform/identity-tables';
import { scheduleJob } from '../platform/jobs/runner';

const HOUR = 3_600_000;

/**
 * The demo's school notifications: one sent yesterday to a group of the demo's terminals with
 * most of them read, one sent this morning to the demo's members (unread in the first member's
 * inbox, read by the others), one scheduled for tomorrow morning, one cancelled. Idempotent: a
 * tenant with messages is left alone.
 */
export async function seedDemoSchoolMessages(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(schoolMessages)
    .where(eq(schoolMessages.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const terminals = await tx
    .select({ id: deviceAccounts.id })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId))
    .orderBy(deviceAccounts.id)
    .limit(6);
  if (terminals.length === 0) return;
  const ids = terminals.map((terminal) => terminal.id);
  const [group] = await tx
    .insert(deviceGroups)
    .values({ customerId, name: '家属课堂', description: '家属护理课堂的终端', deviceAccountIds: ids })
    .returning({ id: deviceGroups.id });
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const [sent, scheduled] = await tx
    .insert(schoolMessages)
    .values([
      {
        customerId,
        title: '家属护理课堂开课通知',
        type: 'activity',
        content: '本周六上午九点在住院部三楼示教室开设家属护理课堂，欢迎家属参加。',
        groupIds: [group!.id],
        state: 'sent',
        sentAt: at(-20),
        recipientCount: ids.length,
        readCount: Math.max(0, ids.length - 2),
        createdAt: at(-20),
      },
      {
        customerId,
        title: '探视时间调整',
        type: 'notice',
        content: '自下周一起，ICU 探视时间调整为每天 15:00-16:00。',
        groupIds: [group!.id],
        sendAt: at(14),
        state: 'scheduled',
        createdAt: at(-1),
      },
      {
        customerId,
        title: '消防演练（已取消）',
        type: 'safety',
        content: '原定本周五的消防演练延期。',
        deviceAccountIds: ids.slice(0, 2),
        state: 'cancelled',
        createdAt: at(-30),
      },
    ])
    .returning({ id: schoolMessages.id });
  await seedMemberMessage(tx, customerId, at(-3));
  // The scheduled one goes at its time like any other.
  await scheduleJob(tx, {
    kind: JOB_SCHOOL_MESSAGE,
    key: messageJobKey(scheduled!.id),
    runAt: at(14),
    payload: { messageId: scheduled!.id },
  });
  await tx.insert(schoolMessageReceipts).values(
    ids.map((deviceAccountId, index) => ({
      customerId,
      messageId: sent!.id,
      deviceAccountId,
      deliveredAt: index < ids.length - 1 ? at(-20) : null,
      readAt: index < ids.length - 2 ? at(-19) : null,
    })),
  );
}

/** A notification in the members' inboxes: the first member (the demo's `member`) has not read it. */
async function seedMemberMessage(tx: Tx, customerId: number, sentAt: Date) {
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.userType, USER_TYPES.member)))
    .orderBy(asc(users.id))
    .limit(5);
  if (members.length === 0) return;
  const [message] = await tx
    .insert(schoolMessages)
    .values({
      customerId,
      title: '家属满意度问卷',
      type: 'notice',
      content: '请于本周内填写住院家属满意度问卷，您的意见将帮助我们改进探视与护理服务。',
      memberIds: members.map((member) => member.id),
      state: 'sent',
      sentAt,
      recipientCount: members.length,
      readCount: members.length - 1,
      createdAt: sentAt,
    })
    .returning({ id: schoolMessages.id });
  await tx.insert(schoolMessageReceipts).values(
    members.map((member, index) => ({
      customerId,
      messageId: message!.id,
      userId: member.id,
      deliveredAt: sentAt,
      readAt: index === 0 ? null : new Date(sentAt.getTime() + HOUR),
    })),
  );
}
