import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, USER_TYPES } from '@console/contract';
import type { EffectiveThresholds } from '@console/contract/resources/indicator-thresholds';
import { criticalDevices } from '../../src/modules/critical-devices/tables';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { indicatorThresholds } from '../../src/modules/indicator-thresholds/tables';
import { monitorScopes } from '../../src/modules/monitor-scopes/tables';
import { seedBuiltInIndicators } from '../../src/modules/monitoring-indicators/seed';
import { networkCameras } from '../../src/modules/network-cameras/tables';
import { api, build, expectError, expectOk, expectValidationError, type Tenant } from '../helper';

/*
 * Issue 15, intensive-care configuration: indicators with default limits, ward thresholds with
 * bed overrides, critical equipment at a bed, and who watches which beds; their rules, what goes
 * with a deleted indicator, ward or bed, and the tenant wall.
 */

const ctx = build();
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let tenant: Tenant;
let other: Tenant;
let terminal = 0;
let terminal2 = 0;
let theirTerminal = 0;
let heartRate = 0;

async function terminalOf(customerId: number, account: string) {
  const [row] = await ctx.database.db
    .insert(deviceAccounts)
    .values({
      customerId,
      account,
      name: `床旁${account}`,
      deviceType: 'bedside',
      loginAccount: account,
      password: 'x',
    })
    .returning();
  return row!.id;
}

const send = (
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  payload?: object,
  token = tenant.admin.token,
  headers: Record<string, string> = {},
) => ctx.injectAs(token, { method, url, headers, ...(payload ? { payload } : {}) });
const post = (url: string, payload: object, token?: string) => send('POST', url, payload, token);

async function ward(code: string, token?: string) {
  return expectOk<{ id: number }>(await post(r('wards'), { name: `病区${code}`, code }, token)).id;
}
async function bed(wardId: number, number: number, token?: string) {
  return expectOk<{ id: number }>(
    await post(r('beds'), { wardId, number, code: `IC${wardId}-${number}`, name: `${number}床` }, token),
  ).id;
}
const threshold = (values: object, token?: string) => post(r('indicatorThresholds'), values, token);
const thresholdsAt = async (kind: 'wards' | 'beds', id: number) =>
  expectOk<EffectiveThresholds>(await send('GET', r(kind, `/${id}/thresholds`)));

beforeAll(async () => {
  tenant = await ctx.createTenant('icm', ['aiIcu']);
  other = await ctx.createTenant('icmo', ['aiIcu']);
  terminal = await terminalOf(tenant.customerId, '7500001');
  terminal2 = await terminalOf(tenant.customerId, '7500002');
  theirTerminal = await terminalOf(other.customerId, '7500009');
  await ctx.database.db.transaction((tx) => seedBuiltInIndicators(tx, tenant.customerId));
  const list = expectOk<{ list: { id: number; code: string }[] }>(
    await send('GET', r('monitoringIndicators', '?code=heartRate')),
  );
  heartRate = list.list[0]!.id;
});

