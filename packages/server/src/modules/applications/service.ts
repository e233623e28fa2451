import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { MONITOR_APP_KEY, PLATFORM_ORG_ID, USER_TYPES } from '@console/contract';
import type {
  Application,
  ApplicationCreateInput,
  CustomerApplication,
} from '@console/contract/resources/applications';
import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../platform/errors';
import { recordLog } from '../../platform/audit';
import { customers } from '../../platform/identity-tables';
import { menus } from '../menus/tables';
import { applications, customerApplications, userAppSettings } from './tables';

type AppRow = typeof applications.$inferSelect;

export function toApplication(row: AppRow): Application {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    english: row.english,
    aloneMenuManage: row.aloneMenuManage,
    appId: row.appId,
    path: row.path,
    icon: row.icon,
    signature: row.signature,
    appType: row.appType as Application['appType'],
    sort: row.sort,
    createTime: row.createdAt.toISOString(),
  };
}

const catalogueOrder = [asc(applications.sort), asc(applications.id)];

/** Keys of the applications a customer may use: all for the platform organisation (SPEC §6). */
export async function enabledApplicationKeys(db: Db | Tx, customerId: number): Promise<string[]> {
  if (customerId === PLATFORM_ORG_ID) {
    return (await db.select({ key: applications.key }).from(applications)).map((r) => r.key);
  }
  const rows = await db
    .select({ key: applications.key })
    .from(customerApplications)
    .innerJoin(applications, eq(applications.id, customerApplications.applicationId))
    .where(and(eq(customerApplications.customerId, customerId), eq(customerApplications.enabled, true)));
  return [...rows.map((r) => r.key), MONITOR_APP_KEY];
}

export async function listSysApplications(db: Db | Tx, keyword?: string): Promise<Application[]> {
  const where = keyword
    ? or(
        ilike(applications.name, `%${keyword}%`),
        ilike(applications.english, `%${keyword}%`),
        ilike(applications.key, `%${keyword}%`),
      )
    : undefined;
  return (
    await db
      .select()
      .from(applications)
      .where(where)
      .orderBy(...catalogueOrder)
  ).map(toApplication);
}

async function findApp(db: Db | Tx, id: number): Promise<AppRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw NotFound('error.appNotFound');
  return row;
}

export async function applicationInfo(tx: Tx, caller: Caller, id: number): Promise<Application> {
  const row = await findApp(tx, id);
  if (!caller.isPlatform && !(await enabledApplicationKeys(tx, caller.customerId)).includes(row.key)) {
    throw NotFound('error.appNotFound');
  }
  return toApplication(row);
}

async function assertKeyFree(tx: Tx, key: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      exceptId === undefined
        ? eq(applications.key, key)
        : and(eq(applications.key, key), ne(applications.id, exceptId)),
    );
  if (clash) throw Conflict('error.appKeyExists', 'key');
}

export async function createApplication(
  tx: Tx,
  caller: Caller,
  input: ApplicationCreateInput,
): Promise<Application> {
  await assertKeyFree(tx, input.key);
  const [row] = await tx.insert(applications).values(input).returning();
  await recordLog(tx, caller, {
    action: 'create',
    resource: 'applications',
    resourceId: row!.id,
    after: row,
  });
  return toApplication(row!);
}

export async function updateApplication(
  tx: Tx,
  caller: Caller,
  input: { id: number } & Partial<ApplicationCreateInput>,
): Promise<Application> {
  const { id, ...values } = input;
  const before = await findApp(tx, id);
  if (values.key !== undefined && values.key !== before.key) {
    await assertKeyFree(tx, values.key, id);
    // Menus and users' default application hang off the key; they follow a rename.
    await tx.update(menus).set({ appKey: values.key }).where(eq(menus.appKey, before.key));
    await tx
      .update(userAppSettings)
      .set({ defaultAppKey: values.key })
      .where(eq(userAppSettings.defaultAppKey, before.key));
  }
  const [row] = await tx
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(applications.id, id))
    .returning();
  await recordLog(tx, caller, {
    action: 'update',
    resource: 'applications',
    resourceId: id,
    before,
    after: row,
  });
  return toApplication(row!);
}

/** Remove an application and its menus; refused while any company still has it enabled. */
export async function removeApplication(tx: Tx, caller: Caller, id: number): Promise<void> {
  const before = await findApp(tx, id);
  const [inUse] = await tx
    .select({ customerId: customerApplications.customerId })
    .from(customerApplications)
    .where(and(eq(customerApplications.applicationId, id), eq(customerApplications.enabled, true)))
    .limit(1);
  if (inUse) throw BadRequest('error.appInUse');
  // Children before parents: delete leaves repeatedly until the application's tree is gone.
  for (;;) {
    const deleted = await tx
      .delete(menus)
      .where(
        and(
          eq(menus.appKey, before.key),
          sql`not exists (select 1 from ${menus} m where m.parent_id = ${menus.id})`,
        ),
      )
      .returning({ id: menus.id });
    if (deleted.length === 0) break;
  }
  await tx.delete(applications).where(eq(applications.id, id));
  await recordLog(tx, caller, { action: 'delete', resource: 'applications', resourceId: id, before });
}

