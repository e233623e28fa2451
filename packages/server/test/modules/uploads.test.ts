import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, PATHS } from '@console/contract';
import { UPLOAD_RULES, type UploadResult } from '@console/contract/uploads';
import { loadConfig } from '../../src/config';
import { userLogs } from '../../src/platform/audit-tables';
import { api, build, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { jpegWithoutFrame, makeJpeg, makePng, multipart } from '../files';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
const ctx = build({ dataDir });
let tenant: Tenant;
beforeAll(async () => {
  tenant = await ctx.createTenant('upl');
});

const upload = (
  purpose: string,
  content: Buffer,
  options: { token?: string | null; filename?: string; type?: string; lang?: string; query?: string } = {},
) => {
  const body = multipart(content, {
    ...(options.filename ? { filename: options.filename } : {}),
    ...(options.type ? { type: options.type } : {}),
  });
  return ctx.injectAs(options.token === undefined ? tenant.admin.token : options.token, {
    method: 'POST',
    url: api(`/console/api/v1/uploads?purpose=${purpose}${options.query ?? ''}`),
    payload: body.payload,
    headers: { ...body.headers, ...(options.lang ? { 'accept-language': options.lang } : {}) },
  });
};

/** A platform administrator uploading on the tenant's behalf. */
const asPlatform = async () => ({ token: await ctx.adminToken(), query: `&customerId=${tenant.customerId}` });

describe('POST uploads', () => {
  it('stores a PNG avatar under the caller’s tenant and serves it back, without a session', async () => {
    const png = makePng(64, 64);
    const result = expectOk<UploadResult>(await upload('avatar', png));
    expect(result).toMatchObject({ type: 'image/png', size: png.length, width: 64, height: 64 });
    expect(result.url).toMatch(
      new RegExp(`^/platformApi/console/api/v1/files/${tenant.customerId}/avatar/[0-9a-f]{32}\\.png$`),
    );
    expect(fs.existsSync(path.join(dataDir, 'files', String(tenant.customerId), 'avatar'))).toBe(true);

    const res = await ctx.app.inject({ method: 'GET', url: result.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('judges the type by content, not by the name or the declared type', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const res = await upload('avatar', html, { filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
    const body = expectError(res, ERROR_CODES.validation, 'error.uploadType');
    expect(body.fields).toEqual({ file: 'error.uploadType' });
    // nothing was kept, not even a partial file
    const dir = path.join(dataDir, 'files', String(tenant.customerId), 'avatar');
    expect(fs.readdirSync(dir).filter((name) => !name.endsWith('.png'))).toEqual([]);
  });

  it('takes only the types of the purpose: a JPEG is a logo but not a device avatar', async () => {
    expectError(
      await upload('deviceAvatar', makeJpeg(), { filename: 'a.png' }),
      ERROR_CODES.validation,
      'error.uploadType',
    );
    // a company's logo is the platform's to set (companies are platform data)
    const logo = expectOk<UploadResult>(
      await upload('logo', makeJpeg(), { filename: 'logo.png', type: 'image/png', ...(await asPlatform()) }),
    );
    expect(logo.url).toMatch(/\/logo\/[0-9a-f]{32}\.jpg$/);
    const res = await ctx.app.inject({ method: 'GET', url: logo.url });
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file over the purpose’s size limit, and takes one at the limit', async () => {
    const limit = UPLOAD_RULES.avatar.maxBytes;
    const padded = (size: number) =>
      Buffer.concat([makePng(8, 8), Buffer.alloc(size - makePng(8, 8).length)]);
    const res = await upload('avatar', padded(limit + 1));
    expect(res.statusCode).toBe(413);
    const body = expectError(res, ERROR_CODES.validation, 'error.uploadTooLarge');
    expect(body.errInfo).toContain('2 MB');
    expectOk(await upload('avatar', padded(limit)));
  });

  it('wants a layout background of exactly 1920×1080', async () => {
    for (const [w, h] of [
      [1920, 1079],
      [1280, 720],
    ] as const) {
      const res = await upload('layoutBackground', makePng(w, h));
      expectError(res, ERROR_CODES.validation, 'error.uploadDimensions');
    }
    const ok = expectOk<UploadResult>(await upload('layoutBackground', makePng(1920, 1080)));
    expect(ok).toMatchObject({ width: 1920, height: 1080 });
  });

  it('decodes an image to its end: a truncated or damaged PNG and a JPEG without a frame are refused', async () => {
    const whole = makePng(1920, 1080);
    const truncated = whole.subarray(0, 40);
    const badCrc = Buffer.from(whole);
    badCrc[29] = badCrc[29]! ^ 0xff; // inside the IHDR chunk's data: its CRC no longer matches
    const noEnd = whole.subarray(0, whole.length - 12); // IEND cut off
    for (const [name, bytes] of [
      ['truncated', truncated],
      ['bad crc', badCrc],
      ['no IEND', noEnd],
    ] as const) {
      const res = await upload('layoutBackground', bytes, { lang: 'en' });
      expect(res.statusCode, name).toBe(400);
      expect(expectError(res, ERROR_CODES.validation, 'error.uploadDamaged').errInfo, name).toBe(
        'The image is incomplete or damaged; export it again and upload it',
      );
    }
    const platform = await asPlatform();
    expectError(
      await upload('logo', jpegWithoutFrame(), platform),
      ERROR_CODES.validation,
      'error.uploadDamaged',
    );
    expect(
      expectOk<UploadResult>(await upload('logo', makeJpeg(4096, { width: 640, height: 480 }), platform)),
    ).toMatchObject({
      type: 'image/jpeg',
      width: 640,
      height: 480,
    });
    // nothing of the refused files was kept
    const dir = path.join(dataDir, 'files', String(tenant.customerId), 'layoutBackground');
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('answers in the caller’s language', async () => {
    const html = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    expect(expectError(await upload('avatar', html, { lang: 'en' }), ERROR_CODES.validation).errInfo).toBe(
      'Only PNG files can be uploaded',
    );
    expect(expectError(await upload('avatar', html, { lang: 'zh' }), ERROR_CODES.validation).errInfo).toBe(
      '只能上传 PNG 文件',
    );
    expect(
      expectError(await upload('layoutBackground', makePng(10, 10), { lang: 'en' }), ERROR_CODES.validation)
        .errInfo,
    ).toBe('The image must be exactly 1920×1080 pixels');
  });

  it('refuses an empty file, a request without a file and an unknown purpose', async () => {
    expectError(await upload('avatar', Buffer.alloc(0)), ERROR_CODES.validation);
    const plain = await ctx.injectAs(tenant.admin.token, {
      method: 'POST',
      url: api('/console/api/v1/uploads?purpose=avatar'),
      payload: { url: 'x' },
    });
    expectError(plain, ERROR_CODES.validation, 'error.uploadMissing');
    const wrongField = multipart(makePng(4, 4), { field: 'other' });
    expectError(
      await ctx.injectAs(tenant.admin.token, {
        method: 'POST',
        url: api('/console/api/v1/uploads?purpose=avatar'),
        ...wrongField,
      }),
      ERROR_CODES.validation,
      'error.uploadMissing',
    );
    expectValidationError(await upload('script', makePng(4, 4)), 'purpose', 'validation.enum');
  });

  it('needs a session to upload', async () => {
    const res = await upload('avatar', makePng(4, 4), { token: null });
    expectError(res, ERROR_CODES.sessionExpired);
  });

  it('ignores a customerId from a tenant user, and honours it from the platform', async () => {
    const other = await ctx.createTenant('upl_other');
    const own = expectOk<UploadResult>(
      await upload('avatar', makePng(4, 4), { query: `&customerId=${other.customerId}` }),
    );
    expect(own.url).toContain(`/files/${tenant.customerId}/`);
    const admin = await ctx.adminToken();
    const onBehalf = expectOk<UploadResult>(
      await upload('avatar', makePng(4, 4), { token: admin, query: `&customerId=${other.customerId}` }),
    );
    expect(onBehalf.url).toContain(`/files/${other.customerId}/`);
  });
});

describe('GET files', () => {
  it('answers not found for unknown or malformed names, never a path outside the store', async () => {
    const base = api(`/console/api/v1/files/${tenant.customerId}/avatar`);
    for (const url of [
      `${base}/${'0'.repeat(32)}.png`,
      `${base}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `${base}/x.html`,
      api('/console/api/v1/files/1/secrets/0123.png'),
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});

describe('STORAGE_URL', () => {
  it('takes a file:// directory and refuses s3:// at start with a clear message', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://bucket/uploads' })).toThrow(
      /s3:\/\/ object storage is not supported/,
    );
    expect(() => loadConfig({ STORAGE_URL: 'file://relative/dir' })).toThrow(/absolute/);
    expect(loadConfig({ STORAGE_URL: 'file:///srv/console-files' }).STORAGE_URL).toBe(
      'file:///srv/console-files',
    );
  });
});

describe('uploads into a file:// STORAGE_URL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-store-'));
  const stored = build({ dataDir, STORAGE_URL: pathToFileURL(dir).href });
  it('lands the file in that directory', async () => {
    const t = await stored.createTenant('upl_store');
    const body = multipart(makePng(4, 4));
    const result = expectOk<UploadResult>(
      await stored.injectAs(t.admin.token, {
        method: 'POST',
        url: api('/console/api/v1/uploads?purpose=deviceAvatar'),
        ...body,
      }),
    );
    const name = result.url.split('/').at(-1)!;
    expect(fs.existsSync(path.join(dir, String(t.customerId), 'deviceAvatar', name))).toBe(true);
  });
});

describe('the signed-in user’s avatar', () => {
  let other: Tenant;
  beforeAll(async () => {
    other = await ctx.createTenant('upl_avatar_other');
  });
  const setAvatar = (avatarUrl: string | null, token = tenant.admin.token) =>
    ctx.injectAs(token, { method: 'POST', url: api(PATHS.setAvatar), payload: { avatarUrl } });
  const avatarOf = async (token = tenant.admin.token) =>
    expectOk<{ avatarUrl: string | null }>(
      await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) }),
    ).avatarUrl;

  it('takes the user’s own avatar upload, logs the change, and removes it with null', async () => {
    const { url } = expectOk<UploadResult>(await upload('avatar', makePng(32, 32)));
    expectOk(await setAvatar(url));
    expect(await avatarOf()).toBe(url);
    const [log] = await ctx.database.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.resource, 'profile'), eq(userLogs.userId, tenant.admin.id)));
    expect(log?.after).toEqual({ avatarUrl: url });
    expectOk(await setAvatar(null));
    expect(await avatarOf()).toBeNull();
  });

  it('refuses a URL from elsewhere, another purpose’s upload and another tenant’s file', async () => {
    const foreign = expectOk<UploadResult>(
      await upload('avatar', makePng(8, 8), { token: other.admin.token }),
    );
    const terminal = expectOk<UploadResult>(await upload('deviceAvatar', makePng(8, 8)));
    for (const url of ['https://example.com/a.png', terminal.url, foreign.url, `${foreign.url}x`])
      expectValidationError(await setAvatar(url), 'avatarUrl', 'error.avatarUpload');
    expect(await avatarOf()).toBeNull();
  });
});
