import { LAYOUT_CANVAS } from '@console/contract/constants';
import { overlaps, type LayoutArea } from '@console/contract/layout/geometry';

/** Editing moves on the canvas: dragging, resizing, snapping, keyboard nudges. Pure functions. */

export const CANVAS_W: number = LAYOUT_CANVAS.width;
export const CANVAS_H: number = LAYOUT_CANVAS.height;
/** Snap grid and keyboard step, in canvas pixels. */
export const GRID = 40;

/** Which edges a drag moves: all four (move) or the ones of a handle (resize). */
export interface Edges {
  left?: boolean;
  right?: boolean;
  top?: boolean;
  bottom?: boolean;
}
export const MOVE: Edges = { left: true, right: true, top: true, bottom: true };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Lines a moving edge is drawn to: the grid, the canvas edges and the other areas' edges. */
export function snapLines(areas: readonly LayoutArea[], except: number, axis: 'x' | 'y'): number[] {
  const size = axis === 'x' ? CANVAS_W : CANVAS_H;
  const lines = new Set<number>();
  for (let v = 0; v <= size; v += GRID) lines.add(v);
  lines.add(size);
  areas.forEach((area, i) => {
    if (i === except) return;
    if (axis === 'x') lines.add(area.x).add(area.x + area.width);
    else lines.add(area.y).add(area.y + area.height);
  });
  return [...lines];
}

/** The shift (within `threshold`) that puts the nearest of `edges` on a line; 0 if none is near. */
function nearestShift(edges: readonly number[], lines: readonly number[], threshold: number): number {
  let best = 0;
  let bestDistance = threshold + 1;
  for (const edge of edges) {
    for (const line of lines) {
      const distance = Math.abs(line - edge);
      if (distance <= threshold && distance < bestDistance) {
        best = line - edge;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/**
 * One axis of a drag: the new [start, end] of a span that begins at `from` and is `size` long,
 * after dragging its low and/or high edge by `delta` (both: a move). Whole pixels, at least `min`
 * long, inside [0, extent], the moving edges snapped to the nearest line within `threshold`.
 */
function dragSpan(
  from: number,
  size: number,
  delta: number,
  drag: { low: boolean; high: boolean },
  axis: { extent: number; min: number; lines: readonly number[]; threshold: number },
): [number, number] {
  const { extent, min, lines, threshold } = axis;
  const snap = (edges: number[]) => (threshold ? nearestShift(edges, lines, threshold) : 0);
  if (drag.low && drag.high) {
    const moved = clamp(Math.round(from + delta), 0, extent - size);
    const low = clamp(moved + snap([moved, moved + size]), 0, extent - size);
    return [low, low + size];
  }
  let low = from;
  let high = from + size;
  if (drag.low) {
    const edge = clamp(Math.round(low + delta), 0, high - min);
    low = clamp(edge + snap([edge]), 0, high - min);
  }
  if (drag.high) {
    const edge = clamp(Math.round(high + delta), low + min, extent);
    high = clamp(edge + snap([edge]), low + min, extent);
  }
  return [low, high];
}

/**
 * The area after dragging `edges` by (dx, dy) canvas pixels from `start`: whole pixels, at least
 * one grid step in size, kept on the canvas, the moving edges snapped to the nearest line within
 * `threshold` (0: no snapping).
 */
export function dragArea(
  start: LayoutArea,
  edges: Edges,
  dx: number,
  dy: number,
  lines: { x: readonly number[]; y: readonly number[] },
  threshold: number,
): LayoutArea {
  const min = Math.min(GRID, CANVAS_W);
  const [left, right] = dragSpan(
    start.x,
    start.width,
    dx,
    { low: !!edges.left, high: !!edges.right },
    { extent: CANVAS_W, min, lines: lines.x, threshold },
  );
  const [top, bottom] = dragSpan(
    start.y,
    start.height,
    dy,
    { low: !!edges.top, high: !!edges.bottom },
    { extent: CANVAS_H, min, lines: lines.y, threshold },
  );
  return { ...start, x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Keyboard: arrows move by `step`, with `resize` the right/bottom edge grows or shrinks instead.
 * Kept on the canvas and at least one pixel in size.
 */
export function nudgeArea(
  area: LayoutArea,
  key: string,
  step: number,
  resize: boolean,
): LayoutArea | undefined {
  const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[key];
  if (!d) return undefined;
  const [dx, dy] = d as [number, number];
  if (resize) {
    return {
      ...area,
      width: clamp(area.width + dx, 1, CANVAS_W - Math.max(0, area.x)),
      height: clamp(area.height + dy, 1, CANVAS_H - Math.max(0, area.y)),
    };
  }
  return {
    ...area,
    x: clamp(area.x + dx, 0, Math.max(0, CANVAS_W - area.width)),
    y: clamp(area.y + dy, 0, Math.max(0, CANVAS_H - area.height)),
  };
}

/**
 * A new area of a quarter of the canvas's width (16:9) in the first grid position where it
 * overlaps nothing; if the canvas is full, at the top left (the check will say so). The first
 * area of a template is its main one.
 */
export function newArea(areas: readonly LayoutArea[]): LayoutArea {
  const width = CANVAS_W / 4;
  const height = CANVAS_H / 4;
  for (let y = 0; y + height <= CANVAS_H; y += GRID) {
    for (let x = 0; x + width <= CANVAS_W; x += GRID) {
      const candidate = { x, y, width, height, main: areas.length === 0 };
      if (!areas.some((other) => overlaps(candidate, other))) return candidate;
    }
  }
  return { x: 0, y: 0, width, height, main: areas.length === 0 };
}

/** Make area `index` the one main area. */
export function setMain(areas: readonly LayoutArea[], index: number): LayoutArea[] {
  return areas.map((area, i) => ({ ...area, main: i === index }));
}
