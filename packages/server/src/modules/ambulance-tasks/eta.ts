import { ETA_FLOOR_KMH, type TaskEta } from '@console/contract/resources/ambulance-tasks';
import { distanceMeters } from '../ambulance-fleet/track';

/**
 * The estimated time of arrival (ADR 0045): the great-circle distance from the ambulance's fix
 * to the target, over the recent average speed (the mean of the speeds its fixes of the last
 * minutes reported; the settings' ETA speed when there are none), never below
 * {@link ETA_FLOOR_KMH}. Counted from the fix's time.
 */
export function estimateEta(input: {
  fix: { lat: number; lng: number; at: Date };
  target: { lat: number; lng: number };
  kind: TaskEta['target'];
  recentSpeeds: readonly number[];
  defaultKmh: number;
}): TaskEta {
  const distance = distanceMeters(input.fix, input.target);
  const speeds = input.recentSpeeds.filter((s) => Number.isFinite(s) && s >= 0);
  const average = speeds.length ? speeds.reduce((sum, s) => sum + s, 0) / speeds.length : input.defaultKmh;
  const speed = Math.max(average, ETA_FLOOR_KMH);
  const seconds = Math.round(distance / (speed / 3.6));
  return {
    target: input.kind,
    distance: Math.round(distance),
    speed: Math.round(speed * 10) / 10,
    seconds,
    from: input.fix.at.toISOString(),
    at: new Date(input.fix.at.getTime() + seconds * 1000).toISOString(),
  };
}
