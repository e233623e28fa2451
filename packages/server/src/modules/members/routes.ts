import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEET_OK, meetPaths } from '@console/contract';
import {
  approvalDecisionSchema,
  approvalListBodySchema,
  approvalSchema,
  deleteFriendSchema,
  fetchTrueNameSchema,
  friendListBodySchema,
  friendSchema,
  importReportShape,
  memberAddSchema,
  memberApplySchema,
  memberEditSchema,
  memberIdBodySchema,
  memberImportQuerySchema,
  memberListBodySchema,
  memberSchema,
  meetEnvelopeSchema,
  meetPageSchema,
  selectUserQuerySchema,
  setEnableOrBindSchema,
  userOptionSchema,
} from '@console/contract/resources/members';
import { IMPORT_CONTENT_TYPES, importRows } from '../../engine/import';
import { createRow, getRow, listRows, updateRow } from '../../engine/service';
import { callerOf } from '../../platform/session';
import { memberResource } from './resource';
import {
  applyForMembership,
  approvalInfo,
  decideApproval,
  deleteFriend,
  listApprovals,
  listFriends,
  selectUsers,
  setEnableOrBind,
  trueNameOf,
} from './service';

/** The meet envelope of SPEC §8: `{ resultnum: '0000', resultmeesage, ...data }`. */
function meetOk<T extends object>(data: T) {
  return { resultnum: MEET_OK, resultmeesage: 'success', ...data } as const;
}

const tags = ['members'];
// Hooks may add computed fields, so items pass through what the definition does not name.
const member: z.ZodType = memberSchema.passthrough();
const memberEnvelope = meetEnvelopeSchema({ data: member });
const empty = meetEnvelopeSchema({});

/**
 * The meet-style member, friend and approval calls of SPEC §7. Members are the engine's
 * `members` resource: these routes reuse its service (tenant scope, unique account, password
 * hashing, user log) and only speak the meet envelope. Customer administrators manage their own
 * company; platform administrators may name one with `customerId`.
 */
