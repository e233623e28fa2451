import { eq, sql } from 'drizzle-orm';
import {
  APPLICATION_CATALOGUE,
  MONITOR_APP_KEY,
  PLATFORM_ORG_ID,
  ROLE_TYPES,
  USER_TYPES,
} from '@console/contract';
import { ROUTE_CATALOGUE } from '@console/contract/routes/catalogue';
import type { Db, Tx } from '../db/client';
import { applications, customerApplications } from '../modules/applications/tables';
import { userLogs } from '../platform/audit-tables';
import { generatePassword, hashPassword } from '../modules/identity/passwords';
import { customers, roles, users } from '../platform/identity-tables';
import { menus } from '../modules/menus/tables';
import { syncMenusFromCatalogue } from '../modules/menus/service';
import { seedDemoTerminals } from './demo-terminals';
import { seedDemoVisits } from './demo-visits';
import { seedDemoRooms } from './demo-rooms';
import { seedDemoLives, type DemoLivesOptions } from './demo-lives';
import { seedDemoGateways } from './demo-gateways';
import { seedDemoSchoolMessages } from './demo-school-messages';
import { seedDemoVirtualCockpit } from './demo-virtual-cockpit';
import { seedDemoAmbulanceConsultations, seedDemoCollaboration } from './demo-collaboration';
import { seedDemoRoomRecording } from './demo-room-recording';
import { seedDemoPlatformWechat, seedDemoWechat } from './demo-wechat';
import { seedDemoCompute } from './demo-compute';
import { seedDemoSchoolQuestions } from './demo-school-questions';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoDataPush } from './demo-data-push';
import { seedDemoSystemSettings, type DemoSystemSettingsOptions } from './demo-system-settings';
import type { SecretBox } from '../platform/secrets';
import { seedDemoMedical } from './demo-medical';
import { seedDemoWardDevices } from './demo-ward-devices';
import { seedDemoVitals } from './demo-vitals';
import { seedDemoIcuMonitoring } from './demo-icu-monitoring';
import { seedDemoAlarms } from './demo-alarms';
import { seedDemoQcStatistics } from './demo-qc-statistics';
import { seedDemoVod, type DemoVodOptions } from './demo-vod';
import { seedDemoSurgicalTeaching } from './demo-surgical-teaching';
import { seedDemoUpgrades } from './demo-upgrades';
import { seedDemoMembers } from '../modules/members/seed';
import { seedDemoLayoutTemplates } from '../modules/layout-templates/seed';
import { seedDemoDevices, seedDeviceModules } from './device-catalogue';
import { seedDemoServers, type DemoServersOptions } from './demo-servers';
import { seedDemoAmbulanceSystem } from './demo-ambulance-system';
import { seedDemoAmbulanceFleet } from './demo-ambulance-fleet';
import { seedDemoAmbulanceTasks } from './demo-ambulance-tasks';

export interface SeedOptions {
  adminAccount: string;
  adminPassword?: string | undefined;
  demo: boolean;
  /** The demo terminals' shared password (main.ts keeps one per install); generated if absent. */
  demoTerminalPassword?: string | undefined;
  /** Seals the demo data push target's secret; without it no target is seeded. */
  secrets?: SecretBox | undefined;
  /** Where the demo's VOD clips go (generated with ffmpeg when it is installed); without it, none. */
  vod?: DemoVodOptions | undefined;
  /** Where the demo's live recording goes (generated with ffmpeg when installed); without it, none. */
  lives?: DemoLivesOptions | undefined;
  /** The demo's system settings and its first backup (issue 17). */
  systemSettings?: DemoSystemSettingsOptions | undefined;
  /** What the demo runs (its broker, database, stream server), for its server entries. */
  servers?: DemoServersOptions | undefined;
}

export interface SeededLogin {
  who: string;
  account: string;
  password: string;
  mustChange: boolean;
}

async function upsertRole(
  tx: Tx,
  customerId: number,
  name: string,
  value: string,
  type: number,
  permissionIds: number[] = [],
) {
  const [found] = await tx
    .select()
    .from(roles)
    .where(sql`${roles.customerId} = ${customerId} and ${roles.value} = ${value}`);
  if (found) return found.id;
  const [row] = await tx
    .insert(roles)
    .values({ customerId, name, value, type, permissionIds })
    .returning({ id: roles.id });
  return row!.id;
}

