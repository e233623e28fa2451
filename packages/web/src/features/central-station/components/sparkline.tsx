/**
 * A trend line without a chart library: one SVG polyline over the last minutes (the station's
 * tiles show dozens at once and must not pull ECharts into the page's chunk). The x axis is time
 * over `windowMs` ending at the newest point; the y axis spans the points' own range.
 */
export interface SparklineProps {
  /** `[epoch ms, value]` in time order. */
  points: readonly (readonly [number, number])[];
  windowMs: number;
  color: string;
  /** Read out instead of the drawing ("Heart rate trend"). */
  label: string;
  /**
   * The least range the y axis spans, in the vital's unit, so that a monitor's noise (an SpO2 of
   * 97–98 %) draws as the near-flat line it is rather than filling the height.
   */
  minSpan?: number;
  width?: number;
  height?: number;
}

export function sparklinePath(
  points: readonly (readonly [number, number])[],
  windowMs: number,
  width: number,
  height: number,
  minSpan = 0,
): string {
  if (points.length === 0) return '';
  const end = points[points.length - 1]![0];
  const start = end - windowMs;
  const shown = points.filter(([at]) => at >= start);
  const values = shown.map(([, value]) => value);
  const middle = (Math.min(...values) + Math.max(...values)) / 2;
  const span = Math.max(Math.max(...values) - Math.min(...values), minSpan);
  const low = middle - span / 2;
  const pad = 2;
  // A flat line sits in the middle rather than on an edge.
  const y = (value: number) =>
    span === 0 ? height / 2 : pad + (1 - (value - low) / span) * (height - 2 * pad);
  const x = (at: number) => ((at - start) / windowMs) * width;
  return shown.map(([at, value]) => `${x(at).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
}

export function Sparkline({
  points,
  windowMs,
  color,
  label,
  minSpan,
  width = 120,
  height = 28,
}: SparklineProps) {
  const path = sparklinePath(points, windowMs, width, height, minSpan);
  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      data-points={points.length}
    >
      {path && (
        <polyline
          points={path}
          fill="none"
          stroke={color}
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