describe('monitoring indicators', () => {
  it('seeds the six built-in vital signs once, in order, with their adult defaults', async () => {
    await ctx.database.db.transaction((tx) => seedBuiltInIndicators(tx, tenant.customerId));
    const list = expectOk<{ list: Record<string, unknown>[] }>(
      await send('GET', r('monitoringIndicators', '?builtIn=true')),
    );
    expect(list.list.map((row) => row.code)).toEqual([
      'heartRate',
      'spo2',
      'systolic',
      'diastolic',
      'respiration',
      'temperature',
    ]);
    expect(list.list[0]).toMatchObject({
      name: '心率',
      unit: 'bpm',
      alarmLow: 40,
      warningLow: 50,
      warningHigh: 110,
      alarmHigh: 120,
      persistenceSeconds: 10,
      escalationMinutes: 5,
      enabled: true,
      builtIn: true,
    });
    expect(list.list[5]).toMatchObject({ code: 'temperature', decimals: 1, warningHigh: 37.5 });
  });

  it('creates a user-defined indicator with optional limits, and keeps codes unique', async () => {
    const created = expectOk<Record<string, unknown>>(
      await post(r('monitoringIndicators'), {
        code: 'etco2',
        name: '呼气末二氧化碳',
        unit: 'mmHg',
        warningLow: 30,
        warningHigh: 45,
      }),
    );
    expect(created).toMatchObject({
      code: 'etco2',
      builtIn: false,
      alarmLow: null,
      warningLow: 30,
      warningHigh: 45,
      alarmHigh: null,
      decimals: 0,
      persistenceSeconds: 10,
    });
    expectError(
      await post(r('monitoringIndicators'), { code: 'ETCO2', name: '重复' }),
      '409001',
      'error.indicatorCodeExists',
    );
    expectValidationError(
      await post(r('monitoringIndicators'), { code: '1x', name: '坏编码' }),
      'code',
      'validation.indicatorCode',
    );
    // The code is the telemetry key: it does not change.
    expectValidationError(
      await send('PUT', r('monitoringIndicators', `/${created.id as number}`), { code: 'other' }),
      'code',
      'validation.unknownField',
    );
  });

  it('refuses limits out of order, on create and on a partial update merged with the stored row', async () => {
    expectValidationError(
      await post(r('monitoringIndicators'), {
        code: 'map',
        name: '平均动脉压',
        alarmLow: 60,
        warningLow: 60,
      }),
      'warningLow',
      'validation.thresholdOrder',
    );
    expectValidationError(
      await send('PUT', r('monitoringIndicators', `/${heartRate}`), { alarmHigh: 100 }),
      'alarmHigh',
      'validation.thresholdOrder',
    );
    expectOk(await send('PUT', r('monitoringIndicators', `/${heartRate}`), { alarmHigh: 130 }));
    expectOk(await send('PUT', r('monitoringIndicators', `/${heartRate}`), { alarmHigh: 120 }));
  });

  it('refuses to delete a built-in indicator, with a clear message', async () => {
    const res = await send(
      'DELETE',
      r('monitoringIndicators', `/${heartRate}`),
      undefined,
      tenant.admin.token,
      {
        'accept-language': 'en',
      },
    );
    expectError(res, '409001', 'error.builtInIndicator');
    expect(res.json<{ errInfo: string }>().errInfo).toBe(
      'A built-in indicator cannot be deleted; disable it instead',
    );
    expectOk(await send('GET', r('monitoringIndicators', `/${heartRate}`)));
  });

  it('deletes a user-defined indicator with its thresholds, counted first', async () => {
    const w = await ward('ID1');
    const b = await bed(w, 1);
    const id = expectOk<{ id: number }>(
      await post(r('monitoringIndicators'), { code: 'cvp', name: '中心静脉压' }),
    ).id;
    expectOk(await threshold({ indicatorId: id, wardId: w, alarmHigh: 15 }));
    expectOk(await threshold({ indicatorId: id, wardId: w, bedId: b, alarmHigh: 12 }));
    expectOk(await threshold({ indicatorId: heartRate, wardId: w, alarmHigh: 125 }));
    expect(expectOk(await send('GET', r('monitoringIndicators', `/${id}/deletion`)))).toEqual({
      counts: { indicatorThresholds: 2 },
    });
    expectOk(await send('DELETE', r('monitoringIndicators', `/${id}`)));
    const left = await ctx.database.db
      .select({ indicatorId: indicatorThresholds.indicatorId })
      .from(indicatorThresholds)
      .where(eq(indicatorThresholds.wardId, w));
    expect(left).toEqual([{ indicatorId: heartRate }]);
  });
});

