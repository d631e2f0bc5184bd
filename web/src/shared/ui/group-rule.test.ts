import { describe, expect, it } from 'vitest';
import { groupRule, isSingleChoice } from './group-rule';

describe('groupRule', () => {
  it.each([
    [{ required: true, min: 1, max: 1 }, 'Required · choose 1'],
    [{ required: true, min: 2, max: 2 }, 'Required · choose 2'],
    [{ required: true, min: 1, max: 3 }, 'Required · choose up to 3'],
    [{ required: true, min: 2, max: 4 }, 'Required · choose 2 to 4'],
    [{ required: false, min: 0, max: 1 }, 'Optional · choose 1'],
    [{ required: false, min: 0, max: 3 }, 'Optional · choose up to 3'],
  ])('says %o as %s', (group, words) => {
    expect(groupRule(group)).toBe(words);
  });

  it('draws a group of at most one as a single choice, whether required or not', () => {
    expect(isSingleChoice({ max: 1 })).toBe(true);
    expect(isSingleChoice({ max: 2 })).toBe(false);
  });
});
