import type { StreamTile } from '@console/contract/resources/terminal-streams';

/** The tiles the wall shows: offline terminals only when the settings say so. */
export function shownTiles(tiles: readonly StreamTile[], showOffline: boolean): StreamTile[] {
  return showOffline ? [...tiles] : tiles.filter((tile) => tile.online);
}

export function pageCount(tiles: number, perPage: number): number {
  return Math.max(1, Math.ceil(tiles / perPage));
}

/** Page `page` (0-based) of the tiles, the page clamped to those that exist. */
export function tilesOfPage<T>(tiles: readonly T[], page: number, perPage: number): T[] {
  const last = pageCount(tiles.length, perPage) - 1;
  const current = Math.min(Math.max(page, 0), last);
  return tiles.slice(current * perPage, (current + 1) * perPage);
}

/** The page after `page`, back to the first after the last (rotation, the "next" button). */
export function nextPage(page: number, pages: number): number {
  return (page + 1) % Math.max(1, pages);
}

export function previousPage(page: number, pages: number): number {
  const count = Math.max(1, pages);
  return (page - 1 + count) % count;
}

/** Columns of a square wall (1, 2, 3 or 4). */
export function wallColumns(perPage: number): number {
  return Math.max(1, Math.round(Math.sqrt(perPage)));
}

/** Columns the wall draws: the page size's square, at most two below 992 px, one below 576 px. */
export function drawnColumns(perPage: number, viewportWidth: number): number {
  const square = wallColumns(perPage);
  if (viewportWidth < 576) return 1;
  return viewportWidth < 992 ? Math.min(square, 2) : square;
}

/**
 * The rows of the wall when it must fit the viewport (all tiles of a page visible at once), or
 * null where it scrolls instead (a phone's one column).
 */
export function fittedRows(perPage: number, viewportWidth: number): number | null {
  const columns = drawnColumns(perPage, viewportWidth);
  return columns === 1 ? null : Math.ceil(perPage / columns);
}
