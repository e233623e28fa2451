import { z } from 'zod';
import { choice, EMAIL_PATTERN, hostAddress, port } from './patterns';
import { meetEnvelopeSchema } from './members';

/*
 * The platform's system settings (SPEC /setting): database backups, mail (SMTP), SMS provider,
 * global settings, and the meet-style install status / server address calls of SPEC §7.
 * Secrets (the SMTP password, the SMS app secret) are accepted on writes and never returned: the
 * answers carry `…Set` and a masked hint instead (ADR 0031).
 */

const required = { error: 'validation.required' } as const;

/** Paths of these settings, relative to the API base (resource style, ARCHITECTURE §4). */
export const SETTINGS_PATHS = {
  backupSettings: '/console/api/v1/settings/databaseBackup',
  backups: '/console/api/v1/databaseBackups',
  backup: '/console/api/v1/databaseBackups/:id',
  backupDownload: '/console/api/v1/databaseBackups/:id/download',
  mail: '/console/api/v1/settings/mail',
  mailTest: '/console/api/v1/settings/mail/test',
  sms: '/console/api/v1/settings/sms',
  global: '/console/api/v1/settings/global',
} as const;

/** The meet-style system setting calls of SPEC §7 for one product. */
export function systemSettingMeetPaths(product: string) {
  return {
    installStatus: `/${product}Meet/V3.0/systemSetting/installStatus`,
    saveSystemSetting: `/${product}Meet/saveSystemSetting`,
  } as const;
}

// --- database backups (SPEC §3 "database also backup strategy and path") -----------------------

/** `off`: only "back up now"; `daily` / `weekly` at `time` (server local time), on `weekday` (1 Monday … 7 Sunday). */
export const BACKUP_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type BackupSchedule = (typeof BACKUP_SCHEDULES)[number];
export const BACKUP_KEEP_MAX = 100;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const backupSettingsSchema = z
  .object({
    schedule: choice(BACKUP_SCHEDULES),
    weekday: z
      .number({ error: 'validation.invalidType' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(7, { error: 'validation.max' })
      .default(1),
    time: z.string(required).regex(TIME_PATTERN, { error: 'validation.time' }),
    keep: z
      .number(required)
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(BACKUP_KEEP_MAX, { error: 'validation.max' }),
    /** Absolute directory of the dumps; empty: `DATA_DIR/backups`. */
    path: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .max(255, { error: 'validation.max' })
      .refine((text) => text === '' || text.startsWith('/'), { error: 'validation.absolutePath' })
      .default(''),
  })
  .strict();
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

export const DEFAULT_BACKUP_SETTINGS: BackupSettings = {
  schedule: 'off',
  weekday: 1,
  time: '02:00',
  keep: 7,
  path: '',
};

/** The settings as shown: with the directory in use and the next scheduled run. */
export const backupSettingsViewSchema = backupSettingsSchema.extend({
  directory: z.string(),
  nextRunAt: z.string().nullable(),
  engine: z.enum(['pglite', 'postgres']),
  /** Whether a dump can be made here (PostgreSQL needs `pg_dump` on the server). */
  available: z.boolean(),
});
export type BackupSettingsView = z.infer<typeof backupSettingsViewSchema>;

export const BACKUP_STATES = ['running', 'done', 'failed'] as const;
export type BackupState = (typeof BACKUP_STATES)[number];
export const BACKUP_TRIGGERS = ['manual', 'scheduled'] as const;

export const backupSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  trigger: z.enum(BACKUP_TRIGGERS),
  engine: z.enum(['pglite', 'postgres']),
  state: z.enum(BACKUP_STATES),
  /** 0-100 while running. */
  progress: z.number(),
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({ list: z.array(backupSchema), total: z.number() });

// --- mail (SPEC §5 "Mail: SMTP server and test address required") ----------------------------------

export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

const email = () =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(128, { error: 'validation.max' })
    .regex(EMAIL_PATTERN, { error: 'validation.email' });

const optionalText = (max: number) =>
  z.string({ error: 'validation.invalidType' }).trim().max(max, { error: 'validation.max' }).default('');

export const mailSettingsSchema = z
  .object({
    host: hostAddress().pipe(z.string().max(253, { error: 'validation.max' })),
    port: port(),
    /** `tls`: TLS from the start (465); `starttls`: upgrade required (587); `none`: plain (tests, relays). */
    security: choice(MAIL_SECURITY),
    username: optionalText(128),
    /** Absent: keep the stored password; empty: remove it. Never returned. */
    password: z.string({ error: 'validation.invalidType' }).max(256, { error: 'validation.max' }).optional(),
    /** Sender address; empty: the account name when it is an address. */
    from: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .max(128, { error: 'validation.max' })
      .refine((text) => text === '' || EMAIL_PATTERN.test(text), { error: 'validation.email' })
      .default(''),
    testAddress: email(),
  })
  .strict();
export type MailSettingsInput = z.input<typeof mailSettingsSchema>;

export const mailSettingsViewSchema = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: z.number(),
  security: z.enum(MAIL_SECURITY),
  username: z.string(),
  from: z.string(),
  testAddress: z.string(),
  passwordSet: z.boolean(),
  /** `••••` and the last characters, or null. */
  passwordHint: z.string().nullable(),
});
export type MailSettingsView = z.infer<typeof mailSettingsViewSchema>;

