import fc from 'fast-check';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, RET_OK } from '@console/contract';
import * as schema from '../../src/db/schema';
import { SETTINGS_PATHS } from '@console/contract/resources/system-settings';
import { api, build, listRoutes } from '../helper';

/**
 * ARCHITECTURE §8 for every endpoint, derived rather than listed: each route the app registered
 * (`listRoutes`, as the tenancy test finds its probes) gets malformed path parameters, queries and
 * bodies shaped after its own zod schemas (read back from the OpenAPI document they generate). No
 * answer may be a 5xx, every refusal is an envelope, and a refused request stores nothing: the
 * data fingerprint (rows and newest row version of every table) is what the last accepted request
 * left. A few runs per route keep it a unit test; property.test.ts goes deep on three endpoints.
 */
// No server probe rounds: they would change the jobs and servers tables under the fingerprint.
const ctx = build({ serverProbes: false });
const RUNS = 4;
const API_BASE = api('');
/** The console WebSocket: a plain request is refused by the upgrade, not with an envelope. */
const NOT_HTTP = new Set([`GET ${api('/ws')}`]);

/** Sign-in refusals are logged on purpose (property.test.ts covers the login); sign-out ends the
 * session the run depends on. */
const SKIPPED = new Set([
  `POST ${api(PATHS.login)}`,
  `POST ${api(PATHS.logout)}`,
  // "Back up now" is accepted with any body and its durable job then writes the dump's progress
  // while later requests run (system-settings.test.ts covers it, including refusals).
  `POST ${api(SETTINGS_PATHS.backups)}`,
]);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Strings hard on a parser or a database: NUL, lone surrogates, SQL, huge, binary. */
const nasty: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', "'; drop table users; --", '%', '_', '\\', '..', ''),
  fc.nat({ max: 4 }).map((n) => 'x'.repeat(10 ** n)),
);
/** Numbers past int4, fractions, negatives and specials. */
const wildNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5, null),
  fc.double(),
  fc.integer(),
);
const wild: fc.Arbitrary<unknown> = fc.oneof(nasty, wildNumber, fc.anything({ maxDepth: 2 }));

/** A value that fits the schema's type (so the next field's rules are reached), or a wild one. */
function valueOf(field: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const fitting = ((): fc.Arbitrary<unknown> => {
    if (!field || depth > 2) return wild;
    if (field.enum?.length) return fc.constantFrom(...field.enum);
    const alternatives = field.anyOf ?? field.oneOf;
    if (alternatives?.length) return fc.oneof(...alternatives.map((f) => valueOf(f, depth + 1)));
    const type = Array.isArray(field.type) ? field.type[0] : field.type;
    switch (type) {
      case 'string':
        return fc.oneof(fc.string({ maxLength: 12 }), nasty);
      case 'integer':
      case 'number':
        return fc.oneof(fc.integer({ min: 1, max: 50 }), wildNumber);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueOf(field.items, depth + 1), { maxLength: 3 });
      case 'object':
        return objectOf(field, depth + 1);
      default:
        return wild;
    }
  })();
  return fc.oneof({ arbitrary: fitting, weight: 3 }, { arbitrary: wild, weight: 1 });
}

/** An object after the schema: its required keys, some optional ones, sometimes one too many. */
function objectOf(field: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = field.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([k, f]) => [k, valueOf(f, depth)]));
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: (field.required ?? []).filter((k) => k in shape) }),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), wild), { freq: 4 }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

/** Percent-encoded text; a lone surrogate becomes the bytes of one (invalid UTF-8, also worth sending). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

interface Sent {
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** One malformed request for a route: bad path parameters, query and (for writes) body. */
function requestsFor(method: string, path: string, operation: Operation | undefined): fc.Arbitrary<Sent> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  // A well-formed id that names nothing lets the query and body checks run; the rest is malformed.
  const param = fc.oneof(
    fc.constant('999999'),
    nasty.map((text) => encode(text) || '%20'),
    wildNumber.map((n) => encode(String(n))),
  );
  const params = fc.tuple(...names.map(() => param));
  const queryFields = Object.fromEntries(
    (operation?.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, valueOf(p.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))]),
  );
  const query = fc
    .tuple(
      fc.record(queryFields, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), nasty), { freq: 3 }),
    )
    .map(([record, extra]) => {
      const entries = Object.entries(record).filter((e): e is [string, string] => e[1] !== undefined);
      if (extra) entries.push(extra);
      return entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    });
  const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
  const body: fc.Arbitrary<Pick<Sent, 'payload' | 'headers'>> =
    method === 'GET' || method === 'DELETE'
      ? fc.constant({ headers: {} })
      : fc.oneof(
          (bodySchema?.properties ? objectOf(bodySchema) : valueOf(bodySchema)).map((value) => ({
            payload: JSON.stringify(value) ?? '',
            headers: JSON_TYPE,
          })),
          fc
            .anything({ maxDepth: 3 })
            .map((value) => ({ payload: JSON.stringify(value) ?? '', headers: JSON_TYPE })),
          nasty.map((text) => ({ payload: `{"x":${text}`, headers: JSON_TYPE })),
          nasty.map((text) => ({ payload: text, headers: { 'content-type': 'text/plain' } })),
        );
  return fc.tuple(params, query, body).map(([values, q, b]) => {
    let url = path;
    names.forEach((name, i) => (url = url.replace(`:${name}`, values[i]!)));
    return { url: q ? `${url}?${q}` : url, ...b };
  });
}

