import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ALARM_PRIORITIES, type AlarmPriority } from '@console/contract/alarms';
import {
  QC_SUGGEST_FALSE_SHARE,
  QC_SUGGEST_STEP,
  type QcFigures,
  type QcIndicatorFigures,
  type QcLimit,
  type QcResult,
  type QcWardFigures,
} from '@console/contract/resources/qc-statistics';
import type { Db, Tx } from '../../db/client';
import { scheduleJob } from '../../platform/jobs/runner';
import { qcStatisticsTasks, type QcStatisticsTaskRow } from './tables';

export const JOB_QC_STATISTICS = 'qc.statistics';
export const qcJobKey = (taskId: number) => `qc-statistics:${taskId}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Count the task (again) from its first day: run by the `qc.statistics` job as soon as it commits. */
export async function scheduleCount(executor: Db | Tx, taskId: number, now: Date) {
  await scheduleJob(executor, {
    kind: JOB_QC_STATISTICS,
    key: qcJobKey(taskId),
    payload: { taskId },
    runAt: now,
    // The task records its own failure; the job is retried only if that record could not be written.
    maxAttempts: 3,
  });
}

async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The days of [from, to): consecutive 24-hour windows from `from`, the last one cut at `to`. */
export function daysOf(from: Date, to: Date): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += DAY_MS)
    out.push({ start: new Date(start), end: new Date(Math.min(start + DAY_MS, to.getTime())) });
  return out;
}

interface Partial {
  alarms: Record<AlarmPriority, number>;
  acknowledged: number;
  audited: number;
  falseCount: number;
  bedDays: number;
  coveredBedHours: number;
  bedHours: number;
}

const emptyPartial = (): Partial => ({
  alarms: { warning: 0, alarm: 0 },
  acknowledged: 0,
  audited: 0,
  falseCount: 0,
  bedDays: 0,
  coveredBedHours: 0,
  bedHours: 0,
});

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const round = (value: number | null, digits = 4) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function figures(p: Partial, ack: { median: number | null; p90: number | null }): QcFigures {
  const all = p.alarms.warning + p.alarms.alarm;
  return {
    alarms: { ...p.alarms },
    bedDays: p.bedDays,
    alarmsPerBedDay: round(share(all, p.bedDays)),
    ackMedianSeconds: round(ack.median, 1),
    ackP90Seconds: round(ack.p90, 1),
    acknowledged: p.acknowledged,
    audited: p.audited,
    falseCount: p.falseCount,
    falseShare: round(share(p.falseCount, p.audited)),
    coverage: round(share(p.coveredBedHours, p.bedHours)),
    coveredBedHours: p.coveredBedHours,
    bedHours: p.bedHours,
  };
}

/** The limit of its level on the side its value lay, with the indicator's company limits. */

/**
 * Count one task: every figure is a SQL aggregate (group by ward, level, bed-hour, indicator);
 * JS only adds the days up. `afterDay` is told the progress written after each day.
 */
export async function countTask(
  db: Db | Tx,
  task: QcStatisticsTaskRow,
  afterDay?: (progress: number) => Promise<void> | void,
): Promise<QcResult> {
  const customerId = task.customerId;
  const wardScope = task.wardId === null ? sql`true` : sql`w.id = ${task.wardId}`;
  const wardRows = await rows<{ id: number; name: string; beds: number }>(
    db,
    sql`select w.id, w.name, (select count(*)::int from beds b where b.customer_id = w.customer_id and b.ward_id = w.id) as beds
      from wards w where w.customer_id = ${customerId} and ${wardScope} order by w.id`,
  );
  if (task.wardId !== null && wardRows.length === 0) throw new Error('error.wardNotFound');
  const partials = new Map(wardRows.map((w) => [w.id, emptyPartial()]));
  const alarmWard = task.wardId === null ? sql`true` : sql`a.ward_id = ${task.wardId}`;
  const bedWard = task.wardId === null ? sql`true` : sql`b.ward_id = ${task.wardId}`;
  const days = daysOf(task.from, task.to);

  for (const [index, day] of days.entries()) {
    const alarmCounts = await rows<{
      ward_id: number;
      level: AlarmPriority;
      alarms: number;
      acknowledged: number;
      audited: number;
      false_count: number;
    }>(
      db,
      sql`select a.ward_id, a.level, count(*)::int as alarms, count(a.acknowledged_at)::int as acknowledged,
          count(a.audit)::int as audited, (count(*) filter (where a.audit = 'false'))::int as false_count
        from alarms a
        where a.customer_id = ${customerId} and a.raised_at >= ${day.start.toISOString()}
          and a.raised_at < ${day.end.toISOString()} and ${alarmWard}
        group by a.ward_id, a.level`,
    );
    for (const row of alarmCounts) {
      const p = partials.get(row.ward_id);
      if (!p) continue;
      p.alarms[row.level] += row.alarms;
      p.acknowledged += row.acknowledged;
      p.audited += row.audited;
      p.falseCount += row.false_count;
    }
    const coverage = await rows<{ ward_id: number; beds: number; hours: number }>(
      db,
      sql`select ward_id, count(distinct bed_id)::int as beds, count(*)::int as hours from (
          select b.ward_id, s.bed_id, date_trunc('hour', s.at) as hour
          from vital_samples s join beds b on b.id = s.bed_id and b.customer_id = s.customer_id
          where s.customer_id = ${customerId} and s.at >= ${day.start.toISOString()}
            and s.at < ${day.end.toISOString()} and ${bedWard}
          group by b.ward_id, s.bed_id, date_trunc('hour', s.at)
        ) bed_hours group by ward_id`,
    );
    for (const row of coverage) {
      const p = partials.get(row.ward_id);
      if (!p) continue;
      p.bedDays += row.beds;
      p.coveredBedHours += row.hours;
    }
    // Every hour the day's window touches, for each bed of the ward.
    const firstHour = Math.floor(day.start.getTime() / HOUR_MS);
    const hours = Math.ceil(day.end.getTime() / HOUR_MS) - firstHour;
    for (const ward of wardRows) partials.get(ward.id)!.bedHours += ward.beds * hours;

    const progress = Math.min(99, Math.floor(((index + 1) * 100) / days.length));
    await db.update(qcStatisticsTasks).set({ progress }).where(eq(qcStatisticsTasks.id, task.id));
    await afterDay?.(progress);
  }

  const range = sql`a.customer_id = ${customerId} and a.raised_at >= ${task.from.toISOString()}
    and a.raised_at < ${task.to.toISOString()} and ${alarmWard}`;
  const ackRows = await rows<{ ward_id: number | null; median: number | null; p90: number | null }>(
    db,
    sql`select a.ward_id,
        percentile_cont(0.5) within group (order by extract(epoch from a.acknowledged_at - a.raised_at)) as median,
        percentile_cont(0.9) within group (order by extract(epoch from a.acknowledged_at - a.raised_at)) as p90
      from alarms a where ${range} and a.acknowledged_at is not null
      group by grouping sets ((a.ward_id), ())`,
  );
  const ackOf = (wardId: number | null) => {
    const row = ackRows.find((r) => r.ward_id === wardId);
    return {
      median: row?.median === null || row?.median === undefined ? null : Number(row.median),
      p90: row?.p90 === null || row?.p90 === undefined ? null : Number(row.p90),
    };
  };

  const total = emptyPartial();
  const wardFigures: QcWardFigures[] = wardRows.map((ward) => {
    const p = partials.get(ward.id)!;
    for (const level of ALARM_PRIORITIES) total.alarms[level] += p.alarms[level];
    total.acknowledged += p.acknowledged;
    total.audited += p.audited;
    total.falseCount += p.falseCount;
    total.bedDays += p.bedDays;
    total.coveredBedHours += p.coveredBedHours;
    total.bedHours += p.bedHours;
    return { wardId: ward.id, wardName: ward.name, ...figures(p, ackOf(ward.id)) };
  });

  const indicatorRows = await rows<{
    id: number;
    code: string;
    name: string;
    decimals: number;
    alarms: number;
    audited: number;
    false_count: number;
  }>(
    db,
    sql`select i.id, i.code, i.name, i.decimals,
        count(*)::int as alarms, count(a.audit)::int as audited,
        (count(*) filter (where a.audit = 'false'))::int as false_count
      from alarms a join monitoring_indicators i on i.id = a.indicator_id and i.customer_id = a.customer_id
      where ${range}
      group by i.id order by count(*) desc, i.id`,
  );
  // The limits the false alarms crossed, as in force at their beds when raised (ward and bed
  // overrides included), most often crossed first.
  const crossings = await rows<{
    indicator_id: number;
    crossed: QcLimit;
    limit_value: number;
    count: number;
  }>(
    db,
    sql`select a.indicator_id, a.limit_field as crossed, a.limit_value, count(*)::int as count
      from alarms a
      where ${range} and a.audit = 'false' and a.limit_field is not null and a.limit_value is not null
      group by a.indicator_id, a.limit_field, a.limit_value
      order by count(*) desc, a.limit_field, a.limit_value`,
  );
  const indicators: QcIndicatorFigures[] = indicatorRows.map((row) => {
    const falseShare = share(row.false_count, row.audited);
    let suggestion: QcIndicatorFigures['suggestion'] = null;
    const top = crossings.find((c) => c.indicator_id === row.id);
    if (falseShare !== null && falseShare >= QC_SUGGEST_FALSE_SHARE && top) {
      const from = Number(top.limit_value);
      const factor = top.crossed.endsWith('High') ? 1 + QC_SUGGEST_STEP : 1 - QC_SUGGEST_STEP;
      const scale = 10 ** row.decimals;
      suggestion = {
        limit: top.crossed,
        from,
        to: Math.round(from * factor * scale) / scale,
        falseCount: top.count,
      };
    }
    return {
      indicatorId: row.id,
      code: row.code,
      name: row.name,
      alarms: row.alarms,
      audited: row.audited,
      falseCount: row.false_count,
      falseShare: round(falseShare),
      suggestion,
    };
  });

  return {
    from: task.from.toISOString(),
    to: task.to.toISOString(),
    days: days.length,
    total: figures(total, ackOf(null)),
    wards: wardFigures,
    indicators,
  };
}

/**
 * The job: count a task still counting, then store its result and `complete`; any error marks it
 * `failed` with the message (a message key where the cause is known), for the `retry` action.
 */
export async function runQcTask(
  db: Db,
  taskId: number,
  afterDay?: (progress: number) => Promise<void> | void,
): Promise<void> {
  const [task] = await db.select().from(qcStatisticsTasks).where(eq(qcStatisticsTasks.id, taskId));
  if (!task || task.state !== 'counting') return;
  const stillCounting = and(eq(qcStatisticsTasks.id, taskId), eq(qcStatisticsTasks.state, 'counting'));
  try {
    const result = await countTask(db, task, afterDay);
    await db
      .update(qcStatisticsTasks)
      .set({ state: 'complete', progress: 100, result, error: null, updatedAt: new Date() })
      .where(stillCounting);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(qcStatisticsTasks)
      .set({ state: 'failed', error: message.slice(0, 1000), updatedAt: new Date() })
      .where(stillCounting);
  }
}
