import {
  BUILT_IN_INDICATOR_CODES,
  LIMIT_FIELDS,
  limitOrderIssue,
  type Limits,
} from '@console/contract/medical/alarm-levels';
import { monitoringIndicatorDefinition } from '@console/contract/resources/monitoring-indicators';
import { engineResource } from '../../engine/resource';
import { BadRequest, Conflict } from '../../platform/errors';
import { assertOrdered } from '../indicator-thresholds/service';
import { monitoringIndicators } from './tables';

/**
 * Monitoring indicators: a row whose code is one of the built-in vital signs is built in and
 * cannot be deleted; a user-defined one takes its thresholds with it (foreign key cascade), after
 * the console's confirmation (`GET monitoringIndicators/{id}/deletion`). A partial update's limits
 * are checked merged with the stored ones, and with the ward and bed limits resting on them.
 */
export const monitoringIndicatorResource = engineResource(
  monitoringIndicatorDefinition,
  monitoringIndicators,
  {
    beforeCreate: (_tx, _caller, values) => ({
      ...values,
      builtIn: BUILT_IN_INDICATOR_CODES.includes(values.code as string),
    }),
    beforeUpdate: async (tx, _caller, values, before) => {
      const merged = { ...before, ...values } as Limits;
      const issue = limitOrderIssue(merged);
      if (issue) throw BadRequest(issue.message, issue.path);
      // New defaults must still order with the wards' and beds' own limits.
      if (LIMIT_FIELDS.some((field) => field in values))
        await assertOrdered(tx, before.id, { indicator: merged });
      return values;
    },
    beforeDelete: (_tx, _caller, row) => {
      if (row.builtIn === true) throw Conflict('error.builtInIndicator');
    },
  },
);
