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
  let left = start.x;
  let right = start.x + start.width;
  let top = start.y;
  let bottom = start.y + start.height;
  const moving = edges.left && edges.right;
  const vertical = edges.top && edges.bottom;

  if (moving) {
    const x = clamp(Math.round(start.x + dx), 0, CANVAS_W - start.width);
    const shift = threshold ? nearestShift([x, x + start.width], lines.x, threshold) : 0;
    left = clamp(x + shift, 0, CANVAS_W - start.width);
    right = left + start.width;
  } else {
    if (edges.left) {
      const x = clamp(Math.round(left + dx), 0, right - min);
      left = clamp(x + (threshold ? nearestShift([x], lines.x, threshold) : 0), 0, right - min);
    }
    if (edges.right) {
      const x = clamp(Math.round(right + dx), left + min, CANVAS_W);
      right = clamp(x + (threshold ? nearestShift([x], lines.x, threshold) : 0), left + min, CANVAS_W);
    }
  }
  if (vertical) {
    const y = clamp(Math.round(start.y + dy), 0, CANVAS_H - start.height);
    const shift = threshold ? nearestShift([y, y + start.height], lines.y, threshold) : 0;
    top = clamp(y + shift, 0, CANVAS_H - start.height);
    bottom = top + start.height;
  } else {
    if (edges.top) {
      const y = clamp(Math.round(top + dy), 0, bottom - min);
      top = clamp(y + (threshold ? nearestShift([y], lines.y, threshold) : 0), 0, bottom - min);
    }
    if (edges.bottom) {
      const y = clamp(Math.round(bottom + dy), top + min, CANVAS_H);
      bottom = clamp(y + (threshold ? nearestShift([y], lines.y, threshold) : 0), top + min, CANVAS_H);
    }
  }
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
