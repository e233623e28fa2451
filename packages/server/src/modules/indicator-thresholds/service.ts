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

type ThresholdRow = Limits & { id?: number; wardId: number; bedId?: number | null };

/**
 * Every level of one indicator must give increasing limits once resolved: the ward defaults and
 * each bed's overrides, with the indicator's defaults beneath them. Checked before a write with
 * the row about to be stored (`row`, replacing the stored one of the same id) or the indicator's
 * new defaults (`indicator`). A conflict in the written row itself names its field; one it causes
 * in a row beneath (a bed under the ward, any row under the indicator) says so.
 */
export async function assertOrdered(
  tx: Tx,
  indicatorId: number,
  change: { row?: ThresholdRow; indicator?: Limits },
): Promise<void> {
  const [stored] = await tx
    .select()
    .from(monitoringIndicators)
    .where(eq(monitoringIndicators.id, indicatorId));
  // A missing or another company's indicator is the engine's to refuse (reference check).
  if (!stored) return;
  const indicator = change.indicator ?? stored;
  const written = change.row;
  const rows: ThresholdRow[] = (
    await tx.select().from(indicatorThresholds).where(eq(indicatorThresholds.indicatorId, indicatorId))
  ).filter(
    (row) =>
      !written ||
      (row.id !== written.id && !(row.wardId === written.wardId && row.bedId === (written.bedId ?? null))),
  );
  if (written) rows.push(written);
  const wardDefaults = new Map(rows.filter((row) => row.bedId == null).map((row) => [row.wardId, row]));
  for (const row of rows) {
    const { limits } =
      row.bedId == null
        ? resolveThresholds(indicator, row)
        : resolveThresholds(indicator, wardDefaults.get(row.wardId), row);
    const issue = limitOrderIssue(limits);
    if (!issue) continue;
    if (row === written) throw BadRequest('error.thresholdOrderInherited', issue.path);
    throw BadRequest('error.thresholdOrderBeneath', issue.path);
  }
}
