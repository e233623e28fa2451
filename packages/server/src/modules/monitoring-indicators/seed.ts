import { and, eq, inArray } from 'drizzle-orm';
import {
  BUILT_IN_INDICATORS,
  DEFAULT_ESCALATION_MINUTES,
  DEFAULT_PERSISTENCE_SECONDS,
} from '@console/contract/medical/alarm-levels';
import type { Tx } from '../../db/client';
import { monitoringIndicators } from './tables';

/**
 * The six built-in indicators with their adult defaults, for a company that lacks them (codes it
 * has already are left as they are). Names are the Chinese ones: they are the company's data.
 */
export async function seedBuiltInIndicators(tx: Tx, customerId: number): Promise<void> {
  const existing = await tx
    .select({ code: monitoringIndicators.code })
    .from(monitoringIndicators)
    .where(
      and(
        eq(monitoringIndicators.customerId, customerId),
        inArray(
          monitoringIndicators.code,
          BUILT_IN_INDICATORS.map((i) => i.code),
        ),
      ),
    );
  const have = new Set(existing.map((row) => row.code));
  const rows = BUILT_IN_INDICATORS.flatMap((indicator, i) =>
    have.has(indicator.code)
      ? []
      : [
          {
            customerId,
            code: indicator.code,
            name: indicator.name.zh,
            unit: indicator.unit,
            decimals: indicator.decimals,
            alarmLow: indicator.alarmLow,
            warningLow: indicator.warningLow,
            warningHigh: indicator.warningHigh,
            alarmHigh: indicator.alarmHigh,
            persistenceSeconds: DEFAULT_PERSISTENCE_SECONDS,
            escalationMinutes: DEFAULT_ESCALATION_MINUTES,
            sort: (i + 1) * 10,
            builtIn: true,
          },
        ],
  );
  if (rows.length) await tx.insert(monitoringIndicators).values(rows);
}
