import { z } from 'zod';
import { defineResource } from './define';
import {
  callGroupDescription,
  callLogDescription,
  CALL_STATES,
  chatPhraseDescription,
  MAX_CALL_GROUP_MEMBERS,
  type CallState,
} from './descriptions/virtual-cockpit';
import { intBetween, optionalText, requiredName } from './medical-fields';

export * from './descriptions/virtual-cockpit';

/** The zod schemas of {@link callGroupDescription}: a name, members, a chairman among them. */
export const callGroupDefinition = defineResource(callGroupDescription, {
  shape: {
    name: requiredName(32),
    deviceAccountIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(MAX_CALL_GROUP_MEMBERS, { error: 'validation.max' })
      .transform((ids) => [...new Set(ids)])
      .default([]),
    chairmanId: z.number({ error: 'validation.invalidType' }).int().positive().nullable().optional(),
    allowCallAll: z.boolean({ error: 'validation.invalidType' }).default(false),
    description: optionalText(255),
  },
  // Both are there on a create; an update naming one is checked by the server against the other.
  refine(value, ctx) {
    const chairman = value.chairmanId as number | null | undefined;
    const members = value.deviceAccountIds as number[] | undefined;
    if (chairman && members && !members.includes(chairman))
      ctx.addIssue({ code: 'custom', path: ['chairmanId'], message: 'validation.callChairmanMember' });
  },
});

/** The zod schemas of {@link callLogDescription} (the server writes every field). */
export const callLogDefinition = defineResource(callLogDescription, {
  shape: {
    callerId: z.number(),
    calleeId: z.number(),
    terminalId: z.number(),
    groupId: z.number().nullable(),
    state: z.enum(CALL_STATES),
    applyTime: z.string(),
    answerTime: z.string().nullable(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    duration: z.number().nullable(),
  },
});

/** The zod schemas of {@link chatPhraseDescription}. */
export const chatPhraseDefinition = defineResource(chatPhraseDescription, {
  shape: {
    content: requiredName(100),
    sort: intBetween(0, 9999).default(0),
  },
});

// ---- the call state machine (SPEC §4, ADR 0037) -----------------------------------------------

/**
 * What moves a call: the callee answers (`accept`) or declines (`reject`), the caller hangs up
 * while it rings (`cancel`), media begins (`start`), either side hangs up once answered
 * (`hangup`), or nobody answered in time (`timeout`, the server's own).
 */
export const CALL_OPS = ['accept', 'reject', 'cancel', 'start', 'hangup', 'timeout'] as const;
export type CallOp = (typeof CALL_OPS)[number];
/** Who may do an op: the callee, the caller, either of them, or only the server. */
export type CallParty = 'caller' | 'callee' | 'server';

/** Every allowed transition: from a state, an op, by whom, to which state. Nothing else moves a call. */
export const CALL_TRANSITIONS: readonly {
  from: CallState;
  op: CallOp;
  by: readonly CallParty[];
  to: CallState;
}[] = [
  { from: 'calling', op: 'accept', by: ['callee'], to: 'accepted' },
  { from: 'calling', op: 'reject', by: ['callee'], to: 'reject' },
  { from: 'calling', op: 'cancel', by: ['caller'], to: 'cancel' },
  { from: 'calling', op: 'timeout', by: ['server'], to: 'timeout' },
  { from: 'accepted', op: 'start', by: ['caller', 'callee'], to: 'start' },
  { from: 'accepted', op: 'hangup', by: ['caller', 'callee'], to: 'finish' },
  { from: 'start', op: 'hangup', by: ['caller', 'callee'], to: 'finish' },
];

/** Where `op` by `by` takes a call in `state`, or null when that is not allowed. */
export function nextCallState(state: CallState, op: CallOp, by: CallParty): CallState | null {
  const found = CALL_TRANSITIONS.find((t) => t.from === state && t.op === op && t.by.includes(by));
  return found?.to ?? null;
}

export const isFinalCallState = (state: CallState) =>
  !CALL_TRANSITIONS.some((transition) => transition.from === state);

/** Seconds a call rings before it times out (a durable job ends it). */
export const CALL_RING_SECONDS = 30;

// ---- the call protocol over MQTT (ADR 0037) ---------------------------------------------------

/**
 * What a terminal publishes on its `event` channel: place a call (`apply`, to a terminal account
 * in a call group, with its own `ref` to match the answer) or move one it is part of.
 */
export const callEventSchema = z.discriminatedUnion('op', [
  z.object({
    type: z.literal('call'),
    op: z.literal('apply'),
    to: z.string().min(1).max(32),
    groupId: z.number().int().positive(),
    ref: z.string().max(64).optional(),
  }),
  z.object({
    type: z.literal('call'),
    op: z.enum(['accept', 'reject', 'cancel', 'start', 'hangup']),
    callId: z.number().int().positive(),
  }),
]);
export type CallEvent = z.infer<typeof callEventSchema>;

/** A terminal asks for its company's chat phrases (`event` channel); the answer is a {@link ChatPhrasesNotice}. */
export const chatPhrasesRequestSchema = z.object({ type: z.literal('chatPhrases') });

/** The company's chat phrases in their order, sent to the terminal that asked (its `cmd` topic). */
export interface ChatPhrasesNotice {
  type: 'chatPhrases';
  phrases: string[];
}

/** Most phrases one answer carries. */
export const MAX_CHAT_PHRASES = 200;

/** A call as its two terminals hear of it. */
export interface CallSummary {
  callId: number;
  groupId: number | null;
  /** Accounts of the two terminals. */
  from: string;
  to: string;
  state: CallState;
}

/**
 * What the server sends a terminal on its `cmd` topic: a call rings there (`callIncoming`, to the
 * callee), a call of its moved (`callState`, to both), or its `apply` was refused (`callRefused`,
 * with the message key of why and the caller's `ref`).
 */
export type CallNotice =
  | ({ type: 'callIncoming' } & CallSummary)
  | ({ type: 'callState'; ref?: string } & CallSummary)
  | { type: 'callRefused'; ref?: string; to: string; error: string };

/** A call group's member as the group's page shows it now: online, and the live call it is in. */
export const callGroupMemberNowSchema = z.object({
  deviceAccountId: z.number(),
  account: z.string(),
  name: z.string().nullable(),
  chairman: z.boolean(),
  online: z.boolean(),
  call: z
    .object({
      id: z.number(),
      state: z.enum(CALL_STATES),
      role: z.enum(['caller', 'callee']),
      peerAccount: z.string(),
      applyTime: z.string(),
      startTime: z.string().nullable(),
    })
    .nullable(),
});
export type CallGroupMemberNow = z.infer<typeof callGroupMemberNowSchema>;
