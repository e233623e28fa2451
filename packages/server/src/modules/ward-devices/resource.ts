import { wardDeviceDefinition } from '@console/contract/resources/ward-devices';
import { engineResource } from '../../engine/resource';
import { bedInWard } from '../beds/rules';
import { wardDevices } from './tables';

/**
 * Ward devices: the engine keeps the terminal, ward and bed to the company and the terminal to
 * once per ward; the bed must be one of the ward's. They go with their ward or bed (cascade).
 */
export const wardDeviceResource = engineResource(wardDeviceDefinition, wardDevices, {
  beforeCreate: (tx, _caller, values) => bedInWard(tx, values),
  beforeUpdate: (tx, _caller, values, before) => bedInWard(tx, values, before),
});
