import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import { platformWechatAccounts, wechatAccounts, wechatMiniPrograms } from '../../src/modules/wechat/tables';
import { userLogs } from '../../src/platform/audit-tables';
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
 * WeChat official accounts, their message templates and mini programs (issue 20, ADR 0034): the
 * formats WeChat gives them, the AppSecret, token and EncodingAESKey sealed at rest and only
 * hinted at in answers and never in the user log, each company's own, and the platform's own
 * accounts for cloud administrators only.
 */
const ctx = build({ SECRET_KEY: 'wechat-test-key-0123456789abcdef0123456789abcdef' });
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
const hex = (n: number) => randomBytes(n).toString('hex').slice(0, n);
const alnum = (n: number) =>
  randomBytes(n * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, n);

let a: Tenant;
let b: Tenant;
let cloud = '';
let plainPlatform = '';

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });

interface Account {
  id: number;
  name: string;
  appId: string;
  appSecretHint: string;
  tokenHint: string | null;
  encodingAesKeyHint: string | null;
  type: string;
  verified: boolean;
  enabled: boolean;
}
interface Template {
  id: number;
  accountId: number;
  templateId: string;
  params: string[];
}

const accountValues = (extra: object = {}) => ({
  name: `探视服务号${hex(4)}`,
  originalId: `gh_${hex(12)}`,
  appId: `wx${hex(16)}`,
  appSecret: alnum(32),
  token: alnum(16),
  encodingAesKey: alnum(43),
  type: 'service',
  verified: true,
  ...extra,
});

beforeAll(async () => {
  a = await ctx.createTenant('wx_a');
  b = await ctx.createTenant('wx_b');
  cloud = await ctx.adminToken();
  const user = await ctx.createUser({
    account: 'wx_plain',
    userType: USER_TYPES.platformAdmin,
    roleId: null,
  });
  plainPlatform = await ctx.login(user.account, TENANT_PASSWORD);
});

describe('official accounts', () => {
  it('checks WeChat’s formats and asks for the AppSecret on create', async () => {
    const post = (extra: object) => send(a.admin.token, 'POST', r('wechatAccounts'), accountValues(extra));
    expectValidationError(await post({ appId: 'wx123' }), 'appId', 'validation.wechatAppId');
    expectValidationError(await post({ originalId: 'abc' }), 'originalId', 'validation.wechatOriginalId');
    expectValidationError(await post({ appSecret: 'short' }), 'appSecret', 'validation.wechatAppSecret');
    expectValidationError(await post({ token: 'a!' }), 'token', 'validation.wechatToken');
    expectValidationError(
      await post({ encodingAesKey: 'x'.repeat(42) }),
      'encodingAesKey',
      'validation.wechatAesKey',
    );
    expectValidationError(await post({ appSecret: undefined }), 'appSecret', 'validation.required');
    expectValidationError(await post({ type: 'enterprise' }), 'type', 'validation.enum');
  });

  it('seals the secrets, answers only their hints and keeps them out of the user log', async () => {
    const values = accountValues();
    const created = expectOk<Account>(await send(a.admin.token, 'POST', r('wechatAccounts'), values));
    expect(created).not.toHaveProperty('appSecret');
    expect(created).not.toHaveProperty('token');
    expect(created).not.toHaveProperty('encodingAesKey');
    expect(created.appSecretHint).toBe(`••••${values.appSecret.slice(-4)}`);
    expect(created.tokenHint).toBe(`••••${values.token.slice(-4)}`);
    expect(created.encodingAesKeyHint).toBe(`••••${values.encodingAesKey.slice(-4)}`);

    const [row] = await ctx.database.db
      .select()
      .from(wechatAccounts)
      .where(eq(wechatAccounts.id, created.id));
    for (const field of ['appSecret', 'token', 'encodingAesKey'] as const) {
      expect(row![field]!.startsWith('v1:')).toBe(true);
      expect(row![field]).not.toContain(values[field]);
      expect(ctx.app.secrets.open(row![field]!)).toBe(values[field]);
    }

    const read = await send(a.admin.token, 'GET', r('wechatAccounts', `/${created.id}`));
    const listed = await send(a.admin.token, 'GET', r('wechatAccounts'));
    // An edit without the secrets keeps them; a new AppSecret replaces only that one.
    const appSecret = alnum(32);
    const edited = expectOk<Account>(
      await send(a.admin.token, 'PUT', r('wechatAccounts', `/${created.id}`), { name: '改名', appSecret }),
    );
    expect(edited.appSecretHint).toBe(`••••${appSecret.slice(-4)}`);
    expect(edited.tokenHint).toBe(created.tokenHint);
    const [after] = await ctx.database.db
      .select()
      .from(wechatAccounts)
      .where(eq(wechatAccounts.id, created.id));
    expect(ctx.app.secrets.open(after!.appSecret)).toBe(appSecret);
    expect(ctx.app.secrets.open(after!.token!)).toBe(values.token);

    const logs = await ctx.database.db.select().from(userLogs).where(eq(userLogs.resource, 'wechatAccounts'));
    expect(logs.length).toBeGreaterThanOrEqual(2);
    const seen = [read.body, listed.body, JSON.stringify(logs)].join('\n');
    for (const plain of [values.appSecret, values.token, values.encodingAesKey, appSecret])
      expect(seen).not.toContain(plain);
  });

  it('refuses a second account with the same AppID in a company, but not in another', async () => {
    const values = accountValues();
    expectOk(await send(a.admin.token, 'POST', r('wechatAccounts'), values));
    const twice = expectError(
      await send(a.admin.token, 'POST', r('wechatAccounts'), { ...values, name: '另一个' }),
      ERROR_CODES.conflict,
      'error.wechatAppIdExists',
    );
    expect(twice.fields).toEqual({ appId: 'error.wechatAppIdExists' });
    expectOk(await send(b.admin.token, 'POST', r('wechatAccounts'), values));
  });

  it('is the company administrators’: a member is refused', async () => {
    expectError(await send(a.member.token, 'GET', r('wechatAccounts')), ERROR_CODES.forbidden);
    expectError(await send(a.member.token, 'GET', r('wechatMiniPrograms')), ERROR_CODES.forbidden);
    expectError(await send(a.member.token, 'GET', r('wechatTemplates')), ERROR_CODES.forbidden);
  });
});

