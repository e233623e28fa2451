import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Backup, BackupSettings } from '@console/contract/resources/system-settings';
import type { Database, Db, Tx } from '../../db/client';
import { AppError, Conflict } from '../../platform/errors';
import { ERROR_CODES } from '@console/contract';
import { databaseBackups } from './tables';

/** The durable job that makes one dump (payload: the backup's id). */
export const JOB_DATABASE_BACKUP = 'database-backup';
/** The keyed job of the schedule: at most one pending, claimed by one instance (ADR 0030). */
export const JOB_BACKUP_SCHEDULE = 'database-backup-schedule';

export type BackupRow = typeof databaseBackups.$inferSelect;

/** Where dumps go: the configured absolute path, else `DATA_DIR/backups`. */
export function backupDirectory(settings: Pick<BackupSettings, 'path'>, dataDir: string): string {
  return settings.path ? settings.path : path.join(dataDir, 'backups');
}

export function toBackup(row: BackupRow): Backup {
  return {
    id: row.id,
    fileName: row.fileName,
    trigger: row.trigger as Backup['trigger'],
    engine: row.engine as Backup['engine'],
    state: row.state as Backup['state'],
    progress: row.progress,
    sizeBytes: row.sizeBytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The next scheduled run after `now`, in the server's local time: every day at `time`, or every
 * week on `weekday` (1 Monday … 7 Sunday, SPEC §9 week cycle) at `time`; null when off.
 */
export function nextBackupRun(settings: BackupSettings, now: Date): Date | null {
  if (settings.schedule === 'off') return null;
  const [hours, minutes] = settings.time.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (settings.schedule === 'daily') {
    if (next <= now) next.setDate(next.getDate() + 1);
    return next;
  }
  const today = next.getDay() === 0 ? 7 : next.getDay();
  let days = (settings.weekday - today + 7) % 7;
  if (days === 0 && next <= now) days = 7;
  next.setDate(next.getDate() + days);
  return next;
}

function stamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/**
 * Open a backup: a `running` row (one at a time across instances: a unique partial index) whose
 * file name says the engine. The dump itself is the job's (`runBackup`).
 */
export async function openBackup(
  executor: Db | Tx,
  options: { trigger: 'manual' | 'scheduled'; engine: 'pglite' | 'postgres'; directory: string; now: Date },
): Promise<BackupRow> {
  const extension = options.engine === 'postgres' ? 'dump' : 'tar.gz';
  try {
    const [row] = await executor
      .insert(databaseBackups)
      .values({
        fileName: `pending.${extension}`,
        directory: options.directory,
        trigger: options.trigger,
        engine: options.engine,
        createdAt: options.now,
      })
      .returning();
    const fileName = `backup-${stamp(options.now)}-${row!.id}.${extension}`;
    const [named] = await executor
      .update(databaseBackups)
      .set({ fileName })
      .where(eq(databaseBackups.id, row!.id))
      .returning();
    return named!;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (code === '23505' || cause?.code === '23505') throw Conflict('error.backupRunning');
    throw error;
  }
}

export const BackupUnavailable = () => new AppError(ERROR_CODES.unavailable, 'error.backupUnavailable', 503);

/** Whether `pg_dump` runs here (PostgreSQL backups need it). */
export async function hasPgDump(bin = 'pg_dump'): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(bin, ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * `pg_dump` arguments and environment for a connection URL: the password travels in PGPASSWORD,
 * never on the command line (other users of the machine see arguments) nor in a log.
 */
export function pgDumpCommand(url: string, file: string) {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    args: [
      '--format=custom',
      '--verbose',
      '--no-owner',
      '--no-acl',
      '--file',
      file,
      '--dbname',
      parsed.toString(),
    ],
    env,
  };
}

type Progress = (percent: number) => Promise<void>;

async function dumpPostgres(db: Db, url: string, file: string, progress: Progress, bin: string) {
  const result = await db.execute(
    sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
  );
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  const count = rows[0]?.count ?? 1;
  const tables = Math.max(1, Number(count));
  const { args, env } = pgDumpCommand(url, file);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let done = 0;
    let tail = '';
    let reported = 0;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-2000);
      done += chunk.split('dumping contents of table').length - 1;
      const percent = Math.min(95, 5 + Math.floor((90 * done) / tables));
      if (percent > reported) {
        reported = percent;
        void progress(percent).catch(() => undefined);
      }
    });
    child.on('error', (error) => reject(error));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        const lines = tail
          .split('\n')
          .filter((line) => /error|fatal/i.test(line))
          .slice(-3)
          .join(' ');
        reject(new Error(`pg_dump exited with ${code}: ${lines || 'no message'}`));
      }
    });
  });
}

/** Rows of `database_backups` are the platform's: the job works on the server's own connection. */
export async function runBackup(
  db: Db,
  database: Pick<Database, 'backupSource'>,
  backupId: number,
  options: { now: () => Date; pgDump?: string },
): Promise<BackupRow | undefined> {
  const [row] = await db.select().from(databaseBackups).where(eq(databaseBackups.id, backupId));
  if (!row || row.state !== 'running') return row;
  const setProgress = async (progress: number) => {
    await db
      .update(databaseBackups)
      .set({ progress })
      .where(and(eq(databaseBackups.id, backupId), eq(databaseBackups.state, 'running')));
  };
  const file = path.join(row.directory, row.fileName);
  const partial = `${file}.partial`;
  try {
    await fs.promises.mkdir(row.directory, { recursive: true, mode: 0o700 });
    await setProgress(5);
    const source = database.backupSource;
    if (source.kind === 'pglite') {
      const blob = await source.dumpDataDir();
      await setProgress(60);
      await fs.promises.writeFile(partial, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
    } else {
      await dumpPostgres(db, source.url, partial, setProgress, options.pgDump ?? 'pg_dump');
      await fs.promises.chmod(partial, 0o600);
    }
    await fs.promises.rename(partial, file);
    const { size } = await fs.promises.stat(file);
    const [finished] = await db
      .update(databaseBackups)
      .set({ state: 'done', progress: 100, sizeBytes: size, finishedAt: options.now() })
      .where(eq(databaseBackups.id, backupId))
      .returning();
    return finished;
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    const message = error instanceof Error ? error.message : String(error);
    const [failed] = await db
      .update(databaseBackups)
      .set({ state: 'failed', error: message.slice(0, 1000), finishedAt: options.now() })
      .where(eq(databaseBackups.id, backupId))
      .returning();
    return failed;
  }
}

/** Keep the newest `keep` finished backups (done or failed); older rows and their files go. */
export async function pruneBackups(db: Db, keep: number): Promise<number[]> {
  const finished = await db
    .select()
    .from(databaseBackups)
    .where(inArray(databaseBackups.state, ['done', 'failed']))
    .orderBy(desc(databaseBackups.createdAt), desc(databaseBackups.id));
  const old = finished.slice(keep);
  for (const row of old) await fs.promises.rm(path.join(row.directory, row.fileName), { force: true });
  if (old.length)
    await db.delete(databaseBackups).where(
      inArray(
        databaseBackups.id,
        old.map((row) => row.id),
      ),
    );
  return old.map((row) => row.id);
}

/** Delete one finished backup and its file. */
export async function deleteBackupFile(row: BackupRow): Promise<void> {
  await fs.promises.rm(path.join(row.directory, row.fileName), { force: true });
}
