import type { VideoCell } from '@console/contract/resources/video-groups';

/** Columns of the wall preview per split (SPEC §9 splits 1, 2, 4, 6, 9). */
export function splitColumns(split: number): number {
  if (split <= 1) return 1;
  if (split <= 4) return 2;
  return 3;
}

/** The cells with `index` moved by `step` (-1 earlier, +1 later); unchanged at either end. */
export function moveCell(cells: readonly VideoCell[], index: number, step: -1 | 1): VideoCell[] {
  const target = index + step;
  if (index < 0 || index >= cells.length || target < 0 || target >= cells.length) return [...cells];
  const out = [...cells];
  [out[index], out[target]] = [out[target]!, out[index]!];
  return out;
}

/** The cells with one more source at the end, unless it is already shown or the wall is full. */
export function addCell(cells: readonly VideoCell[], cell: VideoCell, split: number): VideoCell[] {
  if (cells.length >= split) return [...cells];
  if (cells.some((c) => c.source === cell.source && c.id === cell.id)) return [...cells];
  return [...cells, cell];
}
