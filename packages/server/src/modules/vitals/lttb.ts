/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson 2013): keeps the first and last point
 * and from each of `threshold - 2` equal buckets the point that makes the largest triangle with
 * the previous kept point and the next bucket's average. A chart of a day of 1 Hz data keeps its
 * peaks with 600 points. Points are `[x, y]` in increasing x.
 */
export type Point = [number, number];

export function lttb(points: readonly Point[], threshold: number): Point[] {
  const n = points.length;
  if (threshold >= n || threshold <= 2) {
    if (threshold >= n) return points.slice();
    return n === 0 ? [] : threshold <= 1 ? [points[0]!] : [points[0]!, points[n - 1]!];
  }
  const sampled: Point[] = [points[0]!];
  const every = (n - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i++) {
    // The next bucket's average point.
    const nextStart = Math.floor((i + 1) * every) + 1;
    const nextEnd = Math.min(Math.floor((i + 2) * every) + 1, n);
    let avgX = 0;
    let avgY = 0;
    for (let j = nextStart; j < nextEnd; j++) {
      avgX += points[j]![0];
      avgY += points[j]![1];
    }
    const count = nextEnd - nextStart;
    avgX /= count;
    avgY /= count;
    // The point of this bucket with the largest triangle.
    const start = Math.floor(i * every) + 1;
    const end = Math.floor((i + 1) * every) + 1;
    const [ax, ay] = points[a]!;
    let maxArea = -1;
    let chosen = start;
    for (let j = start; j < end; j++) {
      const [x, y] = points[j]!;
      const area = Math.abs((ax - avgX) * (y - ay) - (ax - x) * (avgY - ay));
      if (area > maxArea) {
        maxArea = area;
        chosen = j;
      }
    }
    sampled.push(points[chosen]!);
    a = chosen;
  }
  sampled.push(points[n - 1]!);
  return sampled;
}
