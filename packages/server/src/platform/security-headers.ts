import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers on every response, console and API alike (ADR 0015). Scripts only from our
 * own origin; styles also inline because antd's CSS-in-JS writes `<style>` tags at run time.
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

export default fp(
  async function securityHeaders(
    app: FastifyInstance,
    /** Other origins the console reads media from (the stream server's HLS playlists, ADR 26). */
    opts: { mediaOrigins?: string[] },
  ) {
    const media = opts.mediaOrigins ?? [];
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...CONTENT_SECURITY_POLICY,
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
