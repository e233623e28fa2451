import { describe, expect, it } from 'vitest';
import { gpsTrack } from '../src/gps';
import { seededRandom } from '../src/random';

describe('ambulance GPS track', () => {
  it('moves at a plausible speed, never jumping, and replays for the same seed', () => {
    const track = gpsTrack(seededRandom(3));
    let previous = track(0);
    for (let i = 0; i < 500; i++) {
      const fix = track(5);
      const km =
        Math.hypot(fix.lat - previous.lat, (fix.lng - previous.lng) * Math.cos((fix.lat * Math.PI) / 180)) *
        111.32;
      // 5 s at no more than 70 km/h is under 0.1 km.
      expect(km).toBeLessThan(0.1);
      expect(fix.speed).toBeGreaterThanOrEqual(30);
      expect(fix.speed).toBeLessThanOrEqual(70);
      expect(fix.heading).toBeGreaterThanOrEqual(0);
      expect(fix.heading).toBeLessThan(360);
      previous = fix;
    }
    const a = gpsTrack(seededRandom(9));
    const b = gpsTrack(seededRandom(9));
    expect([a(0), a(5), a(5)]).toEqual([b(0), b(5), b(5)]);
  });
});
