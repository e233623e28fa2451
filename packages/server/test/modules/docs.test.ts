import { describe, expect, it } from 'vitest';
import { BUILD_VERSION, PATHS } from '@console/contract';
import { api, BASE, build } from '../helper';

const ctx = build();

interface OpenApi {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown; responses?: unknown }>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

/** SPEC §7 account-server calls this server implements, with their methods. */
const SPEC_PATHS: [string, string][] = [
  ['post', PATHS.login],
  ['post', PATHS.captcha],
  ['get', PATHS.sysUserGet],
  ['get', PATHS.menuUserTree],
  ['post', PATHS.menuSet],
  ['post', PATHS.menuDel],
  ['post', PATHS.menuDelete],
  ...Object.values(PATHS.application).map((path): [string, string] => ['post', path]),
];

describe('OpenAPI document', () => {
  it('is served without a session as OpenAPI 3 JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/docs/json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Console API', version: BUILD_VERSION });
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual(['bearer', 'token']);
  });

  it('lists every SPEC §7 path under the API base with its method', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: `${BASE}/docs/json` })).json<OpenApi>();
    expect(SPEC_PATHS.length).toBe(18);
    for (const [method, path] of SPEC_PATHS) {
      expect(doc.paths[api(path)], path).toBeDefined();
      expect(doc.paths[api(path)]![method], `${method} ${path}`).toBeDefined();
    }
  });

  it('documents request bodies and the user-detail parameter from the zod schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: `${BASE}/docs/json` })).json<OpenApi>();
    const login = doc.paths[api(PATHS.login)]!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('"account"');
    expect(login.tags).toEqual(['identity']);
    expect(doc.paths[api(PATHS.sysUserDetail.replace(':id', '{id}'))]?.get).toBeDefined();
    expect(doc.paths[api(PATHS.resource('userLogs'))]?.get).toBeDefined();
  });

  it('keeps the console, health checks and the docs themselves out of the document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: `${BASE}/docs/json` })).json<OpenApi>();
    const paths = Object.keys(doc.paths);
    expect(paths.every((path) => path.startsWith(`${BASE}/`))).toBe(true);
    expect(paths.some((path) => path.startsWith(`${BASE}/docs`))).toBe(false);
  });

  it('serves the UI page without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/docs` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});
