import { and, asc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { VITAL_KEYS, type VitalKey, type VitalsSeries } from '@console/contract/vitals';
import type { Tx } from '../../db/client';
import { beds } from '../beds/tables';
import { effectiveThresholds } from '../indicator-thresholds/service';
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
 * Past this span a series is reduced in the database first: a month at 1 Hz is 2.7 million rows,
 * too many to read for a chart of a few hundred points.
 */
const RAW_SPAN_MS = 6 * 60 * 60 * 1000;

/**
 * The six series of a subject over [from, to), each downsampled with LTTB to at most `points`
 * (detail on zoom = the same query over a narrower range). A long range is first reduced in SQL
 * to each bucket's lowest and highest value (buckets of span ÷ 2·points), so a spike or a dip
 * survives into LTTB's input as it would from the raw samples.
 */
export async function vitalsSeries(
  tx: Tx,
  subject: VitalsSubject,
  range: { from: Date; to: Date; points: number },
): Promise<Omit<VitalsSeries, 'limits'>> {
  const where = and(subjectFilter(subject), gte(vitalSamples.at, range.from), lt(vitalSamples.at, range.to));
  const span = range.to.getTime() - range.from.getTime();
  const candidates = {} as Record<VitalKey, Point[]>;
  for (const key of VITAL_KEYS) candidates[key] = [];
  const round = (value: number) => Math.round(value * 100) / 100;
  let samples = 0;
  if (span <= RAW_SPAN_MS) {
    const rows = await tx
      .select({
        at: sql<number>`(extract(epoch from ${vitalSamples.at}) * 1000)::float8`.mapWith(Number),
        ...columns,
      })
      .from(vitalSamples)
      .where(where)
      .orderBy(asc(vitalSamples.at));
    samples = rows.length;
    for (const row of rows)
      for (const key of VITAL_KEYS) {
        const value = row[key];
        if (value !== null) candidates[key].push([row.at, round(value)]);
      }
  } else {
    const width = Math.max(1000, Math.floor(span / (range.points * 2)));
    const bucket = sql<number>`floor((extract(epoch from ${vitalSamples.at}) * 1000 - ${range.from.getTime()}) / ${width})`;
    const extremes = Object.fromEntries(
      VITAL_KEYS.flatMap((key) => [
        [`${key}Low`, sql<number | null>`min(${columns[key]})::float8`],
        [`${key}High`, sql<number | null>`max(${columns[key]})::float8`],
      ]),
    ) as Record<string, SQL<number | null>>;
    const buckets = (await tx
      .select({ bucket: bucket.mapWith(Number), n: sql<number>`count(*)::int`, ...extremes })
      .from(vitalSamples)
      .where(where)
      // by position: the bucket's parameters would make a second copy a different expression
      .groupBy(sql`1`)
      .orderBy(sql`1`)) as ({ bucket: number; n: number } & Record<string, number | null>)[];
    for (const row of buckets) {
      samples += row.n;
      const at = range.from.getTime() + row.bucket * width;
      for (const key of VITAL_KEYS) {
        const low = row[`${key}Low`];
        const high = row[`${key}High`];
        if (low === null || low === undefined || high === null || high === undefined) continue;
        candidates[key].push([at, round(low)]);
        if (high !== low) candidates[key].push([at + width / 2, round(high)]);
      }
    }
  }
  const series = {} as Record<VitalKey, Point[]>;
  for (const key of VITAL_KEYS) series[key] = lttb(candidates[key], range.points);
  return { from: range.from.toISOString(), to: range.to.toISOString(), samples, series };
}

const VITAL_CODES: ReadonlySet<string> = new Set(VITAL_KEYS);

/**
 * The limits in force now at a bed for each vital whose indicator is enabled, for the charts to
 * draw (the same resolution the alarm evaluator uses: indicator, then ward, then bed).
 */
export async function limitsAtBed(
  tx: Tx,
  customerId: number,
  bedId: number | null,
): Promise<VitalsSeries['limits']> {
  if (bedId === null) return {};
  const [bed] = await tx
    .select({ wardId: beds.wardId })
    .from(beds)
    .where(and(eq(beds.customerId, customerId), eq(beds.id, bedId)));
  if (!bed) return {};
  const { indicators } = await effectiveThresholds(tx, customerId, bed.wardId, bedId);
  return Object.fromEntries(
    indicators
      .filter(({ indicator }) => indicator.enabled && VITAL_CODES.has(indicator.code))
      .map(({ indicator, limits }) => [indicator.code, limits]),
  );
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
