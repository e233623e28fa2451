import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import {
  commandCreateSchema,
  commandListQuerySchema,
  commandSchema,
  monitorPageSchema,
  monitorQuerySchema,
  monitorTerminalSchema,
  telemetrySchema,
} from '@console/contract/realtime';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { recordLog } from '../../platform/audit';
import { createCommand, latestTelemetry, listCommands } from './commands';
import { monitorPage, monitorTerminal } from './monitor';
import { recordIdSchema } from '@console/contract/api/record-id';

const tags = ['terminal monitor'];
const access = 'customerAdmin' as const;

/** Commands to terminals and their latest telemetry (the monitor's detail page). */
const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PATHS.resource('terminalCommands'),
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send a command to a terminal (queued while it is offline)',
        body: commandCreateSchema,
        response: { 200: envelopeSchema(commandSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { terminal, command } = await app.inTenant(caller, async (tx) => {
        const created = await createCommand(tx, request.body, app.realtime.presence, caller.account);
        await recordLog(tx, caller, {
          action: 'command',
          resource: 'terminalCommands',
          resourceId: created.command.id,
          after: created.command,
          customerId: created.terminal.customerId,
        });
        return created;
      });
      app.realtime.publish({ type: 'command', customerId: terminal.customerId, command });
      app.realtime.afterCreate(terminal, command);
      return ok(command);
    },
  );

  app.get(
    PATHS.resource('terminalCommands'),
    {
      config: { access },
      schema: {
        tags,
        summary: "A terminal's commands, newest first",
        querystring: commandListQuerySchema,
        response: { 200: envelopeSchema(z.array(commandSchema)) },
      },
    },
    async (request) =>
      ok(
        await app.inTenant(callerOf(request), (tx) =>
          listCommands(tx, request.query.deviceAccountId, request.query.size),
        ),
      ),
  );

  app.get(
    PATHS.resource('terminalMonitor'),
    {
      config: { access },
      schema: {
        tags,
        summary: 'Terminals with their presence, online first, and the online/offline counts',
        querystring: monitorQuerySchema,
        response: { 200: envelopeSchema(monitorPageSchema) },
      },
    },
    async (request) => ok(await app.inTenant(callerOf(request), (tx) => monitorPage(tx, request.query))),
  );

  app.get(
    `${PATHS.resource('terminalMonitor')}/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'One terminal with its presence',
        params: z.object({ id: recordIdSchema }),
        response: { 200: envelopeSchema(monitorTerminalSchema) },
      },
    },
    async (request) =>
      ok(await app.inTenant(callerOf(request), (tx) => monitorTerminal(tx, request.params.id))),
  );

  app.get(
    `${PATHS.resource('terminalTelemetry')}/:deviceAccountId`,
    {
      config: { access },
      schema: {
        tags,
        summary: "A terminal's latest telemetry (null before the first reading)",
        params: z.object({ deviceAccountId: recordIdSchema }),
        response: { 200: envelopeSchema(telemetrySchema.nullable()) },
      },
    },
    async (request) =>
      ok(await app.inTenant(callerOf(request), (tx) => latestTelemetry(tx, request.params.deviceAccountId))),
  );
};

export default realtimeRoutes;
