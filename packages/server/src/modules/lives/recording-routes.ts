import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/client';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  convertRecordingSchema,
  liveHealthPageSchema,
  liveHealthQuerySchema,
  liveRecordingSchema,
  liveRecordingsSchema,
  streamHealthSchema,
  type LiveHealthRow,
  type StreamHealth,
} from '@console/contract/resources/lives';
import { customers } from '../../platform/identity-tables';
import { recordLog } from '../../platform/audit';
import { BadRequest, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import type { Caller } from '../../platform/caller';
import { callerOf } from '../../platform/session';
import { requestConversion, streamRecordings } from './recordings';
import type { StatStream, StreamServer } from './stream-server';
import { lives } from './tables';
import { MAX_RECORD_ID, recordIdSchema } from '@console/contract/api/record-id';

const tags = ['Live streams'];
const access = 'customerAdmin' as const;

const idParams = z.object({ id: recordIdSchema });

/**
 * Bitrate from byte-count deltas: the last `bytes_in` seen per stream and when. A first look (or a
 * counter that went back: a new publish) falls back to the average since the publish began.
 */
export class BitrateMeter {
  private readonly samples = new Map<string, { bytes: number; at: number; kbps: number | null }>();

  kbps(stream: StatStream, at: number): number | null {
    const last = this.samples.get(stream.name);
    let kbps: number | null;
    if (last && stream.bytesIn >= last.bytes && at - last.at >= 500) {
      kbps = Math.round(((stream.bytesIn - last.bytes) * 8) / (at - last.at));
    } else if (last && stream.bytesIn >= last.bytes) {
      return last.kbps; // asked again within half a second: the last figure stands
    } else {
      kbps = stream.timeMs > 0 ? Math.round((stream.bytesIn * 8) / stream.timeMs) : null;
    }
    this.samples.set(stream.name, { bytes: stream.bytesIn, at, kbps });
    if (this.samples.size > 10_000) this.samples.delete(this.samples.keys().next().value!);
    return kbps;
  }
}

const OFF_AIR: StreamHealth = {
  reachable: false,
  publishing: false,
  bitrateKbps: null,
  frameRate: null,
  width: null,
  height: null,
  codec: null,
  readers: 0,
  seconds: null,
  clients: [],
};

function healthOf(stream: StatStream | undefined, meter: BitrateMeter, at: number): StreamHealth {
  if (!stream) return { ...OFF_AIR, reachable: true };
  return {
    reachable: true,
    publishing: stream.publishing,
    bitrateKbps: stream.publishing ? meter.kbps(stream, at) : null,
    frameRate: stream.frameRate,
    width: stream.width,
    height: stream.height,
    codec: stream.codec,
    readers: stream.clients.filter((client) => !client.publishing).length,
    seconds: Math.round(stream.timeMs / 1000),
    clients: stream.clients.map((client) => ({
      id: client.id,
      address: client.address,
      seconds: Math.round(client.timeMs / 1000),
      publishing: client.publishing,
    })),
  };
}

/**
 * `GET {base}/:id/recordings` and `POST {base}/:id/recordings/:recordingId/convert` of whatever
 * records through a stream on the stream server: a live stream, or a meeting room through its
 * recording stream (ADR 0047). `streamOf` finds the stream of the caller's row (a row not found
 * throws; null: it never recorded).
 */
export function registerRecordingRoutes(
  app: FastifyInstance,
  options: {
    base: string;
    what: 'stream' | 'meeting';
    configured: boolean;
    now: () => Date;
    streamOf: (tx: Tx, id: number) => Promise<number | null>;
  },
) {
  const { base, what, configured, now, streamOf } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `${base}/:id/recordings`,
    {
      config: { access },
      schema: {
        tags: what === 'stream' ? tags : ['meeting rooms'],
        summary: `A ${what === 'stream' ? 'live stream' : 'meeting room'}'s recordings, newest first, with their state and VOD video`,
        params: idParams,
        response: { 200: envelopeSchema(liveRecordingsSchema) },
      },
    },
    async (request) =>
      ok({
        recordingConfigured: configured,
        recordings: await app.inTenant(callerOf(request), async (tx) => {
          const stream = await streamOf(tx, request.params.id);
          return stream === null ? [] : streamRecordings(tx, stream);
        }),
      }),
  );

  typed.post(
    `${base}/:id/recordings/:recordingId/convert`,
    {
      config: { access },
      schema: {
        tags: what === 'stream' ? tags : ['meeting rooms'],
        summary: `Convert a recording of an ended ${what} to a VOD video (idempotent: converting again answers the same recording and video)`,
        params: z.object({ id: recordIdSchema, recordingId: recordIdSchema }),
        body: convertRecordingSchema.optional(),
        response: { 200: envelopeSchema(liveRecordingSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const stream = await streamOf(tx, request.params.id);
          if (stream === null) throw NotFound('error.liveRecordingNotFound');
          const recording = await requestConversion(
            tx,
            stream,
            request.params.recordingId,
            request.body?.categoryId,
            now(),
          );
          await recordLog(tx, caller, {
            action: 'update',
            resource: 'liveRecordingConvert',
            resourceId: recording.id,
          });
          return recording;
        }),
      );
    },
  );
}

