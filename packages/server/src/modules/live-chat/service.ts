import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LiveChatMessage, LiveChatState, LiveViewerKind } from '@console/contract/live-chat';
import type { Db, Tx } from '../../db/client';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../platform/errors';
import { customers } from '../../platform/identity-tables';
import { lives } from '../lives/tables';
import { liveChatMessages, liveViewers } from './tables';

type Q = Tx | Db;
export interface ViewerRef {
  kind: LiveViewerKind;
  id: number;
  name: string;
}
export type LiveRow = typeof lives.$inferSelect;
export interface CompanyLiveSettings {
  liveAudit: boolean;
  livePassword: string | null;
  publicLive: boolean;
  liveType: string;
}
export interface ChatContext {
  live: LiveRow;
  company: CompanyLiveSettings;
}
type MessageRow = typeof liveChatMessages.$inferSelect;
type ViewerRow = typeof liveViewers.$inferSelect;

/** Compares two secrets in constant time whatever their lengths (digests of equal length). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The stream and its company's live settings; with `customerId` (a terminal's company) only a stream
 * of that company, or a public one of the whole network.
 */
export async function chatContext(tx: Q, liveId: number, customerId?: number): Promise<ChatContext> {
  // a meeting room's recording stream (ADR 0047) has no viewers or chat
  const [live] = await tx
    .select()
    .from(lives)
    .where(and(eq(lives.id, liveId), isNull(lives.roomId)));
  if (!live) throw NotFound();
  const [company] = await tx
    .select({
      liveAudit: customers.liveAudit,
      livePassword: customers.livePassword,
      publicLive: customers.publicLive,
      liveType: customers.liveType,
    })
    .from(customers)
    .where(eq(customers.id, live.customerId));
  if (!company) throw NotFound('error.customerNotFound');
  // Another company's terminal sees only a public stream of the whole network (SPEC §3 live type).
  if (customerId !== undefined && live.customerId !== customerId && !wholeNetwork(company)) throw NotFound();
  return { live, company };
}

/** A public stream of a company whose live type is the whole network: any company's terminal may watch. */
export const wholeNetwork = (company: CompanyLiveSettings) =>
  company.publicLive && company.liveType === 'network';

/** The stream's own flag or the company's live audit: either puts new messages in the queue. */
export const auditOn = (ctx: ChatContext) => ctx.live.danmakuAudit || ctx.company.liveAudit;

export const messageOut = (row: MessageRow): LiveChatMessage => ({
  id: row.id,
  liveId: row.liveId,
  senderKind: row.senderKind as LiveViewerKind,
  senderId: row.senderId,
  senderName: row.senderName,
  text: row.text,
  state: row.state as LiveChatState,
  createdAt: row.createdAt.toISOString(),
});

export async function viewerRow(tx: Q, liveId: number, viewer: Pick<ViewerRef, 'kind' | 'id'>) {
  const [row] = await tx
    .select()
    .from(liveViewers)
    .where(
      and(
        eq(liveViewers.liveId, liveId),
        eq(liveViewers.viewerKind, viewer.kind),
        eq(liveViewers.viewerId, viewer.id),
      ),
    );
  return row;
}

function assertOpen(ctx: ChatContext) {
  if (ctx.live.status === 'ended') throw BadRequest('error.liveEnded');
}

/**
 * Admits a viewer (ADR 28). A terminal that is not one of the stream's own needs a public live
 * (company `publicLive`) and, unless the company's live type is the whole network, the stream's
 * invite code. Everyone but the company's administrators (`exempt`) presents the company's live
 * password when it has one. Admission is remembered; presence is not.
 */
export async function admit(
  tx: Q,
  ctx: ChatContext,
  viewer: ViewerRef,
  given: { password?: string | undefined; inviteCode?: string | undefined; exempt: boolean },
  now: Date,
): Promise<ViewerRow> {
  assertOpen(ctx);
  if (viewer.kind === 'device' && !ctx.live.deviceAccountIds.includes(viewer.id)) {
    if (!ctx.company.publicLive) throw Forbidden('error.liveNotViewer');
    if (ctx.company.liveType !== 'network' && !sameSecret(given.inviteCode, ctx.live.inviteCode))
      throw Forbidden('error.liveInviteCode');
  }
  const password = ctx.company.livePassword;
  if (password && !given.exempt && !sameSecret(given.password, password))
    throw Forbidden('error.livePassword');
  await tx
    .insert(liveViewers)
    .values({
      customerId: ctx.live.customerId,
      liveId: ctx.live.id,
      viewerKind: viewer.kind,
      viewerId: viewer.id,
      name: viewer.name.slice(0, 64),
      joinedAt: now,
    })
    .onConflictDoNothing();
  return (await viewerRow(tx, ctx.live.id, viewer))!;
}

