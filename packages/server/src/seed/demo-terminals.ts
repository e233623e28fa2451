import { and, asc, count, eq } from 'drizzle-orm';
import { DEMO_COMPUTE, DEMO_TERMINALS, DEVICE_TYPES } from '@console/contract/resources/device-accounts';
import type { Tx } from '../db/client';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { hashPassword } from '../modules/identity/passwords';
import { videoSources } from '../modules/video-sources/tables';
import type { SeededLogin } from './seed';

/** The demo's terminals take turns at these types; compute servers are seeded on their own. */
const TERMINAL_TYPES = DEVICE_TYPES.filter((type) => type !== 'compute');
const WARDS = ['ICU', '急诊', '手术室', '心内科', '神经外科', '儿科', '示教室', '会议室'];
const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();

/**
 * A few hundred terminals for the demo hospital, each with one to three video sources, all
 * offline until the demo simulation connects some. Idempotent: a tenant that has terminals
 * already is left alone. One password hash is shared by all (argon2 per row would make the seed
 * take minutes); it is this install's own (`demo-terminal-password.ts`), never a published one.
 */
export async function seedDemoTerminals(
  tx: Tx,
  customerId: number,
  plainPassword: string,
): Promise<SeededLogin[]> {
  const [existing] = await tx
    .select({ n: count() })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return [];
  const password = await hashPassword(plainPassword);
  const now = Date.now();
  const rows = Array.from({ length: DEMO_TERMINALS.count }, (_, i) => {
    const account = String(DEMO_TERMINALS.firstAccount + i);
    const ward = WARDS[i % WARDS.length]!;
    // All offline: presence is the demo simulation's (its terminals log in over MQTT); a seeded
    // online flag would never expire. Most were seen hours ago, some never.
    const lastSeenAt = i % 7 === 1 ? null : new Date(now - (i + 1) * 3_600_000);
    return {
      customerId,
      account,
      name: `${ward}-${String(Math.floor(i / WARDS.length) + 1).padStart(2, '0')}`,
      deviceType: TERMINAL_TYPES[i % TERMINAL_TYPES.length]!,
      screenCount: (i % 3) + 1,
      defaultMode: i % 4 === 0 ? 'monitor' : 'meeting',
      loginAccount: `t${account}`,
      password,
      macAddress: `02:00:00:${hex((i >> 16) & 255)}:${hex((i >> 8) & 255)}:${hex(i & 255)}`,
      modules: i % 2 === 0 ? ['meeting', 'monitor'] : ['meeting'],
      lastSeenAt,
    };
  });
  // The AI compute servers' accounts (ADR 0035): they log in like terminals, same password.
  const computeRows = Array.from({ length: DEMO_COMPUTE.count }, (_, i) => {
    const account = String(DEMO_COMPUTE.firstAccount + i);
    return {
      customerId,
      account,
      name: `AI-GPU-${String(i + 1).padStart(2, '0')}`,
      deviceType: 'compute',
      loginAccount: `c${account}`,
      password,
      macAddress: `02:00:AC:00:00:${hex(i + 1)}`,
      lastSeenAt: new Date(now - (i + 2) * 3_600_000),
    };
  });
  const inserted = await tx
    .insert(deviceAccounts)
    .values([...rows, ...computeRows])
    .onConflictDoNothing({ target: deviceAccounts.account })
    .returning({
      id: deviceAccounts.id,
      account: deviceAccounts.account,
      deviceType: deviceAccounts.deviceType,
    });
  const terminals = inserted.filter((row) => row.deviceType !== 'compute');
  const sources = terminals.flatMap(({ id }, i) => {
    const base = { customerId, deviceAccountId: id };
    return [
      { ...base, name: 'HDMI 1', type: 'hdmi', primary: true },
      ...(i % 2 === 0 ? [{ ...base, name: 'USB 摄像头', type: 'usbCamera', subStreamEnabled: true }] : []),
      ...(i % 3 === 0 ? [{ ...base, name: '屏幕共享', type: 'screenShare', enabled: i % 6 === 0 }] : []),
    ];
  });
  if (sources.length > 0) await tx.insert(videoSources).values(sources);
  if (terminals.length === 0) return [];
  const last = DEMO_TERMINALS.firstAccount + DEMO_TERMINALS.count - 1;
  return [
    {
      who: `demo terminals (accounts ${DEMO_TERMINALS.firstAccount}-${last}, compute servers ${DEMO_COMPUTE.firstAccount}-${DEMO_COMPUTE.firstAccount + DEMO_COMPUTE.count - 1}, one password)`,
      account: String(DEMO_TERMINALS.firstAccount),
      password: plainPassword,
      mustChange: false,
    },
  ];
}

/** The ids of the first `limit` enabled terminals of a company, by account: what demo areas build on. */
export async function demoTerminalIds(tx: Tx, customerId: number, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: deviceAccounts.id })
    .from(deviceAccounts)
    .where(and(eq(deviceAccounts.customerId, customerId), eq(deviceAccounts.enabled, true)))
    .orderBy(asc(deviceAccounts.account))
    .limit(limit);
  return rows.map((row) => row.id);
}
