import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import type { ServiceCodeAnswer, SetupKey } from '@console/contract/resources/gateways';
import { MAX_CODE_FAILURES } from '../../src/modules/gateways/routes';
import { base32, codeAt, currentCode, stepOf } from '../../src/modules/gateways/service-code';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';

/**
 * Application gateways (issue 20): the dynamic service code is a 30-minute TOTP every save must
 * carry as it is now (a stale one is refused); the setup key lets the gateway compute it; the
 * gateway registers users (approved at once, or waiting when it asks for approval) and reports
 * their presence with its current code; approve, reject and revoke record who and when.
 */
interface Gateway {
  id: number;
  name: string;
  ip: string;
  codeRule: string;
  enabled: boolean;
  auditBinding: boolean;
  permissions: string[];
}
interface GatewayUser {
  id: number;
  username: string;
  auditState: string;
  auditedBy: string | null;
  online: boolean;
  lastSeenAt: string | null;
}

const ctx = build();
const gw = (suffix = '') => api(`${PATHS.resource('gateways')}${suffix}`);
const users = (suffix = '') => api(`${PATHS.resource('gatewayUsers')}${suffix}`);
const gatewayCall = (path: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: api(`${PATHS.gatewayApi}${path}`), payload });
let a: Tenant;
let staff = '';

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = a.admin.token,
) => ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
const codeFor = async (body: { id?: number; codeRule: string }) =>
  expectOk<ServiceCodeAnswer>(await send('POST', gw('/serviceCode'), body));

async function createGateway(name: string, extra: object = {}) {
  const answer = await codeFor({ codeRule: 'totp6' });
  return expectOk<Gateway>(
    await send('POST', gw(), {
      name,
      ip: '192.168.10.20',
      codeRule: 'totp6',
      serviceCode: { code: answer.code, token: answer.token },
      ...extra,
    }),
  );
}
async function setupKeyOf(id: number) {
  return expectOk<SetupKey>(await send('POST', gw(`/${id}/setupKey`)));
}

beforeAll(async () => {
  a = await ctx.createTenant('gw_a');
  await ctx.createUser({ account: 'gw_staff', customerId: a.customerId, userType: USER_TYPES.staff });
  staff = await ctx.login('gw_staff', TENANT_PASSWORD);
});

