import { describe, expect, it } from 'vitest';
import {
  ageMatchesIdCard,
  ageOn,
  idCardBirthDate,
  isIdCard,
  maskIdCard,
  maskPhone,
} from '../src/resources/medical-fields';
import { bedDefinition } from '../src/resources/beds';
import { wardDefinition } from '../src/resources/wards';

describe('resident id card (GB 11643)', () => {
  it('accepts the national checksum, an X check character and a real birth date only', () => {
    expect(['110105198001011238', '440304199006150021', '11010519491231002x'].map(isIdCard)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['110105198001011239', '11010519800101123', '110105198002301236', 'A10105198001011238'].map(isIdCard),
    ).toEqual([false, false, false, false]);
    expect(idCardBirthDate('110105198001011238')).toBe('1980-01-01');
  });

  it('checks the age against the birth date, one year either side', () => {
    const on = new Date(Date.UTC(2026, 5, 1));
    expect(ageOn('1980-01-01', on)).toBe(46);
    expect(ageOn('1980-12-31', on)).toBe(45);
    expect([45, 46, 47, 44, 48].map((age) => ageMatchesIdCard('110105198001011238', age, on))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('masks the birth date of an id card and the middle of a phone number', () => {
    expect(maskIdCard('110105198001011238')).toBe('110105********1238');
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
});

describe('ward and bed bounds (SPEC §5)', () => {
  const ward = (extra: object) =>
    wardDefinition.schemas.create.safeParse({ name: 'W', code: 'W1', ...extra });
  it('takes visit durations of 1 and 100 minutes and overdue times of 1 and 300 seconds, nothing beyond', () => {
    expect([1, 100, 0, 101].map((visitMinutes) => ward({ visitMinutes }).success)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([1, 300, 0, 301].map((overdueSeconds) => ward({ overdueSeconds }).success)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('takes a bed name of 30 characters and a code of letters, digits, - and _', () => {
    const bed = (extra: object) =>
      bedDefinition.schemas.create.safeParse({
        wardId: 1,
        number: 1,
        code: 'A-1_b',
        name: 'x'.repeat(30),
        ...extra,
      });
    expect([
      bed({}).success,
      bed({ name: 'x'.repeat(31) }).success,
      bed({ code: 'A 1' }).success,
      bed({ code: 'A#1' }).success,
    ]).toEqual([true, false, false, false]);
  });
});
