import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import type { FleetSnapshot, Track } from '@console/contract/resources/ambulance-fleet';
import type { AmbulanceRealtimeEvent, RealtimeEvent } from '@console/contract/realtime';
import type { AmbulancePositions, IssuedKey } from '@console/contract/resources/ambulance-system';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { ambulancePositions } from '../../src/modules/ambulance-fleet/tables';
import { distanceMeters, trackTotals } from '../../src/modules/ambulance-fleet/track';
import { api, build, editorOf, envelope, expectOk, type Tenant } from '../helper';
import {
  connectConsole,
  eventually,
  insertTerminal,
  listenForConsoles,
  ready,
  TERMINAL_PASSWORD,
  type TestConsole,
} from '../realtime';

/**
 * The ambulance fleet (issue 18, ADR 0040): the rules of hospitals, custom attributes, vehicles,
 * medical devices and cameras; the editor role wall (SPEC §6); GPS fixes a simulated ambulance
 * sends over a real MQTT connection to the embedded broker, stored, announced to its company
 * only and answered by the live snapshot, the device records and the external positions API
 * (with the fix's age); and the replay's totals.
 */
const ctx = build({ MQTT_PORT: 0, HOST: '127.0.0.1', PRESENCE_TIMEOUT: 30 });
const url = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
const fleet = (suffix: string) => api(`${PATHS.ambulanceFleet}${suffix}`);
let a: Tenant;
let b: Tenant;
let editorA = '';
let editorB = '';
let mqttUrl = '';
let wsUrl = '';
const open: { close(): unknown }[] = [];
let ambulanceA = 0;
let ambulanceA2 = 0;
let meetingA = 0;
let ambulanceB = 0;

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  ctx.injectAs(token, { method, url: path, ...(payload ? { payload } : {}) });

const hospital = (extra: Record<string, unknown> = {}) => ({
  name: '市第一人民医院',
  address: '中山路 1 号',
  lat: 31.23,
  lng: 121.47,
  departments: ['急诊科', '心内科'],
  contactName: '王主任',
  contactPhone: '021-63240090',
  ...extra,
});

