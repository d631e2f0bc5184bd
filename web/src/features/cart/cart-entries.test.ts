import { describe, expect, it } from 'vitest';
import type { CartItem } from '@buka/domain/cart';
import type { Food } from '@buka/domain/products';
import { cartSubtotalKobo, orderableEntries, toCartEntries } from './cart-entries';

const category = { id: 7, name: 'Rice', urlParam: 'rice', createdAt: '', updatedAt: '' };
function food(id: number, price: string, stock = 10, name = `Food ${id}`): Food {
  return {
    id,
    name,
    description: '',
    price,
    imageURL: `/f/${id}.webp`,
    calories: '',
    stock,
    qty: 0,
    category,
  };
}
function line(id: number, fid: number, qty: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    id,
    fid,
    uid: '1',
    qty,
    available: true,
    unavailable: null,
    name: `Line ${fid}`,
    price: '1',
    imageURL: '',
    stock: 10,
    ...extra,
  };
}

describe('toCartEntries', () => {
  it('takes name, price and picture from the menu, the freshest copy', () => {
    const [entry] = toCartEntries([line(1, 101, 2)], [food(101, '5000', 10, 'Jollof Rice')]);
    expect(entry).toMatchObject({
      name: 'Jollof Rice',
      imageURL: '/f/101.webp',
      unitKobo: 500_000,
    });
    expect(entry?.unavailable).toBeUndefined();
  });

  it("falls back on the line's own copy while the menu loads, judging nothing yet", () => {
    const [entry] = toCartEntries([line(1, 101, 2, { name: 'Jollof', price: '4500' })], undefined);
    expect(entry).toMatchObject({ name: 'Jollof', unitKobo: 450_000, unavailable: undefined });
  });

  it('marks a food that left the menu as deleted and keeps its name from the line', () => {
    const [entry] = toCartEntries([line(1, 999, 1, { name: 'Old dish' })], [food(101, '5000')]);
    expect(entry).toMatchObject({ name: 'Old dish', unavailable: 'deleted' });
  });

  it('marks a sold-out food, by the menu or by the server', () => {
    const entries = toCartEntries(
      [line(1, 101, 1), line(2, 102, 1, { available: false, unavailable: 'soldOut' })],
      [food(101, '5000', 0), food(102, '3000', 5)],
    );
    expect(entries.map((entry) => entry.unavailable)).toEqual(['soldOut', 'soldOut']);
  });

  it('caps a line at the stock and at 99', () => {
    const entries = toCartEntries(
      [line(1, 101, 1), line(2, 102, 1)],
      [food(101, '5000', 3), food(102, '5000', 500)],
    );
    expect(entries.map((entry) => entry.maxQty)).toEqual([3, 99]);
  });
});

describe('cartSubtotalKobo (spec §4: sum of qty × price)', () => {
  it('adds qty × price over orderable lines only, exactly in kobo', () => {
    const entries = toCartEntries(
      [line(1, 101, 3), line(2, 102, 2), line(3, 103, 5)],
      [food(101, '1500.10'), food(102, '2000'), food(103, '999', 0)],
    );
    expect(cartSubtotalKobo(entries)).toBe(3 * 150_010 + 2 * 200_000);
    expect(orderableEntries(entries).map((entry) => entry.line.id)).toEqual([1, 2]);
  });

  it('is 0 for an empty cart', () => {
    expect(cartSubtotalKobo([])).toBe(0);
  });
});
