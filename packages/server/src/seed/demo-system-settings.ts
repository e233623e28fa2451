import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { scheduleJob } from '../platform/jobs/runner';
import { maskSecret, type SecretBox } from '../platform/secrets';
import { JOB_DATABASE_BACKUP, openBackup } from '../modules/system-settings/backups';
import { readSetting, SETTING_KEYS, writeSetting } from '../modules/system-settings/settings';
import { smsTemplates } from '../modules/system-settings/tables';

export interface DemoSystemSettingsOptions {
  /** Where the demo's first backup goes (`DATA_DIR/backups`); without it no backup is started. */
  backupDirectory?: string | undefined;
  engine?: 'pglite' | 'postgres' | undefined;
}

/**
 * The demo's system settings, so every /setting screen shows something: a nightly backup kept
 * for a week and a first backup made right after the start (a real dump, by the durable job), a
 * mail server (example.com, nothing is sent until an administrator points it at a real one), an
 * SMS provider with a random secret (sealed) and its templates, and the platform's name.
 * Idempotent: each part is added only where nothing is set yet.
 */
export async function seedDemoSystemSettings(
  tx: Tx,
  secrets: SecretBox | undefined,
  options: DemoSystemSettingsOptions,
  now = new Date(),
) {
  if ((await readSetting(tx, SETTING_KEYS.global)) === undefined)
    await writeSetting(tx, SETTING_KEYS.global, {
      platformName: '智慧医疗视频平台',
      serverIp: '127.0.0.1',
      defaultLanguage: 'zh',
    });
  if ((await readSetting(tx, SETTING_KEYS.backup)) === undefined) {
    await writeSetting(tx, SETTING_KEYS.backup, {
      schedule: 'daily',
      weekday: 1,
      time: '02:00',
      keep: 7,
      path: '',
    });
    if (options.backupDirectory) {
      const row = await openBackup(tx, {
        trigger: 'manual',
        engine: options.engine ?? 'pglite',
        directory: options.backupDirectory,
        now,
      });
      await scheduleJob(tx, {
        kind: JOB_DATABASE_BACKUP,
        key: `${JOB_DATABASE_BACKUP}:${row.id}`,
        payload: { backupId: row.id },
        runAt: now,
        maxAttempts: 2,
      });
    }
  }
  if ((await readSetting(tx, SETTING_KEYS.mail)) === undefined)
    await writeSetting(tx, SETTING_KEYS.mail, {
      host: 'smtp.example.com',
      port: 465,
      security: 'tls',
      username: 'noreply@example.com',
      from: '',
      testAddress: 'it@example.com',
      passwordSealed: null,
      passwordHint: null,
    });
  if (secrets && (await readSetting(tx, SETTING_KEYS.sms)) === undefined) {
    const secret = randomBytes(12).toString('hex');
    await writeSetting(tx, SETTING_KEYS.sms, {
      provider: 'aliyun',
      appId: 'LTAI-demo-app',
      signName: '智慧医疗',
      appSecretSealed: secrets.seal(secret),
      appSecretHint: maskSecret(secret),
    });
  }
  const [{ n }] = (await tx.select({ n: count() }).from(smsTemplates)) as [{ n: number }];
  if (n === 0)
    await tx.insert(smsTemplates).values([
      {
        type: 'verification',
        templateId: 'SMS_100001',
        name: '登录验证码',
        paramCount: 1,
        description: '您的验证码为 ${code}，5 分钟内有效。',
      },
      {
        type: 'visit',
        templateId: 'SMS_100002',
        name: '探视预约提醒',
        paramCount: 3,
        description: '${name} 您好，您预约的 ${ward} 探视将于 ${time} 开始。',
      },
      {
        type: 'notification',
        templateId: 'SMS_100003',
        name: '会议通知',
        paramCount: 2,
        description: '会议 ${room} 将于 ${time} 开始，请准时参加。',
      },
      {
        type: 'alarm',
        templateId: 'SMS_100004',
        name: '监护告警',
        paramCount: 2,
        description: '${bed} 床出现 ${alarm} 告警，请及时处理。',
      },
    ]);
}
