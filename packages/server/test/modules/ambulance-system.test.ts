import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import {
  AMBULANCE_SETTINGS_PATH,
  API_KEY_CALLS_PER_MINUTE,
  DEFAULT_AMBULANCE_SETTINGS,
  type AmbulancePositions,
  type IssuedKey,
} from '@console/contract/resources/ambulance-system';
import { ambulanceExternalSystems, ambulanceInterfaceLogs } from '../../src/modules/ambulance-system/tables';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { userLogs } from '../../src/platform/audit-tables';
import {
  api,
  build,
  envelope,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';

/** ADR 0038: the ambulance system's settings, functions, external systems and their API, the log. */
/** The server's clock, held still where a test needs one minute to last (the calls-a-minute limit). */
let heldAt: Date | undefined;
const ctx = build({ jobs: { now: () => heldAt ?? new Date() } });
let admin: string;
let plainPlatformUser: string;
let a: Tenant;
let b: Tenant;
let aTerminal: string;
let bTerminal: string;

const resource = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
const positions = api(`${PATHS.ambulanceApi}/positions`);

async function addTerminal(customerId: number, account: string, deviceType: string) {
  await ctx.database.db.insert(deviceAccounts).values({
    customerId,
    account,
    name: `救护车${account}`,
    deviceType,
    loginAccount: account,
    password: 'x',
  });
  return account;
}

interface SystemRow {
  id: number;
  name: string;
  companyId: number;
  scopes: string[];
  enabled: boolean;
  keyPrefix: string;
  revokedAt: string | null;
  apiKey?: string;
}

async function createSystem(values: Record<string, unknown>): Promise<SystemRow> {
  return expectOk<SystemRow>(
    await ctx.injectAs(admin, {
      method: 'POST',
      url: resource('ambulanceExternalSystems'),
      payload: values,
    }),
  );
}

const call = (key?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: positions,
    headers: { ...(key ? { 'x-api-key': key } : {}), ...headers },
  });

/** The newest line of the interface log. */
async function lastLog() {
  const [row] = await ctx.database.db
    .select()
    .from(ambulanceInterfaceLogs)
    .orderBy(desc(ambulanceInterfaceLogs.id))
    .limit(1);
  return row!;
}

beforeAll(async () => {
  admin = await ctx.adminToken();
  const user = await ctx.createUser({ account: 'ambops', userType: USER_TYPES.platformAdmin, roleId: null });
  plainPlatformUser = await ctx.login(user.account, TENANT_PASSWORD);
  a = await ctx.createTenant('amba');
  b = await ctx.createTenant('ambb');
  aTerminal = await addTerminal(a.customerId, '7710001', 'ambulance');
  await addTerminal(a.customerId, '7710002', 'terminal');
  bTerminal = await addTerminal(b.customerId, '7720001', 'ambulance');
});

describe('ambulance settings', () => {
  it('starts with the defaults, saves, and records the change in the user log', async () => {
    expect(expectOk(await ctx.injectAs(admin, { method: 'GET', url: api(AMBULANCE_SETTINGS_PATH) }))).toEqual(
      DEFAULT_AMBULANCE_SETTINGS,
    );
    const next = {
      gpsIntervalSeconds: 3,
      staleFixSeconds: 60,
      geofenceRadiusMeters: 500,
      etaSpeedKmh: 50,
      mapStyleUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    };
    expect(
      expectOk(
        await ctx.injectAs(admin, { method: 'PUT', url: api(AMBULANCE_SETTINGS_PATH), payload: next }),
      ),
    ).toEqual(next);
    expect(expectOk(await ctx.injectAs(admin, { method: 'GET', url: api(AMBULANCE_SETTINGS_PATH) }))).toEqual(
      next,
    );
    const [entry] = await ctx.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.resource, 'ambulanceSettings'));
    expect(entry!.after).toEqual(next);
  });

  it.each([
    ['gpsIntervalSeconds', 0, 'validation.min'],
    ['gpsIntervalSeconds', 3601, 'validation.max'],
    ['gpsIntervalSeconds', 1.5, 'validation.integer'],
    ['staleFixSeconds', 9, 'validation.min'],
    ['geofenceRadiusMeters', 10_001, 'validation.max'],
    ['etaSpeedKmh', 4, 'validation.min'],
    ['mapStyleUrl', 'ftp://tiles.example.com/x', 'validation.url'],
  ])('refuses %s = %s (%s)', async (field, value, key) => {
    const res = await ctx.injectAs(admin, {
      method: 'PUT',
      url: api(AMBULANCE_SETTINGS_PATH),
      payload: { ...DEFAULT_AMBULANCE_SETTINGS, [field]: value },
    });
    expectValidationError(res, field, key);
  });

  it('is the cloud administrators’ alone', async () => {
    for (const token of [plainPlatformUser, a.admin.token]) {
      expectError(await ctx.injectAs(token, { method: 'GET', url: api(AMBULANCE_SETTINGS_PATH) }), '403001');
      expectError(
        await ctx.injectAs(token, {
          method: 'PUT',
          url: api(AMBULANCE_SETTINGS_PATH),
          payload: DEFAULT_AMBULANCE_SETTINGS,
        }),
        '403001',
      );
    }
  });
});

