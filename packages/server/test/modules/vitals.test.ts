import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { terminalTopic } from '@console/contract/realtime';
import { VITAL_KEYS, type VitalsSeries } from '@console/contract/vitals';
import { jobs } from '../../src/platform/jobs/tables';
import { indicatorThresholds } from '../../src/modules/indicator-thresholds/tables';
import { monitoringIndicators } from '../../src/modules/monitoring-indicators/tables';
import { seedBuiltInIndicators } from '../../src/modules/monitoring-indicators/seed';
import { ensurePartitions, maintainPartitions } from '../../src/modules/vitals/partitions';
import { vitalSamples } from '../../src/modules/vitals/tables';
import { VitalsWriter } from '../../src/modules/vitals/writer';
import type { Db } from '../../src/db/client';
import { JOB_VITALS_PARTITIONS } from '../../src/modules/vitals/plugin';
import { fhirErrors } from '../fhir';
import { api, build, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { connectTerminal, insertTerminal, type TestTerminal } from '../realtime';

/**
 * The vitals store end to end: bedside terminals publish over the real embedded broker, the
 * writer stores the samples in batches at the terminal's bed and patient, and the routes read them
 * back as downsampled series, raw exports and FHIR R4 Observations, each behind the tenant wall.
 */
const ctx = build({ MQTT_PORT: 0, HOST: '127.0.0.1' });
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let a: Tenant;
let b: Tenant;
let mqttUrl = '';
const open: TestTerminal[] = [];
const HOUR = 60 * 60 * 1000;

let wardId = 0;
let bed1 = 0;
let bed2 = 0;
let patientId = 0;
let monitor = { id: 0, customerId: 0, account: '7400001' };
let placed = { id: 0, customerId: 0, account: '7400002' };

const send = (method: 'GET' | 'POST', url: string, payload?: object, token = a.admin.token, lang = 'en') =>
  ctx.injectAs(token, { method, url, headers: { 'accept-language': lang }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  a = await ctx.createTenant('vit_a');
  b = await ctx.createTenant('vit_b');
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  const db = ctx.database.db;
  const m = await insertTerminal(db, { customerId: a.customerId, account: monitor.account });
  const p = await insertTerminal(db, { customerId: a.customerId, account: placed.account });
  monitor = { ...monitor, id: m.id, customerId: a.customerId };
  placed = { ...placed, id: p.id, customerId: a.customerId };
  wardId = expectOk<{ id: number }>(await send('POST', r('wards'), { name: 'ICU', code: 'VICU' })).id;
  const bed = async (number: number, extra: object = {}) =>
    expectOk<{ id: number }>(
      await send('POST', r('beds'), { wardId, number, code: `V-${number}`, name: `${number}床`, ...extra }),
    ).id;
  // Bed 1 lists the monitor among its devices; the second terminal is placed at bed 2 as ward equipment.
  bed1 = await bed(1, { deviceAccountIds: [monitor.id] });
  bed2 = await bed(2);
  expectOk(
    await send('POST', r('wardDevices'), {
      name: '2床监护仪',
      type: 'terminal',
      role: 'ward',
      wardId,
      bedId: bed2,
      deviceAccountId: placed.id,
    }),
  );
  patientId = expectOk<{ id: number }>(
    await send('POST', r('patients'), { name: '王五', sex: 'male', age: 60, hospitalNumber: 'VIT1' }),
  ).id;
  expectOk(await send('POST', r('patients', `/${patientId}/admit`), { bedId: bed1 }));
});
afterAll(async () => {
  for (const t of open) await t.close();
});

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((done) => setTimeout(done, 50));
  }
}

const range = (from: Date, to: Date, extra = '') =>
  `?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}${extra}`;
const around = () => range(new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));

const reading = (heartRate: number) => ({
  kind: 'vitals',
  heartRate,
  spo2: 97,
  systolic: 120,
  diastolic: 80,
  respiration: 16,
  temperature: 36.8,
});

