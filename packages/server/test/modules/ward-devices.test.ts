import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { wardDevices } from '../../src/modules/ward-devices/tables';
import { api, build, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { insertTerminal } from '../realtime';

const ctx = build();
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let tenant: Tenant;
let other: Tenant;
let terminal = 0;
let terminal2 = 0;
let theirTerminal = 0;

const terminalOf = async (customerId: number, account: string) =>
  (await insertTerminal(ctx.database.db, { customerId, account, name: `探视${account}` })).id;

beforeAll(async () => {
  tenant = await ctx.createTenant('wdt', ['icu']);
  other = await ctx.createTenant('wdo', ['icu']);
  terminal = await terminalOf(tenant.customerId, '7400001');
  terminal2 = await terminalOf(tenant.customerId, '7400002');
  theirTerminal = await terminalOf(other.customerId, '7400009');
});

const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE',
  url: string,
  payload?: object,
  token = tenant.admin.token,
  headers: Record<string, string> = {},
) => ctx.injectAs(token, { method, url, headers, ...(payload ? { payload } : {}) });
const post = (url: string, payload: object, token?: string) => send('POST', url, payload, token);

async function ward(code: string, token?: string) {
  return expectOk<{ id: number }>(await post(r('wards'), { name: `病区${code}`, code }, token)).id;
}
async function bed(wardId: number, number: number) {
  return expectOk<{ id: number }>(
    await post(r('beds'), { wardId, number, code: `WD${wardId}-${number}`, name: `${number}床` }),
  ).id;
}
async function device(values: object, token?: string) {
  return post(
    r('wardDevices'),
    { name: '探视室终端', type: 'terminal', role: 'visitingRoom', ...values },
    token,
  );
}
const devicesOf = (wardId: number) =>
  ctx.database.db
    .select({ id: wardDevices.id })
    .from(wardDevices)
    .where(eq(wardDevices.wardId, wardId))
    .then((rows) => rows.map((row) => row.id));

describe('ward devices (SPEC §3 "Device (ward)")', () => {
  it('stores name, terminal, type, ward, bed and role, and lists them by ward and role', async () => {
    const wardId = await ward('WD1');
    const b = await bed(wardId, 1);
    const roomDevice = expectOk<{ id: number }>(await device({ wardId, deviceAccountId: terminal }));
    const bedside = expectOk<{ id: number }>(
      await device({ wardId, bedId: b, name: '1床摄像头', type: 'camera', role: 'ward' }),
    );
    expect(expectOk(await send('GET', r('wardDevices', `/${bedside.id}`)))).toMatchObject({
      name: '1床摄像头',
      type: 'camera',
      role: 'ward',
      wardId,
      bedId: b,
      deviceAccountId: null,
    });
    const list = expectOk<{ list: { id: number }[] }>(
      await send('GET', r('wardDevices', `?wardId=${wardId}&role=visitingRoom`)),
    );
    expect(list.list.map((row) => row.id)).toEqual([roomDevice.id]);
  });

  it('requires the ward, a known type and role', async () => {
    expectValidationError(await device({ deviceAccountId: terminal }), 'wardId', 'validation.required');
    const wardId = await ward('WD2');
    expectValidationError(await device({ wardId, type: 'toaster' }), 'type', 'validation.enum');
    expectValidationError(await device({ wardId, role: 'kitchen' }), 'role', 'validation.enum');
  });

  it("refuses a bed of another ward, in the caller's language", async () => {
    const w1 = await ward('WD3');
    const w2 = await ward('WD4');
    const theirBed = await bed(w2, 1);
    const res = await send(
      'POST',
      r('wardDevices'),
      { name: '平板', type: 'pad', role: 'ward', wardId: w1, bedId: theirBed },
      tenant.admin.token,
      { 'accept-language': 'en' },
    );
    expectValidationError(res, 'bedId', 'error.bedNotInWard');
    expect(res.json<{ errInfo: string }>().errInfo).toBe('The bed is not in the chosen ward');
    // Moving a device to another ward keeps the check: its bed stays behind.
    const ownBed = await bed(w1, 1);
    const id = expectOk<{ id: number }>(await device({ wardId: w1, bedId: ownBed, role: 'ward' })).id;
    expectValidationError(
      await send('PUT', r('wardDevices', `/${id}`), { wardId: w2 }),
      'bedId',
      'error.bedNotInWard',
    );
  });

  it('binds a terminal once per ward (another ward may have it too)', async () => {
    const w1 = await ward('WD5');
    const w2 = await ward('WD6');
    expectOk(await device({ wardId: w1, deviceAccountId: terminal }));
    expectError(
      await device({ wardId: w1, deviceAccountId: terminal, role: 'ward', name: '又一台' }),
      '409001',
      'error.wardDeviceExists',
    );
    expectOk(await device({ wardId: w2, deviceAccountId: terminal }));
    // Devices without a terminal (a camera) are not limited.
    expectOk(await device({ wardId: w1, type: 'camera', name: 'A' }));
    expectOk(await device({ wardId: w1, type: 'camera', name: 'B' }));
    const second = expectOk<{ id: number }>(await device({ wardId: w1, deviceAccountId: terminal2 })).id;
    expectError(
      await send('PUT', r('wardDevices', `/${second}`), { deviceAccountId: terminal }),
      '409001',
      'error.wardDeviceExists',
    );
  });
});

describe('tenant wall', () => {
  it("refuses another company's terminal, ward and bed, and hides the rows from it", async () => {
    const wardId = await ward('WD7');
    const b = await bed(wardId, 1);
    expectValidationError(
      await device({ wardId, deviceAccountId: theirTerminal }),
      'deviceAccountId',
      'error.terminalNotFound',
    );
    const theirs = other.admin.token;
    const theirWard = await ward('WD7', theirs);
    expectValidationError(await device({ wardId }, theirs), 'wardId', 'error.wardNotFound');
    expectValidationError(
      await device({ wardId: theirWard, bedId: b }, theirs),
      'bedId',
      'error.bedNotFound',
    );
    const id = expectOk<{ id: number }>(await device({ wardId, deviceAccountId: terminal })).id;
    expectError(await send('GET', r('wardDevices', `/${id}`), undefined, theirs), '404001');
    expectError(await send('DELETE', r('wardDevices', `/${id}`), undefined, theirs), '404001');
    const list = expectOk<{ list: { id: number }[] }>(
      await send('GET', r('wardDevices', `?wardId=${wardId}`), undefined, theirs),
    );
    expect(list.list).toEqual([]);
  });
});

describe('deleting a ward or a bed takes its devices', () => {
  it('counts the devices in the confirmation, then removes them with the bed and the ward', async () => {
    const wardId = await ward('WD8');
    const b1 = await bed(wardId, 1);
    const atBed = expectOk<{ id: number }>(
      await device({ wardId, bedId: b1, role: 'ward', type: 'camera' }),
    ).id;
    const inRoom = expectOk<{ id: number }>(await device({ wardId, deviceAccountId: terminal })).id;
    expect(expectOk(await send('GET', r('beds', `/${b1}/deletion`)))).toEqual({ counts: { wardDevices: 1 } });
    expect(expectOk(await send('GET', r('wards', `/${wardId}/deletion`)))).toEqual({
      counts: { beds: 1, wardDevices: 2 },
    });
    expectOk(await send('DELETE', r('beds', `/${b1}`)));
    expect(await devicesOf(wardId)).toEqual([inRoom]);
    expect(atBed).not.toBe(inRoom);
    expectOk(await send('DELETE', r('wards', `/${wardId}`)));
    expect(await devicesOf(wardId)).toEqual([]);
  });
});
