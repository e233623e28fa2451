import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ERROR_CODES } from '@console/contract';
import {
  checkUploadContent,
  checkUploadFile,
  checkUploadSize,
  FILES_PATH,
  PRIVATE_UPLOAD_PURPOSES,
  imageInfo,
  SNIFF_BYTES,
  STORED_NAME_PATTERN,
  UPLOAD_EXTENSIONS,
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  UPLOADS_PATH,
  sniffType,
  uploadQuerySchema,
  uploadResultSchema,
  type ImageSize,
  type UploadProblem,
  type UploadPurposeRule,
  type UploadResult,
} from '@console/contract/uploads';
import { AppError, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { assertStorageLeft, recordUpload } from './service';
import { CONTENT_TYPES, type FileStore, type StoredFileRef } from './storage';
import { assertMayUpload, type UploadUse } from './uses';
import { zipEntryNames } from './zip';
import { recordIdSchema } from '@console/contract/api/record-id';

const tags = ['uploads'];
/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';

function refused(problem: UploadProblem, status = 400): AppError {
  return new AppError(ERROR_CODES.validation, problem.key, status, {
    ...(problem.params ? { params: problem.params } : {}),
    fields: { [FILE_FIELD]: problem.key },
  });
}

/**
 * Streams one uploaded file to a temporary name beside its final place, checking the type (and
 * a PNG's pixel size) from the first bytes as they arrive and the size as it grows, then an
 * image's whole structure. The caller renames a file that passes into place (`ref`) once its
 * company's storage has taken it.
 */
async function receive(
  file: MultipartFile,
  rule: UploadPurposeRule,
  store: FileStore,
  customerId: number,
): Promise<{ temp: string; ref: StoredFileRef; result: Omit<UploadResult, 'url'> }> {
  const dir = path.join(store.root, String(customerId), rule.purpose);
  await fs.promises.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${randomBytes(16).toString('hex')}.part`);
  let head = Buffer.alloc(0);
  let size = 0;
  let dimensions: ImageSize | undefined;
  const inspect = () => {
    const problem = checkUploadContent(rule, head);
    if (problem) throw refused(problem, problem.key === 'error.uploadType' ? 415 : 400);
  };
  const out = fs.createWriteStream(temp, { flags: 'wx', mode: 0o640 });
  try {
    await pipeline(
      file.file,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          if (head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
            if (head.length >= SNIFF_BYTES) inspect();
          }
          size += chunk.length;
          yield chunk;
        }
      },
      out,
    );
    // Busboy stops at the limit and marks the stream truncated rather than failing it.
    if (file.file.truncated) throw refused(checkUploadSize(rule, rule.maxBytes + 1)!, 413);
    const empty = checkUploadSize(rule, size);
    if (empty) throw refused(empty);
    if (head.length < SNIFF_BYTES) inspect();
    // An image (10 MB at most) is decoded to its end, a PDF (20 MB) checked for its end marker,
    // before it is kept: the head alone passes a truncated or damaged file.
    // A zip (an upgrade package, up to 500 MB) is checked by its directory, read from its end.
    if (sniffType(head) === 'application/zip') {
      if (!(await zipEntryNames(temp))) throw refused({ key: 'error.uploadDamaged' });
    } else if (sniffType(head) !== 'video/mp4') {
      const bytes = await fs.promises.readFile(temp);
      const problem = checkUploadFile(rule, bytes);
      if (problem) throw refused(problem);
      dimensions = imageInfo(sniffType(head)!, bytes);
    }
  } catch (error) {
    // The stream opens its file asynchronously: remove it only once the stream has closed, or a
    // late open would leave a partial file behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fs.promises.rm(temp, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw refused(checkUploadSize(rule, rule.maxBytes + 1)!, 413);
    throw error;
  }
  const type = sniffType(head)!;
  const ref: StoredFileRef = {
    customerId,
    purpose: rule.purpose,
    name: `${randomBytes(16).toString('hex')}.${UPLOAD_EXTENSIONS[type]}`,
  };
  return { temp, ref, result: { type, size, ...(dimensions ?? {}) } };
}

/**
 * `POST {apiBase}/console/api/v1/uploads?purpose=...` (multipart, one file in `file`) for signed-in
 * users, and `GET {apiBase}/console/api/v1/files/{customerId}/{purpose}/{name}` to read it back.
 *
 * Reading needs no session, by decision: files are shown with `<img src>` and fetched by
 * terminals, and neither sends the console's token header (the token cookie is on /web/ only).
 * Instead every stored name carries 128 random bits, so a file's URL works like a signed link
 * that only those who were given it know; nothing lists a folder. The tenant folder in the path
 * is for ownership checks when a URL is saved on a row (a template takes only its own tenant's
 * backgrounds), not for access. Patient data (`PRIVATE_UPLOAD_PURPOSES`) is the exception: this
 * route never serves it; its record's own route does, behind the session.
 */
const uploadRoutes: FastifyPluginAsyncZod<{ store: FileStore; uses: readonly UploadUse[] }> = async (
  app,
  { store, uses },
) => {
  // Encapsulated here: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fieldNameSize: 64, headerPairs: 100 },
  });

  app.post(
    UPLOADS_PATH,
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart field `file`); checked by content against the purpose’s rule',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const rule: UploadPurposeRule = UPLOAD_RULES[request.query.purpose];
      assertMayUpload(caller, rule.purpose, uses);
      const customerId =
        caller.isPlatform && request.query.customerId ? request.query.customerId : caller.customerId;
      // A full store refuses before the file is read; the file's own size is counted once it arrived.
      await app.inTenant(caller, (tx) => assertStorageLeft(tx, customerId));
      let file: MultipartFile | undefined;
      try {
        file = await request.file({ limits: { fileSize: rule.maxBytes } });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT')
          throw refused({ key: 'error.uploadMissing' });
        throw error;
      }
      if (!file || file.fieldname !== FILE_FIELD) {
        file?.file.resume();
        throw refused({ key: 'error.uploadMissing' });
      }
      const { temp, ref, result } = await receive(file, rule, store, customerId);
      try {
        await app.inTenant(caller, async (tx) => {
          await recordUpload(tx, ref, result.size, app.jobs.now());
          // Renamed before the row commits: a failed rename leaves no row for a missing file.
          await fs.promises.rename(temp, store.pathOf(ref));
        });
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        await fs.promises.rm(store.pathOf(ref), { force: true });
        throw error;
      }
      request.log.info({ file: ref, size: result.size }, 'file uploaded');
      return ok({ url: store.urlOf(ref), ...result });
    },
  );

  app.get(
    `${FILES_PATH}/:customerId/:purpose/:name`,
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'A stored file, with the type it was stored as',
        params: z.object({
          customerId: recordIdSchema,
          purpose: z.enum(UPLOAD_PURPOSES),
          name: z.string().regex(STORED_NAME_PATTERN),
        }),
      },
    },
    async (request, reply) => {
      const ref = request.params;
      // Patient data is served only through its record's route, behind the session.
      if (PRIVATE_UPLOAD_PURPOSES.includes(ref.purpose)) throw NotFound();
      const range = request.headers.range;
      const read = await store.read(ref, typeof range === 'string' ? range : undefined);
      if (!read) throw NotFound();
      const extension = ref.name.slice(ref.name.lastIndexOf('.') + 1);
      reply
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('accept-ranges', 'bytes')
        // The stored type, never a guess: a file can never be run as HTML or script here.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        // Names are never reused, so a file never changes.
        .header('cache-control', 'public, max-age=31536000, immutable');
      if ('unsatisfiable' in read)
        return reply.code(416).header('content-range', `bytes */${read.size}`).send();
      if (read.range)
        reply
          .code(206)
          .header('content-range', `bytes ${read.range.start}-${read.range.end}/${read.size}`)
          .header('content-length', read.range.end - read.range.start + 1);
      else reply.header('content-length', read.size);
      return reply.send(read.stream());
    },
  );
};

export default uploadRoutes;
