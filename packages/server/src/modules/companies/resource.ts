import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { count, eq, inArray, ne, sql } from 'drizzle-orm';
import { APPLY_CODE_LENGTH, ERROR_CODES, PLATFORM_ORG_ID, UNLIMITED } from '@console/contract';
import { companyDefinition } from '@console/contract/resources/companies';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import { AppError, BadRequest, Forbidden } from '../../platform/errors';
import { deviceAccounts } from '../device-accounts/tables';
import { deviceModules } from '../device-modules/tables';
import { customers } from '../identity/tables';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** SPEC §9: an apply code is 8 characters, generated unless the operator sets one. */
export function generateApplyCode(): string {
  return Array.from({ length: APPLY_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );
}

/** Size of the disk that holds the recordings, in whole GB (the nearest existing folder decides). */
export function diskCapacityGb(dir: string): number {
  let probe = path.resolve(dir);
  while (!fs.existsSync(probe) && path.dirname(probe) !== probe) probe = path.dirname(probe);
  const stats = fs.statfsSync(probe);
  return Math.floor((stats.blocks * stats.bsize) / 1024 ** 3);
}

/** SPEC §5: the storage set for a company must fit in what the others leave of the disk. */
async function assertStorageFits(
  tx: Tx,
  storageGb: unknown,
  companyId: number | undefined,
  capacityGb: number,
) {
  if (typeof storageGb !== 'number') return;
  const [row] = await tx
    .select({ allocated: sql<number>`coalesce(sum(${customers.storageGb}), 0)::int` })
    .from(customers)
    .where(companyId === undefined ? undefined : ne(customers.id, companyId));
  const available = Math.max(0, capacityGb - (row?.allocated ?? 0));
  if (storageGb > available) {
    throw new AppError(ERROR_CODES.validation, 'error.storageExceeds', 400, {
      params: { available },
      fields: { storageGb: 'error.storageExceeds' },
    });
  }
}

/** Max devices cannot drop below the devices the company already has (-1 is unlimited). */
async function assertDevicesFit(tx: Tx, maxAccount: unknown, companyId: number) {
  if (typeof maxAccount !== 'number' || maxAccount === UNLIMITED) return;
  const [used] = await tx
    .select({ n: count() })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, companyId));
  const devices = used?.n ?? 0;
  if (maxAccount < devices) {
    throw new AppError(ERROR_CODES.validation, 'error.maxDevicesBelowCount', 400, {
      params: { count: devices },
      fields: { maxAccount: 'error.maxDevicesBelowCount' },
    });
  }
}

/** Ids of `ids` that are modules of the catalogue. */
async function existingModules(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: deviceModules.id })
    .from(deviceModules)
    .where(inArray(deviceModules.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

async function assertModules(tx: Tx, ids: unknown) {
  if (!Array.isArray(ids)) return;
  const found = await existingModules(tx, ids as number[]);
  if (ids.some((id) => !found.has(id as number)))
    throw BadRequest('error.deviceModuleNotFound', 'deviceModules');
}

export function companyResource(options: { dataDir: string }) {
  const capacity = () => diskCapacityGb(options.dataDir);
  return engineResource(companyDefinition, customers, {
    where: () => ne(customers.id, PLATFORM_ORG_ID),
    async beforeCreate(tx, _caller, values: Values) {
      await assertStorageFits(tx, values.storageGb, undefined, capacity());
      await assertModules(tx, values.deviceModules);
      return { ...values, applyCode: values.applyCode ?? generateApplyCode() };
    },
    async beforeUpdate(tx, _caller, values, before) {
      await assertStorageFits(tx, values.storageGb, before.id, capacity());
      await assertDevicesFit(tx, values.maxAccount, before.id);
      await assertModules(tx, values.deviceModules);
      return values;
    },
    // A module removed from the catalogue since is no longer the company's.
    async present(tx, _caller, rows) {
      const idsOf = (row: Values) => (row.deviceModules as number[] | null) ?? [];
      const live = await existingModules(tx, [...new Set(rows.flatMap(idsOf))]);
      return rows.map((row) => ({ ...row, deviceModules: idsOf(row).filter((id) => live.has(id)) }));
    },
    beforeDelete(_tx, _caller, row) {
      if (row.id === PLATFORM_ORG_ID) throw Forbidden('error.platformOrg');
    },
  });
}
