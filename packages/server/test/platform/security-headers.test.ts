import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { CSP_HASHES_FILE, readScriptHashes } from '../../src/platform/security-headers';
import { api, build, TEST_ADMIN } from '../helper';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');

const ctx = build({ WEB_DIST: webRoot });
// A built console whose index.html has an inline script (packages/web/vite/first-paint.ts).
const builtRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
const INLINE_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
fs.writeFileSync(
  path.join(builtRoot, 'index.html'),
  "<!doctype html><script>alert('Hello, world.');</script>",
);
fs.writeFileSync(path.join(builtRoot, CSP_HASHES_FILE), JSON.stringify({ 'script-src': [INLINE_HASH] }));
const built = build({ WEB_DIST: builtRoot });

afterAll(() => {
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(builtRoot, { recursive: true, force: true });
});

const POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const securityHeaders = (headers: Record<string, unknown>) => ({
  csp: headers['content-security-policy'],
  frame: headers['x-frame-options'],
  nosniff: headers['x-content-type-options'],
  referrer: headers['referrer-policy'],
});
const EXPECTED = {
  csp: POLICY,
  frame: 'DENY',
  nosniff: 'nosniff',
  referrer: 'strict-origin-when-cross-origin',
};

describe('security headers', () => {
  it('are on the console page, its assets and its fallback routes', async () => {
    for (const url of ['/web/', '/web/assets/main-abc123.js', '/web/dashboard']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(securityHeaders(res.headers), url).toEqual(EXPECTED);
    }
  });

  it('are on API answers, successful or refused', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: api(PATHS.login),
      payload: { account: TEST_ADMIN.account, password: TEST_ADMIN.password },
    });
    const refused = await ctx.app.inject({ method: 'GET', url: api(PATHS.sysUserGet) });
    const missing = await ctx.app.inject({ method: 'GET', url: api('/no/such/route') });
    expect([ok, refused, missing].map((res) => securityHeaders(res.headers))).toEqual([
      EXPECTED,
      EXPECTED,
      EXPECTED,
    ]);
  });
});

describe("the console's inline scripts", () => {
  it('are allowed by their hashes, and no other inline script is', async () => {
    for (const url of ['/web/', '/web/login', api(PATHS.sysUserGet)]) {
      const res = await built.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${INLINE_HASH};`);
      expect(csp.replace("style-src 'self' 'unsafe-inline'", ''), url).not.toContain('unsafe-inline');
    }
  });

  it('come only as hash sources from the build', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
    try {
      expect(readScriptHashes(root)).toEqual([]);
      for (const bad of [
        ["'unsafe-inline'"],
        ['https://cdn.example.com'],
        ["'sha256-abc'; object-src *"],
        'x',
      ]) {
        fs.writeFileSync(path.join(root, CSP_HASHES_FILE), JSON.stringify({ 'script-src': bad }));
        expect(() => readScriptHashes(root), JSON.stringify(bad)).toThrow('hash sources');
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('with a stream server', () => {
  const live = build({
    WEB_DIST: webRoot,
    LIVE_RTMP_URL: 'rtmp://127.0.0.1:1935/live',
    LIVE_HLS_URL: 'http://127.0.0.1:8088/hls',
    LIVE_CONTROL_URL: 'http://127.0.0.1:8088/control',
    LIVE_HOOK_SECRET: 'a-secret-of-sixteen+',
  });

  it('lets the console fetch and play its HLS playlists, and nothing else from there', async () => {
    const res = await live.app.inject({ method: 'GET', url: '/web/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8088;");
    expect(csp).toContain("media-src 'self' blob: http://127.0.0.1:8088;");
    expect(csp).toContain("script-src 'self';");
  });
});
