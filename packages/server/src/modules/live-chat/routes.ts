import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { accessAllows } from '@console/contract/access/menu-access';
import {
  LIVE_AUDIT_ACTIONS,
  liveChatMessageSchema,
  liveChatQuerySchema,
  liveChatSendSchema,
  liveChatStatusSchema,
  liveJoinSchema,
  liveOnlineSchema,
  liveTerminalEventSchema,
  type LiveChatMessage,
  type LiveChatStatus,
  type LiveTerminalEvent,
} from '@console/contract/live-chat';
import type { Db, Tx } from '../../db/client';
import { recordLog } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import { AppError, BadRequest, Forbidden } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { deviceAccounts } from '../device-accounts/tables';
import type { TerminalRef } from '../realtime/terminal-auth';
import {
  admit,
  auditMessage,
  auditOn,
  chatContext,
  checkIn,
  LivePresence,
  VIEWERS_HEARTBEAT_MS,
  listMessages,
  sendChat,
  viewerRow,
  type ChatContext,
  type ViewerRef,
} from './service';
import { liveViewers } from './tables';
import { recordIdSchema } from '@console/contract/api/record-id';

const tags = ['Live streams'];
const params = z.object({ id: recordIdSchema });
const messageParams = params.extend({
  messageId: recordIdSchema,
  action: z.enum(LIVE_AUDIT_ACTIONS),
});

/** Console accounts watch and chat as medical staff and administrators; administrators audit. */
const viewerAccess = 'staff' as const;
const auditAccess = 'customerAdmin' as const;
const isAuditor = (caller: Caller) => accessAllows(caller, auditAccess);
const accountOf = (caller: Caller): ViewerRef => ({
  kind: 'account',
  id: caller.userId,
  name: caller.account,
});

/**
 * Live chat (danmaku), viewers, check-in and the audit queue (ADR 28). Console viewers act here
 * and hear on the console WebSocket (`live:{id}`, auditors `liveAudit:{id}`); terminals act on
 * their MQTT `event` channel and hear on their `cmd` topic.
 */
const liveChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `${PATHS.resource('lives')}/:id`;
  const presence = new LivePresence();
  const realtime = app.realtime;
  const now = () => app.jobs.now();
  const instance = randomUUID();
  /** The company of each stream this instance holds viewers of, for its heartbeat. */
  const companyOf = new Map<number, number>();

  const announce = (customerId: number, liveId: number) => {
    const viewers = presence.local(liveId);
    if (viewers.length) companyOf.set(liveId, customerId);
    else companyOf.delete(liveId);
    realtime.bus.publish({ type: 'liveViewers', instance, customerId, liveId, viewers });
  };
  const tellConsoles = (customerId: number, liveId: number, online = presence.counts(liveId)) => {
    for (const audit of [false, true])
      realtime.publish({ type: 'live', customerId, liveId, audit, change: 'viewers', online });
  };
  /** This instance's viewers of a stream changed: the other instances and the consoles hear it. */
  const publishViewers = (customerId: number, liveId: number, online = presence.counts(liveId)) => {
    announce(customerId, liveId);
    tellConsoles(customerId, liveId, online);
  };

  /** Each changed message to the auditors; visible and withdrawn ones to the viewers and watching terminals. */
  const publishMessages = async (customerId: number, messages: LiveChatMessage[]) => {
    for (const message of messages) {
      realtime.publish({
        type: 'live',
        customerId,
        liveId: message.liveId,
        audit: true,
        change: 'message',
        message,
      });
      if (message.state === 'pending') continue;
      realtime.publish({
        type: 'live',
        customerId,
        liveId: message.liveId,
        audit: false,
        change: 'message',
        message,
      });
    }
    const visible = messages.filter((m) => m.state === 'visible');
    if (visible.length === 0) return;
    const devices = presence.viewers(visible[0]!.liveId).filter((v) => v.kind === 'device');
    if (devices.length === 0) return;
    const refs = await app.db
      .select({
        id: deviceAccounts.id,
        customerId: deviceAccounts.customerId,
        account: deviceAccounts.account,
      })
      .from(deviceAccounts)
      .where(
        inArray(
          deviceAccounts.id,
          devices.map((d) => d.id),
        ),
      );
    for (const terminal of refs)
      for (const message of visible)
        realtime.notifyTerminal(terminal, { type: 'liveChatMessage', liveId: message.liveId, message });
  };

  async function statusOf(tx: Tx, caller: Caller, ctx: ChatContext): Promise<LiveChatStatus> {
    const row = await viewerRow(tx, ctx.live.id, accountOf(caller));
    return {
      liveId: ctx.live.id,
      status: ctx.live.status,
      audit: auditOn(ctx),
      checkIn: ctx.live.checkIn,
      passwordRequired: Boolean(ctx.company.livePassword),
      publicLive: ctx.company.publicLive,
      liveType: ctx.company.liveType,
      joined: row !== undefined || isAuditor(caller),
      checkedInAt: row?.checkedInAt?.toISOString() ?? null,
      banned: Boolean(row?.bannedAt),
      auditor: isAuditor(caller),
      online: presence.counts(ctx.live.id),
    };
  }

  // ---- console topics: viewers of a stream, its auditors -------------------------------------

  realtime.guardTopic('live', async (caller, id) => {
    if (!accessAllows(caller, viewerAccess)) return false;
    try {
      return await app.inTenant(caller, async (tx) => {
        const ctx = await chatContext(tx, id);
        if (isAuditor(caller)) return true;
        const row = await viewerRow(tx, ctx.live.id, accountOf(caller));
        return row !== undefined;
      });
    } catch {
      return false;
    }
  });
  realtime.guardTopic('liveAudit', async (caller, id) => {
    if (!isAuditor(caller)) return false;
    try {
      await app.inTenant(caller, (tx) => chatContext(tx, id));
      return true;
    } catch {
      return false;
    }
  });
  realtime.onTopicWatch((caller, topic, watching) => {
    const [prefix, id] = topic.split(':');
    if (prefix !== 'live') return;
    const liveId = Number(id);
    // Counted now, in the order the sockets report; the stream's company is looked up to tell.
    const changed = watching
      ? presence.add(liveId, accountOf(caller))
      : presence.remove(liveId, accountOf(caller));
    if (!changed) return;
    const counts = presence.counts(liveId);
    void app
      .inTenant(caller, (tx) => chatContext(tx, liveId))
      .then(({ live }) => publishViewers(live.customerId, liveId, counts))
      .catch(() => {
        // The stream is gone (purged): nobody to tell.
      });
  });

  // ---- console viewers ------------------------------------------------------------------------

  app.get(
    `${base}/chat/status`,
    {
      config: { access: viewerAccess },
      schema: {
        tags,
        summary: "A live stream's chat settings and the caller's place in it (joined, checked in, banned)",
        params,
        response: { 200: envelopeSchema(liveChatStatusSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) =>
          statusOf(tx, caller, await chatContext(tx, request.params.id)),
        ),
      );
    },
  );

  app.post(
    `${base}/join`,
    {
      config: { access: viewerAccess },
      schema: {
        tags,
        summary: "Join a live stream as a viewer (the company's live password unless an administrator)",
        params,
        body: liveJoinSchema,
        response: { 200: envelopeSchema(liveChatStatusSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const ctx = await chatContext(tx, request.params.id);
          await admit(
            tx,
            ctx,
            accountOf(caller),
            { password: request.body.password, exempt: isAuditor(caller) },
            now(),
          );
          return statusOf(tx, caller, ctx);
        }),
      );
    },
  );

  app.post(
    `${base}/checkIn`,
    {
      config: { access: viewerAccess },
      schema: {
        tags,
        summary: 'Check in to a live stream (once, when its check-in is on)',
        params,
        response: { 200: envelopeSchema(liveChatStatusSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const status = await app.inTenant(caller, async (tx) => {
        const ctx = await chatContext(tx, request.params.id);
        await checkIn(tx, ctx, accountOf(caller), isAuditor(caller), now());
        return { status: await statusOf(tx, caller, ctx), customerId: ctx.live.customerId };
      });
      realtime.publish({
        type: 'live',
        customerId: status.customerId,
        liveId: request.params.id,
        audit: true,
        change: 'checkIn',
      });
      return ok(status.status);
    },
  );

  app.get(
    `${base}/chat`,
    {
      config: { access: viewerAccess },
      schema: {
        tags,
        summary: "A live stream's latest chat lines (pending and hidden ones for its auditors only)",
        params,
        querystring: liveChatQuerySchema,
        response: { 200: envelopeSchema(z.array(liveChatMessageSchema)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const state = request.query.state ?? 'visible';
      return ok(
        await app.inTenant(caller, async (tx) => {
          const ctx = await chatContext(tx, request.params.id);
          if (state !== 'visible' && !isAuditor(caller)) throw Forbidden();
          return listMessages(tx, ctx.live.id, state, request.query.size);
        }),
      );
    },
  );

  app.post(
    `${base}/chat`,
    {
      config: { access: viewerAccess },
      schema: {
        tags,
        summary: 'Send a chat line (pending until approved when audit is on)',
        params,
        body: liveChatSendSchema,
        response: { 200: envelopeSchema(liveChatMessageSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { message, customerId } = await app.inTenant(caller, async (tx) => {
        const ctx = await chatContext(tx, request.params.id);
        const message = await sendChat(
          tx,
          ctx,
          accountOf(caller),
          request.body.text,
          isAuditor(caller),
          now(),
        );
        return { message, customerId: ctx.live.customerId };
      });
      await publishMessages(customerId, [message]);
      return ok(message);
    },
  );

  // ---- auditors -------------------------------------------------------------------------------

  app.post(
    `${base}/chat/:messageId/:action`,
    {
      config: { access: auditAccess },
      schema: {
        tags,
        summary: 'Approve or hide a chat line, or ban its sender from this live stream',
        params: messageParams,
        response: { 200: envelopeSchema(z.array(liveChatMessageSchema)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, messageId, action } = request.params;
      const { changed, customerId } = await app.inTenant(caller, async (tx) => {
        const ctx = await chatContext(tx, id);
        const changed = await auditMessage(tx, ctx.live.id, messageId, action, caller.account, now());
        await recordLog(tx, caller, {
          action: `chat${action[0]!.toUpperCase()}${action.slice(1)}`,
          resource: 'liveChatMessages',
          resourceId: messageId,
          customerId: ctx.live.customerId,
        });
        return { changed, customerId: ctx.live.customerId };
      });
      await publishMessages(customerId, changed);
      if (action === 'ban')
        realtime.publish({ type: 'live', customerId, liveId: id, audit: true, change: 'ban' });
      return ok(changed);
    },
  );

  app.get(
    `${base}/online`,
    {
      config: { access: auditAccess },
      schema: {
        tags,
        summary: 'Who watches a live stream now, who was admitted, checked in or banned, and its terminals',
        params,
        response: { 200: envelopeSchema(liveOnlineSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const { live } = await chatContext(tx, request.params.id);
          const rows = await tx.select().from(liveViewers).where(eq(liveViewers.liveId, live.id));
          const present = presence.viewers(live.id);
          const key = (v: { kind: string; id: number }) => `${v.kind}:${v.id}`;
          const stored = new Map(rows.map((r) => [`${r.viewerKind}:${r.viewerId}`, r]));
          const viewers = [
            ...rows.map((r) => ({
              kind: r.viewerKind as 'account' | 'device',
              id: r.viewerId,
              name: r.name,
              online: presence.has(live.id, { kind: r.viewerKind as 'account' | 'device', id: r.viewerId }),
              checkedInAt: r.checkedInAt?.toISOString() ?? null,
              bannedAt: r.bannedAt?.toISOString() ?? null,
            })),
            ...present
              .filter((v) => !stored.has(key(v)))
              .map((v) => ({ ...v, online: true, checkedInAt: null, bannedAt: null })),
          ].sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name));
          const devices =
            live.deviceAccountIds.length === 0
              ? []
              : await tx
                  .select({
                    id: deviceAccounts.id,
                    account: deviceAccounts.account,
                    name: deviceAccounts.name,
                    online: deviceAccounts.online,
                  })
                  .from(deviceAccounts)
                  .where(inArray(deviceAccounts.id, live.deviceAccountIds));
          return {
            liveId: live.id,
            online: presence.counts(live.id),
            checkedIn: rows.filter((r) => r.checkedInAt).length,
            viewers,
            devices: devices
              .map((d) => ({
                ...d,
                online: realtime.presence.known(d.id) ?? d.online,
                watching: presence.has(live.id, { kind: 'device', id: d.id }),
              }))
              .sort((a, b) => a.account.localeCompare(b.account)),
          };
        }),
      );
    },
  );

  // ---- terminals over MQTT --------------------------------------------------------------------

  async function terminalAct(db: Db, terminal: TerminalRef, event: LiveTerminalEvent) {
    // The stream's company hears of it: a whole-network stream's viewers come from any company.
    if (event.type === 'liveLeave') {
      const company = companyOf.get(event.liveId) ?? terminal.customerId;
      if (presence.remove(event.liveId, { kind: 'device', id: terminal.id }))
        publishViewers(company, event.liveId);
      return;
    }
    const [device] = await db
      .select({ name: deviceAccounts.name })
      .from(deviceAccounts)
      .where(eq(deviceAccounts.id, terminal.id));
    const viewer: ViewerRef = { kind: 'device', id: terminal.id, name: device?.name ?? terminal.account };
    const at = now();
    if (event.type === 'liveJoin') {
      const company = await db.transaction(async (tx) => {
        const ctx = await chatContext(tx, event.liveId, terminal.customerId);
        await admit(
          tx,
          ctx,
          viewer,
          { password: event.password, inviteCode: event.inviteCode, exempt: false },
          at,
        );
        return ctx.live.customerId;
      });
      if (presence.add(event.liveId, viewer)) publishViewers(company, event.liveId);
      return;
    }
    if (event.type === 'liveCheckIn') {
      const company = await db.transaction(async (tx) => {
        const ctx = await chatContext(tx, event.liveId, terminal.customerId);
        await checkIn(tx, ctx, viewer, false, at);
        return ctx.live.customerId;
      });
      realtime.publish({
        type: 'live',
        customerId: company,
        liveId: event.liveId,
        audit: true,
        change: 'checkIn',
      });
      return;
    }
    const text = liveChatSendSchema.safeParse({ text: event.text });
    if (!text.success) throw BadRequest('validation.invalid', 'text');
    const { company, message } = await db.transaction(async (tx) => {
      const ctx = await chatContext(tx, event.liveId, terminal.customerId);
      return {
        company: ctx.live.customerId,
        message: await sendChat(tx, ctx, viewer, text.data.text, false, at),
      };
    });
    await publishMessages(company, [message]);
  }

  realtime.onTerminalEvent((terminal, event) => {
    const parsed = liveTerminalEventSchema.safeParse(event);
    if (!parsed.success) return;
    const request = parsed.data;
    terminalAct(app.db, terminal, request)
      .then(() =>
        realtime.notifyTerminal(terminal, {
          type: 'liveReply',
          liveId: request.liveId,
          request: request.type,
          ok: true,
        }),
      )
      .catch((error: unknown) => {
        const known = error instanceof AppError;
        if (!known)
          app.log.warn({ err: error, liveId: request.liveId, terminal: terminal.id }, 'live request failed');
        realtime.notifyTerminal(terminal, {
          type: 'liveReply',
          liveId: request.liveId,
          request: request.type,
          ok: false,
          error: known ? error.key : 'error.internal',
        });
      });
  });

  const stop = realtime.bus.subscribe((event) => {
    if (event.type === 'liveViewers') {
      if (event.instance !== instance)
        presence.hear(event.instance, event.customerId, event.liveId, event.viewers);
      return;
    }
    // A terminal that goes offline leaves every stream it watched.
    if (event.type !== 'presence' || event.online) return;
    for (const liveId of presence.removeDevice(event.id))
      publishViewers(companyOf.get(liveId) ?? event.customerId, liveId);
  });
  // The heartbeat: this instance's viewers again, and the consoles told when a silent instance's go.
  const heartbeat = setInterval(() => {
    for (const liveId of presence.localLives()) {
      const customerId = companyOf.get(liveId);
      if (customerId !== undefined) announce(customerId, liveId);
    }
    for (const { customerId, liveId } of presence.expire(3 * VIEWERS_HEARTBEAT_MS))
      tellConsoles(customerId, liveId);
  }, VIEWERS_HEARTBEAT_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stop();
    // Leaving: the other instances stop counting this one's viewers now rather than after the timeout.
    for (const [liveId, customerId] of companyOf)
      realtime.bus.publish({ type: 'liveViewers', instance, customerId, liveId, viewers: [] });
  });
};

export default liveChatRoutes;