describe('the dynamic service code', () => {
  it('is RFC 6238 TOTP: the RFC’s SHA-1 test vector at step 1', () => {
    const key = base32(Buffer.from('12345678901234567890'));
    expect(key).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(codeAt(key, 'totp8', 1)).toBe('94287082');
    expect(codeAt(key, 'totp6', 1)).toBe('287082');
  });

  it('for a new gateway comes with its sealed setup key and the end of its 30 minutes', async () => {
    const answer = await codeFor({ codeRule: 'totp8' });
    expect(answer.code).toMatch(/^\d{8}$/);
    expect(answer.token).toBeTruthy();
    const end = new Date(answer.validUntil).getTime();
    expect(end % (30 * 60 * 1000)).toBe(0);
    expect(end - Date.now()).toBeGreaterThan(0);
    expect(end - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
    expect(currentCode(ctx.app.secrets.open(answer.token!), 'totp8', new Date())).toBe(answer.code);
  });
});

describe('gateways', () => {
  it('are saved only with the current service code, which the answer never shows', async () => {
    const body = { name: '院内网关', ip: '10.2.3.4', codeRule: 'totp6' };
    expectValidationError(await send('POST', gw(), body), 'serviceCode', 'validation.serviceCodeRefresh');
    const answer = await codeFor({ codeRule: 'totp6' });
    const key = ctx.app.secrets.open(answer.token!);
    const stale = codeAt(key, 'totp6', stepOf(new Date()) - 1);
    expectValidationError(
      await send('POST', gw(), { ...body, serviceCode: { code: stale, token: answer.token } }),
      'serviceCode',
      'error.gatewayCodeStale',
    );
    expectValidationError(
      await send('POST', gw(), { ...body, serviceCode: { code: answer.code, token: 'v1:forged' } }),
      'serviceCode',
      'validation.serviceCodeRefresh',
    );
    const created = expectOk<Gateway & Record<string, unknown>>(
      await send('POST', gw(), { ...body, serviceCode: { code: answer.code, token: answer.token } }),
    );
    expect(created).toMatchObject({ name: '院内网关', ip: '10.2.3.4', enabled: true, auditBinding: false });
    expect(created).not.toHaveProperty('setupKey');
    expect(created).not.toHaveProperty('serviceCode');
    expect((await setupKeyOf(created.id)).secret).toBe(key);
  });

  it('refuse an address that is no IPv4 address, and a name taken', async () => {
    const answer = await codeFor({ codeRule: 'totp6' });
    const serviceCode = { code: answer.code, token: answer.token };
    for (const ip of ['10.2.3', '256.1.1.1', 'gateway.example'])
      expectValidationError(
        await send('POST', gw(), { name: `ip ${ip}`, ip, serviceCode }),
        'ip',
        'validation.ipv4',
      );
    await createGateway('同名网关');
    expectError(
      await send('POST', gw(), { name: '同名网关', ip: '10.0.0.9', serviceCode }),
      ERROR_CODES.conflict,
      'error.gatewayNameExists',
    );
  });

  it('an edit needs the code refreshed for that gateway; switching it off and on needs none', async () => {
    const gateway = await createGateway('编辑网关');
    expectValidationError(
      await send('PUT', gw(`/${gateway.id}`), { ip: '10.9.9.9' }),
      'serviceCode',
      'validation.serviceCodeRefresh',
    );
    const { secret } = await setupKeyOf(gateway.id);
    const previous = codeAt(secret, 'totp6', stepOf(new Date()) - 1);
    expectValidationError(
      await send('PUT', gw(`/${gateway.id}`), { ip: '10.9.9.9', serviceCode: { code: previous } }),
      'serviceCode',
      'error.gatewayCodeStale',
    );
    const fresh = await codeFor({ id: gateway.id, codeRule: 'totp8' });
    expect(fresh.token).toBeUndefined();
    const updated = expectOk<Gateway>(
      await send('PUT', gw(`/${gateway.id}`), {
        ip: '10.9.9.9',
        codeRule: 'totp8',
        serviceCode: { code: fresh.code },
      }),
    );
    expect(updated).toMatchObject({ ip: '10.9.9.9', codeRule: 'totp8' });
    expect(expectOk<Gateway>(await send('POST', gw(`/${gateway.id}/disable`))).enabled).toBe(false);
    expect(expectOk<Gateway>(await send('POST', gw(`/${gateway.id}/enable`))).enabled).toBe(true);
  });

  it('give the setup key as an otpauth URI with a 30-minute period, and log that it was shown', async () => {
    const gateway = await createGateway('密钥网关');
    const setup = await setupKeyOf(gateway.id);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Console%3A/);
    expect(new URL(setup.uri).searchParams.get('period')).toBe('1800');
    expect(new URL(setup.uri).searchParams.get('secret')).toBe(setup.secret);
    const log = expectOk<{ list: { action: string; resourceId: string }[] }>(
      await send('GET', api(`${PATHS.resource('userLogs')}?action=showSetupKey`)),
    );
    expect(log.list.some((entry) => entry.resourceId === String(gateway.id))).toBe(true);
  });

  it('are an administrator’s: ward staff are refused', async () => {
    expectError(await send('GET', gw(), undefined, staff), ERROR_CODES.forbidden);
    expectError(await send('POST', gw('/serviceCode'), { codeRule: 'totp6' }, staff), ERROR_CODES.forbidden);
  });
});

