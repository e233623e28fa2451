import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema, pageSchema } from '@console/contract';
import { pickOptionSchema, pickQuerySchema } from '@console/contract/api/list';
import { idParamSchema } from '@console/contract/resources/identity';
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
import { listedNames, listNamesReferences } from './labels';
import { linkReferences, pickerAccess } from './references';
import type { EngineResource } from './resource';
import {
  createRow,
  deleteRow,
  getRow,
  listReadsTogether,
  listRows,
  rowsWithIds,
  transitionRow,
  updateRow,
} from './service';

/**
 * REST routes for every registered resource (ARCHITECTURE §4):
 * `GET /console/api/v1/{key}` list, `GET /{id}`, `POST` create, `PUT /{id}`, `DELETE /{id}`,
 * `POST /{id}/{action}` state transitions, `GET /export`, `POST /import`. A read-only resource
 * (`readOnly` in its description) gets only the list, one row and the export.
 */
export default async function engineRoutes(parent: FastifyInstance, opts: { resources: EngineResource[] }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const byKey = new Map(opts.resources.map((r) => [r.definition.key, r]));
  const lookup = (key: string) => byKey.get(key);
  linkReferences(opts.resources);

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
    const namesReferences = listNamesReferences(definition, lookup);
    app.get(
      base,
      {
        config: { access: access.view, sessionInTransaction: true },
        schema: {
          tags,
          summary: `List ${definition.title.en}`,
          querystring: schemas.listQuery,
          response: { 200: envelopeSchema(pageSchema(itemSchema)) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const query = request.query as Parameters<typeof listRows>[3];
        const together = !namesReferences && listReadsTogether(resource, query);
        const read = together ? app.readTogether : app.inTenant;
        return ok(
          await read(caller, async (tx) => {
            const page = await listRows(tx, caller, resource, query, app.rowEstimates);
            return { ...page, names: await listedNames(tx, definition, page.list, lookup) };
          }),
        );
      },
    );

    const pickers = pickerAccess(resource, opts.resources);
    if (pickers) {
      const title = (row: Record<string, unknown>) => {
        const value = row[definition.titleField];
        return typeof value === 'string' && value ? value : `#${String(row.id)}`;
      };
      app.get(
        `${base}/options`,
        {
          config: { access: pickers, sessionInTransaction: true },
          schema: {
            tags,
            summary: `${definition.title.en} rows to choose from in a form: ids and titles, own company only`,
            querystring: schemas.listQuery.extend(pickQuerySchema.shape),
            response: { 200: envelopeSchema(pageSchema(pickOptionSchema)) },
          },
        },
        async (request) => {
          const caller = callerOf(request);
          const { ids, ...query } = request.query as Parameters<typeof listRows>[3] & { ids?: number[] };
          const page = await app.inTenant(caller, async (tx) => {
            if (!ids) return listRows(tx, caller, resource, query, app.rowEstimates);
            const list = await rowsWithIds(tx, caller, resource, ids);
            return { list, total: list.length, page: 1, size: ids.length };
          });
          return ok({ ...page, list: page.list.map((row) => ({ id: row.id as number, title: title(row) })) });
        },
      );
    }

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
        return exportRows(
          app,
          reply,
          caller,
          resource,
          request.query as Parameters<typeof exportRows>[4],
          lookup,
        );
      },
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: access.view, sessionInTransaction: true },
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

    // A read-only resource (the user log) is only listed, read and exported: the server writes it.
    if (definition.readOnly) continue;

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
          await importRows(app, caller, resource, request.body, {
            keepValid: query.keepValid === 'true',
            lookup,
            customerId: query.customerId,
          }),
        );
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
