import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '@/lib/accessible-color';
import { FieldValue } from '../field-value';

/** `rgb(r, g, b)` (what the DOM reports for a style colour) as `#rrggbb`. */
function hex(rgb: string): string {
  const channels = rgb.match(/\d+/g)?.slice(0, 3) ?? [];
  return `#${channels.map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
}

describe('FieldValue', () => {
  it('writes a switch’s “Yes” dark enough to read on the success tag’s pale green (WCAG AA)', () => {
    render(<FieldValue meta={{ kind: 'switch', label: { zh: '启用', en: 'Enabled' } }} value compact />);
    const tag = screen.getByText('Yes');
    // antd's success tag background (colorSuccessBg)
    expect(contrastRatio(hex(tag.style.color), '#f6ffed') >= AA_TEXT_CONTRAST).toBe(true);
  });
});
