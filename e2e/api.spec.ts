import { expect, test } from '@playwright/test';
import { ADMIN, API } from './support/constants';

/** The server around the console: health, readiness, API docs, the root redirect, login over HTTP. */

test('GET /healthz answers ok', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('GET /readyz answers ready once the database is up', async ({ request }) => {
  const res = await request.get('/readyz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ready' });
});

test('the API documents itself as OpenAPI 3', async ({ request }) => {
  const res = await request.get(`${API}/docs/json`);
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { openapi?: string; paths?: Record<string, unknown> };
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths ?? {})).toContain(`${API}/accountServer/api/1.0/sys/doLogin`);
});

test('/ redirects to the console at /web/', async ({ request }) => {
  const res = await request.get('/', { maxRedirects: 0 });
  expect([301, 302, 303, 307, 308]).toContain(res.status());
  expect(new URL(res.headers()['location'] ?? '', 'http://x').pathname).toBe('/web/');
});

test('/web/ serves the console page with the product key filled in', async ({ request }) => {
  const res = await request.get('/web/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  expect(html).toContain('<div id="root"');
  expect(html).not.toContain('__PRODUCT__');
});

test('login over the API gives a token that opens the menu tree', async ({ request }) => {
  const login = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, {
    data: { account: ADMIN.account, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { retCode: string; retData: { accessToken: string } };
  expect(body.retCode).toBe('000000');
  expect(body.retData.accessToken).toBeTruthy();

  const tree = await request.get(`${API}/accountServer/api/v1/menu/user/tree`, {
    headers: { token: body.retData.accessToken },
  });
  expect(tree.status()).toBe(200);
  expect(((await tree.json()) as { retCode: string }).retCode).toBe('000000');
});

test('a wrong password is refused with an error envelope', async ({ request }) => {
  const res = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, {
    data: { account: 'nobody-e2e', password: 'not-the-password' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { retCode: string; errInfo?: string };
  expect(body.retCode).not.toBe('000000');
  expect(body.errInfo).toBeTruthy();
});

test('API calls without a session get the session-expired envelope', async ({ request }) => {
  const res = await request.get(`${API}/console/api/v1/userLogs?page=1&size=20`);
  const body = (await res.json()) as { retCode: string };
  expect(body.retCode).toBe('50014');
});
