import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { newSetupKey } from '../modules/gateways/service-code';
import { appServices, appServiceUsers, gateways, gatewayUsers } from '../modules/gateways/tables';
import type { SecretBox } from '../platform/secrets';

const MINUTE = 60_000;

/**
 * The demo's application gateways: the hospital's applet gateway (users need approval) and the
 * family app's (approved at once), with users in every approval state, some online, and a service
 * on each with its users (one application waiting). Idempotent:
 * a tenant with gateways is left alone.
 */
export async function seedDemoGateways(tx: Tx, customerId: number, secrets: SecretBox): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(gateways)
    .where(eq(gateways.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const [staffGateway, familyGateway] = await tx
    .insert(gateways)
    .values([
      {
        customerId,
        name: '院内小程序网关',
        ip: '10.20.1.15',
        codeRule: 'totp6',
        setupKey: secrets.seal(newSetupKey()),
        auditBinding: true,
        permissions: ['meeting', 'consultation', 'monitor'],
      },
      {
        customerId,
        name: '家属探视网关',
        ip: '10.20.1.16',
        codeRule: 'totp8',
        setupKey: secrets.seal(newSetupKey()),
        permissions: ['visit', 'vod'],
      },
    ])
    .returning({ id: gateways.id });
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
  const decided = { auditedBy: 'hospitaladmin', auditedAt: ago(600) };
  const users = await tx
    .insert(gatewayUsers)
    .values([
      {
        customerId,
        gatewayId: staffGateway!.id,
        username: 'dr.chen',
        role: 'doctor',
        title: '主任医师',
        organisation: '重症医学科',
        auditState: 'approved',
        ...decided,
        online: true,
        lastSeenAt: ago(2),
      },
      {
        customerId,
        gatewayId: staffGateway!.id,
        username: 'nurse.zhou',
        role: 'nurse',
        title: '护士长',
        organisation: '重症医学科',
        auditState: 'approved',
        ...decided,
        lastSeenAt: ago(180),
      },
      {
        customerId,
        gatewayId: staffGateway!.id,
        username: 'dr.sun',
        role: 'doctor',
        title: '住院医师',
        organisation: '急诊科',
      },
      {
        customerId,
        gatewayId: staffGateway!.id,
        username: 'visitor.wu',
        role: 'other',
        organisation: '外院',
        auditState: 'rejected',
        ...decided,
      },
      {
        customerId,
        gatewayId: familyGateway!.id,
        username: 'family.zhang',
        role: 'family',
        auditState: 'approved',
        online: true,
        lastSeenAt: ago(1),
      },
    ])
    .returning({ id: gatewayUsers.id, username: gatewayUsers.username });
  const userId = (name: string) => users.find((user) => user.username === name)!.id;
  const [consult, visitBooking] = await tx
    .insert(appServices)
    .values([
      {
        customerId,
        name: '远程会诊预约',
        code: 'consult_booking',
        gatewayId: staffGateway!.id,
        description: '医生在小程序中预约多学科远程会诊',
      },
      {
        customerId,
        name: '探视预约',
        code: 'visit_booking',
        gatewayId: familyGateway!.id,
        description: '家属预约 ICU 视频探视',
        needsApproval: false,
      },
    ])
    .returning({ id: appServices.id });
  await tx.insert(appServiceUsers).values([
    {
      customerId,
      appServiceId: consult!.id,
      gatewayUserId: userId('dr.chen'),
      auditState: 'approved',
      ...decided,
    },
    { customerId, appServiceId: consult!.id, gatewayUserId: userId('nurse.zhou'), note: '夜班护理会诊' },
    {
      customerId,
      appServiceId: visitBooking!.id,
      gatewayUserId: userId('family.zhang'),
      auditState: 'approved',
    },
  ]);
}
