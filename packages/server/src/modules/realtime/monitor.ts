import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { MonitorPage, MonitorQuery, MonitorTerminal } from '@console/contract/realtime';
import { NotFound } from '../../platform/errors';
import type { Tx } from '../../db/client';
import { deviceAccounts } from '../device-accounts/tables';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The terminal monitor's grid: one page of the tenant's terminals (row-level security scopes it),
 * online first, with the online/offline counts of the whole tenant for the header.
 */
const COLUMNS = {
  id: deviceAccounts.id,
  customerId: deviceAccounts.customerId,
  account: deviceAccounts.account,
  name: deviceAccounts.name,
  deviceType: deviceAccounts.deviceType,
  enabled: deviceAccounts.enabled,
  online: deviceAccounts.online,
  lastSeenAt: deviceAccounts.lastSeenAt,
};

const present = (
  row: Omit<MonitorTerminal, 'lastSeenAt'> & { lastSeenAt: Date | null },
): MonitorTerminal => ({
  ...row,
  lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
});

/** One terminal of the caller's tenant with its presence, or 404. */
export async function monitorTerminal(tx: Tx, id: number): Promise<MonitorTerminal> {
  const [row] = await tx.select(COLUMNS).from(deviceAccounts).where(eq(deviceAccounts.id, id)).limit(1);
  if (!row) throw NotFound();
  return present(row);
}

export async function monitorPage(tx: Tx, query: MonitorQuery): Promise<MonitorPage> {
  const t = deviceAccounts;
  const filters: (SQL | undefined)[] = [];
  if (query.online) filters.push(eq(t.online, query.online === 'true'));
  if (query.deviceType) filters.push(eq(t.deviceType, query.deviceType));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(t.account, pattern), ilike(t.name, pattern)));
  }
  const where = and(...filters);
  const [list, [total], byState] = await Promise.all([
    tx
      .select(COLUMNS)
      .from(t)
      .where(where)
      .orderBy(desc(t.online), asc(t.account))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    tx.select({ n: count() }).from(t).where(where),
    tx.select({ online: t.online, n: count() }).from(t).groupBy(t.online),
  ]);
  return {
    list: list.map(present),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
    counts: {
      online: byState.find((r) => r.online)?.n ?? 0,
      offline: byState.find((r) => !r.online)?.n ?? 0,
    },
  };
}