export const mailTestResultSchema = z.object({
  messageId: z.string(),
  to: z.string(),
  accepted: z.array(z.string()),
});

// --- SMS (SPEC §3 "SMS provider settings (appId, appSecret) and templates") -----------------------

export const SMS_PROVIDERS = ['aliyun', 'tencent'] as const;

export const smsSettingsSchema = z
  .object({
    provider: choice(SMS_PROVIDERS),
    appId: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    /** Absent: keep the stored secret. Never returned. */
    appSecret: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .min(1, required)
      .max(128, { error: 'validation.max' })
      .optional(),
    signName: optionalText(32),
  })
  .strict();
export type SmsSettingsInput = z.input<typeof smsSettingsSchema>;

export const smsSettingsViewSchema = z.object({
  configured: z.boolean(),
  provider: z.enum(SMS_PROVIDERS),
  appId: z.string(),
  signName: z.string(),
  appSecretSet: z.boolean(),
  appSecretHint: z.string().nullable(),
});
export type SmsSettingsView = z.infer<typeof smsSettingsViewSchema>;

// --- global settings -------------------------------------------------------------------------------

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 address (SPEC §5 "IPv4 format required for some server fields"). */
export const ipv4 = () =>
  z.string(required).trim().min(1, required).regex(IPV4, { error: 'validation.ipAddress' });

export const globalSettingsSchema = z
  .object({
    /** The brand text (SPEC §1 "Default brand text is the platform name"). */
    platformName: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    /** The server's address terminals reach (SPEC §7 `saveSystemSetting?ip=`); empty: not installed. */
    serverIp: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .refine((text) => text === '' || IPV4.test(text), { error: 'validation.ipAddress' })
      .default(''),
    defaultLanguage: choice(['zh', 'en'] as const),
  })
  .strict();
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = {
  platformName: '',
  serverIp: '',
  defaultLanguage: 'zh',
};

/** SPEC §9 hints: default service {ip}:9008 and core {ip}:9040. */
export const SERVICE_PORT = 9008;
export const CORE_PORT = 9040;

/** As stored and shown: the name may still be empty (only `saveSystemSetting?ip=` has run). */
export const storedGlobalSettingsSchema = globalSettingsSchema.extend({ platformName: z.string().max(64) });

/** `GET branding` (no session): the platform name, null until an administrator set one. */
export const brandingSchema = z.object({ platformName: z.string().nullable() });
export type Branding = z.infer<typeof brandingSchema>;

export const globalSettingsViewSchema = storedGlobalSettingsSchema.extend({
  serviceAddress: z.string().nullable(),
  coreAddress: z.string().nullable(),
});
export type GlobalSettingsView = z.infer<typeof globalSettingsViewSchema>;

// --- meet calls ---------------------------------------------------------------------------------------

export const installStatusSchema = meetEnvelopeSchema({
  /** 1 once the server's address is set (SPEC §7 `saveSystemSetting?ip=`), else 0. */
  installStatus: z.union([z.literal(0), z.literal(1)]),
  ip: z.string(),
});

export const saveSystemSettingQuerySchema = z.object({ ip: ipv4() }).strict();
export const saveSystemSettingSchema = meetEnvelopeSchema({ ip: z.string() });
