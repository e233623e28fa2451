import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAYOUT_CANVAS } from '../src/constants';
import {
  checkAreas,
  checkLayoutTemplate,
  issuesByArea,
  overlaps,
  type LayoutArea,
} from '../src/layout/geometry';
import {
  LAYOUT_PRESETS,
  MAX_ONE_PLUS_N,
  onePlusNLayout,
  presetAreas,
  SPLIT_COUNTS,
  splitLayout,
} from '../src/layout/presets';
import { layoutTemplateDefinition } from '../src/resources/layout-templates';

const W = LAYOUT_CANVAS.width;
const H = LAYOUT_CANVAS.height;
const area = (x: number, y: number, width: number, height: number, main = false): LayoutArea => ({
  x,
  y,
  width,
  height,
  main,
});
const keys = (areas: LayoutArea[]) => checkAreas(areas).map((issue) => issue.key);

describe('checkAreas', () => {
  it('accepts a single full-screen main area', () => {
    expect(checkAreas([area(0, 0, W, H, true)])).toEqual([]);
  });

  it('asks for at least one area', () => {
    expect(checkAreas([])).toEqual([{ key: 'validation.layoutAreaRequired', areas: [] }]);
  });

  it('asks for a main area, and for only one', () => {
    expect(keys([area(0, 0, 100, 100)])).toEqual(['validation.layoutMainRequired']);
    expect(checkAreas([area(0, 0, 100, 100, true), area(100, 0, 100, 100, true)])).toEqual([
      { key: 'validation.layoutOneMain', areas: [0, 1] },
    ]);
  });

  it('refuses overlapping areas and names both, but allows touching edges and corners', () => {
    expect(checkAreas([area(0, 0, 200, 200, true), area(199, 199, 100, 100)])).toEqual([
      { key: 'validation.layoutOverlap', areas: [0, 1] },
    ]);
    expect(
      checkAreas([area(0, 0, 200, 200, true), area(200, 0, 100, 100), area(200, 100, 100, 100)]),
    ).toEqual([]);
    expect(checkAreas([area(0, 0, 200, 200, true), area(200, 200, 100, 100)])).toEqual([]);
    // one area inside another
    expect(keys([area(0, 0, 800, 800, true), area(100, 100, 10, 10)])).toEqual(['validation.layoutOverlap']);
  });

  it('refuses areas outside the canvas on every side, and allows the exact edge', () => {
    for (const outside of [
      area(-1, 0, 10, 10),
      area(0, -1, 10, 10),
      area(W - 9, 0, 10, 10),
      area(0, H - 9, 10, 10),
    ]) {
      expect(checkAreas([area(500, 500, 10, 10, true), outside])).toEqual([
        { key: 'validation.layoutOutside', areas: [1] },
      ]);
    }
    expect(checkAreas([area(W - 10, H - 10, 10, 10, true)])).toEqual([]);
  });

  it('wants whole pixels and a size of at least one', () => {
    for (const bad of [area(0.5, 0, 10, 10), area(0, 0, 0, 10), area(0, 0, 10, -5), area(0, 0, 10.2, 10)]) {
      expect(checkAreas([area(500, 500, 10, 10, true), bad])).toEqual([
        { key: 'validation.layoutAreaSize', areas: [1] },
      ]);
    }
    expect(keys([area(0, 0, Number.NaN, 10, true)])).toEqual(['validation.layoutAreaSize']);
  });

  it('caps the number of areas', () => {
    const many = Array.from({ length: 37 }, (_, i) => area(i * 50, 0, 50, 50, i === 0));
    expect(keys(many)).toContain('validation.layoutTooManyAreas');
  });

  it('includes the name in the template check', () => {
    expect(checkLayoutTemplate({ name: '  ', areas: [area(0, 0, W, H, true)] })).toEqual([
      { key: 'validation.required', areas: [], field: 'name' },
    ]);
    expect(checkLayoutTemplate({ name: 'Ward', areas: [area(0, 0, W, H, true)] })).toEqual([]);
  });

  it('groups issues by area for the canvas', () => {
    const byArea = issuesByArea(
      checkAreas([area(0, 0, 200, 200, true), area(100, 100, 200, 200, true), area(W, 0, 10, 10)]),
    );
    expect(byArea.get(0)).toEqual(['validation.layoutOneMain', 'validation.layoutOverlap']);
    expect(byArea.get(2)).toEqual(['validation.layoutOutside']);
  });
});

describe('the definition schema runs the same check', () => {
  const create = layoutTemplateDefinition.schemas.create;
  it('puts each problem on its area', () => {
    const result = create.safeParse({
      name: 'x',
      areas: [area(0, 0, 200, 200, true), area(100, 100, 50, 50)],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['areas.0', 'validation.layoutOverlap'],
      ['areas.1', 'validation.layoutOverlap'],
    ]);
  });
  it('accepts a preset', () => {
    expect(create.safeParse({ name: 'x', areas: presetAreas('six') }).success).toBe(true);
  });
});

