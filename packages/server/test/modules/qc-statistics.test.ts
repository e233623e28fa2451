import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { USER_TYPES } from '@console/contract/access/identity';
import type { QcResult } from '@console/contract/resources/qc-statistics';
import { alarms } from '../../src/modules/alarms/tables';
import { beds } from '../../src/modules/beds/tables';
import { monitoringIndicators } from '../../src/modules/monitoring-indicators/tables';
import { qcStatisticsTasks } from '../../src/modules/qc-statistics/tables';
import { runQcTask } from '../../src/modules/qc-statistics/service';
import { ensurePartitions } from '../../src/modules/vitals/partitions';
import { vitalSamples } from '../../src/modules/vitals/tables';
import { wards } from '../../src/modules/wards/tables';
import { jobs } from '../../src/platform/jobs/tables';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';
import { seedIcu } from '../medical-fixture';

/**
 * QC statistics over alarms and samples inserted directly, two days from 2026-05-04 00:00 UTC:
 * every figure of the result is worked out by hand below. The job runs on the test's clock
 * (`runDue`), or through `runQcTask` where each day's progress is read back.
 */
const NOW = new Date('2026-05-07T08:00:00Z');
const FROM = '2026-05-04T00:00:00.000Z';
const TO = '2026-05-06T00:00:00.000Z';
const at = (iso: string) => new Date(`2026-05-${iso}Z`);

const ctx = build({ jobs: { now: () => NOW, poll: false } });
const r = (suffix = '') => api(`${PATHS.resource('qcStatisticsTasks')}${suffix}`);
let a: Tenant;
let b: Tenant;
let staffToken = '';
let ward1 = 0;
let ward2 = 0;
let ward3 = 0;
let bWard = 0;
let hr = 0;
let spo2 = 0;

type Task = {
  id: number;
  state: string;
  progress: number;
  result: QcResult | null;
  error: string | null;
  wardId: number | null;
};
const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
const create = (payload: object, token = a.admin.token) => send(token, 'POST', r(), payload);
const read = async (id: number) => expectOk<Task>(await send(a.admin.token, 'GET', r(`/${id}`)));

beforeAll(async () => {
  a = await ctx.createTenant('qc_a');
  b = await ctx.createTenant('qc_b');
  const db = ctx.database.db;
  const icu = await seedIcu(db, a.customerId, { beds: 2 });
  ward1 = icu.wardId;
  const [w2] = await db
    .insert(wards)
    .values({ customerId: a.customerId, name: 'ICU二病区', code: 'ICU2' })
    .returning();
  ward2 = w2!.id;
  const [w2bed] = await db
    .insert(beds)
    .values({ customerId: a.customerId, wardId: ward2, number: 1, code: 'C01', name: '1床' })
    .returning();
  const [w3] = await db
    .insert(wards)
    .values({ customerId: a.customerId, name: '待删病区', code: 'GONE' })
    .returning();
  ward3 = w3!.id;
  bWard = (await seedIcu(db, b.customerId)).wardId;
  const [hrRow, spo2Row] = await db
    .insert(monitoringIndicators)
    .values([
      { customerId: a.customerId, code: 'heartRate', name: '心率', warningHigh: 110, alarmHigh: 120 },
      { customerId: a.customerId, code: 'spo2', name: '血氧', warningLow: 94, alarmLow: 90 },
    ])
    .returning();
  hr = hrRow!.id;
  spo2 = spo2Row!.id;

  await ensurePartitions(db, new Date(FROM), new Date('2026-05-07T00:00:00Z'));
  const [bed0, bed1] = icu.bedIds;
  const sample = (bedId: number, when: Date) => ({
    customerId: a.customerId,
    bedId,
    deviceAccountId: 1,
    at: when,
    heartRate: 80,
  });
  await db.insert(vitalSamples).values([
    // Bed 0: hours 00–11 of the first day (hour 0 twice): 12 bed-hours, 1 bed-day.
    ...Array.from({ length: 12 }, (_, h) => sample(bed0!, at(`04T${String(h).padStart(2, '0')}:30:00`))),
    sample(bed0!, at('04T00:45:00')),
    // Bed 1: hours 00–05 of the second day: 6 bed-hours, 1 bed-day.
    ...Array.from({ length: 6 }, (_, h) => sample(bed1!, at(`05T0${h}:10:00`))),
    // After the range: not counted.
    sample(bed1!, at('06T01:00:00')),
  ]);

  const alarm = (
    wardId: number,
    bedId: number,
    indicatorId: number,
    level: 'warning' | 'alarm',
    value: number,
    raised: string,
    ackSeconds: number | null,
    audit: 'confirmed' | 'false' | null,
    // The limit in force when raised: the indicator's default unless a ward or bed overrides it.
    limitValue = level === 'alarm' ? 120 : 110,
  ) => {
    const raisedAt = at(raised);
    return {
      customerId: a.customerId,
      wardId,
      bedId,
      indicatorId,
      code: indicatorId === hr ? 'heartRate' : 'spo2',
      level,
      state: 'cleared' as const,
      ongoing: false,
      value,
      lastValue: value,
      limitField: level === 'alarm' ? ('alarmHigh' as const) : ('warningHigh' as const),
      limitValue,
      raisedAt,
      acknowledgedAt: ackSeconds === null ? null : new Date(raisedAt.getTime() + ackSeconds * 1000),
      audit,
    };
  };
  await db.insert(alarms).values([
    alarm(ward1, bed0!, hr, 'warning', 115, '04T10:00:00', 30, 'false'),
    alarm(ward1, bed0!, hr, 'warning', 112, '04T11:00:00', 60, 'false'),
    alarm(ward1, bed1!, hr, 'alarm', 125, '05T01:00:00', 90, 'confirmed'),
    alarm(ward1, bed1!, spo2, 'alarm', 88, '05T02:00:00', 120, null),
    alarm(ward1, bed0!, hr, 'warning', 111, '04T12:00:00', null, 'confirmed'),
    // Ward 2 warns above 105.
    alarm(ward2, w2bed!.id, hr, 'warning', 113, '04T05:00:00', 10, 'false', 105),
    // After the range: not counted.
    alarm(ward1, bed1!, hr, 'warning', 119, '06T03:00:00', 5, 'false'),
  ]);

  const doctor = await ctx.createUser({
    account: 'qc_doctor',
    customerId: a.customerId,
    userType: USER_TYPES.staff,
  });
  staffToken = await ctx.login(doctor.account, TENANT_PASSWORD);
});

