import http2 from 'node:http2';
import { gunzipSync } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import {
  consoleFrontAvailable,
  startConsoleFront,
  type ConsoleFront,
} from '../../../../scripts/console-front.mjs';
import { userLogs } from '../../src/platform/audit-tables';
import { api, build, expectOk, TEST_ADMIN } from '../helper';
import { connectConsole, listenForConsoles, ready } from '../realtime';

/**
 * The browsers' front (ADR 52): deploy/nginx/console.conf in front of the console, TLS and
 * HTTP/2; the console, told the front's address (TRUST_PROXY), records the browser's address.
 */
const ctx = build({ TRUST_PROXY: ['127.0.0.1'] });

/** The address the last login of `account` was recorded with. */
async function loginAddress(account: string): Promise<string | null> {
  const [last] = await ctx.database.db
    .select({ ip: userLogs.ip })
    .from(userLogs)
    .where(and(eq(userLogs.account, account), eq(userLogs.action, 'login')))
    .orderBy(desc(userLogs.id))
    .limit(1);
  return last?.ip ?? null;
}

describe('TRUST_PROXY', () => {
  const signIn = (remoteAddress: string, forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: api(PATHS.login),
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { account: TEST_ADMIN.account, password: TEST_ADMIN.password },
    });

  it('takes the address the front names for a request from the front', async () => {
    expectOk(await signIn('127.0.0.1', '198.51.100.7'));
    expect(await loginAddress(TEST_ADMIN.account)).toBe('198.51.100.7');
  });

  it('keeps the connection’s own address for a request from anywhere else', async () => {
    expectOk(await signIn('192.0.2.44', '198.51.100.7'));
    expect(await loginAddress(TEST_ADMIN.account)).toBe('192.0.2.44');
  });
});

describe.skipIf(!consoleFrontAvailable())('deploy/nginx/console.conf in front of the console', () => {
  let front: ConsoleFront;
  let wsPath: string;
  beforeAll(async () => {
    const { wsUrl } = await listenForConsoles(ctx.app, api(PATHS.ws));
    const upstream = new URL(wsUrl);
    wsPath = upstream.pathname;
    front = await startConsoleFront({ upstream: upstream.host });
  }, 30_000);
  afterAll(() => front?.stop());

  /**
   * One request over one HTTP/2 connection to the front: status, headers, body (decompressed when
   * the front compressed it) and the protocol spoken.
   */
  async function request(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const session = http2.connect(front.origin, { ca: front.certificate });
    try {
      const stream = session.request({
        ':method': init.method ?? 'GET',
        ':path': path,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      });
      if (init.body) stream.end(JSON.stringify(init.body));
      else stream.end();
      const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
        stream.once('response', resolve);
        stream.once('error', reject);
      });
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const text = String(headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body);
      return {
        status: Number(headers[':status']),
        headers,
        bytes: body.length,
        text,
        protocol: session.alpnProtocol,
      };
    } finally {
      session.close();
    }
  }

  it('speaks HTTP/2 over TLS and passes the API through', async () => {
    const ready = await request('/readyz');
    expect(ready).toMatchObject({ status: 200, protocol: 'h2' });
    const login = await request(api(PATHS.login), {
      method: 'POST',
      body: { account: TEST_ADMIN.account, password: TEST_ADMIN.password },
    });
    expect(login.status).toBe(200);
    expect(JSON.parse(login.text)).toMatchObject({ retCode: '000000' });
    // the front connects from 127.0.0.1 and names the browser (here also on loopback)
    expect(await loginAddress(TEST_ADMIN.account)).toBe('127.0.0.1');
  });

  it('compresses the API’s JSON for a browser that accepts gzip, but not the sign-in’s answer', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const menu = await request(api(PATHS.menuUserTree), {
      headers: { ...gzip, token: await ctx.adminToken() },
    });
    expect(menu.status).toBe(200);
    expect(menu.headers['content-encoding']).toBe('gzip');
    expect(menu.bytes).toBeLessThan(menu.text.length / 3);
    expect(JSON.parse(menu.text)).toMatchObject({ retCode: '000000' });

    const login = await request(api(PATHS.login), {
      method: 'POST',
      headers: gzip,
      body: { account: TEST_ADMIN.account, password: TEST_ADMIN.password },
    });
    expect(login.status).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(login.text)).toMatchObject({
      retCode: '000000',
      retData: { accessToken: expect.any(String) },
    });
  });

  it('carries the console’s WebSocket (live events) through the upgrade', async () => {
    const token = await ctx.adminToken();
    const socket = await connectConsole(`${front.origin.replace('https:', 'wss:')}${wsPath}`, token, {
      ca: front.certificate,
    });
    try {
      await ready(socket);
    } finally {
      socket.close();
    }
  });
});
