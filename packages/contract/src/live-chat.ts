import { z } from 'zod';

/**
 * Live chat (danmaku), viewers, check-in and the audit queue of a live stream (ADR 28). Console
 * viewers send over the API and hear over the console WebSocket (`live:{id}`; auditors also
 * `liveAudit:{id}`); terminals send and hear over MQTT (their `event` channel and `cmd` topic).
 */

/** The longest chat line, after trimming. */
export const LIVE_CHAT_MAX = 200;
export const LIVE_CHAT_STATES = ['visible', 'pending', 'hidden'] as const;
export type LiveChatState = (typeof LIVE_CHAT_STATES)[number];
export const LIVE_VIEWER_KINDS = ['account', 'device'] as const;
export type LiveViewerKind = (typeof LIVE_VIEWER_KINDS)[number];

const text = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(LIVE_CHAT_MAX, { error: 'validation.max' });

/** A console viewer's chat line. */
export const liveChatSendSchema = z.object({ text }).strict();
/** A console viewer joins (the company's live password, when it has one and the viewer is no administrator). */
export const liveJoinSchema = z.object({ password: z.string().max(64).optional() }).strict();

export const liveChatMessageSchema = z.object({
  id: z.number(),
  liveId: z.number(),
  senderKind: z.enum(LIVE_VIEWER_KINDS),
  senderId: z.number(),
  senderName: z.string(),
  text: z.string(),
  state: z.enum(LIVE_CHAT_STATES),
  createdAt: z.string(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

export const liveChatQuerySchema = z
  .object({
    /** Auditors may list pending or hidden messages; viewers see visible ones only. */
    state: z.enum(LIVE_CHAT_STATES, { error: 'validation.enum' }).optional(),
    size: z.coerce.number().int().min(1).max(200).default(100),
  })
  .strict();

/** A viewer as the online page lists it: present now, admitted, checked in or banned. */
export const liveViewerSchema = z.object({
  kind: z.enum(LIVE_VIEWER_KINDS),
  id: z.number(),
  name: z.string(),
  online: z.boolean(),
  checkedInAt: z.string().nullable(),
  bannedAt: z.string().nullable(),
});
export type LiveViewer = z.infer<typeof liveViewerSchema>;

/** What a viewer needs to know before and after joining. */
export const liveChatStatusSchema = z.object({
  liveId: z.number(),
  status: z.string(),
  /** New messages wait for an auditor (the stream's danmakuAudit or the company's live audit). */
  audit: z.boolean(),
  checkIn: z.boolean(),
  /** The company has a live password (never the password itself). */
  passwordRequired: z.boolean(),
  publicLive: z.boolean(),
  liveType: z.string(),
  /** The caller: admitted (joined), checked in, banned. */
  joined: z.boolean(),
  checkedInAt: z.string().nullable(),
  banned: z.boolean(),
  /** Whether the caller may audit (approve, hide, ban). */
  auditor: z.boolean(),
  online: z.object({ accounts: z.number(), devices: z.number() }),
});
export type LiveChatStatus = z.infer<typeof liveChatStatusSchema>;

/** The online page: who is present now (accounts, devices), everyone admitted, counts. */
export const liveOnlineSchema = z.object({
  liveId: z.number(),
  online: z.object({ accounts: z.number(), devices: z.number() }),
  checkedIn: z.number(),
  viewers: z.array(liveViewerSchema),
  /** The stream's own terminals with their presence (the deviceInfo tab). */
  devices: z.array(
    z.object({
      id: z.number(),
      account: z.string(),
      name: z.string(),
      online: z.boolean(),
      watching: z.boolean(),
    }),
  ),
});
export type LiveOnline = z.infer<typeof liveOnlineSchema>;

export const LIVE_AUDIT_ACTIONS = ['approve', 'hide', 'ban'] as const;
export type LiveAuditAction = (typeof LIVE_AUDIT_ACTIONS)[number];

// ---- terminals over MQTT (`event` channel in, `cmd` topic out) ---------------------------------

const liveId = z.number().int().positive();
/** A terminal joins a stream as a viewer (with the live password or invite code when needed). */
export const liveJoinEventSchema = z.object({
  type: z.literal('liveJoin'),
  liveId,
  password: z.string().max(64).optional(),
  inviteCode: z.string().max(8).optional(),
});
export const liveLeaveEventSchema = z.object({ type: z.literal('liveLeave'), liveId });
export const liveChatEventSchema = z.object({
  type: z.literal('liveChat'),
  liveId,
  text: z.string().max(1024),
});
export const liveCheckInEventSchema = z.object({ type: z.literal('liveCheckIn'), liveId });
export const liveTerminalEventSchema = z.discriminatedUnion('type', [
  liveJoinEventSchema,
  liveLeaveEventSchema,
  liveChatEventSchema,
  liveCheckInEventSchema,
]);
export type LiveTerminalEvent = z.infer<typeof liveTerminalEventSchema>;

/**
 * What the server sends a terminal on its `cmd` topic about a live (no numeric `id`, so it is no
 * command and is not acknowledged): the answer to each request (`error` a message key when
 * refused), and each chat line that becomes visible while the terminal watches.
 */
export type LiveTerminalMessage =
  | { type: 'liveReply'; liveId: number; request: LiveTerminalEvent['type']; ok: boolean; error?: string }
  | { type: 'liveChatMessage'; liveId: number; message: LiveChatMessage };
