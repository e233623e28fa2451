import { and, eq, ne } from 'drizzle-orm';
import { deviceUiUrlDefinition } from '@console/contract/resources/device-ui-urls';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import { deviceUiUrls } from './tables';

/** Marking an address as the default takes the mark from the tenant's previous default. */
async function oneDefault(tx: Tx, customerId: number, values: Values, exceptId?: number) {
  if (values.isDefault !== true) return values;
  await tx
    .update(deviceUiUrls)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(deviceUiUrls.customerId, customerId),
        eq(deviceUiUrls.isDefault, true),
        exceptId === undefined ? undefined : ne(deviceUiUrls.id, exceptId),
      ),
    );
  return values;
}

export const deviceUiUrlResource = engineResource(deviceUiUrlDefinition, deviceUiUrls, {
  beforeCreate: (tx, _caller, values) => oneDefault(tx, values.customerId as number, values),
  beforeUpdate: (tx, _caller, values, before) =>
    oneDefault(tx, before.customerId as number, values, before.id),
});
