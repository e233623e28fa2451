import { Server, type ServerOptions } from '@tus/server';
import { FileStore as TusFileStore } from '@tus/file-store';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { MB, UPLOAD_LIMITS } from '@console/contract';
import { VOD_UPLOADS_PATH } from '@console/contract/uploads';
import { AppError, NotFound } from '../../platform/errors';
import { callerOf } from '../../platform/session';
import { assertRoomFor } from '../uploads/service';
import type { FileStore } from '../uploads/storage';
import {
  admitUpload,
  incomingDirectory,
  newUploadId,
  UPLOAD_ID_PATTERN,
  uploadCancelled,
  uploadCreated,
  uploadFinished,
  uploadTouched,
  videoForUpload,
} from './service';
import { vodUploads } from './tables';

/** The id our POST handler chose for a creation, by its raw request (tus's `namingFunction` reads it). */
const chosenIds = new WeakMap<IncomingMessage, string>();
const access = 'customerAdmin' as const;

function tooLarge(): AppError {
  return new AppError('400001', 'error.vodUploadTooLarge', 413, {
    params: { max: `${UPLOAD_LIMITS.vodVideo / MB} MB` },
    fields: { file: 'error.vodUploadTooLarge' },
  });
}

/** `videoId` from tus's `Upload-Metadata` (`key base64,key base64`). */
function metadataVideoId(header: string | undefined): number | undefined {
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key !== 'videoId' || !value) continue;
    const text = Buffer.from(value, 'base64').toString();
    return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
  }
  return undefined;
}

/**
 * Resumable video uploads with the tus protocol (`@tus/server`, file store beside the stored
 * files) at `{apiBase}/console/api/v1/vodUploads`. Every request passes the console's session and
 * the tenant wall first (a customer administrator; the upload id names the tenant and video and
 * must be a `vod_uploads` row the caller's tenant sees). A creation is refused before any byte is
 * written when `Upload-Length` exceeds 500 MB, is missing (no deferred length), the company's
 * storage has no room for it, the video is already receiving a file, or the company already has
 * `MAX_UPLOADS_PER_COMPANY` uploads on their way. Bytes are streamed to disk, never held.
 */
const vodUploadRoutes: FastifyPluginAsync<{ files: FileStore; apiBase: string }> = async (app, opts) => {
  const route = VOD_UPLOADS_PATH;
  const options: ServerOptions & { datastore: TusFileStore } = {
    path: `${opts.apiBase}${VOD_UPLOADS_PATH}`,
    datastore: new TusFileStore({ directory: incomingDirectory(opts.files) }),
    relativeLocation: true,
    maxSize: UPLOAD_LIMITS.vodVideo,
    namingFunction: (req) => {
      const raw = (req.runtime as { node?: { req?: IncomingMessage } } | undefined)?.node?.req;
      const id = raw && chosenIds.get(raw);
      if (!id) throw { status_code: 400, body: 'no upload id' };
      return id;
    },
    locker: undefined as unknown as ServerOptions['locker'],
    onUploadFinish: async (_req, upload) => {
      await uploadFinished(app.db, upload.id, app.jobs.now());
      return {};
    },
  };
  const tus = new Server(options);

  // tus bodies are streamed by tus itself: Fastify leaves them unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  app.post(route, { config: { access } }, async (request, reply) => {
    const caller = callerOf(request);
    const lengthHeader = request.headers['upload-length'];
    if (typeof lengthHeader !== 'string' || !/^\d{1,15}$/.test(lengthHeader))
      throw new AppError('400001', 'error.uploadMissing', 400);
    const size = Number(lengthHeader);
    if (size > UPLOAD_LIMITS.vodVideo) throw tooLarge();
    if (size === 0) throw new AppError('400001', 'error.uploadMissing', 400);
    const videoId = metadataVideoId(request.headers['upload-metadata'] as string | undefined);
    if (!videoId) throw NotFound('error.vodVideoNotFound');
    // The upload is recorded with its admission, before tus answers: the client may send its
    // first bytes the moment it has the 201, and a second creation for the video is refused.
    const uploadId = await app.inTenant(caller, async (tx) => {
      const video = await videoForUpload(tx, videoId);
      await assertRoomFor(tx, video.customerId, size);
      await admitUpload(tx, video.customerId, videoId);
      const id = newUploadId(video.customerId, videoId);
      await uploadCreated(tx, { customerId: video.customerId, videoId, uploadId: id, size }, app.jobs.now());
      return id;
    });
    chosenIds.set(request.raw, uploadId);
    await handOver(request, reply);
    if (reply.raw.statusCode !== 201) await app.inTenant(caller, (tx) => uploadCancelled(tx, videoId));
  });

  const existing = async (request: FastifyRequest, reply: FastifyReply) => {
    const { uploadId } = request.params as { uploadId: string };
    if (!UPLOAD_ID_PATTERN.test(uploadId)) throw NotFound();
    const row = await app.inTenant(callerOf(request), async (tx) => {
      const [found] = await tx.select().from(vodUploads).where(eq(vodUploads.uploadId, uploadId));
      return found;
    });
    if (!row) throw NotFound();
    if (request.method === 'PATCH') await uploadTouched(app.db, uploadId, app.jobs.now());
    // Ended before tus answers, so the video is free when the client hears 204. Should tus then
    // fail to remove the partial file (a disk error), the file stays in the incoming folder.
    if (request.method === 'DELETE')
      await app.inTenant(callerOf(request), (tx) => uploadCancelled(tx, row.videoId));
    await handOver(request, reply);
  };
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const)
    app.route({ method, url: `${route}/:uploadId`, config: { access }, handler: existing });
};

export default vodUploadRoutes;
