/**
 * Ambulance GPS tracks: a vehicle drives between points around a city centre at a plausible
 * speed, so a map shows it moving along a path rather than jumping.
 */
export interface GpsFix {
  lat: number;
  lng: number;
  /** km/h */
  speed: number;
  /** degrees clockwise from north */
  heading: number;
}

const EARTH_KM_PER_DEG = 111.32;

export function gpsTrack(
  random: () => number,
  centre: { lat: number; lng: number } = { lat: 31.2304, lng: 121.4737 },
): (elapsedSeconds: number) => GpsFix {
  const pick = () => ({
    lat: centre.lat + (random() - 0.5) * 0.12,
    lng: centre.lng + (random() - 0.5) * 0.12,
  });
  let position = pick();
  let target = pick();
  let speed = 30 + random() * 40;
  return (elapsedSeconds) => {
    const dLat = target.lat - position.lat;
    const dLng = (target.lng - position.lng) * Math.cos((position.lat * Math.PI) / 180);
    const distanceKm = Math.hypot(dLat, dLng) * EARTH_KM_PER_DEG;
    const stepKm = (speed * elapsedSeconds) / 3600;
    const heading = ((Math.atan2(dLng, dLat) * 180) / Math.PI + 360) % 360;
    if (distanceKm <= stepKm) {
      position = target;
      target = pick();
      speed = 30 + random() * 40;
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
      speed: Math.round(speed),
      heading: Math.round(heading),
    };
  };
}
