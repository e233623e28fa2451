import { wardDefinition } from '@console/contract/resources/wards';
import { engineResource } from '../../engine/resource';
import { clearBeds, wardBedIds } from './service';
import { wards } from './tables';

/**
 * Deleting a ward takes its beds and collection boxes with it (foreign keys, on delete cascade);
 * the patients in its beds go back to waiting first. The console shows the counts
 * (`GET wards/{id}/deletion`) before it asks.
 */
export const wardResource = engineResource(wardDefinition, wards, {
  beforeDelete: async (tx, _caller, row) => {
    const customerId = row.customerId as number;
    await clearBeds(tx, customerId, await wardBedIds(tx, customerId, row.id));
  },
});
