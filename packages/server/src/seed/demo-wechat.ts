import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  platformWechatAccounts,
  platformWechatTemplates,
  wechatAccounts,
  wechatMiniPrograms,
  wechatTemplates,
} from '../modules/wechat/tables';
import { maskSecret, type SecretBox } from '../platform/secrets';

/** Random letters and digits, as WeChat's AppSecret, token and EncodingAESKey are. */
function randomKey(length: number): string {
  let out = '';
  while (out.length < length)
    out += randomBytes(length)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, '');
  return out.slice(0, length);
}
const hex = (length: number) => randomBytes(length).toString('hex').slice(0, length);

/** An official account's sealed secrets with their hints, random for each install. */
function sealedAccountSecrets(secrets: SecretBox) {
  const appSecret = randomKey(32);
  const token = randomKey(16);
  const encodingAesKey = randomKey(43);
  return {
    appSecret: secrets.seal(appSecret),
    appSecretHint: maskSecret(appSecret),
    token: secrets.seal(token),
    tokenHint: maskSecret(token),
    encodingAesKey: secrets.seal(encodingAesKey),
    encodingAesKeyHint: maskSecret(encodingAesKey),
  };
}

/**
 * The demo hospital's WeChat: its service account for families with the templates of the visit
 * flow and alarms, a subscription account, and the family visit mini program. The ids are made
 * up and the secrets random (nothing reaches WeChat). Idempotent: a tenant with accounts is left alone.
 */
export async function seedDemoWechat(tx: Tx, customerId: number, secrets: SecretBox): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(wechatAccounts)
    .where(eq(wechatAccounts.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const [service] = await tx
    .insert(wechatAccounts)
    .values([
      {
        customerId,
        name: '医院家属服务号',
        originalId: `gh_${hex(12)}`,
        appId: `wx${hex(16)}`,
        type: 'service',
        verified: true,
        ...sealedAccountSecrets(secrets),
      },
      {
        customerId,
        name: '医院健康科普',
        originalId: `gh_${hex(12)}`,
        appId: `wx${hex(16)}`,
        type: 'subscription',
        verified: false,
        enabled: false,
        ...sealedAccountSecrets(secrets),
      },
    ])
    .returning({ id: wechatAccounts.id });
  await tx.insert(wechatTemplates).values([
    {
      customerId,
      accountId: service!.id,
      name: '探视预约提醒',
      templateId: `visit_${hex(20)}`,
      type: 'visitReminder',
      params: ['thing1', 'time2', 'thing3', 'character_string4'],
    },
    {
      customerId,
      accountId: service!.id,
      name: '探视登记审核结果',
      templateId: `reg_${hex(20)}`,
      type: 'registrationResult',
      params: ['first', 'keyword1', 'keyword2', 'remark'],
    },
    {
      customerId,
      accountId: service!.id,
      name: '设备告警通知',
      templateId: `alarm_${hex(20)}`,
      type: 'alarmNotice',
      params: ['thing1', 'thing2', 'time3'],
    },
  ]);
  const appSecret = randomKey(32);
  await tx.insert(wechatMiniPrograms).values({
    customerId,
    name: '家属探视小程序',
    appId: `wx${hex(16)}`,
    appSecret: secrets.seal(appSecret),
    appSecretHint: maskSecret(appSecret),
    originalId: `gh_${hex(12)}`,
  });
}

/** The platform's own service account and its account notice template (ADR 0034). Idempotent. */
export async function seedDemoPlatformWechat(tx: Tx, secrets: SecretBox): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(platformWechatAccounts);
  if ((existing?.n ?? 0) > 0) return;
  const [account] = await tx
    .insert(platformWechatAccounts)
    .values({
      name: '智慧医疗视频平台',
      originalId: `gh_${hex(12)}`,
      appId: `wx${hex(16)}`,
      type: 'service',
      verified: true,
      ...sealedAccountSecrets(secrets),
    })
    .returning({ id: platformWechatAccounts.id });
  await tx.insert(platformWechatTemplates).values([
    {
      accountId: account!.id,
      name: '账号开通通知',
      templateId: `account_${hex(20)}`,
      type: 'registrationResult',
      params: ['thing1', 'character_string2', 'time3'],
    },
    {
      accountId: account!.id,
      name: '服务器告警',
      templateId: `server_${hex(20)}`,
      type: 'alarmNotice',
      params: ['thing1', 'thing2', 'time3'],
    },
  ]);
}
