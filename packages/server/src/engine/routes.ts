import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema, pageSchema } from '@console/contract';
import { idParamSchema } from '@console/contract/resources/identity';
import type { Db } from '../db/client';
import { DataCache, sendCached } from '../platform/cache';
import type { Caller } from '../platform/caller';
import { ok } from '../platform/reply';
import { callerOf } from '../platform/session';
import { exportRows, exportQuerySchema } from './export';
import {
  IMPORT_CONTENT_TYPES,
  importQuerySchema,
  importReportSchema,
  importRows,
  tenantImportQuerySchema,
} from './import';
import { linkReferences } from './references';
import type { EngineResource } from './resource';
import { createRow, deleteRow, getRow, listRows, transitionRow, updateRow } from './service';

/** Pages kept per resource (a few KB each). */
const CACHED_PAGES = 200;

/**
 * Everything of the caller a list may depend on: the tenant scope and row-level security read the
 * company and platform flag; `where` hooks may read the user's type and roles.
 */
function listCacheKey(caller: Caller, query: unknown): string {
  const { userId, customerId, isPlatform, userType, roleId, roles } = caller;
  return JSON.stringify([userId, customerId, isPlatform, userType, roleId, roles, query]);
}

/** Tables whose writes are announced as `table:<name>` (migration 0017's triggers). */
async function announcingTables(db: Db): Promise<Set<string>> {
  const rows = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal
      and pg_get_triggerdef(t.oid) like '%app_cache_changed(''table:' || c.relname || ''')%'`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { name: string }[] }).rows;
  return new Set(list.map((row) => row.name));
}

/**
 * REST routes for every registered resource (ARCHITECTURE §4):
 * `GET /console/api/v1/{key}` list, `GET /{id}`, `POST` create, `PUT /{id}`, `DELETE /{id}`,
 * `POST /{id}/{action}` state transitions, `GET /export`, `POST /import`.
 */
export default async function engineRoutes(parent: FastifyInstance, opts: { resources: EngineResource[] }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const byKey = new Map(opts.resources.map((r) => [r.definition.key, r]));
  const lookup = (key: string) => byKey.get(key);
  linkReferences(opts.resources);
  const announced = await announcingTables(app.db);

  app.addContentTypeParser(
    IMPORT_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  for (const resource of opts.resources) {
    const { definition } = resource;
    const { access, schemas } = definition;
    const base = PATHS.resource(definition.key);
    const tags = [definition.key];
    // Hooks may add computed fields, so items pass through what the definition does not name.
    const itemSchema: z.ZodType = schemas.item.passthrough();
    const item = envelopeSchema(itemSchema);
    // A list made from its own table alone is kept until a write to that table, if the table
    // announces its writes (migration 0017). One with computed fields (`present`) or references
    // (whose deleted rows drop out) reads more than its table, and one whose table is silent (a
    // new entity) is always loaded.
    const table = getTableName(resource.table);
    const pages =
      resource.hooks?.present || resource.links?.length || !announced.has(table)
        ? null
        : new DataCache<string>(app.dataChanges, `table:${table}`, CACHED_PAGES);

    app.get(
      base,
      {
        config: { access: access.view },
        schema: {
          tags,
          summary: `List ${definition.title.en}`,
          querystring: schemas.listQuery,
          response: { 200: envelopeSchema(pageSchema(itemSchema)) },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const load = async () =>
          ok(
            await app.inTenant(caller, (tx) =>
              listRows(tx, caller, resource, request.query as Parameters<typeof listRows>[3]),
            ),
          );
        return pages ? sendCached(reply, pages, listCacheKey(caller, request.query), load) : load();
      },
    );

    app.get(
      `${base}/export`,
      {
        config: { access: access.export ?? access.view },
        schema: {
          tags,
          summary: `Export ${definition.title.en} (CSV or XLSX)`,
          querystring: schemas.listQuery.extend(exportQuerySchema.shape),
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        return exportRows(app, reply, caller, resource, request.query as Parameters<typeof exportRows>[4]);
      },
    );

    app.post(
      `${base}/import`,
      {
        config: { access: access.import ?? access.create },
        schema: {
          tags,
          summary: `Import ${definition.title.en} from XLS/XLSX`,
          querystring: definition.scope === 'tenant' ? tenantImportQuerySchema : importQuerySchema,
          response: { 200: envelopeSchema(importReportSchema) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const query = request.query as { keepValid: string; customerId?: number };
        return ok(
          await importRows(app, caller, resource, request.body, query.keepValid === 'true', query.customerId),
        );
      },
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: access.view },
        schema: {
          tags,
          summary: `One ${definition.title.en}`,
          params: idParamSchema,
          response: { 200: item },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return ok(await app.inTenant(caller, (tx) => getRow(tx, caller, resource, request.params.id)));
      },
    );

    app.post(
      base,
      {
        config: { access: access.create },
        schema: {
          tags,
          summary: `Create ${definition.title.en}`,
          body: schemas.create,
          response: { 200: item },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return ok(
          await app.inTenant(caller, (tx) =>
            createRow(tx, caller, resource, request.body as Record<string, unknown>),
          ),
        );
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: access.update },
        schema: {
          tags,
          summary: `Update ${definition.title.en}`,
          params: idParamSchema,
          body: schemas.update,
          response: { 200: item },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return ok(
          await app.inTenant(caller, (tx) =>
            updateRow(tx, caller, resource, request.params.id, request.body as Record<string, unknown>),
          ),
        );
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: { access: access.delete },
        schema: {
          tags,
          summary: `Delete ${definition.title.en}`,
          params: idParamSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await app.inTenant(caller, (tx) => deleteRow(tx, caller, resource, request.params.id, lookup));
        return ok(null);
      },
    );

    const actions = [
      ...Object.keys(definition.transitions ?? {}),
      ...Object.keys(resource.hooks?.actions ?? {}),
    ];
    if (actions.length > 0) {
      app.post(
        `${base}/:id/:action`,
        {
          config: { access: access.update },
          schema: {
            tags,
            summary: `${actions.join(', ')}: actions on ${definition.title.en}`,
            params: idParamSchema.extend({
              action: z.enum(actions as [string, ...string[]], { error: 'validation.enum' }),
            }),
            response: { 200: envelopeSchema(z.unknown()) },
          },
        },
        async (request) => {
          const caller = callerOf(request);
          return ok(
            await app.inTenant(caller, (tx) =>
              transitionRow(tx, caller, resource, request.params.id, request.params.action),
            ),
          );
        },
      );
    }
  }
}