describe('message templates', () => {
  it('belong to an account of the company and store the keywords of their parameters', async () => {
    const account = expectOk<Account>(
      await send(a.admin.token, 'POST', r('wechatAccounts'), accountValues()),
    );
    const template = expectOk<Template>(
      await send(a.admin.token, 'POST', r('wechatTemplates'), {
        accountId: account.id,
        name: '探视提醒',
        templateId: 'Vx3t-Ab_9',
        type: 'visitReminder',
        params: ['first', '{{thing1.DATA}}', 'keyword1', 'thing1'],
      }),
    );
    expect(template.params).toEqual(['first', 'thing1', 'keyword1']);
    const twice = expectError(
      await send(a.admin.token, 'POST', r('wechatTemplates'), {
        accountId: account.id,
        name: 'x',
        templateId: 'Vx3t-Ab_9',
        type: 'other',
      }),
      ERROR_CODES.conflict,
      'error.wechatTemplateIdExists',
    );
    expect(twice.fields).toEqual({ templateId: 'error.wechatTemplateIdExists' });
    expectValidationError(
      await send(a.admin.token, 'POST', r('wechatTemplates'), {
        accountId: account.id,
        name: 'x',
        templateId: 'T2',
        type: 'other',
        params: ['two words'],
      }),
      'params.0',
      'validation.wechatTemplateParam',
    );
    const listed = expectOk<{ list: Template[] }>(
      await send(a.admin.token, 'GET', r('wechatTemplates', `?accountId=${account.id}`)),
    );
    expect(listed.list.map((row) => row.id)).toEqual([template.id]);

    // Another company's account is not one to add templates to.
    const res = await send(b.admin.token, 'POST', r('wechatTemplates'), {
      accountId: account.id,
      name: 'x',
      templateId: 'T3',
      type: 'other',
    });
    expectValidationError(res, 'accountId', 'error.wechatAccountNotFound');

    // Deleting the account takes its templates with it.
    expectOk(await send(a.admin.token, 'DELETE', r('wechatAccounts', `/${account.id}`)));
    expect((await send(a.admin.token, 'GET', r('wechatTemplates', `/${template.id}`))).statusCode).toBe(404);
  });
});

describe('mini programs', () => {
  it('seal the AppSecret and show its hint', async () => {
    const appSecret = alnum(32);
    const created = expectOk<{ id: number; appSecretHint: string }>(
      await send(a.admin.token, 'POST', r('wechatMiniPrograms'), {
        name: '家属探视小程序',
        appId: `wx${hex(16)}`,
        appSecret,
        originalId: `gh_${hex(12)}`,
      }),
    );
    expect(created).not.toHaveProperty('appSecret');
    expect(created.appSecretHint).toBe(`••••${appSecret.slice(-4)}`);
    const [row] = await ctx.database.db
      .select()
      .from(wechatMiniPrograms)
      .where(eq(wechatMiniPrograms.id, created.id));
    expect(row!.appSecret).not.toContain(appSecret);
    expect(ctx.app.secrets.open(row!.appSecret)).toBe(appSecret);
    expectOk(await send(a.admin.token, 'POST', r('wechatMiniPrograms', `/${created.id}/disable`)));
    const read = expectOk<{ enabled: boolean }>(
      await send(a.admin.token, 'GET', r('wechatMiniPrograms', `/${created.id}`)),
    );
    expect(read.enabled).toBe(false);
  });
});

describe('the platform’s official accounts (/setting/wechatPublicManage)', () => {
  it('are a cloud administrator’s, with templates, secrets sealed', async () => {
    const values = accountValues({ name: '平台服务号' });
    const account = expectOk<Account>(await send(cloud, 'POST', r('platformWechatAccounts'), values));
    expect(account).not.toHaveProperty('appSecret');
    expect(account.appSecretHint).toBe(`••••${values.appSecret.slice(-4)}`);
    const [row] = await ctx.database.db
      .select()
      .from(platformWechatAccounts)
      .where(eq(platformWechatAccounts.id, account.id));
    expect(row!.appSecret).not.toContain(values.appSecret);
    const template = expectOk<Template>(
      await send(cloud, 'POST', r('platformWechatTemplates'), {
        accountId: account.id,
        name: '账号开通通知',
        templateId: 'PlatformT1',
        type: 'registrationResult',
        params: ['thing1', 'time2'],
      }),
    );
    expect(template.accountId).toBe(account.id);
  });

  it('refuse a platform user without the role, company administrators and members', async () => {
    for (const token of [plainPlatform, a.admin.token, a.member.token]) {
      for (const key of ['platformWechatAccounts', 'platformWechatTemplates']) {
        expectError(await send(token, 'GET', r(key)), ERROR_CODES.forbidden);
        expectError(await send(token, 'POST', r(key), {}), ERROR_CODES.forbidden);
      }
    }
  });
});