describe('presets', () => {
  it.each(LAYOUT_PRESETS)('%s passes the check and fills only the canvas', (preset) => {
    const areas = presetAreas(preset);
    expect(checkAreas(areas)).toEqual([]);
    expect(areas.filter((a) => a.main)).toHaveLength(1);
  });

  it('splits into the named number of equal screens that cover the canvas', () => {
    for (const count of SPLIT_COUNTS) {
      const areas = splitLayout(count);
      expect(areas).toHaveLength(count);
      expect(checkAreas(areas)).toEqual([]);
      expect(areas.reduce((sum, a) => sum + a.width * a.height, 0)).toBe(W * H);
    }
  });

  it('1+N is valid for every N, with N small screens', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), (n) => {
        const areas = onePlusNLayout(n);
        expect(checkAreas(areas)).toEqual([]);
        expect(areas).toHaveLength(1 + Math.min(MAX_ONE_PLUS_N, Math.max(1, n)));
      }),
    );
  });
});

/** A valid layout: the canvas cut recursively into rectangles (a guillotine partition), one main. */
const partition: fc.Arbitrary<LayoutArea[]> = fc
  .tuple(
    fc.array(fc.tuple(fc.boolean(), fc.double({ min: 0.1, max: 0.9, noNaN: true })), {
      minLength: 0,
      maxLength: 12,
    }),
    fc.nat(),
    fc.boolean(),
  )
  .map(([cuts, mainPick, dropSome]) => {
    let boxes: LayoutArea[] = [area(0, 0, W, H)];
    for (const [vertical, at] of cuts) {
      // cut the largest box, so sizes stay whole and at least one pixel
      boxes.sort((a, b) => b.width * b.height - a.width * a.height);
      const box = boxes.shift()!;
      if (vertical && box.width >= 2) {
        const w = Math.max(1, Math.min(box.width - 1, Math.round(box.width * at)));
        boxes.push(area(box.x, box.y, w, box.height), area(box.x + w, box.y, box.width - w, box.height));
      } else if (box.height >= 2) {
        const h = Math.max(1, Math.min(box.height - 1, Math.round(box.height * at)));
        boxes.push(area(box.x, box.y, box.width, h), area(box.x, box.y + h, box.width, box.height - h));
      } else boxes.push(box);
    }
    // leaving gaps is allowed: drop every other box but keep at least one
    if (dropSome && boxes.length > 1) boxes = boxes.filter((_, i) => i % 2 === 0);
    const main = mainPick % boxes.length;
    return boxes.map((b, i) => ({ ...b, main: i === main }));
  });

describe('property: the check against generated layouts', () => {
  it('accepts every partition of the canvas with one main area', () => {
    fc.assert(
      fc.property(partition, (areas) => {
        expect(checkAreas(areas)).toEqual([]);
      }),
    );
  });

  it('finds the overlap when any area is repeated, naming both copies', () => {
    fc.assert(
      fc.property(partition, fc.nat(), (areas, pick) => {
        const index = pick % areas.length;
        const copy = { ...areas[index]!, main: false };
        const issues = checkAreas([...areas, copy]);
        expect(issues).toContainEqual({ key: 'validation.layoutOverlap', areas: [index, areas.length] });
        expect(issues.every((i) => i.key === 'validation.layoutOverlap')).toBe(true);
      }),
    );
  });

  it('finds the one area pushed over the canvas edge', () => {
    fc.assert(
      fc.property(
        partition,
        fc.nat(),
        fc.constantFrom('left', 'right', 'up', 'down'),
        fc.integer({ min: 1, max: 3000 }),
        (areas, pick, side, by) => {
          const index = pick % areas.length;
          const a = areas[index]!;
          const moved = {
            ...a,
            ...(side === 'left' ? { x: -by } : {}),
            ...(side === 'up' ? { y: -by } : {}),
            ...(side === 'right' ? { x: W - a.width + by } : {}),
            ...(side === 'down' ? { y: H - a.height + by } : {}),
          };
          // alone on the canvas, so only the edge can be at fault
          expect(checkAreas([{ ...moved, main: true }])).toEqual([
            { key: 'validation.layoutOutside', areas: [0] },
          ]);
        },
      ),
    );
  });

  it('asks for exactly one main area whatever the partition', () => {
    fc.assert(
      fc.property(partition, (areas) => {
        expect(keys(areas.map((a) => ({ ...a, main: false })))).toEqual(['validation.layoutMainRequired']);
        if (areas.length > 1)
          expect(keys(areas.map((a) => ({ ...a, main: true })))).toEqual(['validation.layoutOneMain']);
      }),
    );
  });

  it('never throws and only names areas that exist, whatever the numbers', () => {
    const anyNumber = fc.oneof(fc.integer({ min: -3000, max: 3000 }), fc.double());
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ x: anyNumber, y: anyNumber, width: anyNumber, height: anyNumber, main: fc.boolean() }),
          {
            maxLength: 40,
          },
        ),
        (areas) => {
          const issues = checkAreas(areas);
          for (const issue of issues) for (const i of issue.areas) expect(i).toBeLessThan(areas.length);
          // agrees with the pairwise definition of overlap for areas with a real size
          const flagged = issues.filter((i) => i.key === 'validation.layoutOverlap').length;
          const sized = areas
            .map((a, i) => [a, i] as const)
            .filter(
              ([a]) => [a.x, a.y, a.width, a.height].every(Number.isInteger) && a.width >= 1 && a.height >= 1,
            );
          let pairs = 0;
          for (let a = 0; a < sized.length; a += 1)
            for (let b = a + 1; b < sized.length; b += 1)
              if (overlaps(sized[a]![0], sized[b]![0])) pairs += 1;
          expect(flagged).toBe(pairs);
        },
      ),
    );
  });
});
