import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparkline';

describe('sparklinePath', () => {
  it('spans the window ending at the newest point and the values’ own range', () => {
    expect(
      sparklinePath(
        [
          [0, 60],
          [500, 80],
          [1000, 100],
        ],
        1000,
        100,
        24,
      ),
    ).toBe('0.0,22.0 50.0,12.0 100.0,2.0');
  });

  it('drops points older than the window and draws noise within minSpan nearly flat', () => {
    expect(
      sparklinePath(
        [
          [0, 10],
          [2000, 97],
          [3000, 98],
        ],
        2000,
        100,
        24,
        10,
      ),
    ).toBe('50.0,13.0 100.0,11.0');
  });

  it('puts a flat line in the middle and draws nothing without points', () => {
    expect(
      sparklinePath(
        [
          [0, 5],
          [10, 5],
        ],
        10,
        100,
        24,
      ),
    ).toBe('0.0,12.0 100.0,12.0');
    expect(sparklinePath([], 10, 100, 24)).toBe('');
  });
});
