import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { alarmLevel, type AlarmLevel } from '@console/contract/medical/alarm-levels';
import type { RealtimeEvent } from '@console/contract/realtime';
import type { Db, Tx } from '../../db/client';
import type { VitalSample } from '../vitals/tables';
import {
  alarmOf,
  bedIndicators,
  endCondition,
  highestAlarm,
  levelsOf,
  openAlarmsOf,
  raiseAlarm,
  stationOf,
  upgradeAlarm,
  valueOf,
  worse,
  type BedIndicator,
} from './service';
import type { AlarmRow } from './tables';

/** A crossing of one bed and indicator not (yet) long enough to count, or counting. */
interface Crossing {
  /** First sample of this run at warning or worse, and at alarm (null: not at alarm now). */
  warningSince: number;
  alarmSince: number | null;
  /** Last sample of the run: a gap longer than RUN_GAP_MS starts a new run. */
  last: number;
  worst: number;
}

/** A terminal silent this long mid-crossing starts its crossing again when it returns. */
const RUN_GAP_MS = 60_000;

const keyOf = (bedId: number, indicatorId: number) => `${bedId}:${indicatorId}`;

/**
 * The alarm evaluation of the vitals ingest (IEC 60601-1-8 practice), once per stored batch:
 * every sample is checked against its bed's effective limits (read for the batch in one query, so
 * an edit applies to the next batch); a level above normal must last the indicator's persistence
 * before an alarm is raised (the first crossing is kept in memory; the alarms are in the table);
 * one open alarm per bed and indicator, upgraded warning → alarm in place; back to normal, an
 * acknowledged alarm clears and an unacknowledged one stays latched. Each transition is written
 * with its history entry and published; each bed of the batch is published to its ward's station.
 */
export class AlarmEvaluator {
  private readonly crossings = new Map<string, Crossing>();

  constructor(
    private readonly db: Db,
    private readonly publish: (event: RealtimeEvent) => void,
    private readonly now: () => Date,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  async evaluate(samples: VitalSample[]): Promise<void> {
    if (samples.length === 0) return;
    const bedIds = [...new Set(samples.map((s) => s.bedId))];
    const indicators = await bedIndicators(this.db, bedIds);
    const open = new Map<string, AlarmRow>();
    for (const alarm of await openAlarmsOf(this.db, bedIds))
      open.set(keyOf(alarm.bedId, alarm.indicatorId), alarm);
    /** Open alarms whose worst or last value moved (written once at the end). */
    const moved = new Set<string>();
    const latest = new Map<
      number,
      { at: Date; deviceAccountId: number; patientId: number | null; values: Record<string, number> }
    >();

    const ordered = [...samples].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const sample of ordered) {
      const list = indicators.get(sample.bedId);
      if (!list || list[0]!.customerId !== sample.customerId) continue;
      const at = new Date(sample.at);
      const bed = latest.get(sample.bedId) ?? { at, deviceAccountId: 0, patientId: null, values: {} };
      bed.at = at;
      bed.deviceAccountId = sample.deviceAccountId;
      bed.patientId = sample.patientId ?? null;
      latest.set(sample.bedId, bed);
      for (const indicator of list) {
        const value = valueOf(sample, indicator.code);
        if (value === undefined) continue;
        bed.values[indicator.code] = value;
        await this.check(indicator, value, at, sample.patientId ?? null, open, moved);
      }
    }

    // The worst and last values of the open alarms that moved: one statement for the batch.
    const changes = [...moved].flatMap((key) => {
      const alarm = open.get(key);
      return alarm
        ? [{ id: alarm.id, value: alarm.value, last: alarm.lastValue, ongoing: alarm.ongoing }]
        : [];
    });
    if (changes.length)
      await this.db.execute(sql`update alarms a
          set value = c.value, last_value = c.last, ongoing = c.ongoing
          from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
            as c(id int, value float8, last float8, ongoing boolean)
          where a.id = c.id`);

    for (const [bedId, bed] of latest) {
      const list = indicators.get(bedId)!;
      const first = list[0]!;
      const bedAlarms = [...open.values()].filter((a) => a.bedId === bedId);
      this.publish({
        type: 'station',
        customerId: first.customerId,
        station: stationOf(
          { bedId, wardId: first.wardId, patientId: bed.patientId },
          // It has just reported: connected.
          { ...bed, online: true },
          levelsOf(bed.values, list, alarmLevel),
          highestAlarm(bedAlarms),
        ),
      });
    }
  }

  private async check(
    indicator: BedIndicator,
    value: number,
    at: Date,
    patientId: number | null,
    open: Map<string, AlarmRow>,
    moved: Set<string>,
  ) {
    const key = keyOf(indicator.bedId, indicator.indicatorId);
    const level: AlarmLevel = alarmLevel(value, indicator.limits);
    const current = open.get(key);
    if (level === 'normal') {
      this.crossings.delete(key);
      if (!current) return;
      if (current.ongoing) {
        const after = await this.transition((tx) => endCondition(tx, current, { lastValue: value, at }));
        if (after.state === 'cleared') open.delete(key);
        else open.set(key, after);
        moved.delete(key);
      } else {
        current.lastValue = value;
        moved.add(key);
      }
      return;
    }

    const t = at.getTime();
    let crossing = this.crossings.get(key);
    if (!crossing || t - crossing.last > RUN_GAP_MS)
      crossing = { warningSince: t, alarmSince: null, last: t, worst: value };
    crossing.alarmSince = level === 'alarm' ? (crossing.alarmSince ?? t) : null;
    crossing.last = t;
    crossing.worst = worse(crossing.worst, value, indicator.limits);
    this.crossings.set(key, crossing);
    const persisted =
      crossing.alarmSince !== null && t - crossing.alarmSince >= indicator.persistenceMs
        ? 'alarm'
        : t - crossing.warningSince >= indicator.persistenceMs
          ? 'warning'
          : null;

    if (current) {
      const worst = worse(current.value, value, indicator.limits);
      if (persisted === 'alarm' && current.level === 'warning') {
        const after = await this.transition((tx) =>
          upgradeAlarm(
            tx,
            current,
            {
              value: worst,
              lastValue: value,
              at,
              escalationMinutes: indicator.escalationMinutes,
              limits: indicator.limits,
            },
            this.now(),
          ),
        );
        moved.delete(key);
        if (after) {
          open.set(key, after);
          return;
        }
        // Cleared meanwhile: the crossing raises a new alarm below.
        open.delete(key);
      } else {
        current.value = worst;
        current.lastValue = value;
        current.ongoing = true;
        moved.add(key);
        return;
      }
    }
    if (!persisted) return;
    const raised = await this.transition((tx) =>
      raiseAlarm(
        tx,
        { indicator, patientId, level: persisted, value: crossing.worst, lastValue: value, at },
        this.now(),
      ),
    );
    if (raised) open.set(key, raised);
  }

  /** One transition in its transaction, published once committed. */
  private async transition<T extends AlarmRow | null>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const row = await this.db.transaction(work);
    if (row) this.publish({ type: 'alarm', customerId: row.customerId, alarm: alarmOf(row) });
    return row;
  }

  /** Forget crossings in progress (tests). */
  reset() {
    this.crossings.clear();
  }

  /** Crossings in progress (tests, memory watch). */
  get pendingCrossings() {
    return this.crossings.size;
  }

  logFailure(error: unknown, samples: number) {
    this.log.error({ err: error, samples }, 'alarm evaluation failed');
  }
}
