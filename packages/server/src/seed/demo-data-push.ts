import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dataPushTargets } from '../modules/data-push/tables';
import { generateSecret } from '../modules/data-push/service';
import { visitNotices } from '../modules/visit-notices/tables';
import { visitRegistrations } from '../modules/visits/tables';
import { maskSecret, type SecretBox } from '../platform/secrets';

/**
 * The demo hospital's data push: one target for its SMS gateway, disabled and pointing at a
 * closed local port (nothing leaves a demo), and a few notices its families were sent. Idempotent:
 * a hospital with a target is left as it is.
 */
export async function seedDemoDataPush(tx: Tx, customerId: number, secrets: SecretBox, now = new Date()) {
  const [existing] = await tx
    .select({ id: dataPushTargets.id })
    .from(dataPushTargets)
    .where(eq(dataPushTargets.customerId, customerId))
    .limit(1);
  if (existing) return;
  const secret = generateSecret();
  await tx.insert(dataPushTargets).values({
    customerId,
    name: '短信网关（演示）',
    url: 'http://127.0.0.1:9/sms-gateway',
    dataTypes: ['notices', 'patientAdt'],
    events: [],
    secret: secrets.seal(secret),
    secretHint: maskSecret(secret),
    maxRetries: 5,
    state: 'disabled',
  });
  const registrations = await tx
    .select()
    .from(visitRegistrations)
    .where(eq(visitRegistrations.customerId, customerId))
    .orderBy(visitRegistrations.id)
    .limit(3);
  const notices = registrations.map((registration, i) => ({
    customerId,
    event: registration.state === 'rejected' ? 'registrationRejected' : 'registrationApproved',
    registrationId: registration.id,
    phone: registration.familyPhone,
    channel: 'sms',
    text:
      registration.state === 'rejected'
        ? `${registration.familyName}您好，您的探视登记未通过：${registration.reason ?? ''}`
        : `${registration.familyName}您好，您的探视登记已通过，请按预约时间到探视室。`,
    state: 'noChannel',
    createdAt: new Date(now.getTime() - (3 - i) * 3_600_000),
  }));
  if (notices.length) await tx.insert(visitNotices).values(notices);
}