describe('cloudAdmin wall of the /ambulance/system resources', () => {
  const keys = [
    'ambulanceFunctions',
    'ambulanceExternalSystems',
    'ambulanceInterfaceLogs',
    'transmitServers',
  ];
  it.each(keys)(
    '%s: a platform user without cloudAdmin and a company administrator are refused',
    async (key) => {
      for (const token of [plainPlatformUser, a.admin.token]) {
        expectError(await ctx.injectAs(token, { method: 'GET', url: resource(key) }), '403001');
        expectError(
          await ctx.injectAs(token, { method: 'GET', url: resource(key, '/export?format=csv') }),
          '403001',
        );
      }
      expectOk(await ctx.injectAs(admin, { method: 'GET', url: resource(key) }));
    },
  );

  it('keeps a transmit server’s probe history from a platform user without cloudAdmin, not an RTC server’s', async () => {
    const transmit = expectOk<{ id: number }>(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('transmitServers'),
        payload: { name: '转发测试', ip: '127.0.0.1', port: 9 },
      }),
    );
    const rtc = expectOk<{ id: number }>(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('rtcServers'),
        payload: { name: 'rtc 测试', ip: '127.0.0.1', port: 9 },
      }),
    );
    const probes = (id: number) => resource('servers', `/${id}/probes`);
    expectError(await ctx.injectAs(plainPlatformUser, { method: 'GET', url: probes(transmit.id) }), '403001');
    expectOk(await ctx.injectAs(plainPlatformUser, { method: 'GET', url: probes(rtc.id) }));
    expectOk(await ctx.injectAs(admin, { method: 'GET', url: probes(transmit.id) }));
  });
});

describe('transmit servers', () => {
  it('takes an IPv4 address and a port, on by default, and is listed as its own kind only', async () => {
    expectValidationError(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('transmitServers'),
        payload: { name: '坏地址', ip: 'relay.example.com', port: 9000 },
      }),
      'ip',
      'validation.ipv4',
    );
    expectValidationError(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('transmitServers'),
        payload: { name: '坏端口', ip: '127.0.0.1', port: 70_000 },
      }),
      'port',
      'validation.port',
    );
    const created = expectOk<{ id: number; enabled: boolean; probeStatus: string }>(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('transmitServers'),
        payload: { name: '转发 A', ip: '127.0.0.1', port: 9 },
      }),
    );
    expect(created).toMatchObject({ enabled: true, probeStatus: 'unknown' });
    const list = expectOk<{ list: { id: number }[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: resource('rtcServers', '?size=100') }),
    );
    expect(list.list.map((row) => row.id)).not.toContain(created.id);
  });
});

describe('function switches per company', () => {
  it('keeps one row per company, with known functions only', async () => {
    const row = expectOk<{ companyId: number; functions: string[] }>(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('ambulanceFunctions'),
        payload: { companyId: b.customerId, functions: ['liveMap', 'tasks', 'tasks'] },
      }),
    );
    expect(row).toMatchObject({ companyId: b.customerId, functions: ['liveMap', 'tasks'] });
    expectError(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('ambulanceFunctions'),
        payload: { companyId: b.customerId, functions: [] },
      }),
      ERROR_CODES.conflict,
      'error.ambulanceFunctionsExist',
    );
    expectValidationError(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('ambulanceFunctions'),
        payload: { companyId: a.customerId, functions: ['teleport'] },
      }),
      'functions.0',
      'validation.enum',
    );
  });
});

