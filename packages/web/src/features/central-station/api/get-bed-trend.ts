import type { BedStation } from '@console/contract/alarms';
import { PATHS } from '@console/contract/api/paths';
import type { VitalsSeries } from '@console/contract/vitals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stationKeys } from './station-keys';

/** How far back a tile's sparklines reach, and how many points the first paint asks for. */
export const TREND_WINDOW_MS = 10 * 60_000;
const TREND_POINTS = 120;

/** The vitals a tile draws a trend of. */
export const TREND_CODES = ['heartRate', 'spo2'] as const;
export type TrendCode = (typeof TREND_CODES)[number];
export type Trend = Record<TrendCode, [number, number][]>;
/** The least y range of each trend line (its unit): noise within it draws nearly flat. */
export const TREND_MIN_SPAN: Record<TrendCode, number> = { heartRate: 20, spo2: 6 };

const emptyTrend = (): Trend => ({ heartRate: [], spo2: [] });

/** The last minutes of a patient's heart rate and SpO2 (`GET patients/:id/vitals`, downsampled). */
export async function getBedTrend(patientId: number, signal?: AbortSignal): Promise<Trend> {
  const to = Date.now();
  const series = await api.get<VitalsSeries>(`${PATHS.resource('patients')}/${patientId}/vitals`, {
    params: {
      from: new Date(to - TREND_WINDOW_MS).toISOString(),
      to: new Date(to).toISOString(),
      points: TREND_POINTS,
    },
    ...(signal ? { signal } : {}),
    // A trend that cannot be read leaves the line to the live samples; no message per tile.
    skipErrorHandler: true,
  });
  return { heartRate: series.series.heartRate, spo2: series.series.spo2 };
}

/**
 * A bed's trend: the patient's recent vitals for the first paint, then each live snapshot appended
 * (`appendToTrend`). Without a patient it starts empty and fills from the live samples.
 */
export const bedTrendQueryOptions = (bedId: number, patientId: number | null) =>
  queryOptions({
    queryKey: stationKeys.trend(bedId, patientId),
    queryFn: ({ signal }) => (patientId ? getBedTrend(patientId, signal) : Promise.resolve(emptyTrend())),
    staleTime: Infinity,
  });

export function useBedTrend(bedId: number, patientId: number | null) {
  return useQuery(bedTrendQueryOptions(bedId, patientId));
}

/** Live samples closer together than the first paint's points are not added (a line as dense as the rest). */
const TREND_STEP_MS = TREND_WINDOW_MS / TREND_POINTS;

/**
 * The trend with a snapshot's values added (one point per TREND_STEP_MS at most), points older
 * than the window dropped.
 */
export function appendToTrend(trend: Trend | undefined, station: BedStation): Trend {
  const base = trend ?? emptyTrend();
  if (!station.at) return base;
  const at = Date.parse(station.at);
  const next = { ...base };
  for (const code of TREND_CODES) {
    const value = station.values[code];
    const points = base[code];
    const last = points[points.length - 1];
    if (typeof value !== 'number' || (last && at - last[0] < TREND_STEP_MS)) continue;
    next[code] = [...points.filter(([time]) => time > at - TREND_WINDOW_MS), [at, value]];
  }
  return next;
}
