import { describe, expect, it } from 'vitest';
import type { Food } from '@buka/domain/products';
import { searchFoods } from './search-foods';

const food = (id: number, name: string) => ({ id, name }) as Food;
const foods = [food(101, 'Jollof Rice'), food(102, 'Fried Rice'), food(104, 'Chicken (Grilled)')];

describe('searchFoods', () => {
  it('finds a name by any part of it, in any case', () => {
    expect(searchFoods(foods, 'rice').map((f) => f.id)).toEqual([101, 102]);
    expect(searchFoods(foods, 'GRILL').map((f) => f.id)).toEqual([104]);
    expect(searchFoods(foods, '  jollof ').map((f) => f.id)).toEqual([101]);
  });
  it('shows everything for an empty search and nothing for no match', () => {
    expect(searchFoods(foods, '')).toHaveLength(3);
    expect(searchFoods(foods, 'egusi')).toEqual([]);
  });
});
