import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { companyAppMenusSchema, companyMenusSetSchema } from '@console/contract/resources/company-menus';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { companyMenus, setCompanyMenus } from './menu-permissions';

const tags = ['companies'];
const params = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' }),
});
const menusEnvelope = envelopeSchema(z.array(companyAppMenusSchema));

/** What the engine does not make for companies: their menu permissions (platform only). */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.companyMenus,
    {
      config: { access: 'platform' },
      schema: {
        tags,
        summary:
          'The company’s enabled applications, each with its menu tree and the menus the company may see',
        params,
        response: { 200: menusEnvelope },
      },
    },
    async (request) => ok(await app.inTenant(callerOf(request), (tx) => companyMenus(tx, request.params.id))),
  );

  app.put(
    PATHS.companyMenus,
    {
      config: { access: 'platform' },
      schema: {
        tags,
        summary: 'Choose the menus of one enabled application the company’s users may see (null: all)',
        params,
        body: companyMenusSetSchema,
        response: { 200: menusEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, (tx) => setCompanyMenus(tx, caller, request.params.id, request.body)),
      );
    },
  );
};

export default companyRoutes;