async function createUser(
  tx: Tx,
  values: Omit<typeof users.$inferInsert, 'passwordHash'> & { password: string },
) {
  const { password, ...rest } = values;
  const [row] = await tx
    .insert(users)
    .values({ ...rest, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * Idempotent seed (issue: foundation §6): the platform organisation and administrator, the
 * application catalogue and its menus, and unless SEED=none a demo hospital. Returns the
 * logins it created so start-up can print them once.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeededLogin[]> {
  return db.transaction(async (tx) => {
    const created: SeededLogin[] = [];
    await tx
      .insert(customers)
      .values({ id: PLATFORM_ORG_ID, name: '平台', account: 'platform' })
      .onConflictDoNothing();
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('customers', 'id'), greatest((select max(id) from customers), 1))`,
    );

    for (const [sort, app] of APPLICATION_CATALOGUE.entries()) {
      await tx
        .insert(applications)
        .values({ ...app, sort })
        .onConflictDoNothing();
    }
    const [anyMenu] = await tx.select({ id: menus.id }).from(menus).limit(1);
    if (!anyMenu) await syncMenusFromCatalogue(tx, ROUTE_CATALOGUE);

    const cloudAdminRole = await upsertRole(
      tx,
      PLATFORM_ORG_ID,
      '超级管理员',
      'cloudAdmin',
      ROLE_TYPES.cloudSuperAdmin,
    );
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.account})`, options.adminAccount.toLowerCase()));
    if (!admin) {
      const password = options.adminPassword ?? generatePassword();
      await createUser(tx, {
        customerId: PLATFORM_ORG_ID,
        account: options.adminAccount,
        password,
        userType: USER_TYPES.platformAdmin,
        roleId: cloudAdminRole,
        realName: '平台管理员',
        nickName: 'Administrator',
        // A generated password is only a first key: its owner must set their own.
        initPwd: options.adminPassword === undefined,
      });
      created.push({
        who: 'platform administrator',
        account: options.adminAccount,
        password,
        mustChange: options.adminPassword === undefined,
      });
    }

    if (options.demo) {
      created.push(...(await seedDemoHospital(tx)));
      const [hospital] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.account, DEMO_ACCOUNT));
      if (hospital)
        created.push(
          ...(await seedDemoTerminals(tx, hospital.id, options.demoTerminalPassword ?? generatePassword())),
        );
    }
    await seedDeviceModules(tx);
    if (options.demo) await seedDemoDevices(tx, DEMO_ACCOUNT);
    if (options.demo) {
      const [hospital] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.account, DEMO_ACCOUNT));
      if (hospital) {
        await seedDemoMedical(tx, hospital.id);
        await seedDemoWardDevices(tx, hospital.id);
        await seedDemoVitals(tx, hospital.id);
        await seedDemoIcuMonitoring(tx, hospital.id);
        await seedDemoAlarms(tx, hospital.id);
        await seedDemoQcStatistics(tx, hospital.id);
        await seedDemoVisits(tx, hospital.id);
        await seedDemoRooms(tx, hospital.id);
        await seedDemoLives(tx, hospital.id, { ...options.lives, files: options.vod?.files });
        await seedDemoSchoolQuestions(tx, hospital.id);
        await seedDemoSchoolMessages(tx, hospital.id);
        await seedDemoVirtualCockpit(tx, hospital.id);
        await seedDemoCollaboration(tx, hospital.id);
        await seedDemoRoomRecording(tx, hospital.id, options.lives);
        await seedDemoDocuments(tx, hospital.id);
        await seedDemoVod(tx, hospital.id, options.vod);
        await seedDemoSurgicalTeaching(tx, hospital.id, options.vod);
        await seedDemoUpgrades(tx, hospital.id, options.vod?.files);
        await seedDemoCompute(tx, hospital.id);
        if (options.secrets) await seedDemoDataPush(tx, hospital.id, options.secrets);
        if (options.secrets) await seedDemoGateways(tx, hospital.id, options.secrets);
        if (options.secrets) await seedDemoWechat(tx, hospital.id, options.secrets);
        await seedDemoAmbulanceSystem(tx, hospital.id);
        await seedDemoAmbulanceFleet(tx, hospital.id);
        await seedDemoAmbulanceTasks(tx, hospital.id);
        await seedDemoAmbulanceConsultations(tx, hospital.id);
      }
      await seedDemoSystemSettings(tx, options.secrets, options.systemSettings ?? {});
      if (options.secrets) await seedDemoServers(tx, options.secrets, options.servers);
      if (options.secrets) await seedDemoPlatformWechat(tx, options.secrets);
    }
    return created;
  });
}

