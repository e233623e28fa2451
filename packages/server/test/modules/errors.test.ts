import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { api, BASE, build, expectError } from '../helper';

/** Routes that fail on purpose, added to this file's app only. */
const SECRET = 'db password is hunter2';
const ctx = build(
  {},
  {
    setup(app) {
      app.get(`${BASE}/test/boom`, { config: { auth: false } }, async () => {
        throw new Error(SECRET);
      });
      app.get(`${BASE}/console/api/v1/test-boom`, { config: { auth: false } }, async () => {
        throw new TypeError(SECRET);
      });
    },
  },
);

describe('unknown paths', () => {
  it('answers the legacy API with HTTP 200 and the 404001 envelope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: api('/accountServer/api/1.0/sys/noSuchCall') });
    expect(res.statusCode).toBe(200);
    expectError(res, ERROR_CODES.notFound, 'error.routeNotFound');
  });

  it('answers the resource API (/console/) with HTTP 404 and the same envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('/console/api/v1/noSuchResource') });
    expect(res.statusCode).toBe(404);
    expectError(res, ERROR_CODES.notFound, 'error.routeNotFound');
  });

  it('answers a wrong method on a known path like an unknown path', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: api(PATHS.login) });
    expect(res.statusCode).toBe(200);
    expectError(res, ERROR_CODES.notFound, 'error.routeNotFound');
  });

  it('speaks the caller’s language', async () => {
    const en = await ctx.app.inject({
      method: 'GET',
      url: api('/nowhere'),
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toMatchObject({ errInfo: 'No such endpoint' });
    const zh = await ctx.app.inject({ method: 'GET', url: api('/nowhere') });
    expect(zh.json()).toMatchObject({ errInfo: '接口不存在' });
  });
});

describe('internal errors', () => {
  it('hide the message behind "Internal Server Error" and a request id, with HTTP 500', async () => {
    for (const url of [`${BASE}/test/boom`, `${BASE}/console/api/v1/test-boom`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(500);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = res.json<Record<string, unknown>>();
      expect(body).toEqual({
        retCode: ERROR_CODES.internal,
        errInfo: 'Internal Server Error',
        errKey: 'error.internal',
        requestId: expect.stringMatching(/\S+/),
      });
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
    }
  });

  it('give each failure its own request id', async () => {
    const first = (await ctx.app.inject({ method: 'GET', url: `${BASE}/test/boom` })).json<{
      requestId: string;
    }>();
    const second = (await ctx.app.inject({ method: 'GET', url: `${BASE}/test/boom` })).json<{
      requestId: string;
    }>();
    expect(first.requestId).not.toBe(second.requestId);
  });

  it('from a real route whose service fails: 500 with the envelope, in Chinese by default', async () => {
    const token = await ctx.adminToken();
    const spy = vi.spyOn(ctx.app, 'inTenant').mockRejectedValueOnce(new Error(SECRET));
    try {
      const res = await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        retCode: ERROR_CODES.internal,
        errInfo: '服务器内部错误',
        errKey: 'error.internal',
      });
      expect(res.body).not.toContain('hunter2');
    } finally {
      spy.mockRestore();
    }
    expect((await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) })).statusCode).toBe(200);
  });
});
