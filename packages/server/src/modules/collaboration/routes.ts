import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PATHS, USER_TYPES, envelopeSchema } from '@console/contract';
import { recordIdSchema } from '@console/contract/api/record-id';
import { COLLABORATION_RUN_ACCESS, collaborationLiveSchema } from '@console/contract/resources/collaboration';
import { recordLog } from '../../platform/audit';
import { BadRequest, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { requestConversion } from '../lives/recordings';
import { liveRecordings } from '../lives/tables';
import type { StreamServer } from '../lives/stream-server';
import { accessAllows } from '@console/contract/access/menu-access';
import { SessionPresence } from './presence';
import { moveSession, recordingStreamIdOf, rememberJoinedDoctor, sessionLive, sessionOf } from './service';

const tags = ['Medical collaboration'];
const params = z.object({ id: recordIdSchema });

/**
 * What a session does beyond the engine's rows: start and end through its room's or stream's
 * state machine (join/leave commands sent after commit, the stream allowed on air or dropped),
 * who is (was) there with its recordings, and converting a recording to a playable video.
 */
const collaborationRoutes: FastifyPluginAsyncZod<{
  streamServer: StreamServer | null;
  recordDir?: string | undefined;
  now: () => Date;
}> = async (app, { streamServer, recordDir, now }) => {
  const base = PATHS.resource('collaborationSessions');
  const online = app.realtime.online;
  const access = COLLABORATION_RUN_ACCESS;
  const presence = new SessionPresence();
  const present = presence.of;

  // A doctor with a room session's live view open is in it (ADR 0047): the view subscribes to
  // `collaboration:{id}` while the session runs; the first time counts as joined for its record.
  app.realtime.guardTopic('collaboration', async (caller, id) => {
    if (!accessAllows(caller, access)) return false;
    try {
      await app.inTenant(caller, (tx) => sessionOf(tx, id));
      return true;
    } catch {
      return false;
    }
  });
  app.realtime.onTopicWatch((caller, topic, watching) => {
    const [prefix, id] = topic.split(':');
    if (prefix !== 'collaboration' || caller.userType !== USER_TYPES.staff) return;
    const sessionId = Number(id);
    if (!watching) {
      presence.remove(sessionId, caller.userId);
      return;
    }
    if (!presence.add(sessionId, caller.userId)) return;
    void app
      .inTenant(caller, (tx) => rememberJoinedDoctor(tx, sessionId, caller.userId))
      .catch((error: unknown) =>
        app.log.warn({ err: error, sessionId }, 'collaboration: joining not recorded'),
      );
  });

  for (const action of ['start', 'end'] as const) {
    app.post(
      `${base}/:id/${action}`,
      {
        config: { access },
        schema: {
          tags,
          summary:
            action === 'start'
              ? 'Start a session: its room sends the terminals join commands, or its stream goes on air'
              : 'End a session: its room sends leave commands, or its stream is dropped; the record closes',
          params,
          response: { 200: envelopeSchema(collaborationLiveSchema) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const at = now();
        const { sent, live } = await app.inTenant(caller, async (tx) => {
          const moved = await moveSession(tx, request.params.id, action, {
            online,
            createdBy: caller.account,
            streamServer,
            recordDir,
            present,
            now: at,
          });
          await recordLog(tx, caller, {
            action,
            resource: 'collaborationSessions',
            resourceId: moved.session.id,
            before: moved.before,
            after: moved.session,
            customerId: moved.session.customerId,
          });
          const live = await sessionLive(tx, moved.session, {
            online,
            streamServer,
            recordDir,
            present,
            now: at,
          });
          return { sent: moved.sent, live };
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
        summary: 'A session now: state, duration, who is (was) there, its recordings',
        params,
        response: { 200: envelopeSchema(collaborationLiveSchema) },
      },
    },
    async (request) =>
      ok(
        await app.inTenant(callerOf(request), async (tx) =>
          sessionLive(tx, await sessionOf(tx, request.params.id), {
            online,
            streamServer,
            recordDir,
            present,
            now: now(),
          }),
        ),
      ),
  );

  app.post(
    `${base}/:id/recordings/:recordingId/convert`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Convert a recording of an ended session to a video the console plays (idempotent, as live streams’)',
        params: z.object({ id: recordIdSchema, recordingId: recordIdSchema }),
        response: { 200: envelopeSchema(collaborationLiveSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const session = await sessionOf(tx, request.params.id);
          const streamId = await recordingStreamIdOf(tx, session);
          if (!streamId) throw NotFound('error.liveRecordingNotFound');
          if (session.state !== 'ended') throw BadRequest('error.liveConvertNotEnded');
          const [recording] = await tx
            .select({ id: liveRecordings.id })
            .from(liveRecordings)
            .where(
              and(eq(liveRecordings.id, request.params.recordingId), eq(liveRecordings.liveId, streamId)),
            );
          if (!recording) throw NotFound('error.liveRecordingNotFound');
          await requestConversion(tx, streamId, recording.id, undefined, now());
          await recordLog(tx, caller, {
            action: 'update',
            resource: 'liveRecordingConvert',
            resourceId: recording.id,
          });
          return sessionLive(tx, session, { online, streamServer, recordDir, present, now: now() });
        }),
      );
    },
  );
};

export default collaborationRoutes;
