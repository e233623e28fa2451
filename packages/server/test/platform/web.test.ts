import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPlugin from '../../src/platform/web';

/** Caching of the built console (docs/adr/0016): hashed assets forever, everything else revalidated. */
describe('web (the built console at /web/)', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<meta name="console-product" content="__PRODUCT__">');
    fs.writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    await app.register(webPlugin, { root, product: 'meet' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function get(url: string) {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    return { status: res.statusCode, cacheControl: res.headers['cache-control'], body: res.body };
  }

  it('caches hashed assets for a year as immutable', async () => {
    expect(await get('/web/assets/index-Ab12Cd34.js')).toEqual({
      status: 200,
      cacheControl: 'public, max-age=31536000, immutable',
      body: 'console.log(1)',
    });
  });

  it('revalidates index.html (at /web/ and at any deep link) and unhashed files', async () => {
    const index = {
      status: 200,
      cacheControl: 'no-cache',
      body: '<meta name="console-product" content="meet">',
    };
    expect(await get('/web/')).toEqual(index);
    expect(await get('/web/baseinfo/companyManage')).toEqual(index);
    expect(await get('/web/favicon.svg')).toEqual({
      status: 200,
      cacheControl: 'no-cache',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  });

  it('answers a missing asset (a chunk of an older build) with a 404, not the console', async () => {
    expect((await get('/web/assets/index-Old00000.js')).status).toBe(404);
  });
});