describe('ward thresholds and bed overrides', () => {
  it('resolves per limit: bed over ward over indicator, and says where each comes from', async () => {
    const w = await ward('TH1');
    const b1 = await bed(w, 1);
    const b2 = await bed(w, 2);
    expectOk(await threshold({ indicatorId: heartRate, wardId: w, warningHigh: 100, alarmHigh: 115 }));
    const override = expectOk<{ id: number }>(
      await threshold({ indicatorId: heartRate, wardId: w, bedId: b1, warningHigh: 105 }),
    ).id;
    const at = (data: EffectiveThresholds) => data.indicators.find((row) => row.indicator.id === heartRate)!;
    const one = at(await thresholdsAt('beds', b1));
    expect({ limits: one.limits, sources: one.sources }).toEqual({
      limits: { alarmLow: 40, warningLow: 50, warningHigh: 105, alarmHigh: 115 },
      sources: { alarmLow: 'indicator', warningLow: 'indicator', warningHigh: 'bed', alarmHigh: 'ward' },
    });
    expect(one.bed).toEqual({
      id: override,
      limits: { alarmLow: null, warningLow: null, warningHigh: 105, alarmHigh: null },
    });
    const two = at(await thresholdsAt('beds', b2));
    expect(two.bed).toBeNull();
    expect(two.limits).toEqual({ alarmLow: 40, warningLow: 50, warningHigh: 100, alarmHigh: 115 });
    const wardView = await thresholdsAt('wards', w);
    expect(wardView.bedId).toBeNull();
    expect(at(wardView).sources.warningHigh).toBe('ward');
    expect(
      wardView.indicators.filter((row) => row.indicator.builtIn).map((row) => row.indicator.code),
    ).toEqual(['heartRate', 'spo2', 'systolic', 'diastolic', 'respiration', 'temperature']);
    // Reset to inherited: the bed's row goes.
    expectOk(await send('DELETE', r('indicatorThresholds', `/${override}`)));
    expect(at(await thresholdsAt('beds', b1)).limits.warningHigh).toBe(100);
  });

  it('keeps one row per indicator, ward and bed (one ward default)', async () => {
    const w = await ward('TH2');
    const b = await bed(w, 1);
    expectOk(await threshold({ indicatorId: heartRate, wardId: w, alarmHigh: 118 }));
    expectError(
      await threshold({ indicatorId: heartRate, wardId: w, alarmHigh: 119 }),
      '409001',
      'error.thresholdExists',
    );
    expectOk(await threshold({ indicatorId: heartRate, wardId: w, bedId: b, alarmHigh: 117 }));
    expectError(
      await threshold({ indicatorId: heartRate, wardId: w, bedId: b, alarmHigh: 116 }),
      '409001',
      'error.thresholdExists',
    );
  });

  it('refuses a bed of another ward and limits out of order with what they inherit', async () => {
    const w1 = await ward('TH3');
    const w2 = await ward('TH4');
    const theirBed = await bed(w2, 1);
    expectValidationError(
      await threshold({ indicatorId: heartRate, wardId: w1, bedId: theirBed, alarmHigh: 110 }),
      'bedId',
      'error.bedNotInWard',
    );
    const b = await bed(w1, 1);
    expectOk(await threshold({ indicatorId: heartRate, wardId: w1, alarmHigh: 112 }));
    // A bed's warning above its ward's alarm (112).
    expectValidationError(
      await threshold({ indicatorId: heartRate, wardId: w1, bedId: b, warningHigh: 113 }),
      'alarmHigh',
      'error.thresholdOrderInherited',
    );
    // Its own limits out of order: the shared rule, before anything is read.
    expectValidationError(
      await threshold({ indicatorId: heartRate, wardId: w1, bedId: b, warningLow: 90, warningHigh: 80 }),
      'warningHigh',
      'validation.thresholdOrder',
    );
    const id = expectOk<{ id: number }>(
      await threshold({ indicatorId: heartRate, wardId: w1, bedId: b, warningHigh: 108 }),
    ).id;
    expectValidationError(
      await send('PUT', r('indicatorThresholds', `/${id}`), { alarmLow: 60 }),
      'warningLow',
      'error.thresholdOrderInherited',
    );
  });
});

describe('limits stay ordered beneath a change', () => {
  it('refuses ward limits or indicator defaults that would leave a bed or ward below them out of order', async () => {
    const w = await ward('OB1');
    const b = await bed(w, 1);
    const id = expectOk<{ id: number }>(
      await post(r('monitoringIndicators'), { code: 'icp', name: '颅内压', warningHigh: 15, alarmHigh: 20 }),
    ).id;
    const wardRow = expectOk<{ id: number }>(
      await threshold({ indicatorId: id, wardId: w, alarmHigh: 25 }),
    ).id;
    expectOk(await threshold({ indicatorId: id, wardId: w, bedId: b, warningHigh: 22 }));
    // The ward's alarm high under the bed's own warning high (22).
    expectValidationError(
      await send('PUT', r('indicatorThresholds', `/${wardRow}`), { alarmHigh: 21 }),
      'alarmHigh',
      'error.thresholdOrderBeneath',
    );
    expectOk(await send('PUT', r('indicatorThresholds', `/${wardRow}`), { alarmHigh: 23 }));
    // The indicator's warning high above the ward's alarm high (23): the ward row would break.
    expectValidationError(
      await send('PUT', r('monitoringIndicators', `/${id}`), { warningHigh: 24, alarmHigh: 30 }),
      'alarmHigh',
      'error.thresholdOrderBeneath',
    );
    expectOk(await send('PUT', r('monitoringIndicators', `/${id}`), { warningHigh: 18, alarmHigh: 30 }));
  });
});

