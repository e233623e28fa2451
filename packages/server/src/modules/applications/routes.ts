import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  applicationCreateSchema,
  applicationIdSchema,
  applicationListQuerySchema,
  applicationSchema,
  applicationUpdateSchema,
  customerAppsSchema,
  customerApplicationSchema,
  customerIdSchema,
  orgIdSchema,
  updateCustomerAppSchema,
  updateUserAppSchema,
} from '@console/contract/resources/applications';
import { CLOUD_ADMIN } from '../../platform/access';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { Forbidden } from '../../platform/errors';
import { userMenuTree } from '../menus/service';
import {
  applicationInfo,
  applicationsOfOrg,
  createApplication,
  customerApplicationList,
  listSysApplications,
  removeApplication,
  setCustomerApplications,
  updateApplication,
  updateCustomerApplication,
  updateUserApplication,
} from './service';

const tags = ['applications'];
const P = PATHS.application;
const appEnvelope = envelopeSchema(applicationSchema);
const customerAppsEnvelope = envelopeSchema(z.array(customerApplicationSchema));

// Optional bodies are `nullish`: Fastify validates a request without a body as `null`.
const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    P.listSysApplication,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'The application catalogue',
        body: applicationListQuerySchema.nullish(),
        response: { 200: envelopeSchema(z.array(applicationSchema)) },
      },
    },
    async (request) =>
      ok(await app.inTenant(callerOf(request), (tx) => listSysApplications(tx, request.body?.keyword))),
  );

  app.post(
    P.info,
    {
      schema: { tags, summary: 'One application', body: applicationIdSchema, response: { 200: appEnvelope } },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.inTenant(caller, (tx) => applicationInfo(tx, caller, request.body.id)));
    },
  );

  for (const [path, summary] of [
    [P.register, 'Register an application'],
    [P.addSystemApplication, 'Add a system application'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: CLOUD_ADMIN },
        schema: { tags, summary, body: applicationCreateSchema, response: { 200: appEnvelope } },
      },
      async (request) => {
        const caller = callerOf(request);
        return ok(await app.inTenant(caller, (tx) => createApplication(tx, caller, request.body)));
      },
    );
  }

  app.post(
    P.update,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Update an application',
        body: applicationUpdateSchema,
        response: { 200: appEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.inTenant(caller, (tx) => updateApplication(tx, caller, request.body)));
    },
  );

  app.post(
    P.remove,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Remove an application and its menus',
        body: applicationIdSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.inTenant(caller, (tx) => removeApplication(tx, caller, request.body.id));
      return ok(null);
    },
  );

  app.post(
    P.setCustomerSysApp,
    {
      config: { access: 'platform' },
      schema: {
        tags,
        summary: 'Set the applications enabled for a company',
        body: customerAppsSchema,
        response: { 200: customerAppsEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, (tx) =>
          setCustomerApplications(tx, caller, request.body.customerId, request.body.appIds),
        ),
      );
    },
  );

  app.post(
    P.listCustomerSysApp,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags,
        summary: 'Applications with their enabled flag for a company',
        body: customerIdSchema,
        response: { 200: customerAppsEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!caller.isPlatform && request.body.customerId !== caller.customerId) throw Forbidden();
      return ok(await app.inTenant(caller, (tx) => customerApplicationList(tx, request.body.customerId)));
    },
  );

  app.post(
    P.updateCustomerSysApp,
    {
      config: { access: 'platform' },
      schema: {
        tags,
        summary: 'Enable or disable one application for a company',
        body: updateCustomerAppSchema,
        response: { 200: customerAppsEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.inTenant(caller, (tx) => updateCustomerApplication(tx, caller, request.body)));
    },
  );

  app.post(
    P.updateUserAppInfo,
    {
      schema: {
        tags,
        summary: 'Set the signed-in user’s default application',
        body: updateUserAppSchema,
        response: { 200: envelopeSchema(updateUserAppSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, (tx) => updateUserApplication(tx, caller, request.body.defaultAppKey)),
      );
    },
  );

  app.post(
    P.listByOrg,
    {
      schema: {
        tags,
        summary: 'Applications of an organisation (own organisation unless platform)',
        body: orgIdSchema.nullish(),
        response: { 200: envelopeSchema(z.array(applicationSchema)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, (tx) =>
          applicationsOfOrg(
            tx,
            caller,
            request.body?.orgId,
            async (key) => (await userMenuTree(tx, caller, key)).length > 0,
          ),
        ),
      );
    },
  );
};

export default applicationRoutes;
