import { count } from 'drizzle-orm';
import {
  DEFAULT_AMBULANCE_SETTINGS,
  type AmbulanceFunction,
} from '@console/contract/resources/ambulance-system';
import { RET_OK, ERROR_CODES } from '@console/contract/api/envelope';
import type { Tx } from '../db/client';
import { issueKey } from '../modules/ambulance-system/service';
import {
  ambulanceExternalSystems,
  ambulanceFunctions,
  ambulanceInterfaceLogs,
} from '../modules/ambulance-system/tables';
import { readSetting, writeSetting } from '../modules/system-settings/settings';

const API_PATH = '/ambulanceApi';

/** The demo hospital's functions: all but the pre-arrival notice, so the switch shows both states. */
const DEMO_FUNCTIONS: AmbulanceFunction[] = [
  'liveMap',
  'tasks',
  'consultation',
  'deviceRecords',
  'externalApi',
];

/**
 * The ambulance system's demo (ADR 0038): the platform's settings, the demo hospital's functions,
 * two external systems (a dispatch centre allowed every scope, a hospital information system that
 * may only read tasks) and two days of their calls, successes and refusals. Their keys are made
 * here and never shown: rotate one on /ambulance/system/authorizeManage to call the API. The
 * transmit server is seeded with the other servers (demo-servers.ts). Each part is added only
 * where nothing is there yet.
 */
export async function seedDemoAmbulanceSystem(tx: Tx, hospitalId: number, now = new Date()) {
  if ((await readSetting(tx, 'ambulance')) === undefined)
    await writeSetting(tx, 'ambulance', { ...DEFAULT_AMBULANCE_SETTINGS, gpsIntervalSeconds: 5 });

  await tx
    .insert(ambulanceFunctions)
    .values({ companyId: hospitalId, functions: DEMO_FUNCTIONS })
    .onConflictDoNothing();

  const [existing] = await tx.select({ n: count() }).from(ambulanceExternalSystems);
  if ((existing?.n ?? 0) > 0) return;
  const dispatch = issueKey();
  const his = issueKey();
  const [dispatchRow, hisRow] = await tx
    .insert(ambulanceExternalSystems)
    .values([
      {
        name: '120 急救调度中心',
        companyId: hospitalId,
        scopes: ['tasks:read', 'tasks:write', 'positions:read'],
        description: '市急救指挥调度系统，读取车辆位置并下发任务',
        keyHash: dispatch.keyHash,
        keyPrefix: dispatch.keyPrefix,
        lastUsedAt: new Date(now.getTime() - 5 * 60_000),
      },
      {
        name: '医院信息系统 HIS',
        companyId: hospitalId,
        scopes: ['tasks:read'],
        description: '院内 HIS，只读任务',
        keyHash: his.keyHash,
        keyPrefix: his.keyPrefix,
        lastUsedAt: new Date(now.getTime() - 3 * 3600_000),
      },
    ])
    .returning({ id: ambulanceExternalSystems.id, keyPrefix: ambulanceExternalSystems.keyPrefix });

  // Two days of calls: the dispatch centre's every 90 minutes, answered; the HIS asking for
  // positions it has no scope for, refused; a stranger's wrong key, refused.
  const logs: (typeof ambulanceInterfaceLogs.$inferInsert)[] = [];
  for (let i = 0; i < 32; i++) {
    logs.push({
      systemId: dispatchRow!.id,
      companyId: hospitalId,
      method: 'GET',
      path: `${API_PATH}/positions`,
      outcome: 'ok',
      resultCode: RET_OK,
      httpStatus: 200,
      durationMs: 6 + ((i * 7) % 23),
      keyPrefix: dispatchRow!.keyPrefix,
      ip: '192.0.2.10',
      createdAt: new Date(now.getTime() - (i * 90 + 5) * 60_000),
    });
  }
  for (let i = 0; i < 6; i++) {
    logs.push({
      systemId: hisRow!.id,
      companyId: hospitalId,
      method: 'GET',
      path: `${API_PATH}/positions`,
      outcome: 'refused',
      resultCode: ERROR_CODES.forbidden,
      httpStatus: 403,
      durationMs: 3 + i,
      keyPrefix: hisRow!.keyPrefix,
      ip: '192.0.2.11',
      createdAt: new Date(now.getTime() - (i * 420 + 180) * 60_000),
    });
  }
  logs.push({
    systemId: null,
    companyId: null,
    method: 'GET',
    path: `${API_PATH}/positions`,
    outcome: 'refused',
    resultCode: ERROR_CODES.wrongCredentials,
    httpStatus: 401,
    durationMs: 2,
    keyPrefix: 'amb_x9Qw7bZ1',
    ip: '198.51.100.7',
    createdAt: new Date(now.getTime() - 26 * 3600_000),
  });
  await tx.insert(ambulanceInterfaceLogs).values(logs);
}