describe('ingest over MQTT', () => {
  it('stores what a bedside terminal publishes at its bed and the admitted patient', async () => {
    const t = await connectTerminal(mqttUrl, monitor);
    open.push(t);
    for (const hr of [71, 72, 73])
      t.client.publish(
        terminalTopic(a.customerId, monitor.account, 'telemetry'),
        JSON.stringify(reading(hr)),
      );
    // Not vitals: kept as telemetry only.
    t.client.publish(
      terminalTopic(a.customerId, monitor.account, 'telemetry'),
      JSON.stringify({ kind: 'gps' }),
    );
    const bedSeries = await eventually(
      async () => expectOk<VitalsSeries>(await send('GET', r('beds', `/${bed1}/vitals${around()}`))),
      (s) => s.samples >= 3,
    );
    expect(bedSeries.samples).toBe(3);
    expect(bedSeries.series.heartRate.map(([, v]) => v)).toEqual([71, 72, 73]);
    expect(bedSeries.series.temperature.map(([, v]) => v)).toEqual([36.8, 36.8, 36.8]);
    const patientSeries = expectOk<VitalsSeries>(
      await send('GET', r('patients', `/${patientId}/vitals${around()}`)),
    );
    expect(patientSeries.series).toEqual(bedSeries.series);
    const [row] = await ctx.database.db
      .select()
      .from(vitalSamples)
      .where(eq(vitalSamples.deviceAccountId, monitor.id))
      .limit(1);
    expect(row).toMatchObject({
      customerId: a.customerId,
      bedId: bed1,
      patientId,
      deviceAccountId: monitor.id,
    });
  });

  it('finds the bed of a terminal placed there as ward equipment; a bed with nobody stores no patient', async () => {
    const t = await connectTerminal(mqttUrl, placed);
    open.push(t);
    t.client.publish(terminalTopic(a.customerId, placed.account, 'telemetry'), JSON.stringify(reading(99)));
    const series = await eventually(
      async () => expectOk<VitalsSeries>(await send('GET', r('beds', `/${bed2}/vitals${around()}`))),
      (s) => s.samples >= 1,
    );
    expect(series.series.heartRate.map(([, v]) => v)).toEqual([99]);
    const rows = await ctx.database.db
      .select({ bedId: vitalSamples.bedId, patientId: vitalSamples.patientId })
      .from(vitalSamples)
      .where(eq(vitalSamples.deviceAccountId, placed.id));
    expect(rows).toEqual([{ bedId: bed2, patientId: null }]);
  });

  it('takes the bed of the critical equipment a terminal is bound to before any other placement', async () => {
    const bound = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7400003' });
    // Listed among bed 1's devices, but bound to bed 2 as its monitor: bed 2 it is.
    await ctx.database.db.execute(
      sql`update beds set device_account_ids = device_account_ids || ${bound.id}::int where id = ${bed1}`,
    );
    expectOk(
      await send('POST', r('criticalDevices'), {
        name: '2床监护仪',
        type: 'monitor',
        wardId,
        bedId: bed2,
        deviceAccountId: bound.id,
      }),
    );
    const t = await connectTerminal(mqttUrl, { customerId: a.customerId, account: '7400003' });
    open.push(t);
    t.client.publish(terminalTopic(a.customerId, '7400003', 'telemetry'), JSON.stringify(reading(101)));
    const rows = await eventually(
      () =>
        ctx.database.db
          .select({ bedId: vitalSamples.bedId })
          .from(vitalSamples)
          .where(eq(vitalSamples.deviceAccountId, bound.id)),
      (found) => found.length >= 1,
    );
    expect(rows).toEqual([{ bedId: bed2 }]);
  });
});

