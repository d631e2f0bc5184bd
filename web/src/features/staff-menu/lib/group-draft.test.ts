import { describe, expect, it } from 'vitest';
import { draftFromGroup, moveGroup } from './group-draft';

describe('moveGroup', () => {
  it('swaps a group with its neighbour', () => {
    expect(moveGroup([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveGroup([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the order alone at either end or for a group not on the dish', () => {
    expect(moveGroup([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveGroup([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveGroup([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});

describe('draftFromGroup', () => {
  it('keeps each choice id, so editing a price keeps carts and the finished mark', () => {
    const draft = draftFromGroup({
      id: 4,
      name: 'Protein',
      required: true,
      min: 1,
      max: 1,
      choices: [{ id: 7, name: 'Beef', price: '1000', unavailableToday: true }],
    });
    expect(draft).toEqual({
      name: 'Protein',
      required: true,
      min: '1',
      max: '1',
      choices: [{ id: 7, name: 'Beef', price: '1000' }],
    });
  });
});
