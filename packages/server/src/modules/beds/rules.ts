import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Row, Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { beds } from './tables';

/**
 * A row placed in a ward and optionally at a bed (a collection box, a ward device): the bed must
 * be one of the ward's beds. The engine has checked both are the company's; this checks they
 * agree, with the values sent over the stored row's.
 */
export async function bedInWard(tx: Tx, values: Values, before?: Row): Promise<Values> {
  const bedId = 'bedId' in values ? values.bedId : before?.bedId;
  const wardId = 'wardId' in values ? values.wardId : before?.wardId;
  if (typeof bedId !== 'number' || typeof wardId !== 'number') return values;
  // Another company's bed is hidden (row-level security) and reads as missing.
  const [bed] = await tx.select({ wardId: beds.wardId }).from(beds).where(eq(beds.id, bedId));
  if (!bed) throw BadRequest('error.bedNotFound', 'bedId');
  if (bed.wardId !== wardId) throw BadRequest('error.bedNotInWard', 'bedId');
  return values;
}
