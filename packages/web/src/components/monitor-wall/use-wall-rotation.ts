import { ROOM_MONITOR_SPLITS } from '@console/contract/resources/rooms';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** SPEC §9 splits of a monitor wall: 1, 2, 4, 6 or 9 tiles. */
export const WALL_SPLITS = ROOM_MONITOR_SPLITS;
export type WallSplit = (typeof WALL_SPLITS)[number];
/** Grid columns of each split (one column on narrow screens). */
export const WALL_COLUMNS: Record<WallSplit, number> = { 1: 1, 2: 2, 4: 2, 6: 3, 9: 3 };

/** The split in the page's `?split=` (so a wall can be bookmarked), 4 by default. */
export function useWallSplit(fallback: WallSplit = 4): [WallSplit, (split: WallSplit) => void] {
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('split'));
  const split = (WALL_SPLITS as readonly number[]).includes(wanted) ? (wanted as WallSplit) : fallback;
  const set = (next: WallSplit) => {
    const params = new URLSearchParams(search);
    params.set('split', String(next));
    setSearch(params, { replace: true });
  };
  return [split, set];
}

export interface WallRotation<T> {
  /** The tiles of the page shown. */
  shown: T[];
  /** 0-based page shown and the number of pages. */
  page: number;
  pages: number;
  paused: boolean;
  togglePause(): void;
  /** Back to the first page (after the split changed). */
  reset(): void;
}

/**
 * A wall's rotation: with more tiles than the split holds, the next page every `seconds` (and
 * `onTurn`, to read the tiles again then), until paused. Shared by the room monitor and the
 * stream monitor.
 */
export function useWallRotation<T>(
  tiles: readonly T[],
  split: number,
  seconds: number,
  onTurn?: () => void,
): WallRotation<T> {
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const pages = Math.max(1, Math.ceil(tiles.length / split));
  const shownPage = page % pages;
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      setPage((p) => p + 1);
      onTurn?.();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [paused, seconds, onTurn]);
  return {
    shown: tiles.slice(shownPage * split, shownPage * split + split),
    page: shownPage,
    pages,
    paused,
    togglePause: () => setPaused((p) => !p),
    reset: () => setPage(0),
  };
}
