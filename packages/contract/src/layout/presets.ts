import { LAYOUT_CANVAS } from '../constants';
import type { LayoutArea } from './geometry';

/**
 * Ready-made area sets (SPEC §9: splits of 1, 2, 4, 6, 9; layouts quad, six, nine, full screen,
 * 1+N, two-way horizontal and vertical). Every preset passes `checkAreas` (tested).
 */

const W: number = LAYOUT_CANVAS.width;
const H: number = LAYOUT_CANVAS.height;

/** Cut `length` into `parts` whole-pixel pieces that tile it exactly: the i-th edge of the cut. */
const edge = (length: number, parts: number, i: number) => Math.floor((i * length) / parts);

/** `cols`×`rows` equal cells over a rectangle, row by row; the first cell is the main one. */
function grid(cols: number, rows: number, box = { x: 0, y: 0, width: W, height: H }): LayoutArea[] {
  const areas: LayoutArea[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = box.x + edge(box.width, cols, c);
      const y = box.y + edge(box.height, rows, r);
      areas.push({
        x,
        y,
        width: box.x + edge(box.width, cols, c + 1) - x,
        height: box.y + edge(box.height, rows, r + 1) - y,
        main: areas.length === 0,
      });
    }
  }
  return areas;
}

export const SPLIT_COUNTS = [1, 2, 4, 6, 9] as const;
export type SplitCount = (typeof SPLIT_COUNTS)[number];

/** Equal screens: 1 full, 2 side by side, 4 as 2×2, 6 as 3×2, 9 as 3×3. */
export function splitLayout(count: SplitCount): LayoutArea[] {
  switch (count) {
    case 1:
      return grid(1, 1);
    case 2:
      return grid(2, 1);
    case 4:
      return grid(2, 2);
    case 6:
      return grid(3, 2);
    case 9:
      return grid(3, 3);
  }
}

/** One large main screen (two thirds) with five around it: two on the right, three below. */
function sixLayout(): LayoutArea[] {
  const third = { w: W / 3, h: H / 3 };
  const main: LayoutArea = { x: 0, y: 0, width: 2 * third.w, height: 2 * third.h, main: true };
  const right = grid(1, 2, { x: 2 * third.w, y: 0, width: third.w, height: 2 * third.h });
  const below = grid(3, 1, { x: 0, y: 2 * third.h, width: W, height: third.h });
  return [main, ...[...right, ...below].map((area) => ({ ...area, main: false }))];
}

export const MAX_ONE_PLUS_N = 8;

/** 1+N: the main screen above, N equal screens in a strip below (N from 1 to 8). */
export function onePlusNLayout(n: number): LayoutArea[] {
  const count = Math.min(MAX_ONE_PLUS_N, Math.max(1, Math.floor(n)));
  const stripHeight = H / 4;
  const main: LayoutArea = { x: 0, y: 0, width: W, height: H - stripHeight, main: true };
  const strip = grid(count, 1, { x: 0, y: H - stripHeight, width: W, height: stripHeight });
  return [main, ...strip.map((area) => ({ ...area, main: false }))];
}

export const LAYOUT_PRESETS = [
  'split1',
  'split2',
  'split4',
  'split6',
  'split9',
  'quad',
  'six',
  'nine',
  'fullScreen',
  'onePlusN',
  'twoWayHorizontal',
  'twoWayVertical',
] as const;
export type LayoutPreset = (typeof LAYOUT_PRESETS)[number];

/** The areas of a preset; `n` is the N of 1+N (3 when not given). */
export function presetAreas(preset: LayoutPreset, n = 3): LayoutArea[] {
  switch (preset) {
    case 'split1':
    case 'fullScreen':
      return splitLayout(1);
    case 'split2':
      return splitLayout(2);
    case 'split4':
    case 'quad':
      return splitLayout(4);
    case 'split6':
      return splitLayout(6);
    case 'split9':
    case 'nine':
      return splitLayout(9);
    case 'six':
      return sixLayout();
    case 'onePlusN':
      return onePlusNLayout(n);
    // Two 16:9 pictures at half size, side by side or one above the other, centred.
    case 'twoWayHorizontal':
      return grid(2, 1, { x: 0, y: H / 4, width: W, height: H / 2 });
    case 'twoWayVertical':
      return grid(1, 2, { x: W / 4, y: 0, width: W / 2, height: H });
  }
}