describe('external systems and their API keys', () => {
  let system: SystemRow;
  let key: string;

  beforeAll(async () => {
    system = await createSystem({
      name: '调度中心 A',
      companyId: a.customerId,
      scopes: ['positions:read', 'tasks:read'],
    });
    key = system.apiKey!;
  });

  it('shows the key once, on create, and keeps only its SHA-256', async () => {
    expect(key).toMatch(/^amb_[A-Za-z0-9_-]{43}$/);
    expect(system.keyPrefix).toBe(key.slice(0, 12));
    expect(system).toMatchObject({ enabled: true, revokedAt: null, companyId: a.customerId });
    const read = expectOk<Record<string, unknown>>(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: resource('ambulanceExternalSystems', `/${system.id}`),
      }),
    );
    const listed = await ctx.injectAs(admin, { method: 'GET', url: resource('ambulanceExternalSystems') });
    const exported = await ctx.injectAs(admin, {
      method: 'GET',
      url: resource('ambulanceExternalSystems', '/export?format=csv'),
    });
    const hash = createHash('sha256').update(key).digest('hex');
    for (const body of [JSON.stringify(read), listed.body, exported.body]) {
      expect(body).not.toContain(key.slice(12));
      expect(body).not.toContain(hash);
    }
    expect(read).not.toHaveProperty('apiKey');
    expect(read).not.toHaveProperty('keyHash');
    const [stored] = await ctx.database.db
      .select()
      .from(ambulanceExternalSystems)
      .where(eq(ambulanceExternalSystems.id, system.id));
    expect(stored!.keyHash).toBe(hash);
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));
    const logged = await ctx.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.resource, 'ambulanceExternalSystems'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(key.slice(12));
    expect(JSON.stringify(logged)).not.toContain(hash);
  });

  it('answers the company’s ambulance terminals to its key, and logs the call', async () => {
    const res = await call(key);
    const data = expectOk<AmbulancePositions>(res);
    expect(data.list.map((row) => row.account)).toEqual([aTerminal]);
    expect(JSON.stringify(data)).not.toContain(bTerminal);
    const log = await lastLog();
    expect(log).toMatchObject({
      systemId: system.id,
      companyId: a.customerId,
      method: 'GET',
      path: '/ambulanceApi/positions',
      outcome: 'ok',
      resultCode: '000000',
      httpStatus: 200,
      keyPrefix: system.keyPrefix,
    });
    expect(log.durationMs).toBeGreaterThanOrEqual(0);
    const [stored] = await ctx.database.db
      .select({ lastUsedAt: ambulanceExternalSystems.lastUsedAt })
      .from(ambulanceExternalSystems)
      .where(eq(ambulanceExternalSystems.id, system.id));
    expect(stored!.lastUsedAt).not.toBeNull();
  });

  it('takes the key as a bearer token too', async () => {
    expectOk(await call(undefined, { authorization: `Bearer ${key}` }));
  });

  it('refuses and logs a call without a key, or with a wrong one, naming no system', async () => {
    for (const wrong of [undefined, 'amb_wrongwrongwrongwrongwrongwrongwrongwrongwro', 'not-a-key']) {
      const res = await call(wrong);
      expect(res.statusCode).toBe(401);
      expectError(res, ERROR_CODES.wrongCredentials, 'error.apiKeyRefused');
      expect(await lastLog()).toMatchObject({
        systemId: null,
        companyId: null,
        outcome: 'refused',
        resultCode: ERROR_CODES.wrongCredentials,
        httpStatus: 401,
        keyPrefix: wrong?.startsWith('amb_') ? wrong.slice(0, 12) : null,
      });
    }
  });

  it('refuses and logs a call outside the key’s scopes', async () => {
    const reader = await createSystem({ name: '只读任务', companyId: a.customerId, scopes: ['tasks:read'] });
    const res = await call(reader.apiKey);
    expect(res.statusCode).toBe(403);
    expectError(res, ERROR_CODES.forbidden, 'error.apiKeyScope');
    expect(await lastLog()).toMatchObject({ systemId: reader.id, outcome: 'refused', httpStatus: 403 });
  });

  it('refuses a company whose external API function is switched off', async () => {
    const other = await createSystem({
      name: '调度中心 B',
      companyId: b.customerId,
      scopes: ['positions:read'],
    });
    // B's functions (above) are the live map and tasks only
    const res = await call(other.apiKey);
    expectError(res, ERROR_CODES.forbidden, 'error.externalApiOff');
    expect(await lastLog()).toMatchObject({
      systemId: other.id,
      companyId: b.customerId,
      outcome: 'refused',
    });
    const [functions] = (
      await ctx.injectAs(admin, {
        method: 'GET',
        url: resource('ambulanceFunctions', `?companyId=${b.customerId}`),
      })
    ).json<{ retData: { list: { id: number }[] } }>().retData.list;
    expectOk(
      await ctx.injectAs(admin, {
        method: 'PUT',
        url: resource('ambulanceFunctions', `/${functions!.id}`),
        payload: { functions: ['externalApi'] },
      }),
    );
    const data = expectOk<AmbulancePositions>(await call(other.apiKey));
    expect(data.list.map((row) => row.account)).toEqual([bTerminal]);
  });

  it('refuses a disabled system', async () => {
    const paused = await createSystem({
      name: '停用系统',
      companyId: a.customerId,
      scopes: ['positions:read'],
      enabled: false,
    });
    expectError(await call(paused.apiKey), ERROR_CODES.wrongCredentials, 'error.apiKeyRefused');
    expect(await lastLog()).toMatchObject({ systemId: paused.id, outcome: 'refused' });
  });

  it('revokes a key: the next call is refused and logged against the system; rotating gives a new one', async () => {
    const revoke = await ctx.injectAs(admin, {
      method: 'POST',
      url: resource('ambulanceExternalSystems', `/${system.id}/revoke`),
    });
    expect(expectOk<{ revokedAt: string }>(revoke).revokedAt).toBeTruthy();
    const refused = await call(key);
    expect(refused.statusCode).toBe(401);
    expectError(refused, ERROR_CODES.wrongCredentials, 'error.apiKeyRefused');
    expect(await lastLog()).toMatchObject({
      systemId: system.id,
      outcome: 'refused',
      httpStatus: 401,
      keyPrefix: system.keyPrefix,
    });

    const rotated = expectOk<IssuedKey>(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: resource('ambulanceExternalSystems', `/${system.id}/rotateKey`),
      }),
    );
    expect(rotated.apiKey).not.toBe(key);
    expect(rotated.keyPrefix).toBe(rotated.apiKey.slice(0, 12));
    expectOk(await call(rotated.apiKey));
    expectError(await call(key), ERROR_CODES.wrongCredentials, 'error.apiKeyRefused');
    const read = expectOk<SystemRow>(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: resource('ambulanceExternalSystems', `/${system.id}`),
      }),
    );
    expect(read).toMatchObject({ revokedAt: null, keyPrefix: rotated.keyPrefix });
    key = rotated.apiKey;
  });

  it('refuses revoke and rotate to anyone but a cloud administrator', async () => {
    for (const token of [plainPlatformUser, a.admin.token])
      for (const action of ['revoke', 'rotateKey'])
        expectError(
          await ctx.injectAs(token, {
            method: 'POST',
            url: resource('ambulanceExternalSystems', `/${system.id}/${action}`),
          }),
          '403001',
        );
    expectOk(await call(key));
  });

  it(`limits a key to ${API_KEY_CALLS_PER_MINUTE} calls a minute`, async () => {
    const limited = await createSystem({
      name: '高频系统',
      companyId: a.customerId,
      scopes: ['positions:read'],
    });
    let status = 0;
    let calls = 0;
    // all within one minute of the server's clock, however long the calls take here
    heldAt = new Date();
    try {
      while (calls < API_KEY_CALLS_PER_MINUTE + 5) {
        status = (await call(limited.apiKey)).statusCode;
        calls += 1;
        if (status !== 200) break;
      }
    } finally {
      heldAt = undefined;
    }
    // the call after the limit is the refused one
    expect(status).toBe(429);
    expect(calls).toBe(API_KEY_CALLS_PER_MINUTE + 1);
    expect(await lastLog()).toMatchObject({
      systemId: limited.id,
      outcome: 'refused',
      httpStatus: 429,
      resultCode: ERROR_CODES.tooManyAttempts,
    });
    // another key is not held back
    expectOk(await call(key));
  });
});

