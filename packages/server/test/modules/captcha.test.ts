import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_TTL_MS, ERROR_CODES, PATHS } from '@console/contract';
import type { CaptchaResult, LoginResult } from '@console/contract/resources/identity';
import { captchas } from '../../src/modules/identity/tables';
import { api, build, expectError, expectOk, TEST_ADMIN, type TestContext } from '../helper';

const codeHash = (code: string) => createHash('sha256').update(code.toLowerCase()).digest('hex');

async function insertCaptcha(
  ctx: TestContext,
  code: string,
  expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS),
) {
  const uuid = randomUUID();
  await ctx.database.db.insert(captchas).values({ uuid, codeHash: codeHash(code), expiresAt });
  return uuid;
}

function loginWith(ctx: TestContext, extra: { code?: string; uuid?: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: api(PATHS.login),
    payload: { account: TEST_ADMIN.account, password: TEST_ADMIN.password, ...extra },
  });
}

describe('with CAPTCHA on', () => {
  const ctx = build({ CAPTCHA: true });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('issues a captcha: uuid, an SVG data URL and its lifetime', async () => {
    const data = expectOk<CaptchaResult>(await ctx.app.inject({ method: 'POST', url: api(PATHS.captcha) }));
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.img.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(data.expiresIn).toBe(CAPTCHA_TTL_MS / 1000);
    const [row] = await ctx.database.db.select().from(captchas).where(eq(captchas.uuid, data.uuid));
    expect(row?.usedAt).toBeNull();
    // Only a hash of the answer is kept.
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logs in with the code the issued image shows, in any case', async () => {
    const create = vi.spyOn(svgCaptcha, 'create');
    const { uuid } = expectOk<CaptchaResult>(
      await ctx.app.inject({ method: 'POST', url: api(PATHS.captcha) }),
    );
    const text = create.mock.results[0]?.value.text as string;
    expect(text).toHaveLength(4);
    const data = expectOk<LoginResult>(await loginWith(ctx, { uuid, code: ` ${text.toUpperCase()} ` }));
    expect(data.account).toBe(TEST_ADMIN.account);
  });

  it('asks for the code when it or the uuid is missing', async () => {
    const uuid = await insertCaptcha(ctx, 'abcd');
    const body = expectError(await loginWith(ctx, { uuid }), ERROR_CODES.captcha, 'error.captchaRequired');
    expect(body.fields).toEqual({ code: 'validation.required' });
    expectError(await loginWith(ctx, { code: 'abcd' }), ERROR_CODES.captcha, 'error.captchaRequired');
    expectError(await loginWith(ctx, {}), ERROR_CODES.captcha, 'error.captchaRequired');
    expect((await loginWith(ctx, {})).statusCode).toBe(200);
  });

  it('refuses a wrong code, and the captcha is spent by the wrong try', async () => {
    const uuid = await insertCaptcha(ctx, 'abcd');
    const body = expectError(
      await loginWith(ctx, { uuid, code: 'abce' }),
      ERROR_CODES.captcha,
      'error.captchaWrong',
    );
    expect(body.fields).toEqual({ code: 'error.captchaWrong' });
    expectError(await loginWith(ctx, { uuid, code: 'abcd' }), ERROR_CODES.captcha, 'error.captchaExpired');
  });

  it('accepts a captcha once: the second use is expired even with the right code', async () => {
    const uuid = await insertCaptcha(ctx, 'k7Xp');
    expectOk(await loginWith(ctx, { uuid, code: 'K7XP' }));
    const body = expectError(
      await loginWith(ctx, { uuid, code: 'k7Xp' }),
      ERROR_CODES.captcha,
      'error.captchaExpired',
    );
    expect(body.fields).toEqual({ code: 'error.captchaExpired' });
  });

  it('refuses an expired captcha with the right code', async () => {
    const uuid = await insertCaptcha(ctx, 'wxyz', new Date(Date.now() - 1000));
    expectError(await loginWith(ctx, { uuid, code: 'wxyz' }), ERROR_CODES.captcha, 'error.captchaExpired');
  });

  it('refuses an unknown uuid', async () => {
    expectError(
      await loginWith(ctx, { uuid: randomUUID(), code: 'abcd' }),
      ERROR_CODES.captcha,
      'error.captchaExpired',
    );
  });

  it('checks the captcha before the password', async () => {
    const uuid = await insertCaptcha(ctx, 'abcd');
    const res = await ctx.app.inject({
      method: 'POST',
      url: api(PATHS.login),
      payload: { account: TEST_ADMIN.account, password: 'wrong-password', uuid, code: 'zzzz' },
    });
    expectError(res, ERROR_CODES.captcha, 'error.captchaWrong');
  });

  it('sweeps used and expired captchas when a new one is issued', async () => {
    const expired = await insertCaptcha(ctx, 'aaaa', new Date(Date.now() - 1000));
    const used = await insertCaptcha(ctx, 'bbbb');
    expectError(
      await loginWith(ctx, { uuid: used, code: 'cccc' }),
      ERROR_CODES.captcha,
      'error.captchaWrong',
    );
    const live = await insertCaptcha(ctx, 'dddd');
    expectOk(await ctx.app.inject({ method: 'POST', url: api(PATHS.captcha) }));
    const left = (await ctx.database.db.select({ uuid: captchas.uuid }).from(captchas)).map((r) => r.uuid);
    expect(left).not.toContain(expired);
    expect(left).not.toContain(used);
    expect(left).toContain(live);
  });
});

describe('with CAPTCHA off', () => {
  const ctx = build({ CAPTCHA: false });

  it('issues no captcha and logs in without one', async () => {
    expect(expectOk(await ctx.app.inject({ method: 'POST', url: api(PATHS.captcha) }))).toBeNull();
    expect(await ctx.database.db.select().from(captchas)).toEqual([]);
    expectOk(await loginWith(ctx, {}));
  });
});
