import { describe, expect, it } from 'vitest';
import type { Food } from '@buka/domain/products';
import { orderTime, servedMark } from './served-mark';

const category = {
  id: 3,
  name: 'Soups',
  urlParam: 'soups',
  position: 3,
  createdAt: '',
  updatedAt: '',
};
const dish = (extra: Partial<Food>, categoryTimes: Partial<Food['category']> = {}) =>
  ({ id: 9, name: 'Pepper Soup', category: { ...category, ...categoryTimes }, ...extra }) as Food;
const lagos = (at: string) => new Date(`${at}+01:00`);

describe('a dish served at some times, on the phone order page', () => {
  it('shows its times within its category’s, and marks an order time outside them', () => {
    const soup = dish({ availableFrom: '17:30' }, { availableUntil: '22:00' });
    expect(servedMark(soup, lagos('2025-06-04T12:00:00'))).toEqual({
      times: '5:30 pm – 10:00 pm',
      outside: true,
    });
    expect(servedMark(soup, lagos('2025-06-04T17:30:00'))?.outside).toBe(false);
    expect(servedMark(soup, lagos('2025-06-04T22:00:00'))?.outside).toBe(true);
    expect(servedMark(dish({}), lagos('2025-06-04T03:00:00'))).toBeNull();
    // One end only: from a time until closing, or from opening until a time.
    expect(servedMark(dish({ availableFrom: '17:30' }), lagos('2025-06-04T18:00:00'))).toEqual({
      times: 'from 5:30 pm',
      outside: false,
    });
    expect(servedMark(dish({}, { availableUntil: '11:00' }), lagos('2025-06-04T12:00:00'))).toEqual(
      { times: 'until 11:00 am', outside: true },
    );
  });

  it('judges a later order at its slot, and now until a slot is chosen', () => {
    const now = lagos('2025-06-04T12:00:00');
    const slot = '2025-06-04T18:00:00.000Z';
    expect(orderTime({ later: true, slot }, now)).toEqual(new Date(slot));
    expect(orderTime({ later: true, slot: '' }, now)).toBe(now);
    expect(orderTime({ later: false, slot }, now)).toBe(now);
  });
});
