import { deviceAccountDefinition } from '@console/contract/resources/device-accounts';
import { engineResource, type Values } from '../../engine/resource';
import { hashPassword } from '../identity/passwords';
import { deviceAccounts } from './tables';

/** Terminal passwords are stored hashed, like every other credential. */
async function hashed(values: Values): Promise<Values> {
  if (typeof values.password !== 'string') return values;
  return { ...values, password: await hashPassword(values.password) };
}

export const deviceAccountResource = engineResource(deviceAccountDefinition, deviceAccounts, {
  beforeCreate: (_tx, _caller, values) => hashed(values),
  beforeUpdate: (_tx, _caller, values) => hashed(values),
});
