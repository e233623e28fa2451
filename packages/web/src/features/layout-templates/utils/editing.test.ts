import { describe, expect, it } from 'vitest';
import { CANVAS_H, CANVAS_W, dragArea, GRID, MOVE } from './editing';

const area = { x: 100, y: 100, width: 400, height: 300, main: false };
const none = { x: [], y: [] };

describe('dragging an area on the canvas', () => {
  it('moves it by whole pixels and keeps it on the canvas', () => {
    expect(dragArea(area, MOVE, 10.4, -20.6, none, 0)).toMatchObject({
      x: 110,
      y: 79,
      width: 400,
      height: 300,
    });
    expect(dragArea(area, MOVE, 5000, 5000, none, 0)).toMatchObject({
      x: CANVAS_W - 400,
      y: CANVAS_H - 300,
    });
    expect(dragArea(area, MOVE, -5000, -5000, none, 0)).toMatchObject({ x: 0, y: 0 });
  });

  it('snaps either edge of a moved area to a line within the threshold', () => {
    // the right edge (510 after the move) snaps to 520
    expect(dragArea(area, MOVE, 10, 0, { x: [520], y: [] }, 12)).toMatchObject({ x: 120, width: 400 });
    expect(dragArea(area, MOVE, 10, 0, { x: [520], y: [] }, 5)).toMatchObject({ x: 110 });
  });

  it('resizes from one edge, never below one grid step, and snaps only that edge', () => {
    const right = { right: true };
    expect(dragArea(area, right, 50, 0, none, 0)).toMatchObject({ x: 100, width: 450 });
    expect(dragArea(area, right, -1000, 0, none, 0)).toMatchObject({ x: 100, width: GRID });
    expect(dragArea(area, { top: true }, 0, 1000, none, 0)).toMatchObject({ y: 400 - GRID, height: GRID });
    expect(dragArea(area, { bottom: true }, 0, 7, { x: [], y: [410] }, 10)).toMatchObject({
      y: 100,
      height: 310,
    });
    expect(dragArea(area, { left: true, top: true }, -200, -200, none, 0)).toMatchObject({
      x: 0,
      y: 0,
      width: 500,
      height: 400,
    });
  });
});