describe('a statistics task', () => {
  let taskId = 0;

  it('is created counting, with its job scheduled in the same transaction', async () => {
    const task = expectOk<Task>(await create({ name: '五月质控', from: FROM, to: TO }));
    taskId = task.id;
    expect(task).toMatchObject({ state: 'counting', progress: 0, result: null, error: null, wardId: null });
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `qc-statistics:${task.id}`));
    expect(job).toMatchObject({ kind: 'qc.statistics', payload: { taskId: task.id }, doneAt: null });
  });

  it('counts day by day, writing its progress after each day', async () => {
    const seen: number[] = [];
    await runQcTask(ctx.app.db, taskId, async (progress) => {
      // What the database holds at that moment, not just what the job meant to write.
      seen.push((await read(taskId)).progress);
      expect(progress).toBe(seen[seen.length - 1]);
    });
    expect(seen).toEqual([50, 99]);
    const task = await read(taskId);
    expect(task).toMatchObject({ state: 'complete', progress: 100, error: null });
  });

  it('computes every figure exactly', async () => {
    const { result } = await read(taskId);
    expect(result!.days).toBe(2);
    expect(result!.wards).toEqual([
      {
        wardId: ward1,
        wardName: 'ICU一病区',
        alarms: { warning: 3, alarm: 2 },
        bedDays: 2,
        alarmsPerBedDay: 2.5,
        // Acknowledged after 30, 60, 90, 120 s: median 75, p90 90 + 0.7 × 30.
        ackMedianSeconds: 75,
        ackP90Seconds: 111,
        acknowledged: 4,
        audited: 4,
        falseCount: 2,
        falseShare: 0.5,
        // 18 bed-hours with samples of 2 beds × 48 hours.
        coverage: 0.1875,
        coveredBedHours: 18,
        bedHours: 96,
      },
      {
        wardId: ward2,
        wardName: 'ICU二病区',
        alarms: { warning: 1, alarm: 0 },
        bedDays: 0,
        alarmsPerBedDay: null,
        ackMedianSeconds: 10,
        ackP90Seconds: 10,
        acknowledged: 1,
        audited: 1,
        falseCount: 1,
        falseShare: 1,
        coverage: 0,
        coveredBedHours: 0,
        bedHours: 48,
      },
      {
        wardId: ward3,
        wardName: '待删病区',
        alarms: { warning: 0, alarm: 0 },
        bedDays: 0,
        alarmsPerBedDay: null,
        ackMedianSeconds: null,
        ackP90Seconds: null,
        acknowledged: 0,
        audited: 0,
        falseCount: 0,
        falseShare: null,
        coverage: null,
        coveredBedHours: 0,
        bedHours: 0,
      },
    ]);
    expect(result!.total).toEqual({
      alarms: { warning: 4, alarm: 2 },
      bedDays: 2,
      alarmsPerBedDay: 3,
      // 10, 30, 60, 90, 120 s: median 60, p90 90 + 0.6 × 30.
      ackMedianSeconds: 60,
      ackP90Seconds: 108,
      acknowledged: 5,
      audited: 5,
      falseCount: 3,
      falseShare: 0.6,
      coverage: 0.125,
      coveredBedHours: 18,
      bedHours: 144,
    });
    expect(result!.indicators).toEqual([
      {
        indicatorId: hr,
        code: 'heartRate',
        name: '心率',
        alarms: 5,
        audited: 5,
        falseCount: 3,
        falseShare: 0.6,
        // Two of the three false alarms crossed warning high at 110 (ward 2's was at 105):
        // 110 × 1.05 = 115.5, rounded to 0 decimals.
        suggestion: { limit: 'warningHigh', from: 110, to: 116, falseCount: 2 },
      },
      {
        indicatorId: spo2,
        code: 'spo2',
        name: '血氧',
        alarms: 1,
        audited: 0,
        falseCount: 0,
        falseShare: null,
        suggestion: null,
      },
    ]);
  });

  it('narrows to one ward, run by the durable job', async () => {
    const task = expectOk<Task>(await create({ name: '二病区', wardId: ward2, from: FROM, to: TO }));
    expect(await ctx.app.jobs.runDue()).toBeGreaterThan(0);
    const done = await read(task.id);
    expect(done.state).toBe('complete');
    expect(done.result!.wards.map((w) => w.wardId)).toEqual([ward2]);
    expect(done.result!.total.alarms).toEqual({ warning: 1, alarm: 0 });
    expect(done.result!.indicators.map((i) => [i.code, i.alarms, i.suggestion?.to ?? null])).toEqual([
      // ward 2's own limit: 105 × 1.05 = 110.25
      ['heartRate', 1, 110],
    ]);
  });

  it('exports the result as CSV and XLSX, titled in the caller’s language', async () => {
    const csv = await ctx.injectAs(staffToken, {
      method: 'GET',
      url: r(`/${taskId}/result/export?format=csv`),
      headers: { 'accept-language': 'en' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Ward,Warnings,Alarms (high),Bed-days,Alarms per bed-day,Median time to acknowledge (s),P90 time to acknowledge (s),Audited,Marked false,False share,Monitoring coverage',
    );
    expect(lines[1]).toBe('ICU一病区,3,2,2,2.5,75,111,4,2,0.5,0.1875');
    expect(lines).toContain('Total,4,2,2,3,60,108,5,3,0.6,0.125');
    expect(lines).toContain('心率,5,5,3,0.6,widen warning high from 110 to 116');
    const zh = await ctx.injectAs(staffToken, {
      method: 'GET',
      url: r(`/${taskId}/result/export?format=csv`),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(
      zh.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .startsWith('病区,预警数,报警数'),
    ).toBe(true);
    const xlsx = await ctx.injectAs(staffToken, {
      method: 'GET',
      url: r(`/${taskId}/result/export?format=xlsx`),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('neutralises a ward name that a spreadsheet would read as a formula', async () => {
    await ctx.database.db.update(wards).set({ name: '=HYPERLINK("x")' }).where(eq(wards.id, ward2));
    const task = expectOk<Task>(await create({ name: '公式', wardId: ward2, from: FROM, to: TO }));
    await ctx.app.jobs.runDue();
    const csv = await send(staffToken, 'GET', r(`/${task.id}/result/export?format=csv`));
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")",1,0`);
    await ctx.database.db.update(wards).set({ name: 'ICU二病区' }).where(eq(wards.id, ward2));
  });

  it('refuses the export of a task still counting', async () => {
    const task = expectOk<Task>(await create({ name: '未完成', from: FROM, to: TO }));
    const res = await send(staffToken, 'GET', r(`/${task.id}/result/export?format=csv`));
    expect(res.statusCode).toBe(409);
    expectError(res, ERROR_CODES.conflict, 'error.qcTaskNotComplete');
    await ctx.app.jobs.runDue();
  });
});

describe('failure and retry', () => {
  it('fails with the cause when its ward is gone, and retries on request', async () => {
    const task = expectOk<Task>(await create({ name: '删病区', wardId: ward3, from: FROM, to: TO }));
    await ctx.database.db.delete(wards).where(eq(wards.id, ward3));
    await ctx.app.jobs.runDue();
    expect(await read(task.id)).toMatchObject({ state: 'failed', error: 'error.wardNotFound' });

    // Only a failed task is retried.
    const complete = (await ctx.database.db.select().from(qcStatisticsTasks)).find(
      (t) => t.state === 'complete',
    )!;
    expectError(
      await send(a.admin.token, 'POST', r(`/${complete.id}/retry`)),
      ERROR_CODES.validation,
      'error.transitionNotAllowed',
    );

    const retried = expectOk<Task>(await send(a.admin.token, 'POST', r(`/${task.id}/retry`)));
    expect(retried).toMatchObject({ state: 'counting', progress: 0, error: null, result: null });
    await ctx.app.jobs.runDue();
    // The cause is still there: it fails again, with it.
    expect(await read(task.id)).toMatchObject({ state: 'failed', error: 'error.wardNotFound' });

    // An edit counts the task again: another ward, and it completes.
    expectOk(await send(a.admin.token, 'PUT', r(`/${task.id}`), { wardId: ward1 }));
    expect((await read(task.id)).state).toBe('counting');
    await ctx.app.jobs.runDue();
    const done = await read(task.id);
    expect(done).toMatchObject({ state: 'complete', progress: 100, error: null });
    expect(done.result!.total.alarms).toEqual({ warning: 3, alarm: 2 });
  });
});

describe('validation and access', () => {
  it('wants a name and a range in order, at most 31 days long', async () => {
    expectValidationError(await create({ from: FROM, to: TO }), 'name', 'validation.required');
    expectValidationError(await create({ name: 'x', from: TO, to: FROM }), 'to', 'validation.rangeOrder');
    expectValidationError(
      await create({ name: 'x', from: '2026-04-01T00:00:00Z', to: '2026-05-03T00:00:00Z' }),
      'to',
      'validation.rangeTooLong',
    );
  });

  it('refuses another company’s ward as if it did not exist', async () => {
    expectValidationError(
      await create({ name: 'x', wardId: bWard, from: FROM, to: TO }),
      'wardId',
      'error.wardNotFound',
    );
  });

  it('lets the staff read and export, not start, change or delete tasks', async () => {
    const page = expectOk<{ list: Task[] }>(await send(staffToken, 'GET', r('?state=complete')));
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((t) => t.state === 'complete')).toBe(true);
    const id = page.list[0]!.id;
    expect((await create({ name: 'x', from: FROM, to: TO }, staffToken)).statusCode).toBe(403);
    expect((await send(staffToken, 'POST', r(`/${id}/retry`))).statusCode).toBe(403);
    expect((await send(staffToken, 'DELETE', r(`/${id}`))).statusCode).toBe(403);
  });

  it('refuses members everything', async () => {
    const id = (await ctx.database.db.select().from(qcStatisticsTasks))[0]!.id;
    for (const [method, url] of [
      ['GET', r()],
      ['GET', r(`/${id}`)],
      ['GET', r(`/${id}/result/export?format=csv`)],
      ['POST', r(`/${id}/retry`)],
    ] as const) {
      const res = await send(a.member.token, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await create({ name: 'x', from: FROM, to: TO }, a.member.token)).statusCode).toBe(403);
  });

  it('lets an administrator delete a task', async () => {
    const task = expectOk<Task>(await create({ name: '删除我', from: FROM, to: TO }));
    expectOk(await send(a.admin.token, 'DELETE', r(`/${task.id}`)));
    expect((await send(a.admin.token, 'GET', r(`/${task.id}`))).statusCode).toBe(404);
    // Its job finds nothing to count.
    await ctx.app.jobs.runDue();
  });
});