async function assertCustomer(tx: Tx, customerId: number) {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw NotFound('error.customerNotFound');
}

/** Replace the set of applications enabled for a customer (platform only). */
export async function setCustomerApplications(
  tx: Tx,
  caller: Caller,
  customerId: number,
  appIds: number[],
): Promise<CustomerApplication[]> {
  await assertCustomer(tx, customerId);
  const unique = [...new Set(appIds)];
  if (unique.length) {
    const found = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, unique));
    if (found.length !== unique.length) throw BadRequest('error.appNotFound', 'appIds');
  }
  const before = await customerApplicationList(tx, customerId);
  await tx.delete(customerApplications).where(eq(customerApplications.customerId, customerId));
  if (unique.length) {
    await tx
      .insert(customerApplications)
      .values(unique.map((applicationId, sort) => ({ customerId, applicationId, enabled: true, sort })));
  }
  const after = await customerApplicationList(tx, customerId);
  await recordLog(tx, caller, {
    action: 'setCustomerApps',
    resource: 'customerApplications',
    resourceId: customerId,
    customerId,
    before: before.filter((a) => a.enabled).map((a) => a.key),
    after: after.filter((a) => a.enabled).map((a) => a.key),
  });
  return after;
}

/** Every catalogue application with whether the customer has it enabled. */
export async function customerApplicationList(tx: Tx, customerId: number): Promise<CustomerApplication[]> {
  const rows = await tx
    .select({ app: applications, enabled: customerApplications.enabled })
    .from(applications)
    .leftJoin(
      customerApplications,
      and(
        eq(customerApplications.applicationId, applications.id),
        eq(customerApplications.customerId, customerId),
      ),
    )
    .orderBy(...catalogueOrder);
  const all = customerId === PLATFORM_ORG_ID;
  return rows.map((r) => ({ ...toApplication(r.app), enabled: all || r.enabled === true }));
}

export async function updateCustomerApplication(
  tx: Tx,
  caller: Caller,
  input: { customerId: number; appId: number; enabled: boolean; sort?: number | undefined },
): Promise<CustomerApplication[]> {
  await assertCustomer(tx, input.customerId);
  await findApp(tx, input.appId);
  await tx
    .insert(customerApplications)
    .values({
      customerId: input.customerId,
      applicationId: input.appId,
      enabled: input.enabled,
      sort: input.sort ?? 0,
    })
    .onConflictDoUpdate({
      target: [customerApplications.customerId, customerApplications.applicationId],
      set: { enabled: input.enabled, ...(input.sort === undefined ? {} : { sort: input.sort }) },
    });
  await recordLog(tx, caller, {
    action: 'updateCustomerApp',
    resource: 'customerApplications',
    resourceId: input.customerId,
    customerId: input.customerId,
    after: input,
  });
  return customerApplicationList(tx, input.customerId);
}

/**
 * The applications of an organisation (SPEC §6): the platform organisation lists every one,
 * others their enabled ones plus the monitor entry; restricted members only those whose menu
 * tree has entries for them. Non-platform callers always get their own organisation.
 */
export async function applicationsOfOrg(
  tx: Tx,
  caller: Caller,
  orgId: number | undefined,
  hasMenus: (appKey: string) => Promise<boolean>,
): Promise<Application[]> {
  const customerId = caller.isPlatform ? (orgId ?? caller.customerId) : caller.customerId;
  if (!caller.isPlatform && orgId !== undefined && orgId !== caller.customerId) throw Forbidden();
  const keys = await enabledApplicationKeys(tx, customerId);
  const rows = await tx
    .select()
    .from(applications)
    .where(inArray(applications.key, keys))
    .orderBy(...catalogueOrder);
  const apps = rows.map(toApplication);
  if (caller.userType !== USER_TYPES.member) return apps;
  const kept: Application[] = [];
  for (const app of apps) if (await hasMenus(app.key)) kept.push(app);
  return kept;
}

export async function updateUserApplication(
  tx: Tx,
  caller: Caller,
  defaultAppKey: string,
): Promise<{ defaultAppKey: string }> {
  if (!(await enabledApplicationKeys(tx, caller.customerId)).includes(defaultAppKey))
    throw BadRequest('error.appNotFound', 'defaultAppKey');
  await tx
    .insert(userAppSettings)
    .values({ customerId: caller.customerId, userId: caller.userId, defaultAppKey })
    .onConflictDoUpdate({
      target: [userAppSettings.customerId, userAppSettings.userId],
      set: { defaultAppKey, updatedAt: new Date() },
    });
  // A switch of view is a preference, not a change: it is not in the user log (defect 17).
  return { defaultAppKey };
}
