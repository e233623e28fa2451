import { useLayoutEffect, useState } from 'react';
import { drawnColumns, fittedRows } from './wall-paging';

/** Space kept under the wall: the content area's bottom padding. */
const BOTTOM_GAP = 16;
/** A wall is never squeezed below this height (a very short window scrolls instead). */
const MIN_HEIGHT = 320;

export interface FittedWall {
  columns: number;
  /** Rows sharing `height`; null: the wall scrolls (one column on a phone). */
  rows: number | null;
  height: number | null;
}

/**
 * The stream wall fits the window: every tile of a page is visible without scrolling (a split of
 * four on a 1440×900 screen shows all four). The height is what remains below the wall's top,
 * measured again when the window or anything above the wall (a toolbar that wraps) changes size.
 * `wall` is the element itself (a callback ref's state): it appears only once the tiles load.
 */
export function useFittedWall(wall: HTMLElement | null, perPage: number): FittedWall {
  const [viewport, setViewport] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const [top, setTop] = useState<number | null>(null);

  useLayoutEffect(() => {
    const measure = () => {
      setViewport({ width: window.innerWidth, height: window.innerHeight });
      if (wall) setTop(wall.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    // What is above the wall may change height (the toolbar wraps, an alert comes).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    const above = wall?.parentElement;
    if (observer && above) for (const child of above.children) if (child !== wall) observer.observe(child);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [wall, perPage]);

  const columns = drawnColumns(perPage, viewport.width);
  const rows = fittedRows(perPage, viewport.width);
  const height =
    rows === null || top === null
      ? null
      : Math.max(MIN_HEIGHT, Math.floor(viewport.height - top - BOTTOM_GAP));
  return { columns, rows: height === null ? null : rows, height };
}
