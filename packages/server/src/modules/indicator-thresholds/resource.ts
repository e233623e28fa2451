import { indicatorThresholdDefinition } from '@console/contract/resources/indicator-thresholds';
import { engineResource } from '../../engine/resource';
import { bedInWard } from '../beds/rules';
import { assertOrdered } from './service';
import { indicatorThresholds } from './tables';

type ThresholdValues = Parameters<typeof assertOrdered>[2]['row'] & { indicatorId: number };

/**
 * A ward's limits of an indicator or a bed's overrides: the engine keeps the indicator, ward and
 * bed to the company; the bed must be one of the ward's, and the limits with what they inherit
 * (and what inherits from them) must increase. The rows go with their indicator, ward or bed (cascade).
 */
export const indicatorThresholdResource = engineResource(indicatorThresholdDefinition, indicatorThresholds, {
  async beforeCreate(tx, _caller, values) {
    await bedInWard(tx, values);
    await assertOrdered(tx, values.indicatorId as number, { row: values as ThresholdValues });
    return values;
  },
  async beforeUpdate(tx, _caller, values, before) {
    const row = { ...before, ...values } as ThresholdValues;
    await assertOrdered(tx, row.indicatorId, { row });
    return values;
  },
});