describe('series', () => {
  it('downsamples each series to at most `points`, and a narrower range gives the detail', async () => {
    // Yesterday has no partition yet: the writer makes it and retries.
    const start = Date.now() - 30 * HOUR;
    for (let i = 0; i < 2000; i++)
      ctx.app.vitals.add(monitor, new Date(start + i * 1000), {
        ...reading(i === 1234 ? 180 : 70 + (i % 10)),
      });
    await ctx.app.vitals.flush();
    const from = new Date(start);
    const to = new Date(start + 2000 * 1000);
    const all = expectOk<VitalsSeries>(
      await send('GET', r('beds', `/${bed1}/vitals${range(from, to, '&points=100')}`)),
    );
    expect(all.samples).toBe(2000);
    for (const key of VITAL_KEYS) expect(all.series[key]).toHaveLength(100);
    // LTTB keeps the spike.
    expect(all.series.heartRate).toContainEqual([start + 1234 * 1000, 180]);
    const zoomed = expectOk<VitalsSeries>(
      await send(
        'GET',
        r('beds', `/${bed1}/vitals${range(from, new Date(start + 50 * 1000), '&points=100')}`),
      ),
    );
    expect(zoomed.samples).toBe(50);
    expect(zoomed.series.heartRate.map(([x]) => x)).toEqual(
      Array.from({ length: 50 }, (_, i) => start + i * 1000),
    );
  });

  it("reduces a long range in the database to each bucket's extremes, keeping a spike and a dip", async () => {
    // two days, a reading a minute: past the span read raw
    const start = Date.now() - 80 * HOUR;
    const count = 2 * 24 * 60;
    for (let i = 0; i < count; i++)
      ctx.app.vitals.add(monitor, new Date(start + i * 60_000), {
        ...reading(i === 1000 ? 190 : i === 2000 ? 31 : 70 + (i % 5)),
      });
    await ctx.app.vitals.flush();
    const from = new Date(start);
    const to = new Date(start + count * 60_000);
    const days = expectOk<VitalsSeries>(
      await send('GET', r('beds', `/${bed1}/vitals${range(from, to, '&points=60')}`)),
    );
    expect(days.samples).toBe(count);
    const heart = days.series.heartRate;
    expect(heart.length).toBeLessThanOrEqual(60);
    expect(Math.max(...heart.map(([, v]) => v))).toBe(190);
    expect(Math.min(...heart.map(([, v]) => v))).toBe(31);
    // in time order, inside the range, and not the raw samples' times (a bucket's)
    expect(heart.map(([x]) => x)).toEqual([...heart.map(([x]) => x)].sort((x, y) => x - y));
    expect(heart.every(([x]) => x >= from.getTime() && x < to.getTime())).toBe(true);
  });

  it('carries the limits in force at the bed (a patient: at their bed) for the charts to draw', async () => {
    const now = new Date();
    const series = async (kind: 'beds' | 'patients', id: number) =>
      expectOk<VitalsSeries>(
        await send('GET', r(kind, `/${id}/vitals${range(new Date(now.getTime() - HOUR), now)}`)),
      );
    // No indicators yet: nothing to draw.
    expect((await series('beds', bed1)).limits).toEqual({});
    const db = ctx.database.db;
    await db.transaction((tx) => seedBuiltInIndicators(tx, a.customerId));
    const [heart] = await db
      .select({ id: monitoringIndicators.id })
      .from(monitoringIndicators)
      .where(
        sql`${monitoringIndicators.customerId} = ${a.customerId} and ${monitoringIndicators.code} = 'heartRate'`,
      );
    await db
      .update(monitoringIndicators)
      .set({ enabled: false })
      .where(
        sql`${monitoringIndicators.customerId} = ${a.customerId} and ${monitoringIndicators.code} = 'temperature'`,
      );
    await db.insert(indicatorThresholds).values([
      { customerId: a.customerId, indicatorId: heart!.id, wardId, warningHigh: 100 },
      { customerId: a.customerId, indicatorId: heart!.id, wardId, bedId: bed1, alarmHigh: 125 },
    ]);
    const atBed1 = await series('beds', bed1);
    expect(atBed1.limits.heartRate).toEqual({
      alarmLow: 40,
      warningLow: 50,
      warningHigh: 100,
      alarmHigh: 125,
    });
    expect(atBed1.limits.temperature).toBeUndefined();
    expect(Object.keys(atBed1.limits).sort()).toEqual([
      'diastolic',
      'heartRate',
      'respiration',
      'spo2',
      'systolic',
    ]);
    // The patient lies at bed 1; bed 2 has the ward's limits only.
    expect((await series('patients', patientId)).limits.heartRate).toEqual(atBed1.limits.heartRate);
    expect((await series('beds', bed2)).limits.heartRate?.alarmHigh).not.toBe(125);
  });

  it('answers clear 400s for a bad range or points', async () => {
    const now = new Date();
    const bad = (query: string) => send('GET', r('beds', `/${bed1}/vitals${query}`));
    expectValidationError(await bad(range(now, now)), 'to', 'validation.rangeOrder');
    expectValidationError(await bad(range(now, new Date(now.getTime() - 1))), 'to', 'validation.rangeOrder');
    expectValidationError(
      await bad(range(new Date(now.getTime() - 32 * 24 * HOUR), now)),
      'to',
      'validation.rangeTooLong',
    );
    expectValidationError(
      await bad(range(new Date(now.getTime() - HOUR), now, '&points=1')),
      'points',
      'validation.min',
    );
    expectValidationError(
      await bad(range(new Date(now.getTime() - HOUR), now, '&points=5001')),
      'points',
      'validation.max',
    );
    expectValidationError(
      await bad(`?from=yesterday&to=${encodeURIComponent(now.toISOString())}`),
      'from',
      'validation.invalid',
    );
    expectValidationError(
      await bad(`?to=${encodeURIComponent(now.toISOString())}`),
      'from',
      'validation.invalid',
    );
  });
});

