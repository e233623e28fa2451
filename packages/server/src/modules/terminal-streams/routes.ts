import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  accountStreamsSchema,
  streamSettingsSchema,
  streamSettingsUpdateSchema,
  streamSourceQuerySchema,
  streamSourceSchema,
  streamTerminalSchema,
  streamTerminalUpdateSchema,
  streamWallQuerySchema,
  streamWallSchema,
} from '@console/contract/resources/terminal-streams';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { recordLog } from '../../platform/audit';
import {
  accountStreams,
  readSettings,
  readTerminal,
  saveSettings,
  saveTerminal,
  streamSources,
  streamWall,
} from './service';
import { recordIdSchema } from '@console/contract/api/record-id';

const tags = ['terminal streams'];
const access = 'customerAdmin' as const;
const terminalParams = z.object({ deviceAccountId: recordIdSchema });

/**
 * The terminal stream wall, its per-tenant settings and the per-terminal ones (the groups are
 * engine routes). Settings belong to the caller's own company, never one named in the request.
 */
const terminalStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.resource('terminalStreams'),
    {
      config: { access },
      schema: {
        tags,
        summary: "The wall: a group's streams (or every monitored terminal's) with presence and address",
        querystring: streamWallQuerySchema,
        response: { 200: envelopeSchema(streamWallSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.inTenant(caller, (tx) => streamWall(tx, caller.customerId, request.query.groupId)));
    },
  );

  app.get(
    PATHS.resource('terminalStreamSources'),
    {
      config: { access },
      schema: {
        tags,
        summary: 'Video sources named by their terminal, for choosing group members',
        querystring: streamSourceQuerySchema,
        response: { 200: envelopeSchema(z.array(streamSourceSchema)) },
      },
    },
    async (request) => ok(await app.inTenant(callerOf(request), (tx) => streamSources(tx, request.query))),
  );

  app.get(
    PATHS.resource('terminalStreamSettings'),
    {
      config: { access },
      schema: {
        tags,
        summary: "The company's stream wall settings",
        response: { 200: envelopeSchema(streamSettingsSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(await app.inTenant(caller, (tx) => readSettings(tx, caller.customerId)));
    },
  );

  app.put(
    PATHS.resource('terminalStreamSettings'),
    {
      config: { access },
      schema: {
        tags,
        summary: "Change the company's stream wall settings",
        body: streamSettingsUpdateSchema,
        response: { 200: envelopeSchema(streamSettingsSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const { before, after } = await saveSettings(tx, caller.customerId, request.body);
          await recordLog(tx, caller, {
            action: 'update',
            resource: 'terminalStreamSettings',
            before,
            after,
          });
          return after;
        }),
      );
    },
  );

  app.get(
    `${PATHS.resource('terminalStreamTerminals')}/:deviceAccountId`,
    {
      config: { access },
      schema: {
        tags,
        summary: "A terminal's stream monitoring settings",
        params: terminalParams,
        response: { 200: envelopeSchema(streamTerminalSchema) },
      },
    },
    async (request) =>
      ok(await app.inTenant(callerOf(request), (tx) => readTerminal(tx, request.params.deviceAccountId))),
  );

  app.get(
    `${PATHS.resource('terminalStreamTerminals')}/:deviceAccountId/streams`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "A terminal's streams as the monitor shows them: each source's tile, the one on the wall, its groups",
        params: terminalParams,
        response: { 200: envelopeSchema(accountStreamsSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, (tx) =>
          accountStreams(tx, caller.customerId, request.params.deviceAccountId),
        ),
      );
    },
  );

  app.put(
    `${PATHS.resource('terminalStreamTerminals')}/:deviceAccountId`,
    {
      config: { access },
      schema: {
        tags,
        summary: "Change a terminal's stream monitoring settings",
        params: terminalParams,
        body: streamTerminalUpdateSchema,
        response: { 200: envelopeSchema(streamTerminalSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.deviceAccountId;
      return ok(
        await app.inTenant(caller, async (tx) => {
          const { customerId, before, after } = await saveTerminal(tx, id, request.body);
          await recordLog(tx, caller, {
            action: 'update',
            resource: 'terminalStreamTerminals',
            resourceId: id,
            before,
            after,
            customerId,
          });
          return after;
        }),
      );
    },
  );
};

export default terminalStreamRoutes;
