import { bedDefinition } from '@console/contract/resources/beds';
import { engineResource } from '../../engine/resource';
import { clearBeds } from '../wards/service';
import { sql } from 'drizzle-orm';
import { patients } from '../patients/tables';
import { beds } from './tables';

/**
 * Deleting a bed unbinds its collection boxes and sends its patient back to waiting; devices are
 * an id list on the bed and go with it. The engine keeps the bed's ward and devices to its company.
 */
export const bedResource = engineResource(bedDefinition, beds, {
  beforeDelete: (tx, _caller, row) => clearBeds(tx, row.customerId as number, [row.id]),
  filters: {
    // A bed holds an admitted patient exactly when a patient row names it (released on discharge).
    occupied: (value) => {
      const occupant = sql`select 1 from ${patients} where ${patients.bedId} = ${beds.id}`;
      return value === 'true' ? sql`exists (${occupant})` : sql`not exists (${occupant})`;
    },
  },
});
