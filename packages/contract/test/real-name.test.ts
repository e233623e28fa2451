import { describe, expect, it } from 'vitest';
import { REAL_NAME_PATTERN } from '../src/resources/admins';

describe('real names (SPEC §5, issue 13 defect 13)', () => {
  it('accepts single spaces and the middle dot between letters', () => {
    const names = ['张三', 'Anna', 'Anna Smith', 'Anna Maria Smith', '阿依古丽·买买提', 'Jean·Paul'];
    expect(names.filter((name) => REAL_NAME_PATTERN.test(name))).toEqual(names);
  });

  it('refuses digits, leading, trailing or doubled separators', () => {
    const names = ['Anna1', ' Anna', 'Anna ', 'Anna  Smith', '·Anna', 'Anna·', 'Anna· Smith', 'Anna-Smith'];
    expect(names.filter((name) => REAL_NAME_PATTERN.test(name))).toEqual([]);
  });
});