/**
 * Recordings ("convert to VOD") and stream health (`rtmp_stat`: bitrate, frame rate, readers, kick
 * a reader, the company's streams paged), ADR 27.
 */
const liveRecordingRoutes: FastifyPluginAsyncZod<{
  streamServer: StreamServer | null;
  recordDir?: string | undefined;
  now: () => Date;
}> = async (app, { streamServer, recordDir, now }) => {
  const base = PATHS.resource('lives');
  const meter = new BitrateMeter();
  const stat = async () => {
    if (!streamServer) return null;
    try {
      return await streamServer.stat();
    } catch (error) {
      app.log.warn({ err: error }, 'stream server: rtmp_stat did not answer');
      return null;
    }
  };

  registerRecordingRoutes(app, {
    base,
    what: 'stream',
    configured: streamServer !== null && recordDir !== undefined,
    now,
    async streamOf(tx, id) {
      // a room's recording stream is the room's (ADR 0047): not found here
      const [live] = await tx
        .select({ id: lives.id })
        .from(lives)
        .where(and(eq(lives.id, id), isNull(lives.roomId)));
      if (!live) throw NotFound();
      return live.id;
    },
  });

  app.get(
    `${base}/health`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The company's live streams with their health on the stream server, paged",
        querystring: liveHealthQuerySchema,
        response: { 200: envelopeSchema(liveHealthPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, inProgress } = request.query;
      // rooms' recording streams are the rooms' (ADR 0047), not on the live streams' wall
      const where = and(
        isNull(lives.roomId),
        inProgress === 'true' ? eq(lives.status, 'inProgress') : undefined,
      );
      const caller = callerOf(request);
      const { rows, total, pollingSeconds } = await app.inTenant(caller, async (tx) => {
        const [counted] = await tx.select({ n: count() }).from(lives).where(where);
        const [company] = await tx
          .select({ pollingSeconds: customers.pollingSeconds })
          .from(customers)
          .where(eq(customers.id, caller.customerId));
        const rows = await tx
          .select()
          .from(lives)
          .where(where)
          .orderBy(asc(lives.status), desc(lives.startedAt), desc(lives.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
        return { rows, total: counted?.n ?? 0, pollingSeconds: company?.pollingSeconds ?? 30 };
      });
      const streams = await stat();
      const at = Date.now();
      const byName = new Map((streams ?? []).map((stream) => [stream.name, stream]));
      const items: LiveHealthRow[] = rows.map((live) => ({
        ...(streams ? healthOf(byName.get(live.playName), meter, at) : OFF_AIR),
        liveId: live.id,
        name: live.name,
        status: live.status as LiveHealthRow['status'],
        playUrl: streamServer ? streamServer.playUrl(live.playName) : null,
      }));
      return ok({
        reachable: streams !== null,
        configured: streamServer !== null,
        pollingSeconds,
        total,
        items,
      });
    },
  );

  const playNameOf = async (caller: Caller, liveId: number) => {
    const [live] = await app.inTenant(caller, (tx) =>
      tx.select({ playName: lives.playName }).from(lives).where(eq(lives.id, liveId)),
    );
    if (!live) throw NotFound();
    return live.playName;
  };

  app.get(
    `${base}/:id/health`,
    {
      config: { access },
      schema: {
        tags,
        summary: "A live stream's health: bitrate (from byte-count deltas), frame rate, resolution, readers",
        params: idParams,
        response: { 200: envelopeSchema(streamHealthSchema) },
      },
    },
    async (request) => {
      const playName = await playNameOf(callerOf(request), request.params.id);
      const streams = await stat();
      if (!streams) return ok(OFF_AIR);
      return ok(
        healthOf(
          streams.find((s) => s.name === playName),
          meter,
          Date.now(),
        ),
      );
    },
  );

  app.post(
    `${base}/:id/health/clients/:clientId/drop`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Kick a reader off the stream (the publisher is ended with the stream instead)',
        params: z.object({ id: recordIdSchema, clientId: z.coerce.number().int().min(0).max(MAX_RECORD_ID) }),
        response: { 200: envelopeSchema(streamHealthSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const playName = await playNameOf(caller, request.params.id);
      if (!streamServer) throw BadRequest('error.liveNoStreamServer');
      const streams = await streamServer.stat();
      const stream = streams.find((s) => s.name === playName);
      const client = stream?.clients.find((c) => c.id === request.params.clientId);
      if (!stream || !client) throw NotFound('error.liveClientNotFound');
      if (client.publishing) throw BadRequest('error.liveKickPublisher');
      if (!(await streamServer.dropClient(playName, client.id))) throw NotFound('error.liveClientNotFound');
      await app.inTenant(caller, (tx) =>
        recordLog(tx, caller, { action: 'delete', resource: 'liveReader', resourceId: request.params.id }),
      );
      const after = await streamServer.stat();
      return ok(
        healthOf(
          after.find((s) => s.name === playName),
          meter,
          Date.now(),
        ),
      );
    },
  );
};

export default liveRecordingRoutes;
