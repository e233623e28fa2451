import { describe, expect, it } from 'vitest';
import { lttb, type Point } from '../../src/modules/vitals/lttb';

const line = (n: number, y: (i: number) => number = () => 0): Point[] =>
  Array.from({ length: n }, (_, i) => [i, y(i)]);

describe('LTTB downsampling', () => {
  it('returns a series no longer than the threshold unchanged (a copy)', () => {
    const points = line(5, (i) => i * i);
    const out = lttb(points, 10);
    expect(out).toEqual(points);
    expect(out).not.toBe(points);
    expect(lttb(points, 5)).toEqual(points);
  });

  it('keeps the first and the last point and returns exactly the threshold', () => {
    const points = line(1000, (i) => Math.sin(i / 10));
    const out = lttb(points, 50);
    expect(out).toHaveLength(50);
    expect(out[0]).toEqual(points[0]);
    expect(out[49]).toEqual(points[999]);
  });

  it('keeps x in increasing order and picks only points of the input', () => {
    const points = line(500, (i) => (i * 7919) % 97);
    const out = lttb(points, 37);
    const xs = out.map(([x]) => x);
    expect(xs).toEqual([...xs].sort((p, q) => p - q));
    expect(new Set(xs).size).toBe(xs.length);
    for (const [x, y] of out) expect(points[x]).toEqual([x, y]);
  });

  it('keeps a lone spike that plain decimation would lose', () => {
    const points = line(10_000, (i) => (i === 4321 ? 200 : 80));
    const out = lttb(points, 100);
    expect(out).toContainEqual([4321, 200]);
    // Every 100th point (decimation) misses it.
    expect(points.filter((_, i) => i % 100 === 0).some(([, y]) => y === 200)).toBe(false);
  });

  it('picks the point of each bucket with the largest triangle (worked example)', () => {
    // Buckets {1, 2} and {3, 4, 5}: the peak at x=2 and then the trough at x=5 (areas 22 and 21).
    const points: Point[] = [
      [0, 0],
      [1, 1],
      [2, 5],
      [3, 1],
      [4, 0],
      [5, -4],
      [6, 0],
    ];
    expect(lttb(points, 4)).toEqual([
      [0, 0],
      [2, 5],
      [5, -4],
      [6, 0],
    ]);
  });

  it('handles the degenerate thresholds and empty input', () => {
    expect(lttb([], 10)).toEqual([]);
    expect(lttb(line(10), 2)).toEqual([
      [0, 0],
      [9, 0],
    ]);
    expect(lttb(line(10), 1)).toEqual([[0, 0]]);
  });
});
