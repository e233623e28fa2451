import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  menuDeleteSchema,
  menuNodeSchema,
  menuRecordSchema,
  menuSetSchema,
  menuTreeQuerySchema,
  menuTreeRecordSchema,
} from '@console/contract/resources/menus';
import { ROUTE_CATALOGUE } from '@console/contract/routes/catalogue';
import { CLOUD_ADMIN } from '../../platform/access';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { allMenus, deleteMenu, setMenu, syncMenusFromCatalogue, userMenuTree } from './service';

const tags = ['menus'];

const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.menuUserTree,
    {
      config: { sessionInTransaction: true },
      schema: {
        tags,
        summary: 'The signed-in user’s menu tree for an application (default application when empty)',
        querystring: menuTreeQuerySchema,
        response: { 200: envelopeSchema(z.array(menuNodeSchema)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.readTogether(caller, (tx) => userMenuTree(tx, caller, request.query.appKey)));
    },
  );

  app.get(
    PATHS.menuAllTree,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Every menu record as a tree (menu editor)',
        querystring: menuTreeQuerySchema,
        response: { 200: envelopeSchema(z.array(menuTreeRecordSchema)) },
      },
    },
    async (request) => ok(await app.inTenant(callerOf(request), (tx) => allMenus(tx, request.query.appKey))),
  );

  app.post(
    PATHS.menuSet,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Create a menu, or update it when id is given',
        body: menuSetSchema,
        response: { 200: envelopeSchema(menuRecordSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.inTenant(caller, (tx) => setMenu(tx, caller, request.body)));
    },
  );

  for (const path of [PATHS.menuDel, PATHS.menuDelete]) {
    app.post(
      path,
      {
        config: { access: CLOUD_ADMIN },
        schema: {
          tags,
          summary: 'Delete a menu without sub-menus',
          body: menuDeleteSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await app.inTenant(caller, (tx) => deleteMenu(tx, caller, request.body.id));
        return ok(null);
      },
    );
  }

  app.post(
    PATHS.menuInitialize,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Rebuild the system menus from the route catalogue',
        response: { 200: envelopeSchema(z.object({ count: z.number().int() })) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const count = await app.inTenant(caller, (tx) => syncMenusFromCatalogue(tx, ROUTE_CATALOGUE));
      return ok({ count });
    },
  );
};

export default menuRoutes;
