import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { JobRunner } from '../../src/platform/jobs/runner';
import { jobs } from '../../src/platform/jobs/tables';
import { build } from '../helper';

/**
 * The durable job runner (ARCHITECTURE §11) on the test database, with a clock the tests move.
 * On PostgreSQL (`DATABASE_URL`) the two racing runners claim on separate pool connections, so
 * `FOR UPDATE SKIP LOCKED` is what keeps a job to one of them.
 */
const START = new Date('2026-11-25T10:00:00Z');
let clock = START;
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const config = { jobs: { now, poll: false } } as const;
const ctx = build(config);
const payload = z.object({ n: z.number() });

function runner(id: string, options: { backoffMs?: (attempt: number) => number; leaseMs?: number } = {}) {
  return new JobRunner({ db: ctx.database.db, now, id, ...options });
}

async function jobRow(key: string) {
  const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}

describe('durable jobs', () => {
  it('runs a job scheduled in the past once, and a future job only when its time comes', async () => {
    const a = runner('a');
    const seen: number[] = [];
    a.handle('past', payload, async ({ n }) => {
      seen.push(n);
    });
    await a.schedule({
      kind: 'past',
      payload: { n: 1 },
      runAt: new Date(clock.getTime() - 60_000),
      key: 'past-1',
    });
    await a.schedule({
      kind: 'past',
      payload: { n: 2 },
      runAt: new Date(clock.getTime() + 60_000),
      key: 'past-2',
    });
    expect(await a.runDue()).toBe(1);
    expect(await a.runDue()).toBe(0);
    expect(seen).toEqual([1]);
    expect(await jobRow('past-1')).toMatchObject({
      attempts: 1,
      doneAt: clock,
      lockedBy: null,
      failedAt: null,
    });
    advance(60_000);
    expect(await a.runDue()).toBe(1);
    expect(seen).toEqual([1, 2]);
  });

  it('runs each job once when two runners race for them', async () => {
    const a = runner('race-a');
    const b = runner('race-b');
    const runs = new Map<number, string[]>();
    for (const r of [a, b])
      r.handle('race', payload, async ({ n }) => {
        // Yield so the other runner's claim interleaves with this job's run.
        await new Promise((resolve) => setImmediate(resolve));
        runs.set(n, [...(runs.get(n) ?? []), r.id]);
      });
    const count = 30;
    for (let n = 0; n < count; n++)
      await a.schedule({ kind: 'race', payload: { n }, runAt: clock, key: `race-${n}` });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(count);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(count).keys()]);
    expect([...runs.values()].map((by) => by.length)).toEqual(Array(count).fill(1));
  });

  it('retries a failing job with backoff and fails it for good after its last attempt', async () => {
    const a = runner('retry', { backoffMs: (attempt) => attempt * 1000 });
    let failures = 2;
    a.handle('flaky', payload, async () => {
      if (failures-- > 0) throw new Error('terminal unreachable');
    });
    a.handle('broken', payload, async () => {
      throw new Error('always');
    });
    await a.schedule({ kind: 'flaky', payload: { n: 1 }, runAt: clock, key: 'flaky' });
    await a.schedule({ kind: 'broken', payload: { n: 1 }, runAt: clock, key: 'broken', maxAttempts: 2 });
    expect(await a.runDue()).toBe(2);
    expect(await jobRow('flaky')).toMatchObject({
      attempts: 1,
      lastError: 'terminal unreachable',
      runAt: new Date(clock.getTime() + 1000),
      doneAt: null,
    });
    expect(await a.runDue()).toBe(0); // not yet due again
    advance(1000);
    expect(await a.runDue()).toBe(2); // flaky fails again; broken fails its last attempt
    expect(await jobRow('broken')).toMatchObject({ attempts: 2, failedAt: clock, lastError: 'always' });
    advance(2000);
    expect(await a.runDue()).toBe(1);
    expect(await jobRow('flaky')).toMatchObject({ attempts: 3, doneAt: clock, lastError: null });
    expect(await a.runDue()).toBe(0);
  });

  it('fails a job whose payload does not parse, without calling the handler', async () => {
    const a = runner('parse');
    let called = false;
    a.handle('typed', payload, async () => {
      called = true;
    });
    await a.schedule({ kind: 'typed', payload: { n: 'x' }, runAt: clock, key: 'typed' });
    expect(await a.runDue()).toBe(1);
    expect(called).toBe(false);
    expect((await jobRow('typed'))?.failedAt).toEqual(clock);
  });

  it('moves a keyed job when scheduled again, and drops it when cancelled', async () => {
    const a = runner('keyed');
    const seen: number[] = [];
    a.handle('keyed', payload, async ({ n }) => {
      seen.push(n);
    });
    await a.schedule({ kind: 'keyed', payload: { n: 1 }, runAt: clock, key: 'keyed-1' });
    await a.schedule({
      kind: 'keyed',
      payload: { n: 2 },
      runAt: new Date(clock.getTime() + 5000),
      key: 'keyed-1',
    });
    await a.schedule({ kind: 'keyed', payload: { n: 3 }, runAt: clock, key: 'keyed-2' });
    await a.cancel('keyed-2');
    expect(await a.runDue()).toBe(0);
    advance(5000);
    expect(await a.runDue()).toBe(1);
    expect(seen).toEqual([2]);
  });

  it('hands a job over to another runner when the one holding it stopped before its lease ran out', async () => {
    const a = runner('lease-a', { leaseMs: 60_000 });
    const b = runner('lease-b', { leaseMs: 60_000 });
    const ran: string[] = [];
    let hang: () => void = () => undefined;
    a.handle('lease', payload, () => new Promise<void>((resolve) => (hang = resolve)));
    b.handle('lease', payload, async () => {
      ran.push('b');
    });
    await a.schedule({ kind: 'lease', payload: { n: 1 }, runAt: clock, key: 'lease' });
    const stuck = a.runDue(); // a claims the job and never finishes it (its instance died)
    await expect.poll(async () => (await jobRow('lease'))?.lockedBy).toBe('lease-a');
    expect(await b.runDue()).toBe(0);
    advance(60_000);
    expect(await b.runDue()).toBe(1);
    expect(ran).toEqual(['b']);
    expect(await jobRow('lease')).toMatchObject({ attempts: 2, doneAt: clock });
    hang();
    await stuck; // a's late finish changes nothing: the job is no longer its own
    expect(await jobRow('lease')).toMatchObject({ attempts: 2, doneAt: clock, lockedBy: null });
  });

  it('runs a job scheduled before a restart after it, polling with the app', async () => {
    const appConfig = {
      PRODUCT: 'platform',
      CAPTCHA: false,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    } as const;
    const first = await buildApp({ ...appConfig, ...config }, ctx.database, { logger: false });
    await first.ready();
    await first.jobs.schedule({
      kind: 'restart',
      payload: { n: 7 },
      runAt: new Date(clock.getTime() + 30_000),
    });
    await first.close();

    advance(30_000);
    let ran: (n: number) => void = () => undefined;
    const done = new Promise<number>((resolve) => (ran = resolve));
    const second = await buildApp({ ...appConfig, jobs: { now, pollMs: 10 } }, ctx.database, {
      logger: false,
    });
    second.jobs.handle('restart', payload, async ({ n }) => ran(n));
    await second.ready();
    try {
      expect(await done).toBe(7);
    } finally {
      await second.close();
    }
    const rows = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'restart'));
    expect(rows.map((r) => [r.attempts, r.doneAt])).toEqual([[1, clock]]);
  });
});