describe('gateway users', () => {
  it('register through the gateway with its current code, and wait for approval when it asks', async () => {
    const gateway = await createGateway('审核网关', { auditBinding: true });
    const { secret } = await setupKeyOf(gateway.id);
    const code = () => currentCode(secret, 'totp6', new Date());
    const user = { gatewayId: gateway.id, username: 'dr.wang', role: 'doctor', title: '主任医师' };
    expectError(
      await gatewayCall('/users', { ...user, code: '000000' === code() ? '111111' : '000000' }),
      ERROR_CODES.forbidden,
      'error.gatewayRefused',
    );
    const registered = expectOk<{ id: number; auditState: string }>(
      await gatewayCall('/users', { ...user, code: code() }),
    );
    expect(registered.auditState).toBe('pending');
    // Not approved yet: no presence.
    expectError(
      await gatewayCall('/presence', {
        gatewayId: gateway.id,
        code: code(),
        username: 'dr.wang',
        online: true,
      }),
      ERROR_CODES.validation,
      'error.gatewayUserNotApproved',
    );
    const approved = expectOk<GatewayUser>(await send('POST', users(`/${registered.id}/approve`)));
    expect(approved).toMatchObject({ auditState: 'approved', auditedBy: a.admin.account });
    const online = expectOk<{ online: boolean }>(
      await gatewayCall('/presence', {
        gatewayId: gateway.id,
        code: code(),
        username: 'DR.WANG',
        online: true,
      }),
    );
    expect(online.online).toBe(true);
    const row = expectOk<GatewayUser>(await send('GET', users(`/${registered.id}`)));
    expect(row.online).toBe(true);
    expect(row.lastSeenAt).toBeTruthy();
    // Registering again updates the details, never a second user.
    expectOk(await gatewayCall('/users', { ...user, title: '副主任医师', code: code() }));
    const list = expectOk<{ list: GatewayUser[] }>(await send('GET', users(`?gatewayId=${gateway.id}`)));
    expect(list.list).toHaveLength(1);
    // Revoked: waiting again, and signed off.
    const revoked = expectOk<GatewayUser>(await send('POST', users(`/${registered.id}/revoke`)));
    expect(revoked).toMatchObject({ auditState: 'pending', online: false });
    expectError(
      await send('POST', users(`/${registered.id}/revoke`)),
      ERROR_CODES.validation,
      'error.transitionNotAllowed',
    );
    expect(expectOk<GatewayUser>(await send('POST', users(`/${registered.id}/reject`))).auditState).toBe(
      'rejected',
    );
  });

  it('are approved at once through a gateway that does not ask, and refused by a disabled one', async () => {
    const gateway = await createGateway('直通网关');
    const { secret } = await setupKeyOf(gateway.id);
    const code = currentCode(secret, 'totp6', new Date());
    const user = { gatewayId: gateway.id, username: 'nurse.li', role: 'nurse', code };
    expect(expectOk<{ auditState: string }>(await gatewayCall('/users', user)).auditState).toBe('approved');
    await send('POST', gw(`/${gateway.id}/disable`));
    expectError(await gatewayCall('/users', user), ERROR_CODES.forbidden, 'error.gatewayRefused');
  });

  it('a gateway guessing codes is stopped until the next code', async () => {
    const gateway = await createGateway('猜码网关');
    const { secret } = await setupKeyOf(gateway.id);
    const right = currentCode(secret, 'totp6', new Date());
    const wrong = right === '123456' ? '654321' : '123456';
    const call = (code: string) =>
      gatewayCall('/users', { gatewayId: gateway.id, username: 'guess', role: 'other', code });
    for (let i = 0; i < MAX_CODE_FAILURES; i++) expectError(await call(wrong), ERROR_CODES.forbidden);
    expectError(await call(right), ERROR_CODES.tooManyAttempts, 'error.gatewayTooManyAttempts');
  });

  it('added by hand wait for approval as the gateway asks; a gateway with users is not deleted', async () => {
    const gateway = await createGateway('手工网关', { auditBinding: true });
    const user = expectOk<GatewayUser>(
      await send('POST', users(), { gatewayId: gateway.id, username: 'teacher.zhao', role: 'teacher' }),
    );
    expect(user).toMatchObject({ auditState: 'pending', online: false });
    expectValidationError(
      await send('POST', users(), { gatewayId: 999_999, username: 'x', role: 'teacher' }),
      'gatewayId',
      'error.gatewayNotFound',
    );
    expectError(await send('DELETE', gw(`/${gateway.id}`)), ERROR_CODES.validation, 'error.gatewayHasUsers');
    expectOk(await send('DELETE', users(`/${user.id}`)));
    expectOk(await send('DELETE', gw(`/${gateway.id}`)));
  });
});

describe('application services and their users', () => {
  it('an approved gateway user applies through the gateway; the service decides whether it waits', async () => {
    const gateway = await createGateway('服务网关');
    const other = await createGateway('别的网关');
    const { secret } = await setupKeyOf(gateway.id);
    const code = () => currentCode(secret, 'totp6', new Date());
    const service = expectOk<{ id: number }>(
      await send('POST', api(PATHS.resource('appServices')), {
        name: '会诊预约',
        code: 'consult_booking',
        gatewayId: gateway.id,
      }),
    );
    expectValidationError(
      await send('POST', api(PATHS.resource('appServices')), {
        name: '中文标识',
        code: '会诊',
        gatewayId: gateway.id,
      }),
      'code',
      'validation.englishOnly',
    );
    expectOk(
      await gatewayCall('/users', { gatewayId: gateway.id, code: code(), username: 'dr.he', role: 'doctor' }),
    );
    const apply = () =>
      gatewayCall('/applications', {
        gatewayId: gateway.id,
        code: code(),
        username: 'dr.he',
        service: 'CONSULT_BOOKING',
        note: '周三下午门诊',
      });
    const applied = expectOk<{ id: number; auditState: string }>(await apply());
    expect(applied.auditState).toBe('pending');
    // Applying again is the same application.
    expect(expectOk<{ id: number }>(await apply()).id).toBe(applied.id);
    const approved = expectOk<GatewayUser>(
      await send('POST', api(`${PATHS.resource('appServiceUsers')}/${applied.id}/approve`)),
    );
    expect(approved).toMatchObject({ auditState: 'approved', auditedBy: a.admin.account });
    // A user of another gateway cannot be added to this gateway's service.
    const stranger = expectOk<{ id: number }>(
      await send('POST', users(), { gatewayId: other.id, username: 'stranger', role: 'other' }),
    );
    expectValidationError(
      await send('POST', api(PATHS.resource('appServiceUsers')), {
        appServiceId: service.id,
        gatewayUserId: stranger.id,
      }),
      'gatewayUserId',
      'error.appServiceOtherGateway',
    );
    // Neither the service nor its user goes while the other holds on.
    expectError(
      await send('DELETE', api(`${PATHS.resource('appServices')}/${service.id}`)),
      ERROR_CODES.validation,
      'error.appServiceHasUsers',
    );
  });
});