/**
 * The ambulance API's interface log records every call, refused ones on purpose (ADR 0038;
 * ambulance-system.test.ts checks each line): not a write of the refused request.
 */
const CALL_LOGS = new Set(['ambulance_interface_logs']);
const TABLES = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .filter((t) => !CALL_LOGS.has(getTableConfig(t).name));
/**
 * Sessions are renewed while in use (lastSeenAt), and the recurring jobs' rows are claimed and
 * moved on by the job runner whenever they fall due during a slow run: only their number is
 * compared (a refused request that queued a job still adds a row).
 */
const ROWS_ONLY = new Set(['sessions', 'jobs']);

/**
 * Every table's row count and newest row version (`xmin`): an insert, a delete or an update of
 * any row changes it; a rolled-back transaction leaves it as it was.
 */
async function fingerprint(): Promise<Record<string, string>> {
  const parts = TABLES.map((table) => {
    const name = getTableConfig(table).name;
    const version = ROWS_ONLY.has(name) ? sql`''` : sql`coalesce(max(xmin::text::bigint), 0)::text`;
    return sql`select ${name} as name, count(*)::text || '/' || ${version} as print from ${table}`;
  });
  const result: unknown = await ctx.database.db.execute(sql.join(parts, sql` union all `));
  const rows = (result as { rows: { name: string; print: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

let ipSeq = 0;
/** A fresh address per request, so no per-address limit turns the run into 429s. */
const nextIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

describe('every endpoint refuses malformed input without a 5xx and stores nothing', () => {
  let routes: string[] = [];
  let doc: OpenApi;
  let token: string;
  beforeAll(async () => {
    token = await ctx.adminToken();
    routes = listRoutes(ctx.app).filter((route) => !SKIPPED.has(route));
    doc = (ctx.app as unknown as { swagger(): OpenApi }).swagger();
  });

  it('covers every registered route', () => {
    // the derived list is the app's own: a new route is fuzzed without a line here
    expect(routes.length).toBeGreaterThan(100);
    const documented = routes.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    });
    // every API route has its zod schemas in the document (the web's catch-all has none)
    expect(routes.filter((route) => route.includes('/console/api/') && !documented.includes(route))).toEqual(
      [],
    );
  });

  it('as the platform administrator, with a few runs per route', { timeout: 600_000 }, async () => {
    const refusedCodes = new Set<string>();
    for (const route of routes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', string];
      const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      let expected = await fingerprint();
      await fc.assert(
        fc.asyncProperty(requestsFor(method, path, operation), async (sent) => {
          const res = await ctx.injectAs(token, {
            method,
            url: sent.url,
            headers: sent.headers,
            remoteAddress: nextIp(),
            ...(sent.payload === undefined ? {} : { payload: sent.payload }),
          });
          expect(res.statusCode, `${route} ${sent.url} ${res.body.slice(0, 300)}`).toBeLessThan(500);
          const now = await fingerprint();
          const json = /^application\/json/.test(String(res.headers['content-type']));
          const retCode = json ? res.json<{ retCode?: string }>().retCode : undefined;
          if (res.statusCode < 400 && (retCode === undefined || retCode === RET_OK)) {
            // accepted (a file, a page, a redirect, the API document, a write valid after all): the new baseline
            expected = now;
            return;
          }
          if (path.startsWith(API_BASE) && !NOT_HTTP.has(route)) {
            // the console's pages and files answer as a web server does; the API with an envelope
            expect(json, `${route} ${sent.url}: a refusal is an envelope`).toBe(true);
            expect(
              String(retCode),
              `${route} ${sent.url.slice(0, 200)} ${res.statusCode} ${res.body.slice(0, 300)}`,
            ).toMatch(/^\d{5,6}$/);
            refusedCodes.add(retCode!);
          }
          expect(now, `${route} ${sent.url} refused with ${retCode} but stored`).toEqual(expected);
          if (retCode === ERROR_CODES.sessionExpired) token = await ctx.adminToken();
        }),
        { numRuns: RUNS },
      );
    }
    // the run reached the validation of routes, not only their doors
    expect(refusedCodes.has(ERROR_CODES.validation)).toBe(true);
  });
});
