import { describe, expect, it } from 'vitest';
import { addCell, moveCell, splitColumns } from './cells';

const a = { source: 'camera' as const, id: 1 };
const b = { source: 'terminal' as const, id: 1 };
const c = { source: 'camera' as const, id: 2 };

describe('video wall cells', () => {
  it('lays the splits out in 1, 2 or 3 columns', () => {
    expect([1, 2, 4, 6, 9].map(splitColumns)).toEqual([1, 2, 2, 3, 3]);
  });

  it('moves a source earlier or later, and not past either end', () => {
    expect(moveCell([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveCell([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveCell([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveCell([a, b, c], 2, 1)).toEqual([a, b, c]);
  });

  it('adds a source once, and only while a cell is free', () => {
    expect(addCell([a], b, 4)).toEqual([a, b]);
    // a camera and a terminal may share an id; the same source twice is ignored
    expect(addCell([a, b], { source: 'camera', id: 1 }, 4)).toEqual([a, b]);
    expect(addCell([a, b], c, 2)).toEqual([a, b]);
  });
});
