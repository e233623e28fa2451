import type { TrackStop, TrackTotals } from '@console/contract/resources/ambulance-fleet';

/** Below this speed (km/h, from the distance between two fixes) the vehicle counts as standing. */
export const MOVING_KMH = 3;
/** Standing this long (seconds) makes a stop marker. */
export const STOP_SECONDS = 60;
/** A gap between two fixes longer than this (seconds) counts as parked, whatever the distance. */
export const GAP_SECONDS = 300;

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface TrackFix {
  at: Date;
  lat: number;
  lng: number;
  /** reported km/h, if any */
  speed: number | null;
}

/**
 * Totals of a replayed track (ADR 0040), segment by segment between consecutive fixes (in time
 * order): the distance is the sum of the segments; a segment is moving when its own speed
 * (distance over time) is at least {@link MOVING_KMH} and it is no gap of more than
 * {@link GAP_SECONDS}, otherwise parked. Parked segments in a row that last
 * {@link STOP_SECONDS} or more are a stop, placed where the vehicle stood. The maximum speed is
 * the highest reported or segment speed of a moving segment's ends; the average speed is the
 * moving distance over the moving time.
 */
export function trackTotals(fixes: readonly TrackFix[]): { totals: TrackTotals; stops: TrackStop[] } {
  let distance = 0;
  let movingDistance = 0;
  let movingSeconds = 0;
  let parkedSeconds = 0;
  let maxSpeed = 0;
  const stops: TrackStop[] = [];
  let standing: { from: TrackFix; to: TrackFix; seconds: number } | null = null;
  const closeStop = () => {
    if (standing && standing.seconds >= STOP_SECONDS)
      stops.push({
        from: standing.from.at.toISOString(),
        to: standing.to.at.toISOString(),
        lat: standing.from.lat,
        lng: standing.from.lng,
        seconds: Math.round(standing.seconds),
      });
    standing = null;
  };
  for (let i = 1; i < fixes.length; i++) {
    const a = fixes[i - 1]!;
    const b = fixes[i]!;
    const seconds = (b.at.getTime() - a.at.getTime()) / 1000;
    if (seconds <= 0) continue;
    const metres = distanceMeters(a, b);
    const kmh = (metres / seconds) * 3.6;
    distance += metres;
    if (kmh >= MOVING_KMH && seconds <= GAP_SECONDS) {
      closeStop();
      movingSeconds += seconds;
      movingDistance += metres;
      maxSpeed = Math.max(maxSpeed, kmh, a.speed ?? 0, b.speed ?? 0);
    } else {
      parkedSeconds += seconds;
      if (standing) {
        standing.to = b;
        standing.seconds += seconds;
      } else standing = { from: a, to: b, seconds };
    }
  }
  closeStop();
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    totals: {
      distance: Math.round(distance),
      movingSeconds: Math.round(movingSeconds),
      parkedSeconds: Math.round(parkedSeconds),
      maxSpeed: round1(maxSpeed),
      averageSpeed: movingSeconds > 0 ? round1((movingDistance / movingSeconds) * 3.6) : 0,
    },
    stops,
  };
}
