import { count, eq } from 'drizzle-orm';
import type { CallState } from '@console/contract/resources/virtual-cockpit';
import type { Tx } from '../db/client';
import { callGroups, callLogs, chatPhrases } from '../modules/virtual-cockpit/tables';
import { demoTerminalIds } from './demo-terminals';

const MINUTE = 60_000;

const PHRASES = [
  '收到',
  '请稍等，马上到',
  '请打开摄像头',
  '声音听不清，请靠近麦克风',
  '会诊结束，谢谢',
  '请发送病历资料',
];

/**
 * The demo's virtual cockpit: two call groups of the first terminals (the ones the demo simulation
 * runs, so calls between them go on live), the chat phrases, and a history of calls in every final
 * state over the last days. Idempotent: a tenant with call groups is left alone.
 */
export async function seedDemoVirtualCockpit(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(callGroups)
    .where(eq(callGroups.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const ids = await demoTerminalIds(tx, customerId, 8);
  await tx
    .insert(chatPhrases)
    .values(PHRASES.map((content, i) => ({ customerId, content, sort: (i + 1) * 10 })));
  if (ids.length < 4) return;
  const first = ids.slice(0, 4);
  const second = ids.slice(4, 8).length >= 2 ? ids.slice(4, 8) : ids.slice(0, 4);
  const [command, rescue] = await tx
    .insert(callGroups)
    .values([
      {
        customerId,
        name: '急诊指挥组',
        deviceAccountIds: first,
        chairmanId: first[0]!,
        allowCallAll: false,
        description: '急诊科与各病区的指挥通话',
      },
      {
        customerId,
        name: '院前急救组',
        deviceAccountIds: second,
        chairmanId: second[0]!,
        allowCallAll: true,
        description: '救护车与院内专家，可呼叫本院任一终端',
      },
    ])
    .returning({ id: callGroups.id });
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  // [group, caller, callee, final state, minutes ago, seconds to answer, seconds talked]
  const history: [number, number, number, CallState, number, number, number][] = [
    [command!.id, first[0]!, first[1]!, 'finish', 60 * 50, 6, 312],
    [command!.id, first[1]!, first[2]!, 'finish', 60 * 30, 4, 95],
    [command!.id, first[2]!, first[0]!, 'reject', 60 * 26, 0, 0],
    [command!.id, first[3]!, first[1]!, 'timeout', 60 * 20, 0, 0],
    [command!.id, first[0]!, first[3]!, 'cancel', 60 * 8, 0, 0],
    [command!.id, first[1]!, first[0]!, 'finish', 60 * 3, 8, 640],
    [rescue!.id, second[0]!, second[1]!, 'finish', 60 * 40, 3, 188],
    [rescue!.id, second[1]!, first[0]!, 'finish', 60 * 12, 5, 47],
    [rescue!.id, second[0]!, second[1]!, 'timeout', 60 * 6, 0, 0],
    [rescue!.id, second[1]!, second[0]!, 'reject', 90, 0, 0],
    [rescue!.id, second[0]!, second[1]!, 'cancel', 45, 0, 0],
    [rescue!.id, second[0]!, first[1]!, 'finish', 20, 7, 126],
  ];
  await tx.insert(callLogs).values(
    history.map(([groupId, callerId, calleeId, state, minutesAgo, answerSeconds, talkSeconds]) => {
      const applyTime = at(minutesAgo);
      const later = (seconds: number) => new Date(applyTime.getTime() + seconds * 1000);
      const answered = state === 'finish';
      const endTime = answered
        ? later(answerSeconds + 1 + talkSeconds)
        : later(state === 'timeout' ? 30 : state === 'reject' ? 5 : 8);
      return {
        customerId,
        groupId,
        callerId,
        calleeId,
        state,
        applyTime,
        answerTime: answered ? later(answerSeconds) : null,
        startTime: answered ? later(answerSeconds + 1) : null,
        endTime,
        duration: answered ? talkSeconds : null,
        createdAt: applyTime,
        updatedAt: endTime,
      };
    }),
  );
}
