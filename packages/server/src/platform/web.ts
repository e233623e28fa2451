import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built console at /web/ (ARCHITECTURE §1): hashed assets cached for a year,
 * index.html never cached and given the product key, any other /web/ path falls back to it.
 */
export default async function webPlugin(app: FastifyInstance, opts: { root: string; product: string }) {
  const indexFile = path.join(opts.root, 'index.html');
  const hasConsole = fs.existsSync(indexFile);
  const index = hasConsole ? fs.readFileSync(indexFile, 'utf8').replaceAll('__PRODUCT__', opts.product) : '';

  app.get('/', { config: { auth: false }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/web/'),
  );

  if (!hasConsole) {
    app.log.warn({ root: opts.root }, 'console not built: /web/ is unavailable (npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/web/',
    index: false,
    wildcard: false,
    // The build writes .br/.gz beside each asset (packages/web/scripts/compress.mjs).
    preCompressed: true,
    cacheControl: false, // set below: immutable for hashed assets, no-cache otherwise
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexGzip = zlib.gzipSync(index);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(index);
    return reply.header('Content-Encoding', 'gzip').send(indexGzip);
  };
  app.get('/web', { config: { auth: false }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/web/'),
  );
  app.get('/web/', { config: { auth: false }, schema: { hide: true } }, sendIndex);
  app.get('/web/*', { config: { auth: false }, schema: { hide: true } }, (request, reply) => {
    // A missing asset is a 404, not the SPA: a stale chunk name must fail loudly so the console can reload.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? ''))
      return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(request, reply);
  });
}
