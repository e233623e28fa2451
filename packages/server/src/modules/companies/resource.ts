import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { count, eq, ne, sql } from 'drizzle-orm';
import { APPLY_CODE_LENGTH, ERROR_CODES, PLATFORM_ORG_ID, UNLIMITED } from '@console/contract';
import { companyDefinition } from '@console/contract/resources/companies';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import { AppError, Forbidden } from '../../platform/errors';
import { deviceAccounts } from '../device-accounts/tables';
import { seedBuiltInIndicators } from '../monitoring-indicators/seed';
import { customers } from '../../platform/identity-tables';

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

export function companyResource(options: { dataDir: string }) {
  const capacity = () => diskCapacityGb(options.dataDir);
  return engineResource(companyDefinition, customers, {
    where: () => ne(customers.id, PLATFORM_ORG_ID),
    async beforeCreate(tx, _caller, values: Values) {
      await assertStorageFits(tx, values.storageGb, undefined, capacity());
      return { ...values, applyCode: values.applyCode ?? generateApplyCode() };
    },
    // every company monitors with the six built-in indicators from the start (issue 15)
    afterCreate: (tx, _caller, row) => seedBuiltInIndicators(tx, row.id as number),
    async beforeUpdate(tx, _caller, values, before) {
      await assertStorageFits(tx, values.storageGb, before.id, capacity());
      await assertDevicesFit(tx, values.maxAccount, before.id);
      return values;
    },
    beforeDelete(_tx, _caller, row) {
      if (row.id === PLATFORM_ORG_ID) throw Forbidden('error.platformOrg');
    },
  });
}
