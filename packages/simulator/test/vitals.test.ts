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

  it('holds an excursion for one to five readings: some outlast a 10 s persistence delay at 5 s a reading', () => {
    const next = vitalsStream(seededRandom(5), 0.05);
    const runs: number[] = [];
    let run = 0;
    for (let i = 0; i < 10_000; i += 1) {
      if (isOutOfRange(next()).length > 0) run += 1;
      else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
    expect(Math.min(...runs)).toBe(1);
    expect(runs.filter((n) => n >= 3).length).toBeGreaterThan(runs.length / 3);
    expect(runs.filter((n) => n >= 3).length).toBeLessThan(runs.length);
  });

  it('replays the same readings for the same seed', () => {
    const a = vitalsStream(seededRandom(3));
    const b = vitalsStream(seededRandom(3));
    for (let i = 0; i < 100; i += 1) expect(a()).toEqual(b());
  });
});
