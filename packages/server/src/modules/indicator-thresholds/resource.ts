import { indicatorThresholdDefinition } from '@console/contract/resources/indicator-thresholds';
import { engineResource } from '../../engine/resource';
import { bedInWard } from '../beds/rules';
import { assertInheritedOrder } from './service';
import { indicatorThresholds } from './tables';

/**
 * A ward's limits of an indicator or a bed's overrides: the engine keeps the indicator, ward and
 * bed to the company; the bed must be one of the ward's, and the limits with what they inherit
 * must increase. The rows go with their indicator, ward or bed (cascade).
 */
export const indicatorThresholdResource = engineResource(indicatorThresholdDefinition, indicatorThresholds, {
  async beforeCreate(tx, _caller, values) {
    await bedInWard(tx, values);
    await assertInheritedOrder(tx, values);
    return values;
  },
  async beforeUpdate(tx, _caller, values, before) {
    await assertInheritedOrder(tx, values, before);
    return values;
  },
});
