import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CallRealtimeEvent } from '@console/contract/realtime';
import {
  CALL_RING_SECONDS,
  isFinalCallState,
  LIVE_CALL_STATES,
  MAX_CHAT_PHRASES,
  nextCallState,
  type CallEvent,
  type CallNotice,
  type CallOp,
  type CallParty,
  type CallState,
} from '@console/contract/resources/virtual-cockpit';
import type { MessageKey } from '@console/contract/i18n/messages';
import type { Db } from '../../db/client';
import { cancelJob, scheduleJob } from '../../platform/jobs/runner';
import { deviceAccounts } from '../device-accounts/tables';
import type { TerminalRef } from '../realtime/terminal-auth';
import { callGroups, callLogs, chatPhrases } from './tables';

export const JOB_CALL_TIMEOUT = 'call-timeout';
export const callJobKey = (id: number) => `call:${id}`;

type CallRow = typeof callLogs.$inferSelect;
type Apply = Extract<CallEvent, { op: 'apply' }>;

/** How calls reach the terminals and the consoles. */
export interface CallChannel {
  isOnline(terminalId: number): boolean;
  send(terminal: TerminalRef, notice: CallNotice): void;
  publish(event: CallRealtimeEvent): void;
}

/** A call's row as the consoles' `calls` topic carries it. */
export function callEventOf(row: CallRow): CallRealtimeEvent {
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    type: 'call',
    customerId: row.customerId,
    call: {
      id: row.id,
      callerId: row.callerId,
      calleeId: row.calleeId,
      groupId: row.groupId,
      state: row.state as CallState,
      applyTime: row.applyTime.toISOString(),
      answerTime: iso(row.answerTime),
      startTime: iso(row.startTime),
      endTime: iso(row.endTime),
      duration: row.duration,
    },
  };
}