describe('the interface log', () => {
  it('is searched by system, result and time, and exported', async () => {
    const [systemRow] = await ctx.database.db
      .select()
      .from(ambulanceExternalSystems)
      .where(eq(ambulanceExternalSystems.name, '只读任务'));
    const page = expectOk<{ list: { systemId: number; outcome: string; path: string }[]; total: number }>(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: resource('ambulanceInterfaceLogs', `?systemId=${systemRow!.id}&outcome=refused&size=50`),
      }),
    );
    expect(page.list.length).toBe(1);
    expect(page.list[0]).toMatchObject({
      systemId: systemRow!.id,
      outcome: 'refused',
      path: '/ambulanceApi/positions',
    });
    const future = new Date(Date.now() + 3600_000).toISOString();
    const none = expectOk<{ list: unknown[] }>(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: resource('ambulanceInterfaceLogs', `?createdAtFrom=${encodeURIComponent(future)}`),
      }),
    );
    expect(none.list).toEqual([]);
    const exported = await ctx.injectAs(admin, {
      method: 'GET',
      url: resource('ambulanceInterfaceLogs', `/export?format=csv&systemId=${systemRow!.id}`),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('/ambulanceApi/positions');
  });

  it('cannot be written through the API', async () => {
    const res = await ctx.injectAs(admin, {
      method: 'POST',
      url: resource('ambulanceInterfaceLogs'),
      payload: {},
    });
    expect(envelope(res).retCode).not.toBe('000000');
  });
});
