import { describe, expect, it } from 'vitest';
import { moveMember } from './stream-members';

describe('a group’s stream order', () => {
  it('moves a member one place, and not past either end', () => {
    expect(moveMember([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveMember([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveMember([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveMember([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
