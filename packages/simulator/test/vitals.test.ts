import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/random';
import { isOutOfRange, vitalsStream } from '../src/vitals';

describe('vitalsStream', () => {
  it('stays in the normal range without excursions', () => {
    const next = vitalsStream(seededRandom(7), 0);
    for (let i = 0; i < 5000; i += 1) expect(isOutOfRange(next())).toEqual([]);
  });

  it('leaves the range about as often as asked', () => {
    const next = vitalsStream(seededRandom(11), 0.05);
    let abnormal = 0;
    for (let i = 0; i < 10_000; i += 1) if (isOutOfRange(next()).length > 0) abnormal += 1;
    expect(abnormal).toBeGreaterThan(350);
    expect(abnormal).toBeLessThan(650);
  });

  it('replays the same readings for the same seed', () => {
    const a = vitalsStream(seededRandom(3));
    const b = vitalsStream(seededRandom(3));
    for (let i = 0; i < 100; i += 1) expect(a()).toEqual(b());
  });
});