describe('writer under load', () => {
  it('writes a backlog larger than one statement can bind (65,535 parameters) completely', async () => {
    // The first insert waits until released, as a busy database would; 6,000 samples (72,000
    // parameters) pile up behind it.
    let inserts = 0;
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const db = ctx.database.db;
    const slow = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'insert') return Reflect.get(target, prop, receiver) as unknown;
        return (table: typeof vitalSamples) => {
          const n = ++inserts;
          const builder = target.insert(table);
          return {
            values: (rows: (typeof vitalSamples.$inferInsert)[]) => {
              const query = builder.values(rows);
              return n === 1 ? gate.then(() => query) : query;
            },
          };
        };
      },
    }) as Db;
    const failures: unknown[] = [];
    const writer = new VitalsWriter(
      slow,
      { error: (e: unknown) => void failures.push(e) },
      { flushMs: 3_600_000, maxRows: 10 },
    );
    const start = Date.now() - 5 * HOUR;
    // the range's days exist, so no insert is retried for a missing partition (at night the range
    // starts yesterday, which nothing has made yet)
    await ensurePartitions(db, new Date(start), new Date(start + 6010 * 1000));
    let i = 0;
    const next = () => writer.add(monitor, new Date(start + i++ * 1000), reading(70));
    for (let k = 0; k < 10; k++) next();
    await eventually(
      async () => inserts,
      (n) => n === 1,
    );
    for (let k = 0; k < 6000; k++) next();
    release();
    await writer.stop();
    expect(failures).toEqual([]);
    expect(writer.written).toBe(6010);
    // The first 10, then the 6,000 in chunks of 2,000.
    expect(inserts).toBe(4);
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(vitalSamples)
      .where(
        sql`${vitalSamples.at} >= ${new Date(start)} and ${vitalSamples.at} < ${new Date(start + 6010 * 1000)}`,
      );
    expect(stored).toEqual({ n: 6010 });
  });
});

