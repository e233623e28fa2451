import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SETTINGS_PATHS,
  type Backup,
  type BackupSettingsView,
  type GlobalSettingsView,
  type MailSettingsView,
  type SmsSettingsView,
} from '@console/contract/resources/system-settings';
import { PATHS } from '@console/contract';
import { platformSettings, smsTemplates } from '../../src/modules/system-settings/tables';
import { SecretBox } from '../../src/platform/secrets';
import { seed } from '../../src/seed/seed';
import { api, build, DEMO_SEED_TIMEOUT, expectOk, TEST_ADMIN } from '../helper';

const ctx = build({ jobs: { poll: false } });
const secrets = new SecretBox(() => randomBytes(32));
const backupDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-backups-'));

describe('demo system settings seed', DEMO_SEED_TIMEOUT, () => {
  it('fills every settings screen once, and the first backup is a real dump made by the job', async () => {
    const options = {
      adminAccount: TEST_ADMIN.account,
      adminPassword: TEST_ADMIN.password,
      demo: true,
      secrets,
      systemSettings: { backupDirectory, engine: ctx.database.backupSource.kind },
    };
    await seed(ctx.database.db, options);
    await seed(ctx.database.db, options);
    const db = ctx.database.db;
    expect((await db.select().from(platformSettings)).map((row) => row.key).sort()).toEqual([
      // The ambulance platform's settings live beside them (ADR 38).
      'ambulance',
      'databaseBackup',
      'global',
      'mail',
      'sms',
    ]);
    expect(await db.select().from(smsTemplates)).toHaveLength(4);

    const token = await ctx.adminToken();
    const get = <T>(url: string) =>
      ctx.injectAs(token, { method: 'GET', url: api(url) }).then((r) => expectOk<T>(r));
    expect(await get<BackupSettingsView>(SETTINGS_PATHS.backupSettings)).toMatchObject({
      schedule: 'daily',
      time: '02:00',
      keep: 7,
    });
    const { list } = await get<{ list: Backup[] }>(SETTINGS_PATHS.backups);
    expect(list.map((b) => b.state)).toEqual(['running']);
    await ctx.app.jobs.runDue();
    const [made] = (await get<{ list: Backup[] }>(SETTINGS_PATHS.backups)).list;
    expect(made).toMatchObject({ state: 'done', progress: 100 });
    expect(fs.statSync(path.join(backupDirectory, made!.fileName)).size).toBe(made!.sizeBytes);

    expect(await get<MailSettingsView>(SETTINGS_PATHS.mail)).toMatchObject({
      configured: true,
      host: 'smtp.example.com',
      passwordSet: false,
    });
    const sms = await get<SmsSettingsView>(SETTINGS_PATHS.sms);
    expect(sms).toMatchObject({ configured: true, provider: 'aliyun', appSecretSet: true });
    expect(sms.appSecretHint).toMatch(/^••••[0-9a-f]{4}$/);
    expect(await get<GlobalSettingsView>(SETTINGS_PATHS.global)).toMatchObject({
      platformName: '智慧医疗视频平台',
      serviceAddress: '127.0.0.1:9008',
    });
    const templates = await get<{ total: number }>(PATHS.resource('smsTemplates'));
    expect(templates.total).toBe(4);
    fs.rmSync(backupDirectory, { recursive: true, force: true });
  });
});