describe('critical equipment', () => {
  it('binds a device to a bed of its ward with an optional account feeding one bed', async () => {
    const w = await ward('CD1');
    const b1 = await bed(w, 1);
    const b2 = await bed(w, 2);
    const created = expectOk<Record<string, unknown>>(
      await post(r('criticalDevices'), {
        name: '1床监护仪',
        type: 'monitor',
        wardId: w,
        bedId: b1,
        deviceAccountId: terminal,
      }),
    );
    expect(created).toMatchObject({
      name: '1床监护仪',
      type: 'monitor',
      wardId: w,
      bedId: b1,
      deviceAccountId: terminal,
    });
    expectError(
      await post(r('criticalDevices'), {
        name: '2床监护仪',
        type: 'monitor',
        wardId: w,
        bedId: b2,
        deviceAccountId: terminal,
      }),
      '409001',
      'error.criticalDeviceAccountTaken',
    );
    // Without an account, any number.
    expectOk(await post(r('criticalDevices'), { name: '呼吸机', type: 'ventilator', wardId: w, bedId: b2 }));
    expectOk(
      await post(r('criticalDevices'), { name: '输液泵', type: 'infusionPump', wardId: w, bedId: b2 }),
    );
    expectValidationError(
      await post(r('criticalDevices'), { name: '无床', type: 'monitor', wardId: w }),
      'bedId',
      'validation.required',
    );
    expectValidationError(
      await post(r('criticalDevices'), { name: '烤箱', type: 'toaster', wardId: w, bedId: b1 }),
      'type',
      'validation.enum',
    );
  });

  it("refuses a bed of another ward (the ward devices' rule) and another company's account", async () => {
    const w1 = await ward('CD2');
    const w2 = await ward('CD3');
    const b2 = await bed(w2, 1);
    expectValidationError(
      await post(r('criticalDevices'), { name: 'x', type: 'monitor', wardId: w1, bedId: b2 }),
      'bedId',
      'error.bedNotInWard',
    );
    expectValidationError(
      await post(r('criticalDevices'), {
        name: 'x',
        type: 'monitor',
        wardId: w2,
        bedId: b2,
        deviceAccountId: theirTerminal,
      }),
      'deviceAccountId',
      'error.terminalNotFound',
    );
    const id = expectOk<{ id: number }>(
      await post(r('criticalDevices'), {
        name: 'y',
        type: 'monitor',
        wardId: w2,
        bedId: b2,
        deviceAccountId: terminal2,
      }),
    ).id;
    expectValidationError(
      await send('PUT', r('criticalDevices', `/${id}`), { wardId: w1 }),
      'bedId',
      'error.bedNotInWard',
    );
  });
});

describe('deleting a ward or a bed takes its thresholds and equipment', () => {
  it('counts them in the confirmation, then removes them with the bed and the ward', async () => {
    const w = await ward('DL1');
    const b1 = await bed(w, 1);
    await bed(w, 2);
    expectOk(await threshold({ indicatorId: heartRate, wardId: w, alarmHigh: 119 }));
    expectOk(await threshold({ indicatorId: heartRate, wardId: w, bedId: b1, alarmHigh: 118 }));
    expectOk(await post(r('criticalDevices'), { name: '监护仪', type: 'monitor', wardId: w, bedId: b1 }));
    expect(expectOk(await send('GET', r('beds', `/${b1}/deletion`)))).toEqual({
      counts: { indicatorThresholds: 1, criticalDevices: 1 },
    });
    expect(expectOk(await send('GET', r('wards', `/${w}/deletion`)))).toEqual({
      counts: { beds: 2, indicatorThresholds: 2, criticalDevices: 1 },
    });
    expectOk(await send('DELETE', r('beds', `/${b1}`)));
    const thresholdsOf = () =>
      ctx.database.db
        .select({ bedId: indicatorThresholds.bedId })
        .from(indicatorThresholds)
        .where(eq(indicatorThresholds.wardId, w));
    expect(await thresholdsOf()).toEqual([{ bedId: null }]);
    expect(await ctx.database.db.select().from(criticalDevices).where(eq(criticalDevices.wardId, w))).toEqual(
      [],
    );
    expectOk(await send('DELETE', r('wards', `/${w}`)));
    expect(await thresholdsOf()).toEqual([]);
  });
});

