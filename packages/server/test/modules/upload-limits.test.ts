import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import type { UploadResult } from '@console/contract/uploads';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { uploadedFiles } from '../../src/modules/uploads/tables';
import { ORPHAN_AGE_MS } from '../../src/modules/uploads/service';
import { customers } from '../../src/platform/identity-tables';
import { api, build, expectError, expectOk, type Tenant } from '../helper';
import { makeJpeg, makePng, multipart } from '../files';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-limits-'));
let clock = new Date('2026-11-26T08:00:00Z');
const ctx = build({ dataDir, jobs: { now: () => clock, poll: false } }, { logger: { level: 'error' } });
let tenant: Tenant;
beforeAll(async () => {
  tenant = await ctx.createTenant('uplim');
});

const upload = (token: string, purpose: string, content = makePng(16, 16), query = '', lang = 'en') => {
  const body = multipart(content);
  return ctx.injectAs(token, {
    method: 'POST',
    url: api(`/console/api/v1/uploads?purpose=${purpose}${query}`),
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
};
const fileOf = (url: string) => path.join(dataDir, 'files', ...url.split('/files/')[1]!.split('/'));
const GIB = 1024 ** 3;

describe('who may upload: the write permission of the resource whose form takes the file', () => {
  it('refuses a restricted member an upload for a terminal or a layout, and keeps nothing', async () => {
    for (const purpose of ['deviceAvatar', 'layoutBackground']) {
      const content = purpose === 'layoutBackground' ? makePng(1920, 1080) : makePng(16, 16);
      const res = await upload(tenant.member.token, purpose, content);
      expect(res.statusCode, purpose).toBe(403);
      expectError(res, ERROR_CODES.forbidden, 'error.forbidden');
    }
    const dir = path.join(dataDir, 'files', String(tenant.customerId));
    expect(fs.existsSync(path.join(dir, 'deviceAvatar'))).toBe(false);
    // the member's own avatar is theirs to change
    expectOk(await upload(tenant.member.token, 'avatar'));
    // the company's administrator writes terminals
    expectOk(await upload(tenant.admin.token, 'deviceAvatar'));
  });

  it('keeps a company’s logo to the platform, and takes no purpose no form uses', async () => {
    expect((await upload(tenant.admin.token, 'logo', makeJpeg())).statusCode).toBe(403);
    const admin = await ctx.adminToken();
    expectOk(await upload(admin, 'logo', makeJpeg(), `&customerId=${tenant.customerId}`));
    for (const purpose of ['vodVideo', 'shareImage'])
      expect((await upload(admin, purpose, makeJpeg())).statusCode, purpose).toBe(403);
  });
});

describe('the company’s storage quota', () => {
  let full: Tenant;
  beforeAll(async () => {
    full = await ctx.createTenant('uplim_quota');
    await ctx.database.db.update(customers).set({ storageGb: 10 }).where(eq(customers.id, full.customerId));
  });
  const setUsed = async (bytes: number) => {
    await ctx.database.db.delete(uploadedFiles).where(eq(uploadedFiles.customerId, full.customerId));
    if (bytes > 0)
      await ctx.database.db.insert(uploadedFiles).values({
        customerId: full.customerId,
        purpose: 'deviceAvatar',
        name: `${'a'.repeat(32)}.png`,
        size: bytes,
        createdAt: clock,
      });
  };

  it('answers 413 in both languages when the company’s storage is full, and keeps nothing', async () => {
    await setUsed(10 * GIB);
    const res = await upload(full.admin.token, 'deviceAvatar');
    expect(res.statusCode).toBe(413);
    expect(expectError(res, ERROR_CODES.validation, 'error.storageQuota').errInfo).toBe(
      'The company’s storage is full (10 GB allowed); remove unused files or ask for more storage',
    );
    const zh = await upload(full.admin.token, 'deviceAvatar', makePng(16, 16), '', 'zh');
    expect(expectError(zh, ERROR_CODES.validation, 'error.storageQuota').errInfo).toBe(
      '企业存储空间已满（共 10 GB），请删除不用的文件或申请更多空间',
    );
    expect(fs.existsSync(path.join(dataDir, 'files', String(full.customerId), 'deviceAvatar'))).toBe(false);
  });

  it('counts the file itself: one that would pass the quota is refused after it arrived', async () => {
    const png = makePng(16, 16);
    await setUsed(10 * GIB - png.length + 1);
    expect((await upload(full.admin.token, 'deviceAvatar', png)).statusCode).toBe(413);
    const dir = path.join(dataDir, 'files', String(full.customerId), 'deviceAvatar');
    expect(fs.readdirSync(dir)).toEqual([]);

    await setUsed(10 * GIB - png.length);
    const { url, size } = expectOk<UploadResult>(await upload(full.admin.token, 'deviceAvatar', png));
    expect(fs.existsSync(fileOf(url))).toBe(true);
    const rows = await ctx.database.db
      .select({ size: uploadedFiles.size })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.customerId, full.customerId));
    expect(rows.map((row) => row.size).sort((a, b) => a - b)).toEqual([size, 10 * GIB - png.length]);
  });
});

describe('files no record refers to', () => {
  it('are removed by the durable job once older than the grace period; referenced and recent ones stay', async () => {
    const own = await ctx.createTenant('uplim_orphans');
    const token = own.admin.token;
    const avatar = expectOk<UploadResult>(await upload(token, 'avatar')).url;
    expectOk(
      await ctx.injectAs(token, {
        method: 'POST',
        url: api(PATHS.setAvatar),
        payload: { avatarUrl: avatar },
      }),
    );
    const terminalAvatar = expectOk<UploadResult>(await upload(token, 'deviceAvatar')).url;
    await ctx.database.db.insert(deviceAccounts).values({
      customerId: own.customerId,
      account: '81000001',
      name: 'bed 1',
      deviceType: 'terminal',
      loginAccount: '81000001',
      password: 'x',
      avatar: terminalAvatar,
    });
    const orphan = expectOk<UploadResult>(await upload(token, 'deviceAvatar')).url;

    clock = new Date(clock.getTime() + ORPHAN_AGE_MS + 60 * 60 * 1000);
    const recent = expectOk<UploadResult>(await upload(token, 'avatar')).url;
    await ctx.app.jobs.runDue();

    for (const url of [avatar, terminalAvatar, recent]) {
      expect(fs.existsSync(fileOf(url)), url).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(fs.existsSync(fileOf(orphan))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: orphan })).statusCode).toBe(404);
    const names = await ctx.database.db
      .select({ name: uploadedFiles.name })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.customerId, own.customerId));
    expect(names.map((row) => row.name).sort()).toEqual(
      [avatar, terminalAvatar, recent].map((url) => url.split('/').at(-1)!).sort(),
    );

    // the job comes back: the recent file, still unreferenced a day later, goes too
    clock = new Date(clock.getTime() + ORPHAN_AGE_MS + 60 * 60 * 1000);
    await ctx.app.jobs.runDue();
    expect(fs.existsSync(fileOf(recent))).toBe(false);
    expect(fs.existsSync(fileOf(avatar))).toBe(true);
  });
});
