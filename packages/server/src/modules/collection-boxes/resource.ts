import { and, eq } from 'drizzle-orm';
import { collectionBoxDefinition } from '@console/contract/resources/collection-boxes';
import type { Tx } from '../../db/client';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { beds } from '../beds/tables';
import { collectionBoxes } from './tables';

/** A box's bed must be one of its ward's beds (the engine has checked both are the company's). */
async function bedInWard(tx: Tx, values: Values, before?: Row) {
  const bedId = 'bedId' in values ? values.bedId : before?.bedId;
  const wardId = 'wardId' in values ? values.wardId : before?.wardId;
  if (typeof bedId !== 'number' || typeof wardId !== 'number') return values;
  const [bed] = await tx
    .select({ id: beds.id })
    .from(beds)
    .where(and(eq(beds.id, bedId), eq(beds.wardId, wardId)));
  if (!bed) throw BadRequest('error.bedNotInWard', 'bedId');
  return values;
}

export const collectionBoxResource = engineResource(collectionBoxDefinition, collectionBoxes, {
  beforeCreate: (tx, _caller, values) => bedInWard(tx, values),
  beforeUpdate: (tx, _caller, values, before) => bedInWard(tx, values, before),
});
