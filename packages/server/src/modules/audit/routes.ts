import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, envelopeSchema, pageSchema } from '@console/contract';
import { userLogQuerySchema, userLogSchema } from '@console/contract/resources/user-logs';
import { orderBy, paginate } from '../../platform/list';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { userLogs } from './tables';

/** The user log list (SPEC /setting/userLog): by user, time range and action. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.resource('userLogs'),
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags: ['userLogs'],
        summary: 'The user log',
        querystring: userLogQuerySchema,
        response: { 200: envelopeSchema(pageSchema(userLogSchema)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const q = request.query;
      const filters: (SQL | undefined)[] = [
        // Row-level security already scopes a tenant; the explicit filter lets the index serve it.
        caller.isPlatform
          ? q.customerId
            ? eq(userLogs.customerId, q.customerId)
            : undefined
          : eq(userLogs.customerId, caller.customerId),
        q.account ? ilike(userLogs.account, `${q.account.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        q.action ? eq(userLogs.action, q.action) : undefined,
        q.resource ? eq(userLogs.resource, q.resource) : undefined,
        q.from ? gte(userLogs.createdAt, q.from) : undefined,
        q.to ? lte(userLogs.createdAt, q.to) : undefined,
      ];
      const where = and(...filters);
      const order = orderBy(
        q.sort,
        { createdAt: userLogs.createdAt, id: userLogs.id, action: userLogs.action },
        [desc(userLogs.createdAt), desc(userLogs.id)],
      );
      const page = await app.inTenant(caller, (tx) =>
        paginate(
          tx,
          q,
          (limit, offset) =>
            tx
              .select()
              .from(userLogs)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          tx.select({ id: userLogs.id }).from(userLogs).where(where).$dynamic(),
        ),
      );
      return ok({
        ...page,
        list: page.list.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      });
    },
  );
};

export default auditRoutes;
