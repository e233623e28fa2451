import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alarmLevel,
  BUILT_IN_INDICATORS,
  crossedLimit,
  limitOrderIssue,
  resolveThresholds,
} from '../src/medical/alarm-levels';

const heart = { alarmLow: 40, warningLow: 50, warningHigh: 110, alarmHigh: 120 };

describe('limitOrderIssue', () => {
  it('accepts increasing limits, with any of them left out', () => {
    expect(limitOrderIssue(heart)).toBeNull();
    expect(limitOrderIssue({})).toBeNull();
    expect(
      limitOrderIssue({ alarmLow: 90, warningLow: null, warningHigh: undefined, alarmHigh: 95 }),
    ).toBeNull();
  });

  it('names the later field of the first pair out of order', () => {
    expect(limitOrderIssue({ ...heart, warningLow: 40 })).toEqual({
      path: 'warningLow',
      message: 'validation.thresholdOrder',
    });
    expect(limitOrderIssue({ warningLow: 60, warningHigh: 50 })).toEqual({
      path: 'warningHigh',
      message: 'validation.thresholdOrder',
    });
    // Skipping an unset limit still compares with the last one set.
    expect(limitOrderIssue({ alarmLow: 100, alarmHigh: 99 })).toEqual({
      path: 'alarmHigh',
      message: 'validation.thresholdOrder',
    });
  });

  it('holds for every built-in indicator default', () => {
    for (const indicator of BUILT_IN_INDICATORS) expect(limitOrderIssue(indicator)).toBeNull();
  });
});

describe('resolveThresholds', () => {
  it('takes, per limit, the bed over the ward over the indicator', () => {
    const result = resolveThresholds(
      heart,
      { alarmLow: null, warningLow: 45, warningHigh: 100, alarmHigh: null },
      { warningHigh: 105, alarmHigh: null },
    );
    expect(result).toEqual({
      limits: { alarmLow: 40, warningLow: 45, warningHigh: 105, alarmHigh: 120 },
      sources: { alarmLow: 'indicator', warningLow: 'ward', warningHigh: 'bed', alarmHigh: 'indicator' },
    });
  });

  it('leaves a limit no level sets unset', () => {
    expect(resolveThresholds({ alarmLow: 85 }, undefined, null)).toEqual({
      limits: { alarmLow: 85, warningLow: null, warningHigh: null, alarmHigh: null },
      sources: { alarmLow: 'indicator', warningLow: null, warningHigh: null, alarmHigh: null },
    });
  });

  it('lets a bed override a limit the indicator does not set', () => {
    expect(resolveThresholds({}, null, { alarmHigh: 3 }).limits).toEqual({
      alarmLow: null,
      warningLow: null,
      warningHigh: null,
      alarmHigh: 3,
    });
  });
});

describe('alarmLevel', () => {
  it('grades values around the four limits, a value on a limit within it', () => {
    const cases: [number, string][] = [
      [30, 'alarm'],
      [39.9, 'alarm'],
      [40, 'warning'],
      [49, 'warning'],
      [50, 'normal'],
      [80, 'normal'],
      [110, 'normal'],
      [111, 'warning'],
      [120, 'warning'],
      [121, 'alarm'],
    ];
    expect(cases.map(([value]) => [value, alarmLevel(value, heart)])).toEqual(cases);
  });

  it('with only low limits set, any high value is normal', () => {
    expect(alarmLevel(100, { alarmLow: 90, warningLow: 94 })).toBe('normal');
    expect(alarmLevel(92, { alarmLow: 90, warningLow: 94 })).toBe('warning');
    expect(alarmLevel(88, { alarmLow: 90, warningLow: 94 })).toBe('alarm');
  });

  it('without limits, or for a value that is no number, is normal', () => {
    expect(alarmLevel(1e9, {})).toBe('normal');
    expect(alarmLevel(Number.NaN, heart)).toBe('normal');
  });

  it('never grades a value further out lower than one closer in (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (v, d) => {
          const rank = { normal: 0, warning: 1, alarm: 2 } as const;
          const mid = 80;
          const further = v >= mid ? v + d : v - d;
          return rank[alarmLevel(further, heart)] >= rank[alarmLevel(v, heart)];
        },
      ),
    );
  });

  it("grades the simulator's excursions (warning or alarm) and its baseline (normal) with the defaults", () => {
    const defaults = Object.fromEntries(BUILT_IN_INDICATORS.map((i) => [i.code, i]));
    const baseline = {
      heartRate: 78,
      spo2: 98,
      systolic: 118,
      diastolic: 76,
      respiration: 16,
      temperature: 36.7,
    };
    const abnormal = {
      heartRate: 128,
      spo2: 88,
      systolic: 168,
      diastolic: 102,
      respiration: 27,
      temperature: 38.9,
    };
    const grade = (values: Record<string, number>) =>
      Object.fromEntries(Object.entries(values).map(([code, v]) => [code, alarmLevel(v, defaults[code]!)]));
    expect(grade(baseline)).toEqual({
      heartRate: 'normal',
      spo2: 'normal',
      systolic: 'normal',
      diastolic: 'normal',
      respiration: 'normal',
      temperature: 'normal',
    });
    expect(grade(abnormal)).toEqual({
      heartRate: 'alarm',
      spo2: 'alarm',
      systolic: 'alarm',
      diastolic: 'alarm',
      respiration: 'warning',
      temperature: 'alarm',
    });
  });
});

describe('crossedLimit', () => {
  it('names the limit of the level the value lies beyond, with its value', () => {
    expect(crossedLimit(115, 'warning', heart)).toEqual({ field: 'warningHigh', value: 110 });
    expect(crossedLimit(125, 'alarm', heart)).toEqual({ field: 'alarmHigh', value: 120 });
    expect(crossedLimit(45, 'warning', heart)).toEqual({ field: 'warningLow', value: 50 });
    expect(crossedLimit(35, 'alarm', heart)).toEqual({ field: 'alarmLow', value: 40 });
  });

  it("is null within the level's limits or where that level sets none", () => {
    expect(crossedLimit(110, 'warning', heart)).toBeNull();
    expect(crossedLimit(115, 'alarm', heart)).toBeNull();
    expect(crossedLimit(150, 'alarm', { warningHigh: 110 })).toBeNull();
  });

  it('agrees with alarmLevel: a value graded at a level crossed one of its limits (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 250, noNaN: true }), (value) => {
        const level = alarmLevel(value, heart);
        if (level !== 'normal') expect(crossedLimit(value, level, heart)).not.toBeNull();
      }),
    );
  });
});
