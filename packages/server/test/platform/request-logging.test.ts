import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { api, build, TEST_ADMIN } from '../helper';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const lines: { level: number; msg: string; req?: { url: string } }[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
    done();
  },
});
const ctx = build({ WEB_DIST: webRoot }, { logger: { level: 'info', stream } });

describe('request logging at info', () => {
  it('logs API requests and leaves out console pages and assets', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/web/' });
    await ctx.app.inject({ method: 'GET', url: '/web/assets/main-abc123.js' });
    await ctx.app.inject({
      method: 'POST',
      url: api(PATHS.login),
      payload: { account: TEST_ADMIN.account, password: TEST_ADMIN.password },
    });
    expect(lines.filter((line) => line.req).map((line) => [line.msg, line.req?.url])).toEqual([
      ['incoming request', api(PATHS.login)],
    ]);
    expect(lines.filter((line) => line.msg === 'request completed').length).toBe(1);
  });
});
