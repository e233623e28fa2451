import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tenantVisible } from '../../db/tenancy';

/**
 * Day partitions of `vital_samples` (UTC days): made ahead of the samples that need them and
 * dropped once they fall out of the retention. Run by the `vitals.partitions` job once a day, at
 * start, by the seed before its backfill, and by the writer when an insert finds no partition.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days made ahead of today. */
export const PARTITIONS_AHEAD = 3;
export const DEFAULT_RETENTION_DAYS = 30;

const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const partitionName = (day: Date) => `vital_samples_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;

/** `42P07` duplicate table (another instance made it first), `42P17` overlap (same, as a race). */
function alreadyThere(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === '42P07' || code === '42P17';
}

/**
 * A partition keeps the tenant wall of its parent when read directly, not only through
 * `vital_samples`: row-level security on, with the same policy.
 */
async function sealPartition(db: Db | Tx, name: string): Promise<void> {
  const table = sql.identifier(name);
  await db.execute(sql`alter table ${table} enable row level security`);
  const policy = `${name}_tenant_isolation`;
  // Looked up rather than caught: a failed statement would abort the caller's transaction (the seed's).
  const { rows } = (await db.execute(
    sql`select 1 from pg_policies where tablename = ${name} and policyname = ${policy}`,
  )) as unknown as { rows: unknown[] };
  if (rows.length > 0) return;
  const visible = tenantVisible(sql.raw('customer_id'));
  await db.execute(
    sql`create policy ${sql.identifier(policy)} on ${table} as permissive for all to public using (${visible}) with check (${visible})`,
  );
}

/** The partitions of every UTC day from `from` to `to` (inclusive), made where missing. */
export async function ensurePartitions(db: Db | Tx, from: Date, to: Date): Promise<string[]> {
  const made: string[] = [];
  for (let day = dayStart(from); day.getTime() <= to.getTime(); day = new Date(day.getTime() + DAY_MS)) {
    const name = partitionName(day);
    const end = new Date(day.getTime() + DAY_MS);
    try {
      await db.execute(
        sql.raw(
          `create table if not exists "${name}" partition of vital_samples for values from ('${day.toISOString()}') to ('${end.toISOString()}')`,
        ),
      );
      await sealPartition(db, name);
      made.push(name);
    } catch (error) {
      if (!alreadyThere(error)) throw error;
    }
  }
  return made;
}

/** Partitions whose whole day ended more than `retentionDays` before `now`, dropped; their names. */
export async function dropExpiredPartitions(
  db: Db | Tx,
  now: Date,
  retentionDays: number,
): Promise<string[]> {
  const result = await db.execute(sql`select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'vital_samples' order by c.relname`);
  const { rows } = result as unknown as { rows: { name: string }[] };
  const cutoff = dayStart(new Date(now.getTime() - retentionDays * DAY_MS));
  const dropped: string[] = [];
  for (const { name } of rows) {
    const match = /^vital_samples_p(\d{4})(\d{2})(\d{2})$/.exec(name);
    if (!match) continue;
    const day = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
    if (day.getTime() + DAY_MS > cutoff.getTime()) continue;
    await db.execute(sql.raw(`drop table if exists "${name}"`));
    dropped.push(name);
  }
  return dropped;
}

/** Today's partition and the next PARTITIONS_AHEAD days, and the expired ones gone. */
export async function maintainPartitions(db: Db, now: Date, retentionDays: number) {
  const made = await ensurePartitions(db, now, new Date(now.getTime() + PARTITIONS_AHEAD * DAY_MS));
  const dropped = await dropExpiredPartitions(db, now, retentionDays);
  return { made, dropped };
}

/** The next run of the daily job: one hour past the next UTC midnight. */
export function nextMaintenance(now: Date): Date {
  return new Date(dayStart(now).getTime() + DAY_MS + 60 * 60 * 1000);
}
