import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { api, build, envelope, expectOk, type Tenant } from '../helper';

const ctx = build();
const uiUrls = (suffix = '') => api(`${PATHS.resource('deviceUiUrls')}${suffix}`);
const gateways = (suffix = '') => api(`${PATHS.resource('fuseMeetings')}${suffix}`);
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  tenant = await ctx.createTenant('sett', ['platform']);
  other = await ctx.createTenant('seto', ['platform']);
});

const post = (path: string, payload: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method: 'POST', url: path, payload });
const defaults = async (token = tenant.admin.token) =>
  expectOk<{ list: { name: string }[] }>(
    await ctx.injectAs(token, { method: 'GET', url: uiUrls('?isDefault=true&size=100') }),
  ).list.map((row) => row.name);

describe('device UI URLs', () => {
  it('requires a name and an http(s) address', async () => {
    expect(envelope(await post(uiUrls(), { url: 'https://a.example' })).fields).toEqual({
      name: 'validation.required',
    });
    for (const url of ['ftp://a.example', 'a.example', 'https://', 'http://bad host/', 'javascript:alert(1)'])
      expect(envelope(await post(uiUrls(), { name: url, url })).fields, url).toEqual({
        url: 'validation.httpUrl',
      });
    expectOk(await post(uiUrls(), { name: 'plain', url: 'http://10.0.0.1:8080/ui' }));
    expectOk(await post(uiUrls(), { name: 'tls', url: 'https://ui.example.com/terminal?x=1' }));
  });

  it('keeps one default per company: a new default takes the mark', async () => {
    expectOk(await post(uiUrls(), { name: 'first', url: 'https://1.example', isDefault: true }));
    expect(await defaults()).toEqual(['first']);
    const second = expectOk<{ id: number }>(
      await post(uiUrls(), { name: 'second', url: 'https://2.example' }),
    );
    expect(await defaults()).toEqual(['first']);
    expectOk(
      await ctx.injectAs(tenant.admin.token, {
        method: 'PUT',
        url: uiUrls(`/${second.id}`),
        payload: { isDefault: true },
      }),
    );
    expect(await defaults()).toEqual(['second']);
    // another company's default is its own
    expectOk(
      await post(uiUrls(), { name: 'theirs', url: 'https://3.example', isDefault: true }, other.admin.token),
    );
    expect(await defaults()).toEqual(['second']);
    expect(await defaults(other.admin.token)).toEqual(['theirs']);
  });

  it('refuses a duplicate name in the company', async () => {
    expectOk(await post(uiUrls(), { name: 'same', url: 'https://s.example' }));
    expect(envelope(await post(uiUrls(), { name: 'SAME', url: 'https://s.example' })).fields).toEqual({
      name: 'error.nameExists',
    });
  });
});

describe('converged meetings', () => {
  const valid = (extra: object = {}) => ({
    name: `gw${Math.random()}`,
    gatewayAddress: '10.0.0.5',
    ...extra,
  });

  it('creates a SIP gateway by default, enabled, on port 5060', async () => {
    expect(expectOk(await post(gateways(), valid({ name: 'SIP 网关', prefix: '8' })))).toMatchObject({
      protocol: 'sip',
      port: 5060,
      enabled: true,
      prefix: '8',
    });
    expectOk(await post(gateways(), valid({ protocol: 'h323', port: 1720 })));
  });

  it('checks protocol, address, port and prefix', async () => {
    expect(envelope(await post(gateways(), valid({ protocol: 'iax' }))).fields).toEqual({
      protocol: 'validation.enum',
    });
    expect(envelope(await post(gateways(), valid({ gatewayAddress: '256.1.1.1' }))).fields).toEqual({
      gatewayAddress: 'validation.ipAddress',
    });
    expect(envelope(await post(gateways(), valid({ gatewayAddress: undefined }))).fields).toEqual({
      gatewayAddress: 'validation.required',
    });
    expect(envelope(await post(gateways(), valid({ port: 70_000 }))).fields).toEqual({
      port: 'validation.port',
    });
    expect(envelope(await post(gateways(), valid({ prefix: '8a' }))).fields).toEqual({
      prefix: 'validation.digits',
    });
    expect(envelope(await post(gateways(), valid({ prefix: '12345678901' }))).fields).toEqual({
      prefix: 'validation.digits',
    });
    expectOk(await post(gateways(), valid({ gatewayAddress: 'sip.hospital.example', prefix: '0123456789' })));
  });

  it('requires a unique name', async () => {
    expect(envelope(await post(gateways(), valid({ name: '' }))).fields).toEqual({
      name: 'validation.required',
    });
    expectOk(await post(gateways(), valid({ name: 'same' })));
    expect(envelope(await post(gateways(), valid({ name: 'same' }))).fields).toEqual({
      name: 'error.nameExists',
    });
  });
});
