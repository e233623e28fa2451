import { describe, expect, it } from 'vitest';
import { THEME_COLOR } from '@console/contract/constants';
import { AA_TEXT_CONTRAST, contrastRatio, readableShade } from './accessible-color';

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#3598DC', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#3598DC'), 10);
  });
});

describe('readable shade of the theme colour', () => {
  it('darkens the SPEC theme colour just enough for white text', () => {
    expect(contrastRatio(THEME_COLOR, '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
    const shade = readableShade(THEME_COLOR);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // no darker than needed: the shade stays as close to the brand as 1% steps allow
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST + 0.2);
  });

  it('keeps a colour that is already dark enough, and input it cannot read', () => {
    expect(readableShade('#1d39c4')).toBe('#1d39c4');
    expect(readableShade('not a colour')).toBe('not a colour');
    expect(contrastRatio(readableShade('#fff'), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
