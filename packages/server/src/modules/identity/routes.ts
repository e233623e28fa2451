import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  captchaResultSchema,
  changePasswordSchema,
  setAvatarSchema,
  idParamSchema,
  loginResultSchema,
  loginSchema,
  userInfoSchema,
} from '@console/contract/resources/identity';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { issueCaptcha } from './captcha';
import { revokeSession } from '../../platform/sessions';
import type { FileStore } from '../uploads/storage';
import { changePassword, login, recordSignIn, setAvatar, unlockLogin, userInfo } from './service';

const tags = ['identity'];

const identityRoutes: FastifyPluginAsyncZod<{ captcha: boolean; files: FileStore }> = async (app, opts) => {
  app.post(
    PATHS.login,
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'Log in',
        body: loginSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) =>
      ok(
        await login(app.db, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          captcha: opts.captcha,
        }),
      ),
  );

  app.post(
    PATHS.captcha,
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'Issue a login captcha (null when captcha is off)',
        response: { 200: envelopeSchema(captchaResultSchema.nullable()) },
      },
    },
    async () => ok(opts.captcha ? await issueCaptcha(app.db) : null),
  );

  app.post(
    PATHS.logout,
    {
      config: { allowInitPwd: true },
      schema: { tags, summary: 'Log out (revokes the session)', response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      const caller = callerOf(request);
      await revokeSession(app.db, caller.sessionId);
      await recordSignIn(app.db, caller, 'logout');
      return ok(null);
    },
  );

  app.get(
    PATHS.sysUserGet,
    {
      config: { allowInitPwd: true },
      schema: { tags, summary: 'The signed-in user', response: { 200: envelopeSchema(userInfoSchema) } },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.inTenant(caller, (tx) => userInfo(tx, caller.userId)));
    },
  );

  app.get(
    PATHS.sysUserDetail,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags,
        summary: 'A user by id (own tenant only)',
        params: idParamSchema,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => ok(await app.inTenant(callerOf(request), (tx) => userInfo(tx, request.params.id))),
  );

  app.post(
    PATHS.unlockLogin,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags,
        summary: 'Lift the login delays of a user (own tenant only)',
        body: idParamSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.inTenant(caller, (tx) => unlockLogin(tx, caller, request.body.id));
      return ok(null);
    },
  );

  app.post(
    PATHS.changePassword,
    {
      config: { allowInitPwd: true },
      schema: {
        tags,
        summary: 'Change the signed-in user’s password',
        body: changePasswordSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.inTenant(caller, (tx) => changePassword(tx, caller, request.body));
      return ok(null);
    },
  );

  app.post(
    PATHS.setAvatar,
    {
      schema: {
        tags,
        summary: 'Set or remove the signed-in user’s avatar (the URL of an `avatar` upload)',
        body: setAvatarSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const uploaded = (url: string) => opts.files.holds(url, caller.customerId, 'avatar');
      await app.inTenant(caller, (tx) => setAvatar(tx, caller, request.body.avatarUrl, uploaded));
      return ok(null);
    },
  );
};

export default identityRoutes;