beforeAll(async () => {
  a = await ctx.createTenant('fleet_a', ['platform', 'ambulance']);
  b = await ctx.createTenant('fleet_b', ['platform', 'ambulance']);
  editorA = await editorOf(ctx, a, 'fleet_a_editor');
  editorB = await editorOf(ctx, b, 'fleet_b_editor');
  const db = ctx.database.db;
  ambulanceA = (
    await insertTerminal(db, { customerId: a.customerId, account: '7700001', deviceType: 'ambulance' })
  ).id;
  ambulanceA2 = (
    await insertTerminal(db, { customerId: a.customerId, account: '7700002', deviceType: 'ambulance' })
  ).id;
  meetingA = (await insertTerminal(db, { customerId: a.customerId, account: '7700003' })).id;
  ambulanceB = (
    await insertTerminal(db, { customerId: b.customerId, account: '7700004', deviceType: 'ambulance' })
  ).id;
  ({ mqttUrl, wsUrl } = await listenForConsoles(ctx.app, api('/ws')));
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('role wall (SPEC §6: editor for the hospital and device pages)', () => {
  it('refuses the customer administrator and a member, and lets the editor in', async () => {
    for (const key of [
      'ambulanceHospitals',
      'ambulanceAttributes',
      'ambulanceVehicles',
      'ambulanceMedicalDevices',
      'ambulanceCameras',
      'ambulancePositions',
    ]) {
      expect((await as(a.admin.token, 'GET', url(key))).statusCode, key).toBe(403);
      expect((await as(a.member.token, 'GET', url(key))).statusCode, key).toBe(403);
      expect((await as(editorA, 'GET', url(key))).statusCode, key).toBe(200);
    }
    expect((await as(a.admin.token, 'GET', fleet('/live'))).statusCode).toBe(403);
    expect((await as(editorA, 'GET', fleet('/live'))).statusCode).toBe(200);
  });
});

describe('hospitals', () => {
  it('checks the position ranges, the required fields, the phone and the geofence radius', async () => {
    const fields = async (extra: Record<string, unknown>) =>
      envelope(await as(editorA, 'POST', url('ambulanceHospitals'), hospital(extra))).fields;
    expect(await fields({ lat: 91 })).toEqual({ lat: 'validation.max' });
    expect(await fields({ lat: -90.5 })).toEqual({ lat: 'validation.min' });
    expect(await fields({ lng: 180.1 })).toEqual({ lng: 'validation.max' });
    expect(await fields({ lng: undefined })).toEqual({ lng: 'validation.required' });
    expect(await fields({ name: ' ' })).toEqual({ name: 'validation.required' });
    expect(await fields({ address: '' })).toEqual({ address: 'validation.required' });
    expect(await fields({ contactPhone: 'call me' })).toEqual({ contactPhone: 'validation.phone' });
    expect(await fields({ geofenceRadius: 5 })).toEqual({ geofenceRadius: 'validation.min' });
    expect(await fields({ geofenceRadius: 10_001 })).toEqual({ geofenceRadius: 'validation.max' });
  });

  it('keeps names unique per company and keeps departments as a list', async () => {
    const made = expectOk<{ id: number; departments: string[]; geofenceRadius: number | null }>(
      await as(editorA, 'POST', url('ambulanceHospitals'), hospital({ departments: ['急诊科', '急诊科'] })),
    );
    expect(made.departments).toEqual(['急诊科']);
    expect(made.geofenceRadius).toBeNull();
    expect(envelope(await as(editorA, 'POST', url('ambulanceHospitals'), hospital())).fields).toEqual({
      name: 'error.hospitalNameExists',
    });
    // Another company may use the same name.
    expectOk(await as(editorB, 'POST', url('ambulanceHospitals'), hospital()));
  });
});

describe('custom attributes (one mechanism for hospitals, vehicles and cameras)', () => {
  let levelId = 0;
  let bedsId = 0;
  let fleetNoId = 0;

  it('needs options for a choice, and keeps names unique per target', async () => {
    const create = (payload: object) => as(editorA, 'POST', url('ambulanceAttributes'), payload);
    expect(
      envelope(await create({ target: 'hospital', name: '等级', type: 'select', options: [] })).fields,
    ).toEqual({ options: 'validation.attributeOptions' });
    expect(envelope(await create({ target: 'ship', name: 'x', type: 'text' })).fields).toEqual({
      target: 'validation.enum',
    });
    levelId = expectOk<{ id: number }>(
      await create({
        target: 'hospital',
        name: '等级',
        type: 'select',
        options: ['三甲', '二甲'],
        required: true,
      }),
    ).id;
    bedsId = expectOk<{ id: number }>(
      await create({ target: 'hospital', name: '床位数', type: 'number' }),
    ).id;
    expect(envelope(await create({ target: 'hospital', name: '等级', type: 'text' })).fields).toEqual({
      name: 'error.attributeNameExists',
    });
    // The same name for another target is another attribute.
    fleetNoId = expectOk<{ id: number }>(await create({ target: 'vehicle', name: '等级', type: 'text' })).id;
    // A type changed away from a choice drops its options.
    const changed = expectOk<{ options: string[] }>(
      await as(editorA, 'PUT', url('ambulanceAttributes', `/${bedsId}`), { type: 'number', options: ['x'] }),
    );
    expect(changed.options).toEqual([]);
  });

  it('checks the values on a hospital: required, type, options, and the target', async () => {
    const save = (attributes: Record<string, unknown>, name = `附属医院${Math.random()}`) =>
      as(editorA, 'POST', url('ambulanceHospitals'), hospital({ name, attributes }));
    expect(envelope(await save({})).fields).toEqual({ attributes: 'error.attributeRequired' });
    expect(envelope(await save({})).errInfo).toContain('等级');
    expect(envelope(await save({ [levelId]: '一级' })).fields).toEqual({
      attributes: 'error.attributeValue',
    });
    expect(envelope(await save({ [levelId]: '三甲', [bedsId]: 'many' })).fields).toEqual({
      attributes: 'error.attributeValue',
    });
    // A vehicle's attribute is no hospital's.
    expect(envelope(await save({ [levelId]: '三甲', [fleetNoId]: 'x' })).fields).toEqual({
      attributes: 'error.attributeUnknown',
    });
    const made = expectOk<{ id: number; attributes: Record<string, unknown> }>(
      await save({ [levelId]: '三甲', [bedsId]: '1200' }, '瑞金医院'),
    );
    expect(made.attributes).toEqual({ [levelId]: '三甲', [bedsId]: 1200 });
    // Another company's editor cannot use A's attribute definitions.
    const theirs = await as(
      editorB,
      'POST',
      url('ambulanceHospitals'),
      hospital({ name: '其他医院', attributes: { [levelId]: '三甲' } }),
    );
    expect(envelope(theirs).fields).toEqual({ attributes: 'error.attributeUnknown' });
  });
});

describe('vehicles, medical devices and cameras', () => {
  let vehicleId = 0;

  it('takes only an ambulance terminal of its own company, one vehicle per terminal and plate', async () => {
    const create = (payload: object) => as(editorA, 'POST', url('ambulanceVehicles'), payload);
    expect(envelope(await create({ plate: '沪A12345', deviceAccountId: meetingA })).fields).toEqual({
      deviceAccountId: 'error.vehicleAccountType',
    });
    const theirs = envelope(await create({ plate: '沪A12345', deviceAccountId: ambulanceB }));
    expect(Object.keys(theirs.fields ?? {})).toEqual(['deviceAccountId']);
    const made = expectOk<{ id: number; crew: string[] }>(
      await create({
        plate: '沪A12345',
        deviceAccountId: ambulanceA,
        crew: ['张医生', '李护士'],
        station: '中心站',
      }),
    );
    vehicleId = made.id;
    expect(made.crew).toEqual(['张医生', '李护士']);
    expect(envelope(await create({ plate: '沪A99999', deviceAccountId: ambulanceA })).fields).toEqual({
      deviceAccountId: 'error.vehicleAccountTaken',
    });
    expect(envelope(await create({ plate: '沪a12345', deviceAccountId: ambulanceA2 })).fields).toEqual({
      plate: 'error.vehiclePlateExists',
    });
  });

  it('onboards a medical device (pending → onboarded, stamped) and removes it', async () => {
    const device = { vehicleId, kind: 'monitor', model: 'BeneVision N12', serial: 'MR-0001' };
    // The state is the server's: only the actions move it.
    expect(
      envelope(await as(editorA, 'POST', url('ambulanceMedicalDevices'), { ...device, state: 'onboarded' }))
        .fields,
    ).toEqual({ state: 'validation.unknownField' });
    const made = expectOk<{ id: number; state: string; onboardedAt: string | null }>(
      await as(editorA, 'POST', url('ambulanceMedicalDevices'), device),
    );
    expect(made).toMatchObject({ state: 'pending', onboardedAt: null });
    const onboarded = expectOk<{ state: string; onboardedAt: string | null }>(
      await as(editorA, 'POST', url('ambulanceMedicalDevices', `/${made.id}/onboard`)),
    );
    expect(onboarded.state).toBe('onboarded');
    expect(onboarded.onboardedAt).not.toBeNull();
    const again = await as(editorA, 'POST', url('ambulanceMedicalDevices', `/${made.id}/onboard`));
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      expectOk<{ state: string }>(
        await as(editorA, 'POST', url('ambulanceMedicalDevices', `/${made.id}/remove`)),
      ).state,
    ).toBe('removed');
    expect(
      envelope(
        await as(editorA, 'POST', url('ambulanceMedicalDevices'), {
          vehicleId,
          kind: 'ventilator',
          model: 'X',
          serial: 'mr-0001',
        }),
      ).fields,
    ).toEqual({ serial: 'error.medicalDeviceSerialExists' });
  });

  it('takes camera sources with an rtsp, rtmp or http(s) address', async () => {
    const create = (streamUrl: string) =>
      as(editorA, 'POST', url('ambulanceCameras'), { vehicleId, name: '医疗舱', streamUrl });
    expect(envelope(await create('ftp://10.0.0.2/x')).fields).toEqual({ streamUrl: 'validation.streamUrl' });
    expectOk(await create('rtsp://10.0.0.2:554/Streaming/Channels/101'));
  });
});

describe('GPS fixes over MQTT', () => {
  let consoleA: TestConsole;
  let consoleB: TestConsole;
  let ambulance: SimulatedTerminal;

  beforeAll(async () => {
    consoleA = await connectConsole(wsUrl, editorA);
    consoleB = await connectConsole(wsUrl, editorB);
    const adminConsole = await connectConsole(wsUrl, a.admin.token);
    open.push(
      { close: () => consoleA.close() },
      { close: () => consoleB.close() },
      { close: () => adminConsole.close() },
    );
    await ready(consoleA);
    await ready(consoleB);
    await ready(adminConsole);
    expect(await consoleA.subscribe('ambulance')).toBe('subscribed');
    expect(await consoleB.subscribe('ambulance')).toBe('subscribed');
    // The company's administrator is not an editor: no live positions for them.
    expect(await adminConsole.subscribe('ambulance')).toBe('denied');
    ambulance = new SimulatedTerminal(
      { customerId: a.customerId, account: '7700001', deviceType: 'ambulance' },
      {
        url: mqttUrl,
        password: TERMINAL_PASSWORD,
        behaviour: { keepalive: 20, telemetryMs: 0, dropoutRate: 0, awayMs: [60_000, 60_000], callRate: 0 },
        random: () => 0.5,
        stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
      },
    );
    open.push({ close: () => ambulance.stop() });
    await ambulance.start();
  });

  const fixEvent = (lat: number) => (e: RealtimeEvent) =>
    e.type === 'ambulance' && e.fix.deviceAccountId === ambulanceA && e.fix.lat === lat;

  it('announces each fix to the company’s editors only, and stores it with speed, heading and vitals', async () => {
    await eventually(
      () =>
        ambulance.reportPosition({
          lat: 31.2401,
          lng: 121.4801,
          speed: 42,
          heading: 90,
          vitals: { heartRate: 88, spo2: 97 },
        }),
      (sent) => sent,
    );
    const event = (await consoleA.waitEvent(fixEvent(31.2401), 10_000)) as AmbulanceRealtimeEvent;
    expect(event.fix).toMatchObject({
      lng: 121.4801,
      speed: 42,
      heading: 90,
      vitals: { heartRate: 88, spo2: 97 },
    });
    expect(consoleB.events.filter((e) => e.type === 'ambulance')).toEqual([]);
    const records = await eventually(
      async () =>
        expectOk<{ list: Record<string, unknown>[] }>(
          await as(editorA, 'GET', url('ambulancePositions', `?deviceAccountId=${ambulanceA}`)),
        ).list,
      (list) => list.length > 0,
    );
    expect(records[0]).toMatchObject({
      lat: 31.2401,
      lng: 121.4801,
      speed: 42,
      heading: 90,
      heartRate: 88,
      spo2: 97,
    });
    // B's editor never lists A's fixes.
    const theirs = expectOk<{ list: unknown[] }>(await as(editorB, 'GET', url('ambulancePositions')));
    expect(theirs.list).toEqual([]);
  });

  it('ignores a fix out of range', async () => {
    ambulance.reportPosition({ lat: 95, lng: 10 });
    ambulance.reportPosition({ lat: 31.2402, lng: 121.4802 });
    await consoleA.waitEvent(fixEvent(31.2402), 10_000);
    expect(consoleA.events.some((e) => e.type === 'ambulance' && e.fix.lat === 95)).toBe(false);
  });

  it('records entering and leaving hospitals’ geofences, listed for the company’s editors only', async () => {
    // Both of A's hospitals stand at 31.23, 121.47 with the default radius (200 m).
    const events = async (token: string) =>
      expectOk<{ list: { hospitalId: number; kind: string; deviceAccountId: number }[] }>(
        await as(
          token,
          'GET',
          url('ambulanceGeofenceEvents', `?deviceAccountId=${ambulanceA}&sort=createdAt`),
        ),
      ).list;
    ambulance.reportPosition({ lat: 31.2305, lng: 121.4702 });
    await consoleA.waitEvent(fixEvent(31.2305), 10_000);
    const entered = await eventually(
      () => events(editorA),
      (list) => list.length >= 2,
    );
    expect(entered.map((e) => e.kind)).toEqual(['enter', 'enter']);
    // Still inside: nothing new.
    ambulance.reportPosition({ lat: 31.2306, lng: 121.4703 });
    await consoleA.waitEvent(fixEvent(31.2306), 10_000);
    ambulance.reportPosition({ lat: 31.2402, lng: 121.4802 });
    await consoleA.waitEvent(fixEvent(31.2402), 10_000);
    const all = await eventually(
      () => events(editorA),
      (list) => list.length >= 4,
    );
    expect(all.map((e) => e.kind)).toEqual(['enter', 'enter', 'exit', 'exit']);
    expect(new Set(all.map((e) => e.hospitalId)).size).toBe(2);
    expect(await events(editorB)).toEqual([]);
    expect((await as(a.admin.token, 'GET', url('ambulanceGeofenceEvents'))).statusCode).toBe(403);
  });

  it('answers the last fix on the live snapshot, with the vehicle, its crew and cameras', async () => {
    const snapshot = expectOk<FleetSnapshot>(await as(editorA, 'GET', fleet('/live')));
    const vehicle = snapshot.vehicles.find((v) => v.deviceAccountId === ambulanceA)!;
    expect(vehicle).toMatchObject({ plate: '沪A12345', crew: ['张医生', '李护士'], station: '中心站' });
    expect(vehicle.lastFix).toMatchObject({ lat: 31.2402, lng: 121.4802 });
    expect(vehicle.cameras.map((c) => c.name)).toEqual(['医疗舱']);
    // The other ambulance has no vehicle row and no fix yet, but is on the list.
    expect(snapshot.vehicles.find((v) => v.deviceAccountId === ambulanceA2)).toMatchObject({
      plate: null,
      lastFix: null,
    });
    expect(snapshot.vehicles.some((v) => v.deviceAccountId === meetingA)).toBe(false);
    expect(snapshot.vehicles.some((v) => v.deviceAccountId === ambulanceB)).toBe(false);
    expect(snapshot.hospitals.find((h) => h.name === '瑞金医院')?.geofenceRadius).toBe(200);
    expect(snapshot.staleFixSeconds).toBeGreaterThan(0);
  });

  it('answers the last fix and its age on the external positions API', async () => {
    const admin = await ctx.adminToken();
    const system = expectOk<IssuedKey>(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: url('ambulanceExternalSystems'),
        payload: { name: 'fleet dispatch', companyId: a.customerId, scopes: ['positions:read'] },
      }),
    );
    const call = async () =>
      expectOk<AmbulancePositions>(
        await ctx.app.inject({
          method: 'GET',
          url: api(`${PATHS.ambulanceApi}/positions`),
          headers: { 'x-api-key': system.apiKey },
        }),
      );
    const answer = await eventually(call, (list) =>
      list.list.some((t) => t.id === ambulanceA && t.lastFix?.lat === 31.2402),
    );
    const mine = answer.list.find((t) => t.id === ambulanceA)!;
    expect(mine.plate).toBe('沪A12345');
    expect(mine.lastFix).toMatchObject({ lat: 31.2402, lng: 121.4802 });
    expect(mine.lastFix!.ageSeconds).toBeGreaterThanOrEqual(0);
    expect(answer.list.find((t) => t.id === ambulanceA2)?.lastFix).toBeNull();
  });
});

