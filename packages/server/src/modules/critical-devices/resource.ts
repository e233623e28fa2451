import { criticalDeviceDefinition } from '@console/contract/resources/critical-devices';
import { engineResource } from '../../engine/resource';
import { bedInWard } from '../beds/rules';
import { criticalDevices } from './tables';

/**
 * Critical care equipment: the engine keeps the account, ward and bed to the company and the
 * account to one bed; the bed must be one of the ward's (the ward devices' rule). The rows go with
 * their ward or bed (cascade).
 */
export const criticalDeviceResource = engineResource(criticalDeviceDefinition, criticalDevices, {
  beforeCreate: (tx, _caller, values) => bedInWard(tx, values),
  beforeUpdate: (tx, _caller, values, before) => bedInWard(tx, values, before),
});