describe('monitor scopes (intensive care settings of a terminal, member or camera)', () => {
  it('lets a terminal or member watch wards and a camera one bed, one setting each', async () => {
    const w1 = await ward('MS1');
    const w2 = await ward('MS2');
    const b = await bed(w1, 1);
    const device = expectOk<Record<string, unknown>>(
      await post(r('monitorScopes'), { subject: 'device', subjectId: terminal, wardIds: [w1, w2] }),
    );
    expect(device).toMatchObject({ subject: 'device', subjectId: terminal, wardIds: [w1, w2], bedId: null });
    expectError(
      await post(r('monitorScopes'), { subject: 'device', subjectId: terminal, wardIds: [w1] }),
      '409001',
      'error.monitorScopeExists',
    );
    expectValidationError(
      await post(r('monitorScopes'), { subject: 'member', subjectId: tenant.member.id, bedId: b }),
      'bedId',
      'error.scopeWardsOnly',
    );
    expectOk(
      await post(r('monitorScopes'), { subject: 'member', subjectId: tenant.member.id, wardIds: [w2] }),
    );
    const [camera] = await ctx.database.db
      .insert(networkCameras)
      .values({
        customerId: tenant.customerId,
        name: '1床摄像头',
        brand: 'hikvision',
        address: '10.0.0.5',
        mainStreamPath: '/main',
        mainStreamResolution: '1920x1080',
        mainStreamFrameRate: 25,
        mainStreamBitrate: 4096,
        subStreamResolution: '704x576',
        subStreamFrameRate: 15,
        subStreamBitrate: 512,
      })
      .returning();
    expectValidationError(
      await post(r('monitorScopes'), { subject: 'camera', subjectId: camera!.id, wardIds: [w1] }),
      'wardIds',
      'error.cameraWatchesOneBed',
    );
    const cameraScope = expectOk<{ id: number }>(
      await post(r('monitorScopes'), { subject: 'camera', subjectId: camera!.id, bedId: b }),
    ).id;
    expectValidationError(
      await send('PUT', r('monitorScopes', `/${cameraScope}`), { wardIds: [w2] }),
      'wardIds',
      'error.cameraWatchesOneBed',
    );
    // The setting goes with its camera.
    expectOk(await send('DELETE', r('networkCameras', `/${camera!.id}`)));
    expect(
      await ctx.database.db.select().from(monitorScopes).where(eq(monitorScopes.id, cameraScope)),
    ).toEqual([]);
  });

  it("refuses another company's subject and wards", async () => {
    const theirWard = await ward('MS3', other.admin.token);
    const w = await ward('MS4');
    expectValidationError(
      await post(r('monitorScopes'), { subject: 'device', subjectId: theirTerminal, wardIds: [w] }),
      'subjectId',
      'error.monitorSubjectNotFound',
    );
    expectValidationError(
      await post(r('monitorScopes'), { subject: 'device', subjectId: terminal2, wardIds: [theirWard] }),
      'wardIds',
      'error.wardNotFound',
    );
  });
});

describe('tenant wall and roles', () => {
  it("hides one company's configuration from another and refuses its ids", async () => {
    const w = await ward('TW1');
    const b = await bed(w, 1);
    const theirs = other.admin.token;
    expect(
      expectOk<{ list: unknown[] }>(await send('GET', r('monitoringIndicators'), undefined, theirs)).list,
    ).toEqual([]);
    expectError(await send('GET', r('beds', `/${b}/thresholds`), undefined, theirs), '404001');
    expectError(
      await send('GET', r('monitoringIndicators', `/${heartRate}/deletion`), undefined, theirs),
      '404001',
    );
    const theirWard = await ward('TW1', theirs);
    expectValidationError(
      await threshold({ indicatorId: heartRate, wardId: theirWard, alarmHigh: 100 }, theirs),
      'indicatorId',
      'error.indicatorNotFound',
    );
  });

  it('is for the company administrators: a member is refused', async () => {
    expect(tenant.member.token).toBeTruthy();
    for (const key of ['monitoringIndicators', 'indicatorThresholds', 'criticalDevices', 'monitorScopes']) {
      const res = await send('GET', r(key), undefined, tenant.member.token);
      expect(res.statusCode, key).toBe(403);
    }
    expect(USER_TYPES.member).toBe(3);
  });
});
