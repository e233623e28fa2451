import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ERROR_CODES, MEET_OK, PATHS } from '@console/contract';
import { recordIdSchema } from '@console/contract/api/record-id';
import {
  backupListSchema,
  backupSchema,
  backupSettingsSchema,
  backupSettingsViewSchema,
  CORE_PORT,
  brandingSchema,
  globalSettingsSchema,
  globalSettingsViewSchema,
  installStatusSchema,
  mailSettingsSchema,
  mailSettingsViewSchema,
  mailTestResultSchema,
  saveSystemSettingQuerySchema,
  saveSystemSettingSchema,
  SERVICE_PORT,
  SETTINGS_PATHS,
  smsSettingsSchema,
  smsSettingsViewSchema,
  systemSettingMeetPaths,
  type BackupSettings,
  type GlobalSettings,
  type SmsSettingsView,
} from '@console/contract/resources/system-settings';
import { requestLanguage } from '../../platform/language';
import { CLOUD_ADMIN } from '../../platform/access';
import { recordLog } from '../../platform/audit';
import { AppError, BadRequest, Conflict, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { maskSecret } from '../../platform/secrets';
import { callerOf } from '../../platform/session';
import {
  BackupUnavailable,
  backupDirectory,
  deleteBackupFile,
  hasPgDump,
  JOB_BACKUP_SCHEDULE,
  JOB_DATABASE_BACKUP,
  nextBackupRun,
  openBackup,
  pruneBackups,
  runBackup,
  toBackup,
} from './backups';
import { mailView, sendTestMail } from './mail';
import {
  backupSettings,
  globalSettings,
  SETTING_KEYS,
  storedMail,
  storedSms,
  writeSetting,
  type StoredMail,
  type StoredSms,
} from './settings';
import { databaseBackups } from './tables';

export interface SystemSettingsOptions {
  product: string;
  dataDir: string;
  /** The `pg_dump` binary (tests pass a missing one). */
  pgDump?: string | undefined;
}

const tags = ['System settings'];
const idParams = z.object({ id: recordIdSchema });
const backupJob = z.object({ backupId: z.number().int().positive() });
const PLATFORM = 'platform' as const;

function smsView(stored: StoredSms | null): SmsSettingsView {
  return {
    configured: stored !== null,
    provider: stored?.provider ?? 'aliyun',
    appId: stored?.appId ?? '',
    signName: stored?.signName ?? '',
    appSecretSet: Boolean(stored?.appSecretSealed),
    appSecretHint: stored?.appSecretSealed ? stored.appSecretHint : null,
  };
}

function globalView(settings: GlobalSettings) {
  return {
    ...settings,
    serviceAddress: settings.serverIp ? `${settings.serverIp}:${SERVICE_PORT}` : null,
    coreAddress: settings.serverIp ? `${settings.serverIp}:${CORE_PORT}` : null,
  };
}

/**
 * The platform's system settings (SPEC /setting, issue 17): database backups with their schedule
 * (ADR 0030), mail with a real test send, SMS provider settings, global settings, and the meet
 * calls `installStatus` / `saveSystemSetting?ip=` (SPEC §7). Backups and global settings are the
 * platform administrators' (a dump holds every tenant); mail and SMS are cloudAdmin only (SPEC §6).
 */
const systemSettingsRoutes: FastifyPluginAsyncZod<SystemSettingsOptions> = async (app, opts) => {
  const engine = app.database.backupSource.kind;
  const pgDump = opts.pgDump ?? 'pg_dump';
  let dumpAvailable: boolean | undefined;
  const available = async () => {
    if (engine === 'pglite') return true;
    dumpAvailable ??= await hasPgDump(pgDump);
    return dumpAvailable;
  };
  const now = () => app.jobs.now();

  const runAndPrune = async (backupId: number) => {
    const row = await runBackup(app.db, app.database, backupId, { now, pgDump });
    if (row?.state === 'failed')
      app.log.warn({ backup: backupId, error: row.error }, 'database backup failed');
    const settings = await backupSettings(app.db);
    await pruneBackups(app.db, settings.keep);
  };

  /** Start a backup: the row now, the dump in a durable job (progress in the row). */
  const startBackup = async (trigger: 'manual' | 'scheduled', settings: BackupSettings) => {
    if (!(await available())) throw BackupUnavailable();
    const directory = backupDirectory(settings, opts.dataDir);
    const row = await openBackup(app.db, { trigger, engine, directory, now: now() });
    await app.jobs.schedule({
      kind: JOB_DATABASE_BACKUP,
      key: `${JOB_DATABASE_BACKUP}:${row.id}`,
      payload: { backupId: row.id },
      runAt: now(),
      maxAttempts: 2,
    });
    return row;
  };

  /** The schedule is one keyed job: moved on every settings change, claimed by one instance. */
  const reschedule = async (settings: BackupSettings, from: Date) => {
    const next = nextBackupRun(settings, from);
    if (next) await app.jobs.schedule({ kind: JOB_BACKUP_SCHEDULE, key: JOB_BACKUP_SCHEDULE, runAt: next });
    else await app.jobs.cancel(JOB_BACKUP_SCHEDULE);
    return next;
  };

  app.jobs.handle(JOB_DATABASE_BACKUP, backupJob, ({ backupId }) => runAndPrune(backupId));
  app.jobs.handle(JOB_BACKUP_SCHEDULE, z.object({}).passthrough(), async (_payload, context) => {
    const settings = await backupSettings(app.db);
    if (settings.schedule === 'off') return;
    try {
      const row = await startBackup('scheduled', settings);
      await runAndPrune(row.id);
    } catch (error) {
      // A backup already running (a manual one) stands for this run; a missing pg_dump is logged.
      app.log.warn({ err: error }, 'scheduled database backup not started');
    }
    await reschedule(settings, new Date(Math.max(context.now.getTime(), now().getTime())));
  });
  app.addHook('onReady', async () => {
    const settings = await backupSettings(app.db);
    if (settings.schedule !== 'off') await reschedule(settings, now());
  });

  const backupSettingsView = async (settings: BackupSettings, next?: Date | null) => ({
    ...settings,
    directory: backupDirectory(settings, opts.dataDir),
    nextRunAt: (next === undefined ? nextBackupRun(settings, now()) : next)?.toISOString() ?? null,
    engine,
    available: await available(),
  });

  // --- database backups ---------------------------------------------------------------------------

  app.get(
    SETTINGS_PATHS.backupSettings,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Backup schedule (daily / weekly, time, copies kept) and directory',
        response: { 200: envelopeSchema(backupSettingsViewSchema) },
      },
    },
    async () => ok(await backupSettingsView(await backupSettings(app.db))),
  );

  app.put(
    SETTINGS_PATHS.backupSettings,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Save the backup schedule and directory; the next run moves accordingly',
        body: backupSettingsSchema,
        response: { 200: envelopeSchema(backupSettingsViewSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const settings = request.body;
      if (settings.path) {
        try {
          await fs.promises.mkdir(settings.path, { recursive: true, mode: 0o700 });
          await fs.promises.access(settings.path, fs.constants.W_OK);
        } catch (error) {
          const reason = (error as NodeJS.ErrnoException).code ?? 'error';
          throw new AppError(ERROR_CODES.validation, 'error.backupPath', 400, {
            params: { reason },
            fields: { path: 'error.backupPath' },
          });
        }
      }
      const before = await backupSettings(app.db);
      await app.inTenant(caller, async (tx) => {
        await writeSetting(tx, SETTING_KEYS.backup, settings);
        await recordLog(tx, caller, {
          action: 'update',
          resource: 'databaseBackupSettings',
          before,
          after: settings,
        });
      });
      const next = await reschedule(settings, now());
      return ok(await backupSettingsView(settings, next));
    },
  );

  app.get(
    SETTINGS_PATHS.backups,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Backups, newest first, with state, progress, size and time',
        response: { 200: envelopeSchema(backupListSchema) },
      },
    },
    async (request) => {
      const rows = await app.inTenant(callerOf(request), (tx) =>
        tx.select().from(databaseBackups).orderBy(desc(databaseBackups.createdAt), desc(databaseBackups.id)),
      );
      return ok({ list: rows.map(toBackup), total: rows.length });
    },
  );

  app.post(
    SETTINGS_PATHS.backups,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Back up now: a durable job dumps the database (pg_dump, or PGlite’s data directory)',
        body: z.object({}).strict().optional(),
        response: { 200: envelopeSchema(backupSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await startBackup('manual', await backupSettings(app.db));
      await app.inTenant(caller, (tx) =>
        recordLog(tx, caller, {
          action: 'create',
          resource: 'databaseBackups',
          resourceId: row.id,
          after: { fileName: row.fileName },
        }),
      );
      return ok(toBackup(row));
    },
  );

  const findBackup = async (id: number) => {
    const [row] = await app.db.select().from(databaseBackups).where(eq(databaseBackups.id, id));
    if (!row) throw NotFound('error.backupNotFound');
    return row;
  };

  app.get(
    SETTINGS_PATHS.backup,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'One backup (its progress while running)',
        params: idParams,
        response: { 200: envelopeSchema(backupSchema) },
      },
    },
    async (request) => ok(toBackup(await findBackup(request.params.id))),
  );

  app.get(
    SETTINGS_PATHS.backupDownload,
    {
      config: { access: PLATFORM },
      schema: { tags, summary: 'Download a finished backup file', params: idParams },
    },
    async (request, reply) => {
      const row = await findBackup(request.params.id);
      if (row.state !== 'done') throw Conflict('error.backupNotReady');
      const file = path.join(row.directory, row.fileName);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat) throw NotFound('error.backupFileMissing');
      return reply
        .header('content-type', row.engine === 'postgres' ? 'application/octet-stream' : 'application/gzip')
        .header('content-length', stat.size)
        .header('content-disposition', `attachment; filename="${row.fileName}"`)
        .send(fs.createReadStream(file));
    },
  );

  app.delete(
    SETTINGS_PATHS.backup,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Delete a finished backup and its file',
        params: idParams,
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await findBackup(request.params.id);
      if (row.state === 'running') throw Conflict('error.backupRunning');
      await app.inTenant(caller, async (tx) => {
        await tx.delete(databaseBackups).where(eq(databaseBackups.id, row.id));
        await recordLog(tx, caller, {
          action: 'delete',
          resource: 'databaseBackups',
          resourceId: row.id,
          before: { fileName: row.fileName },
        });
      });
      await deleteBackupFile(row);
      return ok({ id: row.id });
    },
  );

  // --- mail -----------------------------------------------------------------------------------------

  app.get(
    SETTINGS_PATHS.mail,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'SMTP settings (the password is never returned)',
        response: { 200: envelopeSchema(mailSettingsViewSchema) },
      },
    },
    async () => ok(mailView(await storedMail(app.db))),
  );

  app.put(
    SETTINGS_PATHS.mail,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Save the SMTP settings; password absent keeps it, empty removes it',
        body: mailSettingsSchema,
        response: { 200: envelopeSchema(mailSettingsViewSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { password, ...rest } = request.body;
      const before = await storedMail(app.db);
      const secret =
        password === undefined
          ? { passwordSealed: before?.passwordSealed ?? null, passwordHint: before?.passwordHint ?? null }
          : password === ''
            ? { passwordSealed: null, passwordHint: null }
            : { passwordSealed: app.secrets.seal(password), passwordHint: maskSecret(password) };
      const stored: StoredMail = { ...rest, ...secret };
      await app.inTenant(caller, async (tx) => {
        await writeSetting(tx, SETTING_KEYS.mail, stored);
        await recordLog(tx, caller, {
          action: 'update',
          resource: 'mailSettings',
          before: before ? mailView(before) : null,
          after: mailView(stored),
        });
      });
      return ok(mailView(stored));
    },
  );

  app.post(
    SETTINGS_PATHS.mailTest,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Send a test mail to the saved test address (Nodemailer over the saved SMTP settings)',
        body: z.object({}).strict().optional(),
        response: { 200: envelopeSchema(mailTestResultSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const stored = await storedMail(app.db);
      if (!stored) throw BadRequest('error.mailNotConfigured');
      const global = await globalSettings(app.db);
      const name = global.platformName || 'Console';
      const lang = requestLanguage(request.headers['accept-language']);
      const sentAt = now().toISOString();
      const content =
        lang === 'en'
          ? {
              subject: `${name}: test mail`,
              text: `This test mail from ${name} was sent at ${sentAt} by ${caller.account}. The mail settings work.`,
            }
          : {
              subject: `${name}：测试邮件`,
              text: `这是 ${name} 于 ${sentAt} 由 ${caller.account} 发送的测试邮件，邮件设置可用。`,
            };
      const result = await sendTestMail(stored, app.secrets, content);
      await app.inTenant(caller, (tx) =>
        recordLog(tx, caller, { action: 'sendTest', resource: 'mailSettings', after: { to: result.to } }),
      );
      return ok(result);
    },
  );

  // --- SMS ------------------------------------------------------------------------------------------

  app.get(
    SETTINGS_PATHS.sms,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'SMS provider settings (the app secret is never returned)',
        response: { 200: envelopeSchema(smsSettingsViewSchema) },
      },
    },
    async () => ok(smsView(await storedSms(app.db))),
  );

  app.put(
    SETTINGS_PATHS.sms,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Save the SMS provider settings; app secret absent keeps it',
        body: smsSettingsSchema,
        response: { 200: envelopeSchema(smsSettingsViewSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { appSecret, ...rest } = request.body;
      const before = await storedSms(app.db);
      if (appSecret === undefined && !before?.appSecretSealed)
        throw BadRequest('validation.required', 'appSecret');
      const secret =
        appSecret === undefined
          ? { appSecretSealed: before!.appSecretSealed, appSecretHint: before!.appSecretHint }
          : { appSecretSealed: app.secrets.seal(appSecret), appSecretHint: maskSecret(appSecret) };
      const stored: StoredSms = { ...rest, ...secret };
      await app.inTenant(caller, async (tx) => {
        await writeSetting(tx, SETTING_KEYS.sms, stored);
        await recordLog(tx, caller, {
          action: 'update',
          resource: 'smsSettings',
          before: before ? smsView(before) : null,
          after: smsView(stored),
        });
      });
      return ok(smsView(stored));
    },
  );

  // --- global settings ------------------------------------------------------------------------------

  app.get(
    SETTINGS_PATHS.global,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Global settings: platform name, server address, default language',
        response: { 200: envelopeSchema(globalSettingsViewSchema) },
      },
    },
    async () => ok(globalView(await globalSettings(app.db))),
  );

  app.put(
    SETTINGS_PATHS.global,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Save the global settings',
        body: globalSettingsSchema,
        response: { 200: envelopeSchema(globalSettingsViewSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const before = await globalSettings(app.db);
      await app.inTenant(caller, async (tx) => {
        await writeSetting(tx, SETTING_KEYS.global, request.body);
        await recordLog(tx, caller, {
          action: 'update',
          resource: 'globalSettings',
          before,
          after: request.body,
        });
      });
      return ok(globalView(request.body));
    },
  );

  app.get(
    PATHS.branding,
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'What the console is called (the platform name; no session needed, the login page shows it)',
        response: { 200: envelopeSchema(brandingSchema) },
      },
    },
    async () => ok({ platformName: (await globalSettings(app.db)).platformName || null }),
  );

  // --- meet calls (SPEC §7) -------------------------------------------------------------------------

  const meet = systemSettingMeetPaths(opts.product);

  app.get(
    meet.installStatus,
    {
      schema: {
        tags,
        summary: 'Whether the server address is set (1) or the install is still to finish (0)',
        response: { 200: installStatusSchema },
      },
    },
    async () => {
      const { serverIp } = await globalSettings(app.db);
      return {
        resultnum: MEET_OK,
        resultmeesage: 'success',
        installStatus: serverIp ? 1 : 0,
        ip: serverIp,
      } as const;
    },
  );

  app.get(
    meet.saveSystemSetting,
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Set the server address terminals reach (IPv4)',
        querystring: saveSystemSettingQuerySchema,
        response: { 200: saveSystemSettingSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const before = await globalSettings(app.db);
      const after = { ...before, serverIp: request.query.ip };
      await app.inTenant(caller, async (tx) => {
        await writeSetting(tx, SETTING_KEYS.global, after);
        await recordLog(tx, caller, { action: 'update', resource: 'globalSettings', before, after });
      });
      return { resultnum: MEET_OK, resultmeesage: 'success', ip: request.query.ip } as const;
    },
  );
};

export default systemSettingsRoutes;
