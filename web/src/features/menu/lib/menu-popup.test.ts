import { describe, expect, it } from 'vitest';
import type { Food } from '@buka/domain/products';
import { defaultTimetable } from '@buka/domain/shop-hours';
import { foodsInStock, isTakingOrders, menuPopup } from './menu-popup';

const food = (id: number, stock: number): Food => ({
  id,
  name: `Dish ${id}`,
  description: '',
  price: '1000',
  imageURL: '',
  calories: '',
  stock,
  qty: 0,
  category: { id: 7, name: 'Rice', urlParam: 'rice', createdAt: '', updatedAt: '' },
});

describe('menuPopup', () => {
  it('shows the closed card first, whatever else is true', () => {
    expect(menuPopup({ open: false, foods: [food(1, 0)], welcomeSeen: false })).toBe('closed');
  });

  it('shows no food now when open and every loaded item has stock 0', () => {
    expect(menuPopup({ open: true, foods: [food(1, 0), food(2, 0)], welcomeSeen: true })).toBe(
      'noFood',
    );
    expect(menuPopup({ open: true, foods: [food(1, 0), food(2, 3)], welcomeSeen: true })).toBe(
      null,
    );
  });

  it('does not call an empty or loading menu "no food now"', () => {
    expect(menuPopup({ open: true, foods: [], welcomeSeen: true })).toBe(null);
    expect(menuPopup({ open: true, foods: undefined, welcomeSeen: true })).toBe(null);
  });

  it('welcomes until the card is understood', () => {
    expect(menuPopup({ open: true, foods: [food(1, 2)], welcomeSeen: false })).toBe('welcome');
    expect(menuPopup({ open: true, foods: [food(1, 2)], welcomeSeen: true })).toBe(null);
  });
});

describe('isTakingOrders', () => {
  // 20:00 and 12:00 in Lagos (UTC+1), written in UTC so the test machine's zone cannot matter.
  const evening = new Date('2025-03-12T19:00:00Z');
  const noon = new Date('2025-03-12T11:00:00Z');

  it('follows the timetable in the restaurant time zone', () => {
    expect(isTakingOrders(noon, { paused: false, timetable: defaultTimetable })).toBe(true);
    expect(isTakingOrders(evening, { paused: false, timetable: defaultTimetable })).toBe(false);
  });

  it('is closed while the staff have paused ordering', () => {
    expect(isTakingOrders(noon, { paused: true, timetable: defaultTimetable })).toBe(false);
  });
});

describe('foodsInStock', () => {
  it('hides items with no stock', () => {
    expect(foodsInStock([food(1, 0), food(2, 4)]).map((item) => item.id)).toEqual([2]);
  });
});
