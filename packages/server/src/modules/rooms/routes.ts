import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { roomLiveSchema, roomMonitorSchema } from '@console/contract/resources/rooms';
import { recordLog } from '../../platform/audit';
import { callerOf } from '../../platform/session';
import { ok } from '../../platform/reply';
import { registerRecordingRoutes } from '../lives/recording-routes';
import type { StreamServer } from '../lives/stream-server';
import { recordingConfigured, recordingStreamOf } from './recording';
import { liveRooms, moveRoom, roomOf, roomSettingsOf } from './service';
import { rooms } from './tables';
import { recordIdSchema } from '@console/contract/api/record-id';

const tags = ['meeting rooms'];
const access = 'customerAdmin' as const;
const params = z.object({ id: recordIdSchema });

/**
 * What reaches the terminals: starting a room sends each device a join command, ending it a leave
 * command (request → ack → applied, as the terminal monitor's commands); and who is in, live. A
 * room with the record flag records through a stream of its own on the stream server (ADR 0047):
 * its recordings, converted to VOD videos as live streams' are.
 */
const roomRoutes: FastifyPluginAsyncZod<{
  streamServer: StreamServer | null;
  /** LIVE_RECORD_DIR: without it (or a stream server) rooms record nothing. */
  recordDir?: string | undefined;
  now: () => Date;
}> = async (app, { streamServer, recordDir, now }) => {
  const base = PATHS.resource('rooms');
  const online = app.realtime.online;
  const recorder = { streamServer, recordDir };

  for (const action of ['start', 'end'] as const) {
    app.post(
      `${base}/:id/${action}`,
      {
        config: { access },
        schema: {
          tags,
          summary:
            action === 'start'
              ? 'Start a meeting: each device is sent a join command'
              : 'End a meeting: each device is sent a leave command',
          params,
          response: { 200: envelopeSchema(roomLiveSchema) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { sent, live } = await app.inTenant(caller, async (tx) => {
          const moved = await moveRoom(tx, request.params.id, action, online, caller.account, recorder);
          await recordLog(tx, caller, {
            action,
            resource: 'rooms',
            resourceId: moved.room.id,
            before: moved.before,
            after: moved.room,
            customerId: moved.room.customerId,
          });
          const [live] = await liveRooms(tx, [moved.room], online);
          return { sent: moved.sent, live: live! };
        });
        app.realtime.sendCreated(sent);
        return ok(live);
      },
    );
  }

  app.get(
    `${base}/:id/live`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'A room with who is in it now',
        params,
        response: { 200: envelopeSchema(roomLiveSchema) },
      },
    },
    async (request) =>
      ok(
        await app.inTenant(callerOf(request), async (tx) => {
          const [live] = await liveRooms(tx, [await roomOf(tx, request.params.id)], online);
          return live!;
        }),
      ),
  );

  // its recordings (ADR 0047): those of its recording stream, converted as a live stream's are
  registerRecordingRoutes(app, {
    base,
    what: 'meeting',
    configured: recordingConfigured(recorder),
    now,
    async streamOf(tx, id) {
      await roomOf(tx, id);
      return (await recordingStreamOf(tx, id))?.id ?? null;
    },
  });

  app.get(
    PATHS.resource('roomMonitor'),
    {
      config: { access },
      schema: {
        tags,
        summary: 'Meetings in progress with who is in each, and the rotation period',
        querystring: z.object({ customerId: recordIdSchema.optional() }).strict(),
        response: { 200: envelopeSchema(roomMonitorSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const list = await tx
            .select()
            .from(rooms)
            .where(eq(rooms.status, 'inProgress'))
            .orderBy(asc(rooms.startedAt), asc(rooms.id))
            .limit(200);
          const customerId = caller.isPlatform
            ? (request.query.customerId ?? caller.customerId)
            : caller.customerId;
          const settings = await roomSettingsOf(tx, customerId).catch(() => ({ pollingSeconds: 30 }));
          const mine =
            caller.isPlatform && request.query.customerId
              ? list.filter((room) => room.customerId === request.query.customerId)
              : list;
          return { pollingSeconds: settings.pollingSeconds, rooms: await liveRooms(tx, mine, online) };
        }),
      );
    },
  );
};

export default roomRoutes;
