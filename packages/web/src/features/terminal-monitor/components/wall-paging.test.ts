import type { StreamTile } from '@console/contract/resources/terminal-streams';
import { describe, expect, it } from 'vitest';
import {
  drawnColumns,
  fittedRows,
  nextPage,
  pageCount,
  previousPage,
  shownTiles,
  tilesOfPage,
  wallColumns,
} from './wall-paging';

const tile = (id: number, online: boolean) => ({ deviceAccountId: id, online }) as StreamTile;

describe('the stream wall’s pages', () => {
  it('leave offline terminals out only when asked', () => {
    const tiles = [tile(1, true), tile(2, false), tile(3, true)];
    expect(shownTiles(tiles, true).map((t) => t.deviceAccountId)).toEqual([1, 2, 3]);
    expect(shownTiles(tiles, false).map((t) => t.deviceAccountId)).toEqual([1, 3]);
  });

  it('split the tiles into pages, an empty wall being one page', () => {
    expect([pageCount(0, 4), pageCount(4, 4), pageCount(5, 4), pageCount(17, 16)]).toEqual([1, 1, 2, 2]);
    const ids = [1, 2, 3, 4, 5, 6];
    expect(tilesOfPage(ids, 0, 4)).toEqual([1, 2, 3, 4]);
    expect(tilesOfPage(ids, 1, 4)).toEqual([5, 6]);
    // a page that no longer exists (tiles went away) shows the last one
    expect(tilesOfPage(ids, 7, 4)).toEqual([5, 6]);
    expect(tilesOfPage([], 0, 9)).toEqual([]);
  });

  it('rotate forwards and backwards round the pages', () => {
    expect([nextPage(0, 3), nextPage(2, 3), nextPage(0, 1), nextPage(0, 0)]).toEqual([1, 0, 0, 0]);
    expect([previousPage(0, 3), previousPage(2, 3), previousPage(0, 1)]).toEqual([2, 1, 0]);
  });

  it('lay the tiles out square', () => {
    expect([1, 4, 9, 16].map(wallColumns)).toEqual([1, 2, 3, 4]);
  });

  it('fit the window in rows of the drawn columns; a phone’s one column scrolls instead', () => {
    expect([1, 4, 9, 16].map((size) => drawnColumns(size, 1440))).toEqual([1, 2, 3, 4]);
    expect([1, 4, 9, 16].map((size) => fittedRows(size, 1440))).toEqual([null, 2, 3, 4]);
    expect([4, 9, 16].map((size) => fittedRows(size, 800))).toEqual([2, 5, 8]);
    expect([4, 16].map((size) => fittedRows(size, 375))).toEqual([null, null]);
  });
});
