import { describe, expect, it } from 'vitest';
import type { Food } from '@buka/domain/products';
import { foodsInStock, menuPopup } from './menu-popup';

const food = (id: number, stock: number): Food => ({
  id,
  name: `Dish ${id}`,
  description: '',
  price: '1000',
  imageURL: '',
  calories: '',
  stock,
  qty: 0,
  category: { id: 7, name: 'Rice', urlParam: 'rice', position: 7, createdAt: '', updatedAt: '' },
  optionGroups: [],
  soldOutToday: false,
});

describe('menuPopup', () => {
  it('shows the closed card first, whatever else is true', () => {
    expect(menuPopup({ ordering: 'closed', foods: [food(1, 0)], welcomeSeen: false })).toBe(
      'closed',
    );
  });

  it('shows no food now when open and every loaded item has stock 0', () => {
    expect(
      menuPopup({ ordering: 'open', foods: [food(1, 0), food(2, 0)], welcomeSeen: true }),
    ).toBe('noFood');
    expect(
      menuPopup({ ordering: 'open', foods: [food(1, 0), food(2, 3)], welcomeSeen: true }),
    ).toBe(null);
  });

  it('does not call an empty or loading menu "no food now"', () => {
    expect(menuPopup({ ordering: 'open', foods: [], welcomeSeen: true })).toBe(null);
    expect(menuPopup({ ordering: 'open', foods: undefined, welcomeSeen: true })).toBe(null);
  });

  it('welcomes until the card is understood', () => {
    expect(menuPopup({ ordering: 'open', foods: [food(1, 2)], welcomeSeen: false })).toBe(
      'welcome',
    );
    expect(menuPopup({ ordering: 'open', foods: [food(1, 2)], welcomeSeen: true })).toBe(null);
  });

  it('shows the paused card, not the closed one, while staff have paused ordering', () => {
    expect(menuPopup({ ordering: 'paused', foods: [food(1, 0)], welcomeSeen: false })).toBe(
      'paused',
    );
  });
});

describe('foodsInStock', () => {
  it('hides items with no stock', () => {
    expect(foodsInStock([food(1, 0), food(2, 4)]).map((item) => item.id)).toEqual([2]);
  });

  it('hides a dish staff marked finished for today, whatever its stock', () => {
    const finished = { ...food(1, 5), soldOutToday: true };
    expect(foodsInStock([finished, food(2, 4)]).map((item) => item.id)).toEqual([2]);
    expect(menuPopup({ ordering: 'open', foods: [finished], welcomeSeen: true })).toBe('noFood');
  });
});