/** The viewer's admission; an administrator is admitted on the way (no password asked). */
async function admitted(tx: Q, ctx: ChatContext, viewer: ViewerRef, exempt: boolean, now: Date) {
  const row = await viewerRow(tx, ctx.live.id, viewer);
  if (row) return row;
  if (!exempt) throw Forbidden('error.liveNotJoined');
  return admit(tx, ctx, viewer, { exempt }, now);
}

/** A chat line: visible at once, or pending when audit is on; a banned sender is refused. */
export async function sendChat(
  tx: Q,
  ctx: ChatContext,
  viewer: ViewerRef,
  text: string,
  exempt: boolean,
  now: Date,
): Promise<LiveChatMessage> {
  assertOpen(ctx);
  const row = await admitted(tx, ctx, viewer, exempt, now);
  if (row.bannedAt) throw Forbidden('error.liveChatBanned');
  const [message] = await tx
    .insert(liveChatMessages)
    .values({
      customerId: ctx.live.customerId,
      liveId: ctx.live.id,
      senderKind: viewer.kind,
      senderId: viewer.id,
      senderName: viewer.name.slice(0, 64),
      text,
      state: auditOn(ctx) ? 'pending' : 'visible',
      createdAt: now,
    })
    .returning();
  return messageOut(message!);
}

/** Checks the viewer in, once, when the stream has check-in on. */
export async function checkIn(tx: Q, ctx: ChatContext, viewer: ViewerRef, exempt: boolean, now: Date) {
  assertOpen(ctx);
  if (!ctx.live.checkIn) throw BadRequest('error.liveCheckInOff');
  const row = await admitted(tx, ctx, viewer, exempt, now);
  const [done] = await tx
    .update(liveViewers)
    .set({ checkedInAt: now })
    .where(and(eq(liveViewers.id, row.id), isNull(liveViewers.checkedInAt)))
    .returning();
  if (!done) throw Conflict('error.liveCheckedIn');
  return done;
}

export async function listMessages(tx: Q, liveId: number, state: LiveChatState, size: number) {
  const rows = await tx
    .select()
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.liveId, liveId), eq(liveChatMessages.state, state)))
    .orderBy(desc(liveChatMessages.id))
    .limit(size);
  return rows.reverse().map(messageOut);
}

/**
 * An auditor's decision: approve (pending → visible), hide (pending or visible → hidden), or ban
 * the sender from this stream's chat (their pending and visible messages are hidden). Returns the
 * messages that changed.
 */
export async function auditMessage(
  tx: Q,
  liveId: number,
  messageId: number,
  action: 'approve' | 'hide' | 'ban',
  by: string,
  now: Date,
): Promise<LiveChatMessage[]> {
  const [message] = await tx
    .select()
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.id, messageId), eq(liveChatMessages.liveId, liveId)))
    .for('update');
  if (!message) throw NotFound();
  const handled = { handledBy: by, handledAt: now };
  if (action === 'approve' || action === 'hide') {
    const allowed = action === 'approve' ? message.state === 'pending' : message.state !== 'hidden';
    if (!allowed) throw Conflict('error.liveMessageState');
    const [after] = await tx
      .update(liveChatMessages)
      .set({ state: action === 'approve' ? 'visible' : 'hidden', ...handled })
      .where(eq(liveChatMessages.id, messageId))
      .returning();
    return [messageOut(after!)];
  }
  await tx
    .insert(liveViewers)
    .values({
      customerId: message.customerId,
      liveId,
      viewerKind: message.senderKind,
      viewerId: message.senderId,
      name: message.senderName,
      bannedAt: now,
    })
    .onConflictDoUpdate({
      target: [liveViewers.liveId, liveViewers.viewerKind, liveViewers.viewerId],
      set: { bannedAt: sql`coalesce(${liveViewers.bannedAt}, ${now.toISOString()}::timestamptz)` },
    });
  const hidden = await tx
    .update(liveChatMessages)
    .set({ state: 'hidden', ...handled })
    .where(
      and(
        eq(liveChatMessages.liveId, liveId),
        eq(liveChatMessages.senderKind, message.senderKind),
        eq(liveChatMessages.senderId, message.senderId),
        sql`${liveChatMessages.state} <> 'hidden'`,
      ),
    )
    .returning();
  return hidden.map(messageOut);
}

