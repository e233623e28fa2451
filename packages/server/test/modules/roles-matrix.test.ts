/// <reference types="vite/client" />
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_APP_KEY,
  ERROR_CODES,
  MONITOR_APP_KEY,
  PATHS,
  RET_OK,
  ROLE_TYPES,
  USER_TYPES,
} from '@console/contract';
import type { MenuNode } from '@console/contract/resources/menus';
import { flattenCatalogue } from '@console/contract/routes/catalogue';
import { roles } from '../../src/platform/identity-tables';
import { menuIdsOf } from '../../src/modules/menus/service';
import { menus } from '../../src/modules/menus/tables';
import { api, build, envelope, expectOk, TENANT_PASSWORD, type Tenant } from '../helper';

/*
 * SPEC §6 / ADR 0014: what `menu/user/tree` shows each kind of user, with their role holding
 * every menu or only the dashboard, and that every list page shown is one whose API answers
 * (and every page whose API refuses is not shown).
 */

const ctx = build();

interface Described {
  key: string;
  routes?: { list?: string };
}
const descriptions = Object.values(
  import.meta.glob<Record<string, unknown>>('../../../contract/src/resources/descriptions/*.ts', {
    eager: true,
  }),
).flatMap((module) =>
  Object.values(module).filter(
    (value): value is Described =>
      typeof value === 'object' && value !== null && 'key' in value && 'access' in value,
  ),
);

const catalogue = flattenCatalogue();
/** Each list page with its resource's list endpoint and the application whose menu holds it. */
const listPages = descriptions.flatMap((d) => {
  const entry = catalogue.find((e) => e.fullPath === d.routes?.list);
  return entry ? [{ route: entry.route.name, appKey: entry.appKey!, url: api(PATHS.resource(d.key)) }] : [];
});
/** Hand-written list endpoints and their pages. */
const handWritten = [
  { route: 'userLog', appKey: DEFAULT_APP_KEY, url: api(PATHS.resource('userLogs')) },
  { route: 'menuManage', appKey: DEFAULT_APP_KEY, url: api(PATHS.menuAllTree) },
];

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

async function tree(token: string, appKey: string): Promise<string[]> {
  const url = `${api(PATHS.menuUserTree)}?appKey=${appKey}`;
  return flatten(expectOk<MenuNode[]>(await ctx.injectAs(token, { method: 'GET', url }))).map((n) => n.name);
}

let tenant: Tenant;
let viewers: Record<'platformAdmin' | 'customerAdmin' | 'staff' | 'member', string>;
let staffRoleId: number;
let memberRoleId: number;

beforeAll(async () => {
  // aiIcu holds the base medical data pages (/baseMedical), whose API serves customer admins.
  // surgicalTeaching holds /opOperationManage, whose API serves the staff (ADR 0042).
  tenant = await ctx.createTenant('matrix', [DEFAULT_APP_KEY, 'aiIcu', 'icu', 'surgicalTeaching']);
  const db = ctx.database.db;
  const everyMenu = await menuIdsOf(db, [
    DEFAULT_APP_KEY,
    MONITOR_APP_KEY,
    'aiIcu',
    'icu',
    'surgicalTeaching',
  ]);
  const [doctorRole] = await db
    .insert(roles)
    .values({
      customerId: tenant.customerId,
      name: '医生',
      value: 'doctor',
      type: ROLE_TYPES.doctor,
      permissionIds: everyMenu,
    })
    .returning();
  staffRoleId = doctorRole!.id;
  const staff = await ctx.createUser({
    account: 'matrix_doctor',
    customerId: tenant.customerId,
    userType: USER_TYPES.staff,
    roleId: staffRoleId,
  });
  const [memberRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.customerId, tenant.customerId), eq(roles.value, 'cloudUser')));
  memberRoleId = memberRole!.id;
  viewers = {
    platformAdmin: await ctx.adminToken(),
    customerAdmin: tenant.admin.token,
    staff: await ctx.login(staff.account, TENANT_PASSWORD),
    member: tenant.member.token,
  };
});

describe('roles matrix', () => {
  it('lists exactly the pages whose API answers, for every user type', async () => {
    const shown: Record<string, Record<string, boolean>> = {};
    const answered: Record<string, Record<string, boolean>> = {};
    for (const [who, token] of Object.entries(viewers)) {
      const trees = new Map<string, string[]>();
      shown[who] = {};
      answered[who] = {};
      for (const page of [...listPages, ...handWritten]) {
        if (!trees.has(page.appKey)) trees.set(page.appKey, await tree(token, page.appKey));
        shown[who][page.route] = trees.get(page.appKey)!.includes(page.route);
        const { retCode } = envelope(await ctx.injectAs(token, { method: 'GET', url: page.url }));
        expect([RET_OK, ERROR_CODES.forbidden]).toContain(retCode);
        answered[who][page.route] = retCode === RET_OK;
      }
    }
    expect(shown).toEqual(answered);
    // The administration pages are the administrators': doctors see only the ward work (wards and
    // beds to read, patients, registrations, visits, QC statistics), the questions families ask
    // (school Q&A), the school's notifications, the document centre, the virtual cockpit (its
    // calls, groups and phrases) and surgical teaching (courses to watch and mark, the rest to
    // read), members none of them.
    expect(
      Object.entries(shown.staff!)
        .filter(([, visible]) => visible)
        .map(([route]) => route)
        .sort(),
    ).toEqual([
      'baseBedManage',
      'basePatientManage',
      'baseWardManage',
      'documentIndex',
      'icuRegisterRecord',
      'icuVisitManage',
      'mcChatTerminology',
      'mcVirtualCockpitCallGroup',
      'opCourses',
      'opDepartmentManage',
      'opDevice',
      'opMarkIcon',
      'opOrgan',
      'qcStatistics',
      'schoolMessage',
      'schoolQaList',
      'vcCallLogHistory',
    ]);
    expect(Object.values(shown.member!).some(Boolean)).toBe(false);
    expect(shown.customerAdmin!.roleManage).toBe(true);
    expect(shown.customerAdmin!.menuManage).toBe(false);
  });

  it('shows a staff member or member only the menus their role holds', async () => {
    const dashboard = await ctx.database.db
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.routeName, ['platformDashboard', 'dashboardIndex']));
    const permissionIds = dashboard.map((m) => m.id);
    await ctx.database.db
      .update(roles)
      .set({ permissionIds })
      .where(inArray(roles.id, [staffRoleId, memberRoleId]));
    const trees: Record<string, { platform: string[]; monitor: string[] }> = {};
    for (const [who, token] of Object.entries(viewers))
      trees[who] = {
        platform: await tree(token, DEFAULT_APP_KEY),
        monitor: await tree(token, MONITOR_APP_KEY),
      };
    const limited = { platform: ['platformDashboard', 'dashboardIndex'], monitor: [] };
    expect(trees.staff).toEqual(limited);
    expect(trees.member).toEqual(limited);
    // Administrators are not limited by a role, and the monitor application is theirs.
    for (const who of ['platformAdmin', 'customerAdmin']) {
      expect(trees[who]!.platform).toEqual(expect.arrayContaining(['accounts', 'roleManage', 'userLog']));
      expect(trees[who]!.monitor).toEqual(expect.arrayContaining(['terminalMonitor', 'terminal']));
    }
  });

  it('gives an application the company has not enabled no menu', async () => {
    expect(await tree(viewers.customerAdmin, 'ambulance')).toEqual([]);
    expect((await tree(viewers.platformAdmin, 'ambulance')).length).toBeGreaterThan(0);
  });
});
