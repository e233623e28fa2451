import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { liveAddressesSchema, type LiveAddresses } from '@console/contract/resources/lives';
import type { Tx } from '../../db/client';
import { recordLog } from '../../platform/audit';
import { Forbidden, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { beginRecording, recordDone } from './recordings';
import { endLiveSession, generateStreamKey } from './resource';
import type { StreamServer } from './stream-server';
import { liveSessions, lives } from './tables';
import { recordIdSchema } from '@console/contract/api/record-id';

const tags = ['Live streams'];
const access = 'customerAdmin' as const;
const idParams = z.object({ id: recordIdSchema });

/** What nginx-rtmp posts to `on_publish` / `on_publish_done` (form fields; the push URL's `?key=`). */
const publishHookSchema = z.object({
  name: z.string().max(64),
  key: z.string().max(128).optional(),
  addr: z.string().max(64).optional(),
});
/** What nginx-rtmp posts to `on_record_done`: the stream and the file it wrote. */
const recordDoneSchema = z.object({
  name: z.string().max(64),
  path: z.string().max(1024),
  recorder: z.string().max(64).optional(),
});
const hookQuerySchema = z.object({ secret: z.string().max(256).optional() });

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function addressesOf(tx: Tx, server: StreamServer | null, id: number): Promise<LiveAddresses> {
  const [live] = await tx.select().from(lives).where(eq(lives.id, id));
  if (!live) throw NotFound();
  const [open] = await tx
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(and(eq(liveSessions.liveId, id), isNull(liveSessions.endedAt)))
    .limit(1);
  return {
    configured: server !== null,
    pushUrl: server ? server.pushUrl(live.playName, live.streamKey) : null,
    playUrl: server ? server.playUrl(live.playName) : null,
    publishing: open !== undefined,
  };
}

/**
 * Live streams beyond the engine's list and transitions: the push and play addresses, a new
 * stream key, and the stream server's callbacks, which decide whether a push is taken (a known
 * key of a started stream) and keep the ledger of each publish.
 */
const liveRoutes: FastifyPluginAsyncZod<{
  streamServer: StreamServer | null;
  hookSecret?: string | undefined;
  /** LIVE_RECORD_DIR: streams with the record flag are recorded there (ADR 27). */
  recordDir?: string | undefined;
}> = async (app, { streamServer, hookSecret, recordDir }) => {
  const base = PATHS.resource('lives');

  app.get(
    `${base}/:id/addresses`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "A live stream's push address (with its key), its HLS address and whether it is being pushed",
        params: idParams,
        response: { 200: envelopeSchema(liveAddressesSchema) },
      },
    },
    async (request) =>
      ok(await app.inTenant(callerOf(request), (tx) => addressesOf(tx, streamServer, request.params.id))),
  );

  app.post(
    `${base}/:id/streamKey`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'A new stream key: the old one no longer pushes (a publisher already on air stays until it ends)',
        params: idParams,
        response: { 200: envelopeSchema(liveAddressesSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const [row] = await tx
            .update(lives)
            .set({ streamKey: generateStreamKey(), updatedAt: new Date() })
            .where(eq(lives.id, request.params.id))
            .returning({ id: lives.id });
          if (!row) throw NotFound();
          await recordLog(tx, caller, { action: 'update', resource: 'liveStreamKey', resourceId: row.id });
          return addressesOf(tx, streamServer, row.id);
        }),
      );
    },
  );

  // The callbacks: public (nginx has no session), answered only with the configured secret.
  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<ZodTypeProvider>();
    hooks.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const hookOptions = {
      config: { auth: false as const },
      schema: { tags, querystring: hookQuerySchema, body: publishHookSchema },
    };
    // Any answer but 2xx makes nginx refuse the publish; a refusal is the usual error envelope.

    hooks.post(
      `${PATHS.streamHooks}/publish`,
      {
        ...hookOptions,
        schema: { ...hookOptions.schema, summary: 'Stream server: may this publish go on air?' },
      },
      async (request, reply) => {
        if (!hookSecret || !sameSecret(request.query.secret, hookSecret)) throw Forbidden();
        const { name, key, addr } = request.body;
        const [live] = await app.db.select().from(lives).where(eq(lives.playName, name));
        // Unknown stream, wrong key, or a stream that is not on air: nginx refuses the push.
        if (!live || !sameSecret(key, live.streamKey) || live.status !== 'inProgress') throw Forbidden();
        const session = await app.db.transaction(async (tx) => {
          await endLiveSession(tx, live.id, 'publisherLost');
          const [row] = await tx
            .insert(liveSessions)
            .values({ customerId: live.customerId, liveId: live.id, publisherAddress: addr })
            .returning({ id: liveSessions.id });
          return row!;
        });
        // nginx takes the publish once this answer arrives; the recorder starts right after.
        if (live.record && recordDir && streamServer)
          void beginRecording(app.db, streamServer, recordDir, live, session.id, request.log);
        return reply.code(200).send();
      },
    );

    hooks.post(
      `${PATHS.streamHooks}/publishDone`,
      { ...hookOptions, schema: { ...hookOptions.schema, summary: 'Stream server: a publish ended' } },
      async (request, reply) => {
        if (!hookSecret || !sameSecret(request.query.secret, hookSecret)) throw Forbidden();
        const [live] = await app.db.select().from(lives).where(eq(lives.playName, request.body.name));
        if (live) await app.db.transaction((tx) => endLiveSession(tx, live.id, 'publisherLost'));
        return reply.code(200).send();
      },
    );

    hooks.post(
      `${PATHS.streamHooks}/recordDone`,
      {
        config: { auth: false as const },
        schema: {
          tags,
          querystring: hookQuerySchema,
          body: recordDoneSchema,
          summary: 'Stream server: a recording file is complete (on_record_done)',
        },
      },
      async (request, reply) => {
        if (!hookSecret || !sameSecret(request.query.secret, hookSecret)) throw Forbidden();
        if (recordDir) await recordDone(app.db, recordDir, request.body.name, request.body.path);
        return reply.code(200).send();
      },
    );
  });
};

export default liveRoutes;