describe('tenant wall and roles', () => {
  it("answers another company's bed or patient as not found and keeps members out", async () => {
    for (const url of [
      r('beds', `/${bed1}/vitals${around()}`),
      r('patients', `/${patientId}/vitals${around()}`),
      r('patients', `/${patientId}/vitals/export${around()}`),
      r('patients', `/${patientId}/observations${around()}`),
    ]) {
      expectError(await send('GET', url, undefined, b.admin.token), '404001');
      expectError(await send('GET', url, undefined, a.member.token), '403001');
    }
    // Row-level security: inside b's tenant transaction a's samples do not exist.
    const seen = await ctx.app.inTenant(
      { customerId: b.customerId, isPlatform: false } as Parameters<typeof ctx.app.inTenant>[0],
      (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(vitalSamples),
    );
    expect(seen).toEqual([{ n: 0 }]);
  });
});

describe('export', () => {
  it('streams the raw samples as CSV with the headers in the asked language', async () => {
    const res = await send('GET', r('patients', `/${patientId}/vitals/export${around()}&format=csv`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time,Heart rate (/min),SpO2 (%),Systolic (mmHg),Diastolic (mmHg),Respiration (/min),Temperature (°C),Other indicators',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(1).join(','))).toEqual([
      '71,97,120,80,16,36.8,',
      '72,97,120,80,16,36.8,',
      '73,97,120,80,16,36.8,',
    ]);
    const zh = await send(
      'GET',
      r('patients', `/${patientId}/vitals/export${around()}`),
      undefined,
      a.admin.token,
      'zh-CN',
    );
    expect(zh.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '时间,心率 (次/分),血氧饱和度 (%),收缩压 (mmHg),舒张压 (mmHg),呼吸 (次/分),体温 (°C),其他指标',
    );
  });

  it('writes XLSX with typed numbers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: r('patients', `/${patientId}/vitals/export${around()}&format=xlsx`),
      headers: { token: a.admin.token, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Monitoring records');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(1, 7)).toEqual([71, 97, 120, 80, 16, 36.8]);
  });
});

describe('FHIR R4 Observations', () => {
  it('answers a searchset of vital-sign Observations that validates, with interpretations', async () => {
    // One critical heart rate and a low SpO2 two minutes from now.
    const at = new Date(Date.now() + 2 * 60 * 1000);
    ctx.app.vitals.add(monitor, at, { ...reading(150), spo2: 92, systolic: 150 });
    await ctx.app.vitals.flush();
    const doc = expectOk<{
      type: string;
      entry: {
        resource: Record<string, unknown> & { resourceType: string; code: { coding: { code: string }[] } };
      }[];
    }>(
      await send(
        'GET',
        r(
          'patients',
          `/${patientId}/observations${range(new Date(at.getTime() - 1), new Date(at.getTime() + 1))}`,
        ),
      ),
    );
    expect(doc.type).toBe('searchset');
    expect(fhirErrors('Bundle', doc)).toEqual([]);
    for (const { resource } of doc.entry) expect(fhirErrors('Observation', resource)).toEqual([]);
    const byCode = Object.fromEntries(doc.entry.map((e) => [e.resource.code.coding[0]!.code, e.resource]));
    expect(Object.keys(byCode).sort()).toEqual(['59408-5', '8310-5', '85354-9', '8867-4', '9279-1']);
    expect(byCode['8867-4']).toMatchObject({
      status: 'final',
      category: [{ coding: [{ code: 'vital-signs' }] }],
      subject: { reference: `Patient/patient-${patientId}` },
      effectiveDateTime: at.toISOString(),
      valueQuantity: { value: 150, system: 'http://unitsofmeasure.org', code: '/min' },
      interpretation: [{ coding: [{ code: 'HH' }] }],
    });
    expect(byCode['59408-5']!.code.coding.map((c) => c.code)).toEqual(['59408-5', '2708-6']);
    expect(byCode['59408-5']).toMatchObject({ interpretation: [{ coding: [{ code: 'L' }] }] });
    expect(byCode['85354-9']).toMatchObject({
      component: [
        {
          code: { coding: [{ code: '8480-6' }] },
          valueQuantity: { value: 150, code: 'mm[Hg]' },
          interpretation: [{ coding: [{ code: 'H' }] }],
        },
        {
          code: { coding: [{ code: '8462-4' }] },
          valueQuantity: { value: 80 },
          interpretation: [{ coding: [{ code: 'N' }] }],
        },
      ],
    });
    expect(byCode['8310-5']).toMatchObject({ valueQuantity: { value: 36.8, code: 'Cel' } });
  });

  it('pages by keyset: `next` continues after the last sample of the page', async () => {
    const start = Date.now() - 3 * HOUR;
    for (let i = 0; i < 250; i++) ctx.app.vitals.add(monitor, new Date(start + i * 1000), reading(80));
    await ctx.app.vitals.flush();
    const first = expectOk<{
      link: { relation: string; url: string }[];
      entry: { resource: { effectiveDateTime: string } }[];
    }>(
      await send(
        'GET',
        r('patients', `/${patientId}/observations${range(new Date(start), new Date(start + 250 * 1000))}`),
      ),
    );
    expect(first.entry).toHaveLength(200 * 5);
    const next = first.link.find((l) => l.relation === 'next')!.url;
    const second = expectOk<typeof first>(await send('GET', next));
    expect(second.entry).toHaveLength(50 * 5);
    expect(second.link.map((l) => l.relation)).toEqual(['self']);
    expect(second.entry[0]!.resource.effectiveDateTime).toBe(new Date(start + 200 * 1000).toISOString());
  });
});

describe('partitions', () => {
  it('makes days ahead, schedules the daily job, and drops days past the retention with their samples', async () => {
    const { rows } = (await ctx.database.db.execute(
      sql`select count(*)::int as n from pg_inherits where inhparent = 'vital_samples'::regclass`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBeGreaterThanOrEqual(4);
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.key, JOB_VITALS_PARTITIONS));
    expect(job).toMatchObject({ kind: JOB_VITALS_PARTITIONS, doneAt: null });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    const old = new Date(Date.now() - 40 * 24 * HOUR);
    await ensurePartitions(ctx.database.db, old, old);
    await ctx.database.db
      .insert(vitalSamples)
      .values({ customerId: a.customerId, bedId: bed1, deviceAccountId: monitor.id, at: old, heartRate: 70 });
    const { dropped } = await maintainPartitions(ctx.database.db, new Date(), 30);
    expect(dropped).toEqual([`vital_samples_p${old.toISOString().slice(0, 10).replaceAll('-', '')}`]);
    const left = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vitalSamples)
      .where(sql`${vitalSamples.at} < now() - interval '35 days'`);
    expect(left).toEqual([{ n: 0 }]);
  });
});
