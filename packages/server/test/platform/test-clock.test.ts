import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@console/contract';
import { TestClock } from '../../src/platform/test-clock';
import { loadConfig } from '../../src/config';
import { api, build, expectError, expectOk } from '../helper';

/** The e2e clock (TEST_CLOCK=on): moved over loopback only, running the jobs it made due. */
const clock = new TestClock();
const ran: string[] = [];
const ctx = build(
  { testClock: clock, jobs: { poll: false } },
  {
    setup: (app) => {
      app.jobs.handle('test-clock-probe', z.object({ name: z.string() }), async ({ name }) => {
        ran.push(name);
      });
    },
  },
);

describe('the e2e test clock', () => {
  it('moves the server’s time forward and runs the jobs due by then before answering', async () => {
    const start = Date.now();
    await ctx.app.jobs.schedule({
      kind: 'test-clock-probe',
      payload: { name: 'in an hour' },
      runAt: new Date(start + 3_600_000),
    });
    const res = await ctx.app.inject({ method: 'POST', url: api('/test/clock'), payload: { seconds: 1800 } });
    expect(expectOk<{ offsetSeconds: number }>(res).offsetSeconds).toBe(1800);
    expect(ran).toEqual([]);
    const later = await ctx.app.inject({
      method: 'POST',
      url: api('/test/clock'),
      payload: { seconds: 1800 },
    });
    expect(expectOk<{ offsetSeconds: number }>(later).offsetSeconds).toBe(3600);
    expect(ran).toEqual(['in an hour']);
    expect(ctx.app.jobs.now().getTime() - Date.now()).toBeGreaterThanOrEqual(3_599_000);
  });

  it('answers only the server’s own machine', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('/test/clock'),
      payload: { seconds: 60 },
      remoteAddress: '10.0.0.9',
    });
    expectError(res, ERROR_CODES.forbidden, 'error.forbidden');
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: 'on' }).TEST_CLOCK).toBe(true);
    expect(loadConfig({}).TEST_CLOCK).toBe(false);
  });
});
