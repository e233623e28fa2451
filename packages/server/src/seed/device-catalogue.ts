import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEMO_TERMINALS } from '@console/contract/resources/device-accounts';
import type { Tx } from '../db/client';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { deviceGroups } from '../modules/device-groups/tables';
import { deviceModuleAliases, deviceModules } from '../modules/device-modules/tables';
import { deviceUiUrls } from '../modules/device-ui-urls/tables';
import { fuseMeetings } from '../modules/fuse-meetings/tables';
import { customers } from '../platform/identity-tables';
import { networkCameras } from '../modules/network-cameras/tables';
import { videoGroups } from '../modules/video-groups/tables';
import { visitSettings } from '../modules/visit-settings/tables';

/** The platform's device module catalogue: what a terminal can do. */
const MODULES = [
  {
    key: 'meeting',
    name: '视频会议',
    englishName: 'Video meeting',
    aliases: [['会议', 'Meeting', 'MT-100']],
  },
  { key: 'monitor', name: '监控', englishName: 'Monitoring', aliases: [['监看', 'Monitor', 'MN-200']] },
  {
    key: 'visit',
    name: '探视',
    englishName: 'Family visitation',
    aliases: [['ICU 探视', 'ICU visit', 'VS-300']],
  },
  { key: 'live', name: '直播', englishName: 'Live streaming', aliases: [] },
  { key: 'whiteboard', name: '白板', englishName: 'Whiteboard', aliases: [] },
  { key: 'ai', name: '智能分析', englishName: 'AI analysis', aliases: [['AI 监护', 'AI care', 'AI-500']] },
] as const;

/** Idempotent: modules are added by key, their aliases only with a new module. */
export async function seedDeviceModules(tx: Tx): Promise<void> {
  for (const [sort, module] of MODULES.entries()) {
    const [created] = await tx
      .insert(deviceModules)
      .values({ key: module.key, name: module.name, englishName: module.englishName, sort: sort * 10 })
      .onConflictDoNothing()
      .returning({ id: deviceModules.id });
    if (!created || module.aliases.length === 0) continue;
    await tx
      .insert(deviceModuleAliases)
      .values(
        module.aliases.map(([alias, englishAlias, productId]) => ({
          moduleId: created.id,
          alias,
          englishAlias,
          productId,
        })),
      )
      .onConflictDoNothing();
  }
}

/** Four of the demo terminals (seed/demo-terminals.ts) get names and modules the demo rows use. */
const NAMED_TERMINALS = [
  { name: 'ICU 1 床床旁终端', deviceType: 'bedside', modules: ['visit', 'monitor'] },
  { name: 'ICU 2 床床旁终端', deviceType: 'bedside', modules: ['visit', 'monitor'] },
  { name: '护士站会议终端', deviceType: 'terminal', modules: ['meeting', 'live'] },
  { name: '示教室会议终端', deviceType: 'terminal', modules: ['meeting', 'whiteboard'] },
].map((terminal, index) => ({ ...terminal, account: String(DEMO_TERMINALS.firstAccount + index) }));

/**
 * The demo hospital's cameras, groups, a video wall, a UI address and a gateway. Idempotent: rows
 * are found by name (terminals by account) and only what is missing is added.
 */