async function terminalsOf(db: Db, ids: number[]): Promise<Map<number, TerminalRef>> {
  const rows = await db
    .select({ id: deviceAccounts.id, customerId: deviceAccounts.customerId, account: deviceAccounts.account })
    .from(deviceAccounts)
    .where(inArray(deviceAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Tell both terminals and the consoles where a call is now (`ref`: the caller's, on its first answer). */
async function announce(db: Db, channel: CallChannel, row: CallRow, ref?: string) {
  const terminals = await terminalsOf(db, [row.callerId, row.calleeId]);
  const caller = terminals.get(row.callerId);
  const callee = terminals.get(row.calleeId);
  const summary = {
    callId: row.id,
    groupId: row.groupId,
    from: caller?.account ?? '',
    to: callee?.account ?? '',
    state: row.state as CallState,
  };
  if (caller) channel.send(caller, { type: 'callState', ...summary, ...(ref ? { ref } : {}) });
  if (callee) {
    if (row.state === 'calling') channel.send(callee, { type: 'callIncoming', ...summary });
    else channel.send(callee, { type: 'callState', ...summary });
  }
  channel.publish(callEventOf(row));
}

class CallRefused extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/**
 * A terminal places a call (`apply`): it must be a member of the call group, the callee a terminal
 * of its company that is a member too (any of the company's with "allow call all"), online, and
 * neither of them in a live call. The call is logged `calling`, rings on the callee, and times
 * out after {@link CALL_RING_SECONDS} unless answered (a durable job). A refusal goes back to the
 * caller with its reason; nothing is logged.
 */
export async function applyCall(db: Db, channel: CallChannel, caller: TerminalRef, event: Apply, now: Date) {
  const refuse = (key: MessageKey) =>
    channel.send(caller, {
      type: 'callRefused',
      to: event.to,
      error: key,
      ...(event.ref ? { ref: event.ref } : {}),
    });
  try {
    const [group] = await db
      .select()
      .from(callGroups)
      .where(and(eq(callGroups.id, event.groupId), eq(callGroups.customerId, caller.customerId)));
    if (!group) throw new CallRefused('error.callGroupNotFound');
    if (!group.deviceAccountIds.includes(caller.id)) throw new CallRefused('error.callNotMember');
    const [callee] = await db
      .select({
        id: deviceAccounts.id,
        customerId: deviceAccounts.customerId,
        account: deviceAccounts.account,
      })
      .from(deviceAccounts)
      .where(
        and(
          eq(deviceAccounts.account, event.to),
          eq(deviceAccounts.customerId, caller.customerId),
          eq(deviceAccounts.enabled, true),
        ),
      );
    if (!callee) throw new CallRefused('error.callCalleeNotFound');
    if (callee.id === caller.id) throw new CallRefused('error.callSelf');
    if (!group.allowCallAll && !group.deviceAccountIds.includes(callee.id))
      throw new CallRefused('error.callCalleeNotAllowed');
    if (!channel.isOnline(callee.id)) throw new CallRefused('error.callCalleeOffline');
    const row = await db.transaction(async (tx) => {
      const pair = [caller.id, callee.id].sort((x, y) => x - y);
      // The two terminals' rows locked in id order: two calls involving one of them take turns,
      // so the busy check below sees the other's call.
      await tx.execute(
        sql`select id from device_accounts where id in (${pair[0]}, ${pair[1]}) order by id for update`,
      );
      const busy = await tx
        .select({ id: callLogs.id })
        .from(callLogs)
        .where(
          and(
            eq(callLogs.customerId, caller.customerId),
            inArray(callLogs.state, [...LIVE_CALL_STATES]),
            or(inArray(callLogs.callerId, pair), inArray(callLogs.calleeId, pair)),
          ),
        )
        .limit(1);
      if (busy.length) throw new CallRefused('error.callBusy');
      const [created] = await tx
        .insert(callLogs)
        .values({
          customerId: caller.customerId,
          callerId: caller.id,
          calleeId: callee.id,
          groupId: group.id,
          state: 'calling',
          applyTime: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await scheduleJob(tx, {
        kind: JOB_CALL_TIMEOUT,
        key: callJobKey(created!.id),
        runAt: new Date(now.getTime() + CALL_RING_SECONDS * 1000),
        payload: { callId: created!.id },
      });
      return created!;
    });
    await announce(db, channel, row, event.ref);
  } catch (error) {
    if (error instanceof CallRefused) refuse(error.key);
    else throw error;
  }
}

/** What a transition into `to` at `now` stamps on the call. */
function stamps(row: CallRow, to: CallState, now: Date): Partial<CallRow> {
  if (to === 'accepted') return { answerTime: now };
  if (to === 'start') return { startTime: now };
  if (!isFinalCallState(to)) return {};
  const duration =
    to === 'finish'
      ? row.startTime
        ? Math.max(0, Math.round((now.getTime() - row.startTime.getTime()) / 1000))
        : 0
      : null;
  return { endTime: now, duration };
}

/**
 * Move a call by `op`, done by one of its terminals or (`timeout`) by the server. Only the
 * transitions of `CALL_TRANSITIONS` happen, each once (the update names the state it leaves, so a
 * repeated or racing message changes nothing); a terminal that is neither side of the call, or an
 * op its state does not allow, changes nothing. Answers the moved row, or null.
 */
export async function moveCall(
  db: Db,
  channel: CallChannel,
  by: TerminalRef | 'server',
  callId: number,
  op: CallOp,
  now: Date,
): Promise<CallRow | null> {
  const [row] = await db
    .select()
    .from(callLogs)
    .where(
      and(eq(callLogs.id, callId), ...(by === 'server' ? [] : [eq(callLogs.customerId, by.customerId)])),
    );
  if (!row) return null;
  const party: CallParty | null =
    by === 'server' ? 'server' : by.id === row.callerId ? 'caller' : by.id === row.calleeId ? 'callee' : null;
  if (!party) return null;
  const to = nextCallState(row.state as CallState, op, party);
  if (!to) return null;
  const moved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(callLogs)
      .set({ state: to, updatedAt: now, ...stamps(row, to, now) })
      .where(and(eq(callLogs.id, row.id), eq(callLogs.state, row.state)))
      .returning();
    if (updated && row.state === 'calling') await cancelJob(tx, callJobKey(row.id));
    return updated ?? null;
  });
  if (moved) await announce(db, channel, moved);
  return moved;
}

/** The live calls of a company that involve any of `terminalIds`. */
export async function liveCallsOf(db: Db, customerId: number, terminalIds: number[]): Promise<CallRow[]> {
  if (!terminalIds.length) return [];
  return db
    .select()
    .from(callLogs)
    .where(
      and(
        eq(callLogs.customerId, customerId),
        inArray(callLogs.state, [...LIVE_CALL_STATES]),
        or(inArray(callLogs.callerId, terminalIds), inArray(callLogs.calleeId, terminalIds)),
      ),
    );
}

/** A company's chat phrases in their order, for its terminals. */
export async function phrasesOf(db: Db, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ content: chatPhrases.content })
    .from(chatPhrases)
    .where(eq(chatPhrases.customerId, customerId))
    .orderBy(asc(chatPhrases.sort), asc(chatPhrases.id))
    .limit(MAX_CHAT_PHRASES);
  return rows.map((row) => row.content);
}

/**
 * A terminal went off line: its answered calls end as if it hung up (`finish`), a call it is
 * placing is cancelled; one ringing on it is left to time out. Every instance hears the presence
 * change; the conditional moves end each call once.
 */
export async function endCallsOfGone(db: Db, channel: CallChannel, terminal: TerminalRef, now: Date) {
  for (const call of await liveCallsOf(db, terminal.customerId, [terminal.id])) {
    const state = call.state as CallState;
    if (state === 'accepted' || state === 'start')
      await moveCall(db, channel, terminal, call.id, 'hangup', now);
    else if (state === 'calling' && call.callerId === terminal.id)
      await moveCall(db, channel, terminal, call.id, 'cancel', now);
  }
}
