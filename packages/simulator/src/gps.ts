/**
 * Ambulance GPS tracks: a vehicle drives between points around a city centre at a plausible
 * speed, so a map shows it moving along a path rather than jumping. Given a goal (a task's
 * pickup, then its hospital), it drives there instead and waits at it.
 */
export interface GpsFix {
  lat: number;
  lng: number;
  /** km/h */
  speed: number;
  /** degrees clockwise from north */
  heading: number;
}

export interface GpsDrive {
  /** The fix after driving `elapsedSeconds` more. */
  (elapsedSeconds: number): GpsFix;
  /** Drive to `goal` and wait there (`onArrive` once, on reaching it); null: wander again. */
  goTo(goal: { lat: number; lng: number } | null, onArrive?: () => void): void;
}

const EARTH_KM_PER_DEG = 111.32;

export function gpsTrack(
  random: () => number,
  centre: { lat: number; lng: number } = { lat: 31.2304, lng: 121.4737 },
): GpsDrive {
  const pick = () => ({
    lat: centre.lat + (random() - 0.5) * 0.12,
    lng: centre.lng + (random() - 0.5) * 0.12,
  });
  let position = pick();
  let target = pick();
  let speed = 30 + random() * 40;
  let goal: { lat: number; lng: number; onArrive?: (() => void) | undefined; reached: boolean } | null = null;
  const drive = ((elapsedSeconds: number) => {
    if (goal) target = goal;
    const dLat = target.lat - position.lat;
    const dLng = (target.lng - position.lng) * Math.cos((position.lat * Math.PI) / 180);
    const distanceKm = Math.hypot(dLat, dLng) * EARTH_KM_PER_DEG;
    const stepKm = (speed * elapsedSeconds) / 3600;
    const heading = ((Math.atan2(dLng, dLat) * 180) / Math.PI + 360) % 360;
    let moving = Math.round(speed);
    if (distanceKm <= stepKm) {
      position = { lat: target.lat, lng: target.lng };
      if (goal) {
        // At the goal: it waits there.
        moving = 0;
        if (!goal.reached) {
          goal.reached = true;
          goal.onArrive?.();
        }
      } else {
        target = pick();
        speed = 30 + random() * 40;
      }
    } else {
      const f = stepKm / distanceKm;
      position = {
        lat: position.lat + (target.lat - position.lat) * f,
        lng: position.lng + (target.lng - position.lng) * f,
      };
    }
    return {
      lat: Number(position.lat.toFixed(6)),
      lng: Number(position.lng.toFixed(6)),
      speed: moving,
      heading: Math.round(heading),
    };
  }) as GpsDrive;
  drive.goTo = (next, onArrive) => {
    goal = next ? { lat: next.lat, lng: next.lng, onArrive, reached: false } : null;
    // Blue lights: a task is driven faster than the wandering.
    if (next) speed = 50 + random() * 20;
    else target = pick();
  };
  return drive;
}