export async function seedDemoDevices(tx: Tx, hospitalAccount: string): Promise<void> {
  const [hospital] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.account, hospitalAccount));
  if (!hospital) return;
  const customerId = hospital.id;

  for (const { account, ...named } of NAMED_TERMINALS)
    await tx
      .update(deviceAccounts)
      .set(named)
      .where(and(eq(deviceAccounts.customerId, customerId), eq(deviceAccounts.account, account)));
  const terminals = await tx
    .select({ id: deviceAccounts.id, account: deviceAccounts.account })
    .from(deviceAccounts)
    .where(
      and(
        eq(deviceAccounts.customerId, customerId),
        inArray(
          deviceAccounts.account,
          NAMED_TERMINALS.map((t) => t.account),
        ),
      ),
    );
  const terminal = (account: string) => terminals.find((t) => t.account === account)?.id;
  const ids = (...accounts: string[]) =>
    accounts.map(terminal).filter((id): id is number => id !== undefined);

  const stream = {
    mainStreamPath: '/Streaming/Channels/101',
    mainStreamResolution: '1920x1080',
    mainStreamFrameRate: 25,
    mainStreamBitrate: 4096,
    subStreamPath: '/Streaming/Channels/102',
    subStreamResolution: '704x576',
    subStreamFrameRate: 15,
    subStreamBitrate: 512,
  };
  await tx
    .insert(networkCameras)
    .values([
      {
        customerId,
        name: 'ICU 1 床全景',
        brand: 'hikvision',
        address: '192.168.10.21',
        port: 554,
        username: 'admin',
        password: 'Demo#Cam1',
        ...stream,
        deviceAccountId: terminal(NAMED_TERMINALS[0]!.account) ?? null,
      },
      {
        customerId,
        name: 'ICU 2 床全景',
        brand: 'dahua',
        address: '192.168.10.22',
        port: 554,
        username: 'admin',
        password: 'Demo#Cam2',
        ...stream,
        mainStreamPath: '/cam/realmonitor?channel=1&subtype=0',
        subStreamPath: '/cam/realmonitor?channel=1&subtype=1',
        deviceAccountId: terminal(NAMED_TERMINALS[1]!.account) ?? null,
      },
      {
        customerId,
        name: '示教室讲台',
        brand: 'onvif',
        address: 'cam-teaching.demo-hospital.example',
        port: 8554,
        ...stream,
        subStreamPath: null,
      },
    ])
    .onConflictDoNothing();
  const cameras = await tx
    .select({ id: networkCameras.id })
    .from(networkCameras)
    .where(eq(networkCameras.customerId, customerId))
    .orderBy(networkCameras.id)
    .limit(2);
  // The ICU 1 bed camera is open for family visits in the afternoon.
  if (cameras[0])
    await tx
      .insert(visitSettings)
      .values({
        customerId,
        subject: 'camera',
        subjectId: cameras[0].id,
        visitAllowed: true,
        visitDays: [1, 2, 3, 4, 5, 6, 7],
        visitStart: '15:00',
        visitEnd: '17:00',
        visitMinutes: 30,
        overdueSeconds: 60,
      })
      .onConflictDoNothing();

  await tx
    .insert(deviceGroups)
    .values([
      {
        customerId,
        name: 'ICU 床旁终端',
        description: 'ICU 病房的床旁探视终端',
        deviceAccountIds: ids(NAMED_TERMINALS[0]!.account, NAMED_TERMINALS[1]!.account),
      },
      {
        customerId,
        name: '会议终端',
        description: '护士站与示教室',
        deviceAccountIds: ids(NAMED_TERMINALS[2]!.account, NAMED_TERMINALS[3]!.account),
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(videoGroups)
    .values({
      customerId,
      name: 'ICU 监看墙',
      split: 4,
      cells: [
        ...cameras.map((c) => ({ source: 'camera' as const, id: c.id })),
        ...ids(NAMED_TERMINALS[2]!.account).map((id) => ({ source: 'terminal' as const, id })),
      ],
      description: 'ICU 床位摄像头与护士站',
    })
    .onConflictDoNothing();
  const [anyDefault] = await tx
    .select({ id: deviceUiUrls.id })
    .from(deviceUiUrls)
    .where(and(eq(deviceUiUrls.customerId, customerId), sql`${deviceUiUrls.isDefault}`));
  await tx
    .insert(deviceUiUrls)
    .values({
      customerId,
      name: '标准终端界面',
      url: 'https://ui.demo-hospital.example/terminal',
      isDefault: !anyDefault,
    })
    .onConflictDoNothing();
  await tx
    .insert(fuseMeetings)
    .values({
      customerId,
      name: '院内 SIP 网关',
      protocol: 'sip',
      gatewayAddress: '192.168.10.5',
      port: 5060,
      prefix: '8',
    })
    .onConflictDoNothing();
}
