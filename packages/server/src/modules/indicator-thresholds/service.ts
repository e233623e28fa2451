import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  LIMIT_FIELDS,
  limitOrderIssue,
  resolveThresholds,
  type Limits,
  type ResolvedLimits,
} from '@console/contract/medical/alarm-levels';
import type { EffectiveThresholds } from '@console/contract/resources/indicator-thresholds';
import type { Tx } from '../../db/client';
import type { Row, Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { monitoringIndicators } from '../monitoring-indicators/tables';
import { indicatorThresholds } from './tables';

const limitsOf = (row: Limits): ResolvedLimits =>
  Object.fromEntries(LIMIT_FIELDS.map((field) => [field, row[field] ?? null])) as ResolvedLimits;

/**
 * The limits in force at a ward (bedId null: its defaults) or at one of its beds, for every
 * indicator of the company in its sort order: what each level sets and what results.
 */
export async function effectiveThresholds(
  tx: Tx,
  customerId: number,
  wardId: number,
  bedId: number | null,
): Promise<EffectiveThresholds> {
  const indicators = await tx
    .select()
    .from(monitoringIndicators)
    .where(eq(monitoringIndicators.customerId, customerId))
    .orderBy(asc(monitoringIndicators.sort), asc(monitoringIndicators.id));
  const rows = await tx
    .select()
    .from(indicatorThresholds)
    .where(
      and(
        eq(indicatorThresholds.customerId, customerId),
        eq(indicatorThresholds.wardId, wardId),
        bedId === null
          ? isNull(indicatorThresholds.bedId)
          : or(isNull(indicatorThresholds.bedId), eq(indicatorThresholds.bedId, bedId)),
      ),
    );
  const wardRows = new Map(rows.filter((r) => r.bedId === null).map((r) => [r.indicatorId, r]));
  const bedRows = new Map(rows.filter((r) => r.bedId !== null).map((r) => [r.indicatorId, r]));
  return {
    wardId,
    bedId,
    indicators: indicators.map((indicator) => {
      const ward = wardRows.get(indicator.id);
      const bed = bedRows.get(indicator.id);
      return {
        indicator: {
          id: indicator.id,
          code: indicator.code,
          name: indicator.name,
          unit: indicator.unit,
          decimals: indicator.decimals,
          enabled: indicator.enabled,
          builtIn: indicator.builtIn,
          limits: limitsOf(indicator),
        },
        ward: ward ? { id: ward.id, limits: limitsOf(ward) } : null,
        bed: bed ? { id: bed.id, limits: limitsOf(bed) } : null,
        ...resolveThresholds(indicator, ward, bed),
      };
    }),
  };
}

/**
 * A threshold row, merged with what it inherits (a bed from its ward, a ward from the indicator),
 * must give increasing limits: a bed cannot set its warning above the ward's alarm.
 */
export async function assertInheritedOrder(tx: Tx, values: Values, before?: Row): Promise<void> {
  const merged = { ...before, ...values } as Limits & {
    indicatorId: number;
    wardId: number;
    bedId?: number | null;
  };
  const [indicator] = await tx
    .select()
    .from(monitoringIndicators)
    .where(eq(monitoringIndicators.id, merged.indicatorId));
  // A missing or another company's indicator is the engine's to refuse (reference check).
  if (!indicator) return;
  let ward: Limits | undefined;
  if (typeof merged.bedId === 'number') {
    [ward] = await tx
      .select()
      .from(indicatorThresholds)
      .where(
        and(
          eq(indicatorThresholds.indicatorId, merged.indicatorId),
          eq(indicatorThresholds.wardId, merged.wardId),
          isNull(indicatorThresholds.bedId),
        ),
      );
  }
  const { limits } =
    typeof merged.bedId === 'number'
      ? resolveThresholds(indicator, ward, merged)
      : resolveThresholds(indicator, merged);
  const issue = limitOrderIssue(limits);
  if (issue) throw BadRequest('error.thresholdOrderInherited', issue.path);
}
