import { LAYOUT_CANVAS } from '../constants';
import type { MessageKey } from '../i18n/messages';

/**
 * The layout template check (SPEC §5 "name required, main area required, at least one area,
 * areas must not overlap or overflow"). The one implementation: the editor runs it live on every
 * change, the server runs it (through the definition's schema) on every save.
 */

/** One screen area of a template, in canvas pixels (1920×1080, origin top left). */
export interface LayoutArea {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The main (large / speaker) area; a template has exactly one. */
  main: boolean;
}

export interface LayoutIssue {
  key: MessageKey;
  /** Indexes of the areas at fault (both of an overlapping pair); empty for the whole layout. */
  areas: number[];
}

export const MAX_LAYOUT_AREAS = 36;

const isWhole = (n: number) => Number.isInteger(n);

/** Position and size are whole pixels; sizes at least one pixel. */
function badSize(area: LayoutArea): boolean {
  return (
    !isWhole(area.x) ||
    !isWhole(area.y) ||
    !isWhole(area.width) ||
    !isWhole(area.height) ||
    area.width < 1 ||
    area.height < 1
  );
}

function outside(area: LayoutArea): boolean {
  return (
    area.x < 0 ||
    area.y < 0 ||
    area.x + area.width > LAYOUT_CANVAS.width ||
    area.y + area.height > LAYOUT_CANVAS.height
  );
}

/** Interiors intersect; sharing an edge or a corner is allowed. */
export function overlaps(a: LayoutArea, b: LayoutArea): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every problem of a set of areas; empty when the areas make a valid template. */
export function checkAreas(areas: readonly LayoutArea[]): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  if (areas.length === 0) return [{ key: 'validation.layoutAreaRequired', areas: [] }];
  if (areas.length > MAX_LAYOUT_AREAS) issues.push({ key: 'validation.layoutTooManyAreas', areas: [] });

  const mains = areas.flatMap((area, i) => (area.main ? [i] : []));
  if (mains.length === 0) issues.push({ key: 'validation.layoutMainRequired', areas: [] });
  if (mains.length > 1) issues.push({ key: 'validation.layoutOneMain', areas: mains });

  const sized: number[] = [];
  areas.forEach((area, i) => {
    if (badSize(area)) issues.push({ key: 'validation.layoutAreaSize', areas: [i] });
    else {
      sized.push(i);
      if (outside(area)) issues.push({ key: 'validation.layoutOutside', areas: [i] });
    }
  });
  // Overlap is only meaningful between areas with a real size.
  for (let a = 0; a < sized.length; a += 1) {
    for (let b = a + 1; b < sized.length; b += 1) {
      const i = sized[a]!;
      const j = sized[b]!;
      if (overlaps(areas[i]!, areas[j]!)) issues.push({ key: 'validation.layoutOverlap', areas: [i, j] });
    }
  }
  return issues;
}

/** The whole template as the editor holds it: the name is part of the same check. */
export function checkLayoutTemplate(template: { name?: string | null; areas: readonly LayoutArea[] }) {
  const issues: (LayoutIssue & { field: 'name' | 'areas' })[] = [];
  if (!template.name?.trim()) issues.push({ key: 'validation.required', areas: [], field: 'name' });
  for (const issue of checkAreas(template.areas)) issues.push({ ...issue, field: 'areas' });
  return issues;
}

/** Issues by area index, for marking areas on a canvas. */
export function issuesByArea(issues: readonly LayoutIssue[]): Map<number, MessageKey[]> {
  const out = new Map<number, MessageKey[]>();
  for (const issue of issues) {
    for (const index of issue.areas) {
      const keys = out.get(index) ?? [];
      if (!keys.includes(issue.key)) keys.push(issue.key);
      out.set(index, keys);
    }
  }
  return out;
}
