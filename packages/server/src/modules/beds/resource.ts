import { bedDefinition } from '@console/contract/resources/beds';
import { engineResource } from '../../engine/resource';
import { clearBeds } from '../wards/service';
import { beds } from './tables';

/**
 * Deleting a bed unbinds its collection boxes and sends its patient back to waiting; devices are
 * an id list on the bed and go with it. The engine keeps the bed's ward and devices to its company.
 */
export const bedResource = engineResource(bedDefinition, beds, {
  beforeDelete: (tx, _caller, row) => clearBeds(tx, row.customerId as number, [row.id]),
});
