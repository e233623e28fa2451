import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@console/contract';
import type { AttributeTarget, AttributeValues } from '@console/contract/resources/ambulance-fleet';
import type { Tx } from '../../db/client';
import type { Row, Values } from '../../engine/resource';
import { AppError } from '../../platform/errors';
import { ambulanceAttributes } from './tables';

const refuse = (
  key: 'error.attributeRequired' | 'error.attributeValue' | 'error.attributeUnknown',
  name = '',
) =>
  new AppError(ERROR_CODES.validation, key, 400, {
    params: { name },
    fields: { attributes: key },
  });

/**
 * The one check of custom attribute values (ADR 0040), for hospitals, vehicles and cameras alike:
 * every key is a definition of the row's company for that target, each value fits its type (a
 * number, a text, one of a choice's options), and every required attribute has a value. Values
 * of definitions deleted meanwhile are dropped, not refused, so an old row stays editable.
 */
export async function checkAttributes(
  tx: Tx,
  customerId: number,
  target: AttributeTarget,
  values: AttributeValues,
): Promise<AttributeValues> {
  const definitions = await tx
    .select()
    .from(ambulanceAttributes)
    .where(and(eq(ambulanceAttributes.customerId, customerId), eq(ambulanceAttributes.target, target)))
    .orderBy(asc(ambulanceAttributes.sort), asc(ambulanceAttributes.id));
  const byId = new Map(definitions.map((d) => [String(d.id), d]));
  for (const key of Object.keys(values)) if (!byId.has(key)) throw refuse('error.attributeUnknown');
  const kept: AttributeValues = {};
  for (const definition of definitions) {
    const key = String(definition.id);
    let value = values[key];
    if (typeof value === 'string') value = value.trim();
    const empty = value === undefined || value === '';
    if (empty) {
      if (definition.required) throw refuse('error.attributeRequired', definition.name);
      continue;
    }
    if (definition.type === 'number') {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) throw refuse('error.attributeValue', definition.name);
      kept[key] = number;
    } else if (definition.type === 'select') {
      if (typeof value !== 'string' || !definition.options.includes(value))
        throw refuse('error.attributeValue', definition.name);
      kept[key] = value;
    } else {
      if (typeof value !== 'string') throw refuse('error.attributeValue', definition.name);
      kept[key] = value;
    }
  }
  return kept;
}

/**
 * Engine hooks that check a row's `attributes` on create and update (the row's company: the
 * created values', or the stored row's). An update that leaves them out (a switch flipped from the
 * list) keeps them as stored.
 */
export function attributeHooks(target: AttributeTarget) {
  const check = async (tx: Tx, customerId: number, values: Values, before?: Row): Promise<Values> => {
    if (values.attributes === undefined && before) return values;
    const given = (values.attributes ?? {}) as AttributeValues;
    return { ...values, attributes: await checkAttributes(tx, customerId, target, given) };
  };
  return {
    beforeCreate: (tx: Tx, values: Values) => check(tx, values.customerId as number, values),
    beforeUpdate: (tx: Tx, values: Values, before: Row) =>
      check(tx, before.customerId as number, values, before),
  };
}