/** How often an instance repeats the viewers it holds; another's are forgotten after three silent beats. */
export const VIEWERS_HEARTBEAT_MS = 10_000;

interface Announced {
  customerId: number;
  viewers: ViewerRef[];
  at: number;
}

/**
 * Who is watching now, per stream: console accounts while subscribed to `live:{id}` (one entry per
 * account however many tabs), terminals from their join until they leave or go offline. Each
 * instance holds its own viewers and hears the others' over the bus (`liveViewers`, announced on
 * each change and as a heartbeat); a stream's viewers are the union, so an account watching through
 * two instances counts once, and an instance that stops announcing is forgotten.
 */
export class LivePresence {
  private readonly byLive = new Map<number, Map<string, ViewerRef & { refs: number }>>();
  /** Other instances' viewers: instance → stream → what it last announced. */
  private readonly remote = new Map<string, Map<number, Announced>>();

  constructor(private readonly clock: () => number = Date.now) {}

  add(liveId: number, viewer: ViewerRef): boolean {
    let viewers = this.byLive.get(liveId);
    if (!viewers) this.byLive.set(liveId, (viewers = new Map()));
    const key = `${viewer.kind}:${viewer.id}`;
    const known = viewers.get(key);
    if (known) {
      // A terminal joins once however often it says so; a console account counts its tabs.
      if (viewer.kind === 'account') known.refs++;
      return false;
    }
    viewers.set(key, { ...viewer, refs: 1 });
    return true;
  }

  remove(liveId: number, viewer: Pick<ViewerRef, 'kind' | 'id'>): boolean {
    const viewers = this.byLive.get(liveId);
    const key = `${viewer.kind}:${viewer.id}`;
    const known = viewers?.get(key);
    if (!viewers || !known) return false;
    if (--known.refs > 0) return false;
    viewers.delete(key);
    if (viewers.size === 0) this.byLive.delete(liveId);
    return true;
  }

  /** A terminal went offline: it leaves every stream it watched; the streams it left. */
  removeDevice(id: number): number[] {
    const left: number[] = [];
    for (const [liveId, viewers] of this.byLive)
      if (viewers.has(`device:${id}`)) {
        viewers.get(`device:${id}`)!.refs = 1;
        this.remove(liveId, { kind: 'device', id });
        left.push(liveId);
      }
    return left;
  }

  /** The viewers this instance holds of a stream (what it announces). */
  local(liveId: number): ViewerRef[] {
    return [...(this.byLive.get(liveId)?.values() ?? [])].map(({ kind, id, name }) => ({ kind, id, name }));
  }

  /** Streams this instance has viewers of. */
  localLives(): number[] {
    return [...this.byLive.keys()];
  }

  /** What another instance announced it holds of a stream (an empty list: none any more). */
  hear(instance: string, customerId: number, liveId: number, viewers: ViewerRef[]) {
    let lives = this.remote.get(instance);
    if (!lives) this.remote.set(instance, (lives = new Map()));
    if (viewers.length === 0) lives.delete(liveId);
    else lives.set(liveId, { customerId, viewers, at: this.clock() });
    if (lives.size === 0) this.remote.delete(instance);
  }

  /** Forgets what silent instances announced; the streams (and companies) whose viewers that changed. */
  expire(maxAgeMs: number): { customerId: number; liveId: number }[] {
    const before = this.clock() - maxAgeMs;
    const changed: { customerId: number; liveId: number }[] = [];
    for (const [instance, lives] of this.remote) {
      for (const [liveId, announced] of lives)
        if (announced.at < before) {
          lives.delete(liveId);
          changed.push({ customerId: announced.customerId, liveId });
        }
      if (lives.size === 0) this.remote.delete(instance);
    }
    return changed;
  }

  /** Everyone watching a stream through any instance, each once. */
  viewers(liveId: number): ViewerRef[] {
    const all = new Map(this.local(liveId).map((v) => [`${v.kind}:${v.id}`, v]));
    for (const lives of this.remote.values())
      for (const v of lives.get(liveId)?.viewers ?? [])
        if (!all.has(`${v.kind}:${v.id}`)) all.set(`${v.kind}:${v.id}`, v);
    return [...all.values()];
  }

  has(liveId: number, viewer: Pick<ViewerRef, 'kind' | 'id'>): boolean {
    return this.viewers(liveId).some((v) => v.kind === viewer.kind && v.id === viewer.id);
  }

  counts(liveId: number) {
    const viewers = this.viewers(liveId);
    return {
      accounts: viewers.filter((v) => v.kind === 'account').length,
      devices: viewers.filter((v) => v.kind === 'device').length,
    };
  }
}