const DEMO_ACCOUNT = 'demohospital';

async function seedDemoHospital(tx: Tx): Promise<SeededLogin[]> {
  const [existing] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.account, DEMO_ACCOUNT));
  if (existing) return [];
  // A few more customers so the company list has something to page, sort and search.
  await tx.insert(customers).values([
    {
      name: '市第一人民医院',
      account: 'cityfirst',
      maxRoom: 20,
      maxAccount: 200,
      applyCode: 'CITY0001',
      retentionDays: 15,
      icuEnabled: true,
    },
    {
      name: '康宁妇幼保健院',
      account: 'kangning',
      maxRoom: 10,
      maxAccount: -1,
      applyCode: 'KANG0002',
      retentionDays: 60,
    },
    {
      name: '远程会诊中心',
      account: 'telecenter',
      maxRoom: -1,
      maxAccount: 100,
      applyCode: 'TELE0003',
      audioQuality: 'hifi',
    },
  ]);
  const [hospital] = await tx
    .insert(customers)
    .values({
      name: '演示医院',
      account: DEMO_ACCOUNT,
      icuEnabled: true,
      storageGb: 10,
      maxRoom: 50,
      maxAccount: 500,
      applyCode: 'DEMO2026',
      phone: '010-88886666',
      email: 'it@demo-hospital.example',
    })
    .returning({ id: customers.id });
  const customerId = hospital!.id;

  const apps = await tx.select({ id: applications.id, key: applications.key }).from(applications);
  await tx
    .insert(customerApplications)
    .values(
      apps
        .filter((a) => a.key !== MONITOR_APP_KEY)
        .map((a, sort) => ({ customerId, applicationId: a.id, enabled: true, sort })),
    );

  const allMenuIds = (await tx.select({ id: menus.id }).from(menus)).map((m) => m.id);
  const adminRole = await upsertRole(tx, customerId, '管理员', 'admin', ROLE_TYPES.admin, allMenuIds);
  const doctorRole = await upsertRole(tx, customerId, '医生', 'doctor', ROLE_TYPES.doctor, allMenuIds);
  const memberRole = await upsertRole(
    tx,
    customerId,
    '普通用户',
    'cloudUser',
    ROLE_TYPES.cloudUser,
    allMenuIds,
  );

  // SPEC §6: the ambulance hospital, device and task pages are the editor role's (a dispatcher).
  const dispatcherRole = await upsertRole(tx, customerId, '调度员', 'editor', ROLE_TYPES.doctor, allMenuIds);

  const people = [
    {
      who: 'demo hospital administrator',
      account: 'hospitaladmin',
      userType: USER_TYPES.customerAdmin,
      roleId: adminRole,
      realName: '王管理',
    },
    {
      who: 'demo doctor',
      account: 'doctor',
      userType: USER_TYPES.staff,
      roleId: doctorRole,
      realName: '李医生',
    },
    {
      who: 'demo dispatcher (editor)',
      account: 'dispatcher',
      userType: USER_TYPES.staff,
      roleId: dispatcherRole,
      realName: '赵调度',
    },
    {
      who: 'demo restricted member',
      account: 'member',
      userType: USER_TYPES.member,
      roleId: memberRole,
      realName: '张成员',
    },
  ];
  await seedDemoLayoutTemplates(tx, customerId);
  const logins: SeededLogin[] = [];
  for (const person of people) {
    const password = generatePassword();
    const userId = await createUser(tx, {
      customerId,
      account: person.account,
      password,
      userType: person.userType,
      roleId: person.roleId,
      realName: person.realName,
      // A generated password is only a first key: its owner must set their own (defect 12).
      initPwd: true,
    });
    await tx.insert(userLogs).values({
      customerId,
      userId,
      account: 'seed',
      action: 'create',
      resource: 'users',
      resourceId: String(userId),
      after: { account: person.account, realName: person.realName },
    });
    logins.push({ who: person.who, account: person.account, password, mustChange: true });
  }
  await seedDemoMembers(tx, customerId, memberRole);
  return logins;
}
