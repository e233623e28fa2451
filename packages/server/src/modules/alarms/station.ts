import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BedStation, WardStation } from '@console/contract/alarms';
import { alarmLevel } from '@console/contract/medical/alarm-levels';
import type { Db, Tx } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { beds } from '../beds/tables';
import { patients } from '../patients/tables';
import { wards } from '../wards/tables';
import { bedIndicators, highestAlarm, levelsOf, openAlarmsOf, stationOf, valueOf } from './service';

/** How far back the station looks for a bed's latest sample. */
const STATION_LOOKBACK_MS = 24 * 60 * 60 * 1000;

interface LatestRow {
  bed_id: number;
  at: Date | string;
  device_account_id: number;
  online: boolean | null;
  heart_rate: number | null;
  spo2: number | null;
  systolic: number | null;
  diastolic: number | null;
  respiration: number | null;
  temperature: number | null;
  extra: Record<string, number> | null;
}

/**
 * The central station's tiles of some beds (one query each: beds, latest samples with their
 * terminal's presence, limits, open alarms), in the ward's bed order. Under a tenant transaction
 * its policy applies; the system (presence changes) reads with the unrestricted connection.
 */
export async function bedStations(
  executor: Db | Tx,
  where: { wardId: number } | { bedIds: number[] },
  now: Date,
): Promise<BedStation[]> {
  const bedRows = await executor
    .select({ id: beds.id, wardId: beds.wardId, patientId: patients.id })
    .from(beds)
    .leftJoin(
      patients,
      and(
        eq(patients.customerId, beds.customerId),
        eq(patients.bedId, beds.id),
        eq(patients.status, 'admitted'),
      ),
    )
    .where('wardId' in where ? eq(beds.wardId, where.wardId) : inArray(beds.id, where.bedIds))
    .orderBy(asc(beds.number), asc(beds.id));
  const bedIds = bedRows.map((b) => b.id);
  if (bedIds.length === 0) return [];
  const since = new Date(now.getTime() - STATION_LOOKBACK_MS);
  // The newest sample of each bed: one index probe per bed on (customer, bed, at), recent partitions only.
  const { rows } = (await executor.execute(sql`select b.id as bed_id, s.*, d.online
      from beds b cross join lateral (
        select v.at, v.device_account_id, v.heart_rate, v.spo2, v.systolic, v.diastolic, v.respiration,
               v.temperature, v.extra
          from vital_samples v
          where v.customer_id = b.customer_id and v.bed_id = b.id and v.at >= ${since.toISOString()}::timestamptz
          order by v.at desc limit 1) s
      left join device_accounts d on d.id = s.device_account_id and d.customer_id = b.customer_id
      where b.id = any(${`{${bedIds.join(',')}}`}::int[])`)) as unknown as { rows: LatestRow[] };
  const latest = new Map(rows.map((r) => [Number(r.bed_id), r]));
  const indicators = await bedIndicators(executor, bedIds);
  const open = await openAlarmsOf(executor, bedIds);
  return bedRows.map((bed) => {
    const list = indicators.get(bed.id) ?? [];
    const row = latest.get(bed.id);
    const values: Record<string, number> = {};
    if (row) {
      const sample = {
        heartRate: row.heart_rate,
        spo2: row.spo2,
        systolic: row.systolic,
        diastolic: row.diastolic,
        respiration: row.respiration,
        temperature: row.temperature,
        extra: row.extra,
      };
      for (const indicator of list) {
        const value = valueOf(sample, indicator.code);
        if (value !== undefined) values[indicator.code] = value;
      }
    }
    return stationOf(
      { bedId: bed.id, wardId: bed.wardId, patientId: bed.patientId },
      row
        ? {
            at: new Date(row.at),
            deviceAccountId: Number(row.device_account_id),
            online: row.online === true,
            values,
          }
        : null,
      levelsOf(values, list, alarmLevel),
      highestAlarm(open.filter((a) => a.bedId === bed.id)),
    );
  });
}

/** The central station's snapshot of a ward (404 when the ward is not the caller's). */
export async function wardStation(
  tx: Tx,
  wardId: number,
  now: Date,
  silentAfterMs: number,
): Promise<WardStation> {
  const [ward] = await tx.select({ id: wards.id }).from(wards).where(eq(wards.id, wardId));
  if (!ward) throw NotFound();
  return { wardId, silentAfterSeconds: silentAfterMs / 1000, beds: await bedStations(tx, { wardId }, now) };
}
