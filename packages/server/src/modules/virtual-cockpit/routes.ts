import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { accessAllows } from '@console/contract/access/menu-access';
import { recordIdSchema } from '@console/contract/api/record-id';
import {
  callEventSchema,
  callGroupMemberNowSchema,
  chatPhrasesRequestSchema,
  type CallGroupMemberNow,
  type CallState,
} from '@console/contract/resources/virtual-cockpit';
import { NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { deviceAccounts } from '../device-accounts/tables';
import {
  applyCall,
  endCallsOfGone,
  JOB_CALL_TIMEOUT,
  liveCallsOf,
  moveCall,
  phrasesOf,
  type CallChannel,
} from './service';
import { callGroups } from './tables';

const tags = ['Virtual cockpit'];
const idParams = z.object({ id: recordIdSchema });
const timeoutJob = z.object({ callId: z.number().int().positive() });

/**
 * The virtual cockpit beyond the engine (ADR 0037): the calls terminals place and move on their
 * `event` channel (and the chat phrases they ask for), the ring timeout (a durable job), the consoles' `calls` topic, and a call
 * group's members with the call each is in now.
 */
const virtualCockpitRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.jobs.now();
  const channel: CallChannel = {
    isOnline: (id) => app.realtime.presence.isOnline(id),
    send: (terminal, notice) => app.realtime.notifyTerminal(terminal, notice),
    publish: (event) => app.realtime.publish(event),
  };
  const failed = (error: unknown) => app.log.warn({ err: error }, 'a terminal call failed');
  app.jobs.handle(JOB_CALL_TIMEOUT, timeoutJob, async ({ callId }) => {
    await moveCall(app.db, channel, 'server', callId, 'timeout', now());
  });
  app.realtime.onTerminalEvent((terminal, event) => {
    if (chatPhrasesRequestSchema.safeParse(event).success) {
      phrasesOf(app.db, terminal.customerId).then(
        (phrases) => app.realtime.notifyTerminal(terminal, { type: 'chatPhrases', phrases }),
        failed,
      );
      return;
    }
    const parsed = callEventSchema.safeParse(event);
    if (!parsed.success) return;
    const call = parsed.data;
    const work =
      call.op === 'apply'
        ? applyCall(app.db, channel, terminal, call, now())
        : moveCall(app.db, channel, terminal, call.callId, call.op, now());
    work.then(() => undefined, failed);
  });
  // A terminal gone off line leaves its calls (ADR 0037): they do not keep it busy for ever.
  const stopPresence = app.realtime.bus.subscribe((event) => {
    if (event.type !== 'presence' || event.online) return;
    endCallsOfGone(
      app.db,
      channel,
      { id: event.id, customerId: event.customerId, account: event.account },
      now(),
    ).catch(failed);
  });
  app.addHook('onClose', async () => stopPresence());
  // The log's live view is the staff's, as the log is.
  app.realtime.guardTopic('calls', (caller) => Promise.resolve(accessAllows(caller, 'staff')));

  app.get(
    `${PATHS.resource('callGroups')}/:id/now`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'A call group’s members: online or not, and the call each is in now',
        params: idParams,
        response: { 200: envelopeSchema(z.array(callGroupMemberNowSchema)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const [group] = await app.inTenant(caller, (tx) =>
        tx.select().from(callGroups).where(eq(callGroups.id, request.params.id)),
      );
      if (!group) throw NotFound();
      const ids = group.deviceAccountIds;
      const members = ids.length
        ? await app.inTenant(caller, (tx) =>
            tx
              .select({ id: deviceAccounts.id, account: deviceAccounts.account, name: deviceAccounts.name })
              .from(deviceAccounts)
              .where(inArray(deviceAccounts.id, ids)),
          )
        : [];
      const calls = await liveCallsOf(app.db, group.customerId, ids);
      const accounts = new Map(members.map((m) => [m.id, m.account]));
      const peerIds = calls.flatMap((c) => [c.callerId, c.calleeId]).filter((id) => !accounts.has(id));
      if (peerIds.length) {
        const peers = await app.inTenant(caller, (tx) =>
          tx
            .select({ id: deviceAccounts.id, account: deviceAccounts.account })
            .from(deviceAccounts)
            .where(inArray(deviceAccounts.id, peerIds)),
        );
        for (const peer of peers) accounts.set(peer.id, peer.account);
      }
      const list: CallGroupMemberNow[] = members
        .sort((x, y) => x.account.localeCompare(y.account))
        .map((member) => {
          const call = calls.find((c) => c.callerId === member.id || c.calleeId === member.id);
          const peerId = call ? (call.callerId === member.id ? call.calleeId : call.callerId) : null;
          return {
            deviceAccountId: member.id,
            account: member.account,
            name: member.name,
            chairman: group.chairmanId === member.id,
            online: app.realtime.presence.isOnline(member.id),
            call: call
              ? {
                  id: call.id,
                  state: call.state as CallState,
                  role: call.callerId === member.id ? 'caller' : 'callee',
                  peerAccount: accounts.get(peerId!) ?? '',
                  applyTime: call.applyTime.toISOString(),
                  startTime: call.startTime?.toISOString() ?? null,
                }
              : null,
          };
        });
      return ok(list);
    },
  );
};

export default virtualCockpitRoutes;