describe('replay', () => {
  const start = new Date('2026-03-01T08:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  beforeAll(async () => {
    // East along a parallel at 36 km/h (10 m/s) for 2 min, standing 3 min, then on for 1 min.
    const lat = 31.2;
    const metresPerDegLng = distanceMeters({ lat, lng: 121 }, { lat, lng: 122 });
    const rows: (typeof ambulancePositions.$inferInsert)[] = [];
    let lng = 121.4;
    for (let s = 0; s <= 120; s += 10) {
      rows.push({
        customerId: a.customerId,
        deviceAccountId: ambulanceA2,
        createdAt: at(s),
        lat,
        lng,
        speed: 36,
        heading: 90,
        heartRate: 80 + s / 10,
      });
      if (s < 120) lng += 100 / metresPerDegLng;
    }
    for (let s = 130; s <= 300; s += 10)
      rows.push({
        customerId: a.customerId,
        deviceAccountId: ambulanceA2,
        createdAt: at(s),
        lat,
        lng,
        speed: 0,
        heading: 90,
      });
    for (let s = 310; s <= 360; s += 10) {
      lng += 100 / metresPerDegLng;
      rows.push({
        customerId: a.customerId,
        deviceAccountId: ambulanceA2,
        createdAt: at(s),
        lat,
        lng,
        speed: 36,
        heading: 90,
      });
    }
    await ctx.database.db.insert(ambulancePositions).values(rows);
  });

  it('computes distance, moving and parked time, max and average speed, and the stop', async () => {
    const track = expectOk<Track>(
      await as(
        editorA,
        'GET',
        fleet(
          `/track?deviceAccountId=${ambulanceA2}&from=${at(-60).toISOString()}&to=${at(600).toISOString()}`,
        ),
      ),
    );
    expect(track.points).toHaveLength(13 + 18 + 6);
    expect(track.points[1]!.vitals).toEqual({ heartRate: 81 });
    // 12 + 6 segments of 100 m in 10 s; 18 segments standing.
    expect(track.totals.distance).toBeGreaterThanOrEqual(1795);
    expect(track.totals.distance).toBeLessThanOrEqual(1805);
    expect(track.totals.movingSeconds).toBe(180);
    expect(track.totals.parkedSeconds).toBe(180);
    expect(track.totals.maxSpeed).toBeCloseTo(36, 0);
    expect(track.totals.averageSpeed).toBeCloseTo(36, 0);
    expect(track.stops).toHaveLength(1);
    expect(track.stops[0]).toMatchObject({
      from: at(120).toISOString(),
      to: at(300).toISOString(),
      seconds: 180,
    });
  });

  it('refuses a range over 24 hours or backwards, and another company’s terminal', async () => {
    const track = (id: number, from: Date, to: Date, token = editorA) =>
      as(
        token,
        'GET',
        fleet(`/track?deviceAccountId=${id}&from=${from.toISOString()}&to=${to.toISOString()}`),
      );
    expect(envelope(await track(ambulanceA2, at(0), at(25 * 3600))).fields).toEqual({
      to: 'error.trackRange',
    });
    expect(envelope(await track(ambulanceA2, at(60), at(0))).fields).toEqual({ to: 'error.trackRange' });
    expect((await track(ambulanceA2, at(0), at(600), editorB)).statusCode).toBe(404);
    expect((await track(ambulanceA2, at(0), at(600), a.admin.token)).statusCode).toBe(403);
  });

  it('has no stop for short waits and counts a long silence as parked', () => {
    const fix = (s: number, lng: number) => ({ at: at(s), lat: 31.2, lng, speed: null });
    const short = trackTotals([fix(0, 121.4), fix(10, 121.4), fix(30, 121.4), fix(40, 121.401)]);
    expect(short.stops).toEqual([]);
    expect(short.totals.parkedSeconds).toBe(30);
    const gap = trackTotals([fix(0, 121.4), fix(600, 121.45)]);
    expect(gap.totals).toMatchObject({ movingSeconds: 0, parkedSeconds: 600, averageSpeed: 0 });
    expect(gap.totals.distance).toBeGreaterThan(4000);
    expect(trackTotals([]).totals).toEqual({
      distance: 0,
      movingSeconds: 0,
      parkedSeconds: 0,
      maxSpeed: 0,
      averageSpeed: 0,
    });
  });
});
