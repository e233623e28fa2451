import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { computeServers } from '../modules/compute-servers/tables';
import { deviceAccounts } from '../modules/device-accounts/tables';

const SERVERS = [
  { name: 'AI-ICU 推理服务器 1', sn: 'AIC-2026-0001', maxPayload: 16, description: '重症监护 AI 模型（主）' },
  { name: 'AI-ICU 推理服务器 2', sn: 'AIC-2026-0002', maxPayload: 8, description: '重症监护 AI 模型（备）' },
  { name: '影像分析服务器', sn: 'AIC-2026-0003', maxPayload: 4, description: '备用，暂未上线' },
];

/**
 * The demo hospital's AI compute servers (ADR 0035), one per compute-type account the terminals
 * seed made; the first two are enabled (the demo simulation runs their boxes, so they show a
 * live load), the third disabled and offline. A tenant with compute servers is left alone.
 */
export async function seedDemoCompute(tx: Tx, customerId: number): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(computeServers)
    .where(eq(computeServers.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const accounts = await tx
    .select({ id: deviceAccounts.id, macAddress: deviceAccounts.macAddress })
    .from(deviceAccounts)
    .where(and(eq(deviceAccounts.customerId, customerId), eq(deviceAccounts.deviceType, 'compute')))
    .orderBy(asc(deviceAccounts.account));
  const rows = accounts.slice(0, SERVERS.length).map((account, i) => ({
    customerId,
    deviceAccountId: account.id,
    ...SERVERS[i]!,
    macAddress: account.macAddress ?? `02:00:AC:00:01:0${i + 1}`,
    enabled: i < 2,
  }));
  if (rows.length > 0) await tx.insert(computeServers).values(rows);
}
