import type { TrackPoint } from '@console/contract/resources/ambulance-fleet';

/** Seconds from a fix to now (never negative: a clock a little ahead is no future fix). */
export function fixAgeSeconds(at: string, nowMs: number): number {
  return Math.max(0, Math.round((nowMs - Date.parse(at)) / 1000));
}

/** "12 s", "3 min", "2 h", "5 d" as i18n keys and counts. */
export function ageParts(seconds: number): { key: 'seconds' | 'minutes' | 'hours' | 'days'; count: number } {
  if (seconds < 60) return { key: 'seconds', count: seconds };
  if (seconds < 3600) return { key: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { key: 'hours', count: Math.floor(seconds / 3600) };
  return { key: 'days', count: Math.floor(seconds / 86_400) };
}

/** "1:05:09" or "5:09" for a duration in seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Where the vehicle was at `atMs` on its track: between two fixes, in a straight line. */
export function positionAt(
  points: readonly TrackPoint[],
  atMs: number,
): { lat: number; lng: number; heading: number | null; index: number } | null {
  if (points.length === 0) return null;
  let index = 0;
  // The last fix at or before the moment (points are in time order).
  let lo = 0;
  let hi = points.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (Date.parse(points[mid]!.at) <= atMs) {
      index = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const a = points[index]!;
  const b = points[index + 1];
  const aMs = Date.parse(a.at);
  if (!b || atMs <= aMs) return { lat: a.lat, lng: a.lng, heading: a.heading, index };
  const f = Math.min(1, (atMs - aMs) / Math.max(1, Date.parse(b.at) - aMs));
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f, heading: a.heading, index };
}

/** The vitals of the last fix at or before the point `index` that carried any. */
export function vitalsAt(points: readonly TrackPoint[], index: number): Record<string, number> | null {
  for (let i = Math.min(index, points.length - 1); i >= 0; i--)
    if (points[i]!.vitals) return points[i]!.vitals;
  return null;
}

/** Replay speeds (times real time). */
export const REPLAY_SPEEDS = [2, 5, 10, 20] as const;
