import { and, asc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { VITAL_KEYS, type VitalKey, type VitalsSeries } from '@console/contract/vitals';
import type { Tx } from '../../db/client';
import { lttb, type Point } from './lttb';
import { vitalSamples } from './tables';

/** Whose samples: a bed's (whoever lay there) or a patient's (wherever they lay). */
export type VitalsSubject = { customerId: number } & ({ bedId: number } | { patientId: number });

export function subjectFilter(subject: VitalsSubject): SQL {
  return and(
    eq(vitalSamples.customerId, subject.customerId),
    'bedId' in subject
      ? eq(vitalSamples.bedId, subject.bedId)
      : eq(vitalSamples.patientId, subject.patientId),
  )!;
}

const columns = {
  heartRate: vitalSamples.heartRate,
  spo2: vitalSamples.spo2,
  systolic: vitalSamples.systolic,
  diastolic: vitalSamples.diastolic,
  respiration: vitalSamples.respiration,
  temperature: vitalSamples.temperature,
} as const satisfies Record<VitalKey, unknown>;

/**
 * The six series of a subject over [from, to), each downsampled with LTTB to at most `points`
 * (detail on zoom = the same query over a narrower range).
 */
export async function vitalsSeries(
  tx: Tx,
  subject: VitalsSubject,
  range: { from: Date; to: Date; points: number },
): Promise<VitalsSeries> {
  const rows = await tx
    .select({
      at: sql<number>`(extract(epoch from ${vitalSamples.at}) * 1000)::float8`.mapWith(Number),
      ...columns,
    })
    .from(vitalSamples)
    .where(and(subjectFilter(subject), gte(vitalSamples.at, range.from), lt(vitalSamples.at, range.to)))
    .orderBy(asc(vitalSamples.at));
  const series = {} as Record<VitalKey, Point[]>;
  for (const key of VITAL_KEYS) {
    const points: Point[] = [];
    for (const row of rows) {
      const value = row[key];
      if (value !== null) points.push([row.at, Math.round(value * 100) / 100]);
    }
    series[key] = lttb(points, range.points);
  }
  return { from: range.from.toISOString(), to: range.to.toISOString(), samples: rows.length, series };
}

export interface SampleRow {
  at: Date;
  bedId: number;
  patientId: number | null;
  deviceAccountId: number;
  heartRate: number | null;
  spo2: number | null;
  systolic: number | null;
  diastolic: number | null;
  respiration: number | null;
  temperature: number | null;
  extra: Record<string, number> | null;
}

/** Raw samples in time order from just after `after` (keyset: time, then terminal). */
export async function samplesPage(
  tx: Tx,
  subject: VitalsSubject,
  range: { from: Date; to: Date },
  limit: number,
  after?: { at: Date; deviceAccountId: number },
): Promise<SampleRow[]> {
  return tx
    .select({
      at: vitalSamples.at,
      bedId: vitalSamples.bedId,
      patientId: vitalSamples.patientId,
      deviceAccountId: vitalSamples.deviceAccountId,
      ...columns,
      extra: vitalSamples.extra,
    })
    .from(vitalSamples)
    .where(
      and(
        subjectFilter(subject),
        gte(vitalSamples.at, range.from),
        lt(vitalSamples.at, range.to),
        after
          ? or(
              gt(vitalSamples.at, after.at),
              and(eq(vitalSamples.at, after.at), gt(vitalSamples.deviceAccountId, after.deviceAccountId)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(vitalSamples.at), asc(vitalSamples.deviceAccountId))
    .limit(limit);
}
