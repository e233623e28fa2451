import { and, desc, eq, getTableName, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, envelopeSchema, pageSchema } from '@console/contract';
import {
  USER_LOG_EXPORT_COLUMNS,
  userLogQuerySchema,
  userLogSchema,
} from '@console/contract/resources/user-logs';
import { exportQuerySchema, sendTable } from '../../engine/export';
import type { Caller } from '../../platform/caller';
import { requestLanguage } from '../../platform/language';
import { sortKeys, tablePage } from '../../platform/list';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { userLogs } from '../../platform/audit-tables';

type UserLogQuery = z.infer<typeof userLogQuerySchema>;

/** Search of the user log: by user (account prefix), action, object and time range. */
function userLogFilters(caller: Caller, q: UserLogQuery): SQL | undefined {
  return and(
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
  );
}

const EXPORT_BATCH = 1000;

/** The user log list (SPEC /setting/userLog): by user, time range and action; and its export. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PATHS.resource('userLogs')}/export`,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags: ['userLogs'],
        summary: 'Export the user log (CSV or XLSX), newest first',
        querystring: userLogQuerySchema.extend(exportQuerySchema.shape),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const where = userLogFilters(caller, request.query);
      const lang = requestLanguage(request.headers['accept-language']);
      // Newest first, a batch per short transaction, continuing below the last id seen.
      async function* batches() {
        let below = Number.MAX_SAFE_INTEGER;
        for (;;) {
          const rows = await app.inTenant(caller, (tx) =>
            tx
              .select()
              .from(userLogs)
              .where(and(where, lt(userLogs.id, below)))
              .orderBy(desc(userLogs.id))
              .limit(EXPORT_BATCH),
          );
          if (rows.length === 0) return;
          yield rows.map((row) =>
            USER_LOG_EXPORT_COLUMNS.map(({ field }) =>
              field === 'createdAt' ? row.createdAt.toISOString() : row[field],
            ),
          );
          below = rows[rows.length - 1]!.id;
        }
      }
      return sendTable(reply, {
        format: request.query.format,
        filename: `userLogs-${new Date().toISOString().slice(0, 10)}`,
        sheet: lang === 'en' ? 'User log' : '操作日志',
        header: USER_LOG_EXPORT_COLUMNS.map((column) => column[lang]),
        batches: batches(),
      });
    },
  );

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
      // The id breaks ties, so rows with equal sort values never move between pages.
      const keys = [
        ...sortKeys(q.sort, { createdAt: userLogs.createdAt, id: userLogs.id, action: userLogs.action }, [
          { column: userLogs.createdAt, descending: true },
        ]),
        { column: userLogs.id, descending: true },
      ];
      const searched = q.account || q.action || q.resource || q.from || q.to;
      const tenant = caller.isPlatform ? q.customerId : caller.customerId;
      const page = await app.inTenant(caller, (tx) =>
        tablePage(tx, userLogs, {
          id: userLogs.id,
          where: userLogFilters(caller, q),
          keys,
          query: q,
          estimate: searched ? undefined : app.rowEstimates.rows(getTableName(userLogs), tenant),
        }),
      );
      return ok({
        ...page,
        list: page.list.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      });
    },
  );
};

export default auditRoutes;
