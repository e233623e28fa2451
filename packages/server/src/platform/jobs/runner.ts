import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { jobs, type Job } from './tables';

/** What a handler is told besides its payload. */
export interface JobContext {
  job: Job;
  /** The runner's clock (the tests' clock in tests). */
  now: Date;
}

interface Handler {
  schema: z.ZodType;
  run(payload: unknown, context: JobContext): Promise<void>;
}

export interface NewJob {
  kind: string;
  payload?: unknown;
  runAt: Date;
  /** At most one pending job per key: scheduling the key again moves that job (run time, payload). */
  key?: string;
  maxAttempts?: number;
}

export interface JobRunnerOptions {
  db: Db;
  /** The clock every due time is compared with; tests pass one they move. */
  now?: (() => Date) | undefined;
  /** Names this runner in `locked_by` (one per server instance). */
  id?: string | undefined;
  /** How long a claimed job stays with this runner before another may take it over. */
  leaseMs?: number | undefined;
  /** Jobs claimed per round. */
  batch?: number | undefined;
  /** Wait between rounds when nothing was due. */
  pollMs?: number | undefined;
  /** Delay before the next attempt after `attempt` failed attempts. */
  backoffMs?: ((attempt: number) => number) | undefined;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void } | undefined;
}

const PENDING = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

/** 1 s, 2 s, 4 s … capped at one hour. */
export function defaultBackoff(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

/**
 * Drop the pending job of a key (the work is no longer wanted: a visit ended before its overdue
 * time). A job already running finishes; handlers check the state they act on anyway.
 */
export async function cancelJob(executor: Db | Tx, key: string): Promise<void> {
  await executor.delete(jobs).where(and(eq(jobs.key, key), PENDING));
}

/**
 * Schedule a job, in the caller's transaction when given one (the job exists exactly when the
 * change that needs it commits). With a key an existing pending job of that key is moved instead.
 */
export async function scheduleJob(executor: Db | Tx, job: NewJob): Promise<void> {
  const values = {
    kind: job.kind,
    payload: job.payload ?? {},
    runAt: job.runAt,
    key: job.key ?? null,
    ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
  };
  if (!job.key) {
    await executor.insert(jobs).values(values);
    return;
  }
  await executor
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      targetWhere: sql`${jobs.doneAt} is null and ${jobs.failedAt} is null`,
      set: { kind: job.kind, payload: values.payload, runAt: job.runAt, attempts: 0, lastError: null },
    });
}

/**
 * Runs due jobs of the kinds it has handlers for. Several runners (server instances) may share the
 * table: a job is claimed by one of them with `FOR UPDATE SKIP LOCKED`, run outside any
 * transaction, then marked done, or put back with a backoff, or failed after its last attempt.
 */
export class JobRunner {
  readonly id: string;
  private readonly db: Db;
  /** The runner's clock, for the work around its jobs (a visit's start time). */
  readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly batch: number;
  private readonly pollMs: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly log: JobRunnerOptions['log'];
  private readonly handlers = new Map<string, Handler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.id = options.id ?? `runner-${randomBytes(4).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? 5 * 60 * 1000;
    this.batch = options.batch ?? 20;
    this.pollMs = options.pollMs ?? 1000;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.log = options.log;
  }

  /** The handler of one kind; its payload is parsed with `schema` first (a payload that does not parse fails the job). */
  handle<S extends z.ZodType>(
    kind: string,
    schema: S,
    run: (payload: z.infer<S>, context: JobContext) => Promise<void>,
  ) {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
    this.handlers.set(kind, { schema, run: run as Handler['run'] });
  }

  schedule(job: NewJob, executor: Db | Tx = this.db) {
    return scheduleJob(executor, job);
  }

  cancel(key: string, executor: Db | Tx = this.db) {
    return cancelJob(executor, key);
  }

  /** Claim up to one batch of due jobs for this runner. */
  private async claim(): Promise<Job[]> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    const now = this.now();
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          PENDING,
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          inArray(jobs.kind, kinds),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(this.batch)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({
        lockedBy: this.id,
        lockedUntil: new Date(now.getTime() + this.leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  private async runOne(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    // Rows are changed only while this runner still holds the job at the time it claimed it: a
    // job scheduled again meanwhile (same key, new run time) stays pending for its new time.
    const stillMine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id), eq(jobs.runAt, job.runAt));
    const release = { lockedBy: null, lockedUntil: null };
    try {
      const parsed = handler.schema.safeParse(job.payload);
      if (!parsed.success) {
        await this.db
          .update(jobs)
          .set({ ...release, failedAt: this.now(), lastError: `payload: ${parsed.error.message}` })
          .where(stillMine);
        this.log?.error({ job: job.id, kind: job.kind }, 'job payload does not parse; failed');
        return;
      }
      await handler.run(parsed.data, { job, now: this.now() });
      const [done] = await this.db
        .update(jobs)
        .set({ ...release, doneAt: this.now(), lastError: null })
        .where(stillMine)
        .returning({ id: jobs.id });
      if (!done)
        await this.db
          .update(jobs)
          .set(release)
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.maxAttempts;
      await this.db
        .update(jobs)
        .set(
          last
            ? { ...release, failedAt: this.now(), lastError: message }
            : {
                ...release,
                runAt: new Date(this.now().getTime() + this.backoffMs(job.attempts)),
                lastError: message,
              },
        )
        .where(stillMine);
      (last ? this.log?.error : this.log?.warn)?.call(
        this.log,
        { job: job.id, kind: job.kind, attempt: job.attempts, err: error },
        last ? 'job failed for good' : 'job failed; retrying',
      );
    }
  }

  /** Run every job due now, round after round, until none is left; answers how many ran. */
  async runDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return count;
      for (const job of claimed) await this.runOne(job);
      count += claimed.length;
    }
  }

  /** Poll until `stop()`. */
  start() {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runDue()
        .catch((error: unknown) => this.log?.warn({ err: error }, 'job round failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
        });
    };
    tick();
  }

  /** Stop polling and wait for the round in progress. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