const memberRoutes: FastifyPluginAsyncZod<{ product: string; captcha: boolean }> = async (app, opts) => {
  const P = meetPaths(opts.product);
  const M = P.member;
  const access = 'customerAdmin' as const;

  app.addContentTypeParser(
    IMPORT_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    M.list,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Members of a company (paged; keyword; status 1 enabled / 0 disabled)',
        body: memberListBodySchema,
        response: { 200: meetPageSchema(member) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const page = await app.inTenant(caller, (tx) => listRows(tx, caller, memberResource, request.body));
      return meetOk({ list: page.list, total: page.total, page: page.page, size: page.size });
    },
  );

  app.post(
    M.setEnableOrbind,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Enable / disable a member, or bind / unbind its app to a device',
        body: setEnableOrBindSchema,
        response: { 200: memberEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return meetOk({ data: await app.inTenant(caller, (tx) => setEnableOrBind(tx, caller, request.body)) });
    },
  );

  app.post(
    M.fetchTrueName,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The real name of a member by account',
        body: fetchTrueNameSchema,
        response: { 200: meetEnvelopeSchema({ trueName: z.string() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return meetOk({
        trueName: await app.inTenant(caller, (tx) => trueNameOf(tx, caller, request.body.account)),
      });
    },
  );

  for (const [path, summary] of [
    [M.fetchUserInfo, 'One member'],
    [M.info, 'One member (same as fetchUserInfo)'],
  ] as const) {
    app.post(
      path,
      {
        config: { access },
        schema: { tags, summary, body: memberIdBodySchema, response: { 200: memberEnvelope } },
      },
      async (request) => {
        const caller = callerOf(request);
        return meetOk({
          data: await app.inTenant(caller, (tx) => getRow(tx, caller, memberResource, request.body.id)),
        });
      },
    );
  }

  for (const [path, summary] of [
    [M.saveUserInfo, 'Edit a member'],
    [M.editSave, 'Edit a member (same as saveUserInfo)'],
  ] as const) {
    app.post(
      path,
      {
        config: { access },
        schema: { tags, summary, body: memberEditSchema, response: { 200: memberEnvelope } },
      },
      async (request) => {
        const caller = callerOf(request);
        const { id, ...values } = request.body;
        return meetOk({
          data: await app.inTenant(caller, (tx) => updateRow(tx, caller, memberResource, id, values)),
        });
      },
    );
  }

  app.post(
    M.add,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add a member (account unique across companies)',
        body: memberAddSchema,
        response: { 200: memberEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return meetOk({
        data: await app.inTenant(caller, (tx) => createRow(tx, caller, memberResource, request.body)),
      });
    },
  );

  app.post(
    M.importUser,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Import members from an XLS/XLSX file (body: the file). All or nothing unless keepValid=true; a report per failed row',
        querystring: memberImportQuerySchema,
        response: { 200: meetEnvelopeSchema(importReportShape) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return meetOk(
        await importRows(app, caller, memberResource, request.body, {
          keepValid: request.query.keepValid === 'true',
          // A member's only reference is its company, which this path always sets to the caller's.
          lookup: () => undefined,
        }),
      );
    },
  );

  app.post(
    M.getApprovalList,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Membership requests by status (pending, agreed, rejected, expired)',
        body: approvalListBodySchema,
        response: { 200: meetPageSchema(approvalSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return meetOk(await app.inTenant(caller, (tx) => listApprovals(tx, caller, request.body)));
    },
  );

  app.post(
    M.fetchApprovalInfo,
    {
      config: { access },
      schema: {
        tags,
        summary: 'One membership request',
        body: memberIdBodySchema,
        response: { 200: meetEnvelopeSchema({ data: approvalSchema }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return meetOk({ data: await app.inTenant(caller, (tx) => approvalInfo(tx, caller, request.body.id)) });
    },
  );

  app.post(
    M.updateApprovalMember,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Agree (creates the member) or reject (reason required) a pending request',
        body: approvalDecisionSchema,
        response: { 200: meetEnvelopeSchema({ data: approvalSchema }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return meetOk({ data: await app.inTenant(caller, (tx) => decideApproval(tx, caller, request.body)) });
    },
  );

  app.post(
    M.apply,
    {
      config: { auth: false },
      schema: {
        tags,
        summary:
          'Public: a member app applies to join the company with this apply code (captcha unless off; 10 per IP per 15 min)',
        body: memberApplySchema,
        response: { 200: meetEnvelopeSchema({ id: z.number().int(), expiresAt: z.string() }) },
      },
    },
    async (request) =>
      meetOk(await applyForMembership(app.db, request.body, { ip: request.ip, captcha: opts.captcha })),
  );

  app.get(
    P.selectUserList,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Enabled members for pickers (keyword on account or real name)',
        querystring: selectUserQuerySchema,
        response: { 200: meetEnvelopeSchema({ list: z.array(userOptionSchema) }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return meetOk({ list: await app.inTenant(caller, (tx) => selectUsers(tx, caller, request.query)) });
    },
  );

  app.post(
    P.listFriend,
    {
      config: { access },
      schema: {
        tags,
        summary: 'A member’s contacts (paged)',
        body: friendListBodySchema,
        response: { 200: meetPageSchema(friendSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const page = await app.inTenant(caller, (tx) => listFriends(tx, caller, request.body));
      return meetOk({ list: page.list, total: page.total, page: page.page, size: page.size });
    },
  );

  app.post(
    P.deleteFriendAccount,
    {
      config: { access },
      schema: {
        tags,
        summary: 'End a friendship both ways: the two can no longer start video conferences',
        body: deleteFriendSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.inTenant(caller, (tx) =>
        deleteFriend(tx, caller, request.body.memberId, request.body.friendId),
      );
      return meetOk({});
    },
  );
};

export default memberRoutes;
