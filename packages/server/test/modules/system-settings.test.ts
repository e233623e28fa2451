import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ORG_ID, USER_TYPES, PATHS } from '@console/contract';
import {
  SETTINGS_PATHS,
  systemSettingMeetPaths,
  type Backup,
  type BackupSettingsView,
  type GlobalSettingsView,
  type MailSettingsView,
  type SmsSettingsView,
} from '@console/contract/resources/system-settings';
import { PGlite } from '@electric-sql/pglite';
import { JOB_BACKUP_SCHEDULE, nextBackupRun } from '../../src/modules/system-settings/backups';
import { restorePglite, restorePostgres } from '../../src/modules/system-settings/restore';
import { databaseBackups, platformSettings } from '../../src/modules/system-settings/tables';
import { jobs } from '../../src/platform/jobs/tables';
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

/** The test's clock: real time plus what the test moved it by (a scheduled run is hours ahead). */
let offset = 0;
const now = () => new Date(Date.now() + offset);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-test-'));
const SMTP_PASSWORD = `smtp-${randomBytes(8).toString('hex')}`;
const SMS_SECRET = `sms-${randomBytes(8).toString('hex')}`;

/** Everything the app logs, to show that no secret is ever written there. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    done();
  },
});

const ctx = build(
  { dataDir, jobs: { now, poll: false }, SECRET_KEY: 'settings-test-key-0123456789abcdef0123456789' },
  { logger: { level: 'trace', stream: logStream } },
);
const MEET = systemSettingMeetPaths('platform');

let admin: string;
let plainPlatform: string;
let tenant: Tenant;

beforeAll(async () => {
  admin = await ctx.adminToken();
  const user = await ctx.createUser({
    account: 'backupops',
    userType: USER_TYPES.platformAdmin,
    roleId: null,
  });
  plainPlatform = await ctx.login(user.account, TENANT_PASSWORD);
  tenant = await ctx.createTenant('settings');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  ctx.injectAs(token, { method: 'GET', url: api(url), headers });
const send = (
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) => ctx.injectAs(token, { method, url: api(url), ...(payload ? { payload } : {}), headers });
const at = (template: string, id: number) => template.replace(':id', String(id));

async function backupNow(token = admin): Promise<Backup> {
  const started = expectOk<Backup>(await send(token, 'POST', SETTINGS_PATHS.backups, {}));
  expect(started).toMatchObject({ state: 'running', trigger: 'manual' });
  await ctx.app.jobs.runDue();
  return expectOk<Backup>(await get(token, at(SETTINGS_PATHS.backup, started.id)));
}

describe('backup schedule', () => {
  const base = { schedule: 'daily', weekday: 1, time: '02:00', keep: 7, path: '' } as const;

  it('runs daily at the time, the next day once the time has passed', () => {
    const morning = new Date(2026, 10, 26, 1, 30);
    expect(nextBackupRun(base, morning)).toEqual(new Date(2026, 10, 26, 2, 0));
    expect(nextBackupRun(base, new Date(2026, 10, 26, 2, 0))).toEqual(new Date(2026, 10, 27, 2, 0));
  });

  it('runs weekly on the weekday (1 Monday … 7 Sunday), a week later once passed', () => {
    // 2026-11-26 is a Thursday.
    const thursday = new Date(2026, 10, 26, 12, 0);
    expect(nextBackupRun({ ...base, schedule: 'weekly', weekday: 1 }, thursday)).toEqual(
      new Date(2026, 10, 30, 2, 0),
    );
    expect(nextBackupRun({ ...base, schedule: 'weekly', weekday: 7, time: '23:00' }, thursday)).toEqual(
      new Date(2026, 10, 29, 23, 0),
    );
    expect(nextBackupRun({ ...base, schedule: 'weekly', weekday: 4, time: '11:00' }, thursday)).toEqual(
      new Date(2026, 11, 3, 11, 0),
    );
    expect(nextBackupRun({ ...base, schedule: 'off' }, thursday)).toBeNull();
  });
});

describe('database backups', () => {
  it('shows the defaults: no schedule, seven copies, DATA_DIR/backups', async () => {
    const view = expectOk<BackupSettingsView>(await get(admin, SETTINGS_PATHS.backupSettings));
    expect(view).toEqual({
      schedule: 'off',
      weekday: 1,
      time: '02:00',
      keep: 7,
      path: '',
      directory: path.join(dataDir, 'backups'),
      nextRunAt: null,
      engine: ctx.database.backupSource.kind,
      available: true,
    });
  });

  it.each([
    [{ schedule: 'hourly' }, 'schedule', 'validation.enum'],
    [{ time: '24:00' }, 'time', 'validation.time'],
    [{ time: '2:00' }, 'time', 'validation.time'],
    [{ keep: 0 }, 'keep', 'validation.min'],
    [{ keep: 101 }, 'keep', 'validation.max'],
    [{ weekday: 8 }, 'weekday', 'validation.max'],
    [{ path: 'relative/dir' }, 'path', 'validation.absolutePath'],
  ])('refuses %j', async (change, field, key) => {
    const res = await send(admin, 'PUT', SETTINGS_PATHS.backupSettings, {
      schedule: 'daily',
      time: '02:00',
      keep: 3,
      ...change,
    });
    expectValidationError(res, field, key);
  });

  it('refuses a directory it cannot create', async () => {
    const blocker = path.join(dataDir, 'a-file');
    fs.writeFileSync(blocker, 'x');
    const res = await send(admin, 'PUT', SETTINGS_PATHS.backupSettings, {
      schedule: 'off',
      time: '02:00',
      keep: 3,
      path: path.join(blocker, 'backups'),
    });
    expectValidationError(res, 'path', 'error.backupPath');
  });

  let first: Backup;
  it('backs up now: a durable job makes the dump, listed with size and time', async () => {
    first = await backupNow();
    expect(first).toMatchObject({ state: 'done', progress: 100, error: null, trigger: 'manual' });
    const file = path.join(dataDir, 'backups', first.fileName);
    expect(fs.statSync(file).size).toBe(first.sizeBytes);
    expect(first.sizeBytes).toBeGreaterThan(1000);
    expect(first.fileName).toMatch(
      ctx.database.backupSource.kind === 'pglite' ? /^backup-\d{8}-\d{6}-\d+\.tar\.gz$/ : /\.dump$/,
    );
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const list = expectOk<{ list: Backup[]; total: number }>(await get(admin, SETTINGS_PATHS.backups));
    expect(list.list[0]).toEqual(first);
    const [log] = await ctx.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.resource, 'databaseBackups'));
    expect(log).toMatchObject({ action: 'create', resourceId: String(first.id) });
  });

  it('refuses a second backup while one is running', async () => {
    const started = expectOk<Backup>(await send(admin, 'POST', SETTINGS_PATHS.backups, {}));
    const res = await send(admin, 'POST', SETTINGS_PATHS.backups, {});
    expect(res.statusCode).toBe(409);
    expectError(res, '409001', 'error.backupRunning');
    await ctx.app.jobs.runDue();
    expect(expectOk<Backup>(await get(admin, at(SETTINGS_PATHS.backup, started.id))).state).toBe('done');
  });

  it('downloads the file, and a restore into an empty data directory reads the rows back', async () => {
    const res = await get(admin, at(SETTINGS_PATHS.backupDownload, first.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${first.fileName}"`);
    const bytes = res.rawPayload;
    expect(bytes.equals(fs.readFileSync(path.join(dataDir, 'backups', first.fileName)))).toBe(true);
    const downloaded = path.join(dataDir, `downloaded-${first.fileName}`);
    fs.writeFileSync(downloaded, bytes);

    const source = ctx.database.backupSource;
    if (source.kind === 'pglite') {
      const target = path.join(dataDir, 'restored', 'pglite');
      await restorePglite(downloaded, target);
      await expect(restorePglite(downloaded, target)).rejects.toThrow(/not empty/);
      // Opened again from the directory alone, as the server would with DATA_DIR.
      const reopened = new PGlite({ dataDir: target });
      const { rows } = await reopened.query<{ account: string }>(
        'select account from users where customer_id = $1 and account = $2',
        [PLATFORM_ORG_ID, 'admin'],
      );
      const settled = await reopened.query<{ state: string }>(
        'select state from database_backups where id = $1',
        [first.id],
      );
      await reopened.close();
      expect(rows).toEqual([{ account: 'admin' }]);
      // The backup was running when it was taken: the copy does not wait for it forever.
      expect(settled.rows).toEqual([{ state: 'failed' }]);
    } else {
      const name = `restore_${randomBytes(4).toString('hex')}`;
      const adminUrl = new URL(source.url);
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      const target = new URL(source.url);
      target.pathname = `/${name}`;
      try {
        await restorePostgres(downloaded, target.toString());
        const restored = new pg.Client({ connectionString: target.toString() });
        await restored.connect();
        const { rows } = await restored.query(
          'select account from users where customer_id = $1 and account = $2',
          [PLATFORM_ORG_ID, 'admin'],
        );
        const settled = await restored.query('select state from database_backups where id = $1', [first.id]);
        await restored.end();
        expect(rows).toEqual([{ account: 'admin' }]);
        expect(settled.rows).toEqual([{ state: 'failed' }]);
      } finally {
        const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name}`);
        await cleanup.end();
      }
    }
  }, 60_000);

  it('keeps the configured number of copies: older rows and files are deleted', async () => {
    expectOk(
      await send(admin, 'PUT', SETTINGS_PATHS.backupSettings, { schedule: 'off', time: '02:00', keep: 1 }),
    );
    const latest = await backupNow();
    const rows = await ctx.database.db.select().from(databaseBackups);
    expect(rows.map((row) => row.id)).toEqual([latest.id]);
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual([latest.fileName]);
    const gone = await get(admin, at(SETTINGS_PATHS.backupDownload, first.id));
    expect(gone.statusCode).toBe(404);
    expectError(gone, '404001', 'error.backupNotFound');
  });

  it('runs on its schedule: one keyed job, claimed once, then moved to the next day', async () => {
    const inTwoMinutes = new Date(now().getTime() + 120_000);
    const time = `${String(inTwoMinutes.getHours()).padStart(2, '0')}:${String(inTwoMinutes.getMinutes()).padStart(2, '0')}`;
    const dir = path.join(dataDir, 'elsewhere');
    const view = expectOk<BackupSettingsView>(
      await send(admin, 'PUT', SETTINGS_PATHS.backupSettings, {
        schedule: 'daily',
        time,
        keep: 2,
        path: dir,
      }),
    );
    expect(view.directory).toBe(dir);
    const planned = await ctx.database.db.select().from(jobs).where(eq(jobs.key, JOB_BACKUP_SCHEDULE));
    expect(planned).toHaveLength(1);
    expect(planned[0]!.runAt.toISOString()).toBe(view.nextRunAt);
    // Nothing is due before the time.
    await ctx.app.jobs.runDue();
    expect(
      await ctx.database.db.select().from(databaseBackups).where(eq(databaseBackups.trigger, 'scheduled')),
    ).toEqual([]);
    offset += 3 * 60_000;
    await ctx.app.jobs.runDue();
    const scheduled = await ctx.database.db
      .select()
      .from(databaseBackups)
      .where(eq(databaseBackups.trigger, 'scheduled'));
    expect(scheduled.map((row) => row.state)).toEqual(['done']);
    expect(fs.existsSync(path.join(dir, scheduled[0]!.fileName))).toBe(true);
    const pending = await ctx.database.db.select().from(jobs).where(eq(jobs.key, JOB_BACKUP_SCHEDULE));
    const next = pending.find((job) => !job.doneAt);
    expect(next?.runAt.getTime()).toBe(new Date(planned[0]!.runAt).getTime() + 24 * 3600_000);
    // Off: the pending run is dropped.
    expectOk(
      await send(admin, 'PUT', SETTINGS_PATHS.backupSettings, { schedule: 'off', time, keep: 2, path: dir }),
    );
    const left = await ctx.database.db.select().from(jobs).where(eq(jobs.key, JOB_BACKUP_SCHEDULE));
    expect(left.filter((job) => !job.doneAt && !job.failedAt)).toEqual([]);
  });

  it('deletes a backup and its file', async () => {
    const [row] = await ctx.database.db.select().from(databaseBackups).limit(1);
    const file = path.join(row!.directory, row!.fileName);
    expect(fs.existsSync(file)).toBe(true);
    expectOk(await send(admin, 'DELETE', at(SETTINGS_PATHS.backup, row!.id)));
    expect(fs.existsSync(file)).toBe(false);
    const res = await get(admin, at(SETTINGS_PATHS.backup, row!.id));
    expect(res.statusCode).toBe(404);
  });

  it('is the platform’s: a company administrator and a member are refused every backup call', async () => {
    for (const token of [tenant.admin.token, tenant.member.token]) {
      for (const [method, url] of [
        ['GET', SETTINGS_PATHS.backupSettings],
        ['PUT', SETTINGS_PATHS.backupSettings],
        ['GET', SETTINGS_PATHS.backups],
        ['POST', SETTINGS_PATHS.backups],
        ['GET', at(SETTINGS_PATHS.backup, 1)],
        ['DELETE', at(SETTINGS_PATHS.backup, 1)],
        ['GET', at(SETTINGS_PATHS.backupDownload, 1)],
      ] as const) {
        const res = await ctx.injectAs(token, {
          method,
          url: api(url),
          ...(method === 'PUT' ? { payload: { schedule: 'off', time: '02:00', keep: 1 } } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expectError(res, '403001', 'error.forbidden');
      }
    }
    // A platform administrator without the cloudAdmin role backs up (SPEC §6 names no role).
    expectOk(await get(plainPlatform, SETTINGS_PATHS.backups));
  });
});

describe('mail settings and the test mail', () => {
  const received: { mail: ParsedMail; from: string; to: string[]; user: string | undefined }[] = [];
  let smtp: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer@example.com' && auth.password === SMTP_PASSWORD)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              mail,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              user: session.user as string | undefined,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const settings = () => ({
    host: '127.0.0.1',
    port,
    security: 'none',
    username: 'mailer@example.com',
    password: SMTP_PASSWORD,
    from: '',
    testAddress: 'ops@example.com',
  });

  it('starts unconfigured, and the test send says so', async () => {
    const view = expectOk<MailSettingsView>(await get(admin, SETTINGS_PATHS.mail));
    expect(view).toMatchObject({ configured: false, passwordSet: false, passwordHint: null });
    expectError(await send(admin, 'POST', SETTINGS_PATHS.mailTest, {}), '400001', 'error.mailNotConfigured');
  });

  it.each([
    [{ host: '' }, 'host', 'validation.required'],
    [{ host: 'smtp..example' }, 'host', 'validation.ipAddress'],
    [{ port: 0 }, 'port', 'validation.port'],
    [{ port: 70000 }, 'port', 'validation.port'],
    [{ security: 'ssl3' }, 'security', 'validation.enum'],
    [{ testAddress: '' }, 'testAddress', 'validation.required'],
    [{ testAddress: 'not-an-address' }, 'testAddress', 'validation.email'],
    [{ from: 'nobody' }, 'from', 'validation.email'],
  ])('refuses %j (SPEC §5: SMTP server and test address required)', async (change, field, key) => {
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.mail, { ...settings(), ...change }),
      field,
      key,
    );
  });

  it('refuses a body without the test address', async () => {
    const { testAddress: _omitted, ...rest } = settings();
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.mail, rest),
      'testAddress',
      'validation.required',
    );
  });

  it('stores the password sealed and never returns it', async () => {
    const res = await send(admin, 'PUT', SETTINGS_PATHS.mail, settings());
    const view = expectOk<MailSettingsView>(res);
    expect(view).toEqual({
      configured: true,
      host: '127.0.0.1',
      port,
      security: 'none',
      username: 'mailer@example.com',
      from: '',
      testAddress: 'ops@example.com',
      passwordSet: true,
      passwordHint: `••••${SMTP_PASSWORD.slice(-4)}`,
    });
    expect(res.body).not.toContain(SMTP_PASSWORD);
    expect((await get(admin, SETTINGS_PATHS.mail)).body).not.toContain(SMTP_PASSWORD);
    const [row] = await ctx.database.db
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, 'mail'));
    expect(JSON.stringify(row!.value)).not.toContain(SMTP_PASSWORD);
    expect((row!.value as { passwordSealed: string }).passwordSealed).toMatch(/^v1:/);
    const logs = await ctx.database.db.select().from(userLogs).where(eq(userLogs.resource, 'mailSettings'));
    expect(JSON.stringify(logs)).not.toContain(SMTP_PASSWORD);
  });

  it('sends the test mail over SMTP with the account, and the server receives it', async () => {
    const result = expectOk<{ messageId: string; to: string; accepted: string[] }>(
      await send(admin, 'POST', SETTINGS_PATHS.mailTest, {}, { 'accept-language': 'en' }),
    );
    expect(result).toMatchObject({ to: 'ops@example.com', accepted: ['ops@example.com'] });
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.user).toBe('mailer@example.com');
    expect(got!.from).toBe('mailer@example.com');
    expect(got!.to).toEqual(['ops@example.com']);
    expect(got!.mail.subject).toBe('Console: test mail');
    expect(got!.mail.text).toContain('sent at');
    expect(got!.mail.text).toContain('admin');
    expect(got!.mail.messageId).toBe(result.messageId);
  });

  it('keeps the password when the form leaves it out, and the sender address when given', async () => {
    const { password: _kept, ...rest } = settings();
    const view = expectOk<MailSettingsView>(
      await send(admin, 'PUT', SETTINGS_PATHS.mail, { ...rest, from: 'console@example.com' }),
    );
    expect(view.passwordSet).toBe(true);
    expectOk(await send(admin, 'POST', SETTINGS_PATHS.mailTest, {}));
    expect(received.at(-1)!.from).toBe('console@example.com');
    expect(received.at(-1)!.user).toBe('mailer@example.com');
    expect(received.at(-1)!.mail.subject).toBe('Console：测试邮件');
  });

  it('answers why a send failed (a refused login), without the password', async () => {
    expectOk(
      await send(admin, 'PUT', SETTINGS_PATHS.mail, { ...settings(), password: `${SMTP_PASSWORD}-wrong` }),
    );
    const res = await send(admin, 'POST', SETTINGS_PATHS.mailTest, {});
    const body = expectError(res, '503001', 'error.mailSendFailed');
    expect(body.errInfo).toMatch(/Invalid username or password/);
    expect(res.body).not.toContain(SMTP_PASSWORD);
    // An empty password removes it.
    const view = expectOk<MailSettingsView>(
      await send(admin, 'PUT', SETTINGS_PATHS.mail, { ...settings(), password: '' }),
    );
    expect(view).toMatchObject({ passwordSet: false, passwordHint: null });
  });

  it('is cloudAdmin only (SPEC §6): a platform user without the role and tenants are refused', async () => {
    for (const token of [plainPlatform, tenant.admin.token]) {
      for (const [method, url] of [
        ['GET', SETTINGS_PATHS.mail],
        ['PUT', SETTINGS_PATHS.mail],
        ['POST', SETTINGS_PATHS.mailTest],
      ] as const) {
        const res = await ctx.injectAs(token, {
          method,
          url: api(url),
          ...(method === 'GET' ? {} : { payload: settings() }),
        });
        expect(res.statusCode).toBe(403);
        expectError(res, '403001', 'error.forbidden');
      }
    }
  });
});

describe('SMS settings and templates', () => {
  it('needs the app secret the first time, then stores it sealed and masked', async () => {
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.sms, { provider: 'aliyun', appId: 'LTAI-app' }),
      'appSecret',
      'validation.required',
    );
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.sms, { provider: 'aliyun', appId: '', appSecret: 'x' }),
      'appId',
      'validation.required',
    );
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.sms, { provider: 'sms77', appId: 'a', appSecret: 'x' }),
      'provider',
      'validation.enum',
    );
    const res = await send(admin, 'PUT', SETTINGS_PATHS.sms, {
      provider: 'aliyun',
      appId: 'LTAI-app',
      appSecret: SMS_SECRET,
      signName: '平台',
    });
    expect(expectOk<SmsSettingsView>(res)).toEqual({
      configured: true,
      provider: 'aliyun',
      appId: 'LTAI-app',
      signName: '平台',
      appSecretSet: true,
      appSecretHint: `••••${SMS_SECRET.slice(-4)}`,
    });
    expect(res.body).not.toContain(SMS_SECRET);
    const [row] = await ctx.database.db
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, 'sms'));
    expect(JSON.stringify(row!.value)).not.toContain(SMS_SECRET);
    // Left out: kept.
    const kept = expectOk<SmsSettingsView>(
      await send(admin, 'PUT', SETTINGS_PATHS.sms, { provider: 'tencent', appId: '1400000000' }),
    );
    expect(kept).toMatchObject({
      provider: 'tencent',
      appSecretSet: true,
      appSecretHint: `••••${SMS_SECRET.slice(-4)}`,
    });
    expect((await get(admin, SETTINGS_PATHS.sms)).body).not.toContain(SMS_SECRET);
  });

  const templates = PATHS.resource('smsTemplates');

  it('keeps templates with type, id, name, parameter count and description', async () => {
    const created = expectOk<{ id: number }>(
      await send(admin, 'POST', templates, {
        type: 'verification',
        templateId: 'SMS_100001',
        name: '登录验证码',
        paramCount: 1,
        description: '您的验证码为 ${code}',
      }),
    );
    const row = expectOk(await get(admin, `${templates}/${created.id}`));
    expect(row).toMatchObject({ type: 'verification', templateId: 'SMS_100001', paramCount: 1 });
    const dup = await send(admin, 'POST', templates, {
      type: 'notification',
      templateId: 'SMS_100001',
      name: '重复',
      paramCount: 0,
    });
    expect(dup.statusCode).toBe(409);
    expect(expectError(dup, '409001', 'error.smsTemplateIdExists').fields).toEqual({
      templateId: 'error.smsTemplateIdExists',
    });
  });

  it.each([
    [{ type: 'promo' }, 'type', 'validation.enum'],
    [{ templateId: 'bad id!' }, 'templateId', 'validation.smsTemplateId'],
    [{ name: '' }, 'name', 'validation.required'],
    [{ paramCount: 11 }, 'paramCount', 'validation.max'],
    [{ paramCount: -1 }, 'paramCount', 'validation.min'],
  ])('refuses a template with %j', async (change, field, key) => {
    const res = await send(admin, 'POST', templates, {
      type: 'alarm',
      templateId: `SMS_${randomBytes(3).toString('hex')}`,
      name: '告警',
      paramCount: 2,
      ...change,
    });
    expectValidationError(res, field, key);
  });

  it('is cloudAdmin only (SPEC §6 smsManage)', async () => {
    for (const token of [plainPlatform, tenant.admin.token]) {
      for (const url of [SETTINGS_PATHS.sms, templates]) {
        const res = await get(token, url);
        expect(res.statusCode).toBe(403);
        expectError(res, '403001', 'error.forbidden');
      }
    }
  });
});

describe('global settings, installStatus and saveSystemSetting (meet envelope)', () => {
  it('is not installed until the server address is set', async () => {
    const res = await get(tenant.admin.token, MEET.installStatus);
    expect(res.json()).toEqual({ resultnum: '0000', resultmeesage: 'success', installStatus: 0, ip: '' });
  });

  it('refuses an address that is not IPv4, in the meet envelope', async () => {
    const res = await get(admin, `${MEET.saveSystemSetting}?ip=300.1.1.1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resultnum: '400001', fields: { ip: 'validation.ipAddress' } });
    expect(envelope(res).errInfo).toBeTruthy();
  });

  it('saves the address: installed, and the service and core addresses follow', async () => {
    const res = await get(admin, `${MEET.saveSystemSetting}?ip=10.1.2.3`);
    expect(res.json()).toEqual({ resultnum: '0000', resultmeesage: 'success', ip: '10.1.2.3' });
    expect((await get(plainPlatform, MEET.installStatus)).json()).toEqual({
      resultnum: '0000',
      resultmeesage: 'success',
      installStatus: 1,
      ip: '10.1.2.3',
    });
    expect(expectOk<GlobalSettingsView>(await get(admin, SETTINGS_PATHS.global))).toEqual({
      platformName: '',
      serverIp: '10.1.2.3',
      defaultLanguage: 'zh',
      serviceAddress: '10.1.2.3:9008',
      coreAddress: '10.1.2.3:9040',
    });
  });

  it('saves the global settings, checking each field', async () => {
    const branding = async () =>
      expectOk<{ platformName: string | null }>(
        await ctx.injectAs(null, { method: 'GET', url: api(PATHS.branding) }),
      );
    // Before a name is set the console keeps its own; anyone may ask (the login page does).
    expect(await branding()).toEqual({ platformName: null });
    const good = { platformName: '智慧医院平台', serverIp: '10.1.2.4', defaultLanguage: 'en' };
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.global, { ...good, platformName: ' ' }),
      'platformName',
      'validation.required',
    );
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.global, { ...good, serverIp: 'host' }),
      'serverIp',
      'validation.ipAddress',
    );
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.global, { ...good, defaultLanguage: 'fr' }),
      'defaultLanguage',
      'validation.enum',
    );
    expectValidationError(
      await send(admin, 'PUT', SETTINGS_PATHS.global, { ...good, extra: 1 }),
      'extra',
      'validation.unknownField',
    );
    expect(expectOk<GlobalSettingsView>(await send(admin, 'PUT', SETTINGS_PATHS.global, good))).toEqual({
      ...good,
      serviceAddress: '10.1.2.4:9008',
      coreAddress: '10.1.2.4:9040',
    });
    expect(await branding()).toEqual({ platformName: '智慧医院平台' });
  });

  it('is the platform’s to change: a company administrator is refused', async () => {
    const meet = await get(tenant.admin.token, `${MEET.saveSystemSetting}?ip=10.9.9.9`);
    expect(meet.statusCode).toBe(200);
    expect(meet.json()).toMatchObject({ resultnum: '403001' });
    for (const [method, url] of [
      ['GET', SETTINGS_PATHS.global],
      ['PUT', SETTINGS_PATHS.global],
    ] as const) {
      const res = await ctx.injectAs(tenant.admin.token, {
        method,
        url: api(url),
        ...(method === 'PUT' ? { payload: { platformName: 'x', serverIp: '', defaultLanguage: 'zh' } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await get(admin, SETTINGS_PATHS.global)).json().retData.serverIp).toBe('10.1.2.4');
  });

  it('needs a session for installStatus', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api(MEET.installStatus) });
    expect(res.json()).toMatchObject({ resultnum: '50014' });
  });
});

describe('secrets in the log', () => {
  it('never writes the SMTP password or the SMS secret to the server log', () => {
    const text = logged.join('');
    expect(text.length).toBeGreaterThan(1000);
    expect(text).not.toContain(SMTP_PASSWORD);
    expect(text).not.toContain(SMS_SECRET);
  });
});
