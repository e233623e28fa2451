import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { fillTemplate } from '@console/contract/resources/visit-templates';
import { api, build, envelope, expectOk, type Tenant } from '../helper';

const ctx = build();
const templates = (suffix = '') => api(`${PATHS.resource('visitTemplates')}${suffix}`);
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  tenant = await ctx.createTenant('vtpl', ['platform']);
  other = await ctx.createTenant('vtpo', ['platform']);
});

const post = (payload: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method: 'POST', url: templates(), payload });

const approved = {
  name: '登记通过',
  event: 'registrationApproved',
  channel: 'sms',
  content: '{family}您好，您探视{patient}（{ward} {bed}床）的登记已通过。',
};

describe('ICU notice templates', () => {
  it('creates a template, enabled unless told otherwise, and fills its placeholders', async () => {
    const row = expectOk<{ id: number; content: string }>(await post(approved));
    expect(row).toMatchObject({ ...approved, enabled: true, customerId: tenant.customerId });
    expect(
      fillTemplate(row.content, { family: '张先生', patient: '张三', ward: 'ICU一病区', bed: '3' }),
    ).toBe('张先生您好，您探视张三（ICU一病区 3床）的登记已通过。');
  });

  it('refuses an unknown placeholder, event or channel, and an empty text', async () => {
    expect(envelope(await post({ ...approved, name: 'x', content: '请于{when}到达' })).fields).toEqual({
      content: 'validation.templatePlaceholder',
    });
    expect(
      envelope(await post({ ...approved, name: 'y', event: 'birthday', channel: 'fax', content: ' ' }))
        .fields,
    ).toEqual({
      event: 'validation.required',
      channel: 'validation.required',
      content: 'validation.required',
    });
  });

  it('keeps names unique within a company only', async () => {
    const clash = await post({ ...approved, name: '登记通过' });
    expect(clash.statusCode).toBe(409);
    expect(envelope(clash).fields).toEqual({ name: 'error.nameExists' });
    expectOk(await post(approved, other.admin.token));
  });

  it('shows a company only its own templates, and members none', async () => {
    const list = expectOk<{ list: { customerId: number }[] }>(
      await ctx.injectAs(other.admin.token, { method: 'GET', url: templates() }),
    );
    expect(list.list.map((r) => r.customerId)).toEqual([other.customerId]);
    const member = await ctx.injectAs(tenant.member.token, { method: 'GET', url: templates() });
    expect(member.statusCode).toBe(403);
  });
});
