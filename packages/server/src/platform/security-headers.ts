import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers on every response, console and API alike (ADR 0015). Scripts only from our
 * own origin, plus the inline scripts of the built index.html by their hashes (ADR 0016 §9);
 * styles also inline because antd's CSS-in-JS writes `<style>` tags at run time.
 * `connect-src 'self'` covers the API and the same-origin WebSockets (`/ws`, `/mqtt`).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The console may run on plain HTTP inside a hospital network: do not force HTTPS on it.
  upgradeInsecureRequests: null,
};

/** What the web build writes beside index.html (packages/web/vite/first-paint.ts). */
export const CSP_HASHES_FILE = 'csp-hashes.json';
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The hashes of the console's inline scripts, computed by the web build (`csp-hashes.json` in
 * its output). None without a built console; anything but a hash source is refused, so the file
 * can only allow the exact scripts it names.
 */
export function readScriptHashes(webRoot: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(webRoot, CSP_HASHES_FILE), 'utf8');
  } catch {
    return [];
  }
  const hashes: unknown = (JSON.parse(text) as Record<string, unknown>)['script-src'];
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && HASH_SOURCE.test(hash)))
    throw new Error(`${CSP_HASHES_FILE}: script-src must list hash sources ('sha256-…')`);
  return hashes as string[];
}

export default fp(
  async function securityHeaders(
    app: FastifyInstance,
    opts: {
      /** Other origins the console reads media from (the stream server's HLS playlists, ADR 26). */
      mediaOrigins?: string[];
      /** The console's inline scripts (`readScriptHashes`). */
      scriptHashes?: string[];
    },
  ) {
    const media = opts.mediaOrigins ?? [];
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...CONTENT_SECURITY_POLICY,
          scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...(opts.scriptHashes ?? [])],
          // hls.js fetches the playlist and its segments, then plays them from a blob: URL
          connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...media],
          mediaSrc: [...CONTENT_SECURITY_POLICY.mediaSrc, ...media],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS belongs to the TLS terminator in front of the server, which knows whether HTTPS is on.
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
