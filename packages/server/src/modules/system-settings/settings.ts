import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  backupSettingsSchema,
  DEFAULT_BACKUP_SETTINGS,
  DEFAULT_GLOBAL_SETTINGS,
  storedGlobalSettingsSchema,
  MAIL_SECURITY,
  type SMS_PROVIDERS,
  type BackupSettings,
  type GlobalSettings,
  type MailSecurity,
} from '@console/contract/resources/system-settings';
import type { Db, Tx } from '../../db/client';
import { platformSettings } from './tables';

/** The rows of `platform_settings`. */
export const SETTING_KEYS = {
  backup: 'databaseBackup',
  mail: 'mail',
  sms: 'sms',
  global: 'global',
} as const;

/** Mail settings as stored: the password sealed (SecretBox), never in clear. */
export interface StoredMail {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  from: string;
  testAddress: string;
  passwordSealed: string | null;
  passwordHint: string | null;
}

/** SMS provider settings as stored: the app secret sealed. */
export interface StoredSms {
  provider: (typeof SMS_PROVIDERS)[number];
  appId: string;
  signName: string;
  appSecretSealed: string | null;
  appSecretHint: string | null;
}

export async function readSetting(executor: Db | Tx, key: string): Promise<unknown> {
  const [row] = await executor
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key));
  return row?.value;
}

export async function writeSetting(executor: Db | Tx, key: string, value: unknown): Promise<void> {
  await executor
    .insert(platformSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** A stored value read through its schema; anything unreadable (an older shape) gives the defaults. */
function parsed<T>(schema: z.ZodType<T>, value: unknown, defaults: T): T {
  if (value === undefined) return defaults;
  const result = schema.safeParse(value);
  return result.success ? result.data : defaults;
}

export async function backupSettings(executor: Db | Tx): Promise<BackupSettings> {
  return parsed(
    backupSettingsSchema,
    await readSetting(executor, SETTING_KEYS.backup),
    DEFAULT_BACKUP_SETTINGS,
  );
}

export async function globalSettings(executor: Db | Tx): Promise<GlobalSettings> {
  return parsed(
    storedGlobalSettingsSchema,
    await readSetting(executor, SETTING_KEYS.global),
    DEFAULT_GLOBAL_SETTINGS,
  );
}

export async function storedMail(executor: Db | Tx): Promise<StoredMail | null> {
  const value = (await readSetting(executor, SETTING_KEYS.mail)) as StoredMail | undefined;
  if (
    !value ||
    typeof value.host !== 'string' ||
    !(MAIL_SECURITY as readonly string[]).includes(value.security)
  )
    return null;
  return value;
}

export async function storedSms(executor: Db | Tx): Promise<StoredSms | null> {
  const value = (await readSetting(executor, SETTING_KEYS.sms)) as StoredSms | undefined;
  if (!value || typeof value.appId !== 'string') return null;
  return value;
}
