import { describe, expect, it } from 'vitest';
import type { CartItem } from '@buka/domain/cart';
import type { Food } from '@buka/domain/products';
import { cartSubtotalKobo, firstNotServed, orderableEntries, toCartEntries } from './cart-entries';

const category = {
  id: 7,
  name: 'Rice',
  urlParam: 'rice',
  position: 7,
  createdAt: '',
  updatedAt: '',
};
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
    optionGroups: [],
    soldOutToday: false,
  };
}
function line(id: number, fid: number, qty: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    id,
    fid,
    uid: '1',
    qty,
    choiceIds: [],
    note: '',
    choices: [],
    unitPrice: '1',
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
      // A shop that allows more than 99 of a dish in an order.
      { maxPerDish: 99, maxPortions: 999, answerWithinMinutes: 20 },
    );
    expect(entries.map((entry) => entry.maxQty)).toEqual([3, 99]);
  });
});

describe('cartSubtotalKobo (docs/orders.md#cart: sum of qty × price)', () => {
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

describe('lines with choices', () => {
  const protein = {
    id: 5,
    name: 'Protein',
    required: true,
    min: 1,
    max: 1,
    choices: [
      { id: 51, name: 'Beef', price: '1000', unavailableToday: false },
      { id: 52, name: 'Fish', price: '1800', unavailableToday: true },
    ],
  };
  const jollof = { ...food(101, '5000'), optionGroups: [protein] };
  const beef = { id: 51, group: 'Protein', name: 'Beef', price: '900' };

  it("prices a portion as the dish and its choices at the menu's prices now", () => {
    const [entry] = toCartEntries(
      [line(1, 101, 2, { choiceIds: [51], choices: [beef] })],
      [jollof],
    );
    expect(entry?.unitKobo).toBe(600_000);
    expect(entry?.choices).toEqual([{ ...beef, price: '1000' }]);
    expect(cartSubtotalKobo(entry ? [entry] : [])).toBe(1_200_000);
  });

  it("uses the line's own choice prices while the menu loads", () => {
    const [entry] = toCartEntries(
      [line(1, 101, 1, { price: '5000', choiceIds: [51], choices: [beef] })],
      undefined,
    );
    expect(entry?.unitKobo).toBe(590_000);
  });

  it('marks a line whose choice is finished today or gone from the dish', () => {
    const fish = { id: 52, group: 'Protein', name: 'Fish', price: '1800' };
    const gone = { id: 99, group: 'Protein', name: 'Goat', price: '2000' };
    const entries = toCartEntries(
      [
        line(1, 101, 1, { choiceIds: [52], choices: [fish] }),
        line(2, 101, 1, { choiceIds: [99], choices: [gone] }),
        line(3, 101, 1, { choiceIds: [51], choices: [beef] }),
      ],
      [jollof],
    );
    expect(entries.map((entry) => entry.unavailable)).toEqual([
      'choicesChanged',
      'choicesChanged',
      undefined,
    ]);
  });

  it('marks a line missing a choice the dish now requires, or holding more than it allows', () => {
    const extras = {
      id: 6,
      name: 'Extras',
      required: false,
      min: 0,
      max: 1,
      choices: [
        { id: 61, name: 'Plantain', price: '500', unavailableToday: false },
        { id: 62, name: 'Egg', price: '400', unavailableToday: false },
      ],
    };
    const plantain = { id: 61, group: 'Extras', name: 'Plantain', price: '500' };
    const egg = { id: 62, group: 'Extras', name: 'Egg', price: '400' };
    const entries = toCartEntries(
      [
        line(1, 101, 1),
        line(2, 101, 1, { choiceIds: [51, 61, 62], choices: [beef, plantain, egg] }),
        line(3, 101, 1, { choiceIds: [51, 61], choices: [beef, plantain] }),
      ],
      [{ ...jollof, optionGroups: [protein, extras] }],
    );
    expect(entries.map((entry) => entry.unavailable)).toEqual([
      'choicesChanged',
      'choicesChanged',
      undefined,
    ]);
  });

  it('marks a dish finished for today as sold out', () => {
    const [entry] = toCartEntries(
      [line(1, 101, 1)],
      [{ ...food(101, '5000'), soldOutToday: true }],
    );
    expect(entry?.unavailable).toBe('soldOut');
  });

  it("stops a line at the shop's limits, counting the dish's other lines and the order's", () => {
    const limits = { maxPerDish: 10, maxPortions: 30, answerWithinMinutes: 20 };
    const foods = [food(101, '5000', 50), food(102, '1500', 50), food(103, '500', 4)];
    const [a, b, c] = toCartEntries(
      [line(1, 101, 6), line(2, 101, 3, { note: 'no pepper' }), line(3, 103, 2)],
      foods,
      limits,
    );
    // 10 of a dish, over its two lines.
    expect(a).toMatchObject({ maxQty: 7, limitReason: 'At most 10 of a dish per order' });
    expect(b).toMatchObject({ maxQty: 4, limitReason: 'At most 10 of a dish per order' });
    // The stock comes first when it is smaller.
    expect(c).toMatchObject({ maxQty: 4, limitReason: undefined });

    const [big, small] = toCartEntries([line(1, 101, 5), line(2, 102, 5)], foods, {
      ...limits,
      maxPortions: 12,
    });
    expect(big).toMatchObject({ maxQty: 7, limitReason: 'At most 12 portions per order' });
    expect(small?.maxQty).toBe(7);
    // A sold-out line will not be ordered: it holds none of the order's portions.
    const [, left] = toCartEntries(
      [line(1, 103, 9), line(2, 101, 1)],
      [{ ...food(103, '500', 0) }, food(101, '5000', 50)],
      { ...limits, maxPortions: 12 },
    );
    expect(left?.maxQty).toBe(10);
  });

  it("finds a line whose dish is not served at the order's time, its category's times too", () => {
    const lagos = (at: string) => new Date(`${at}+01:00`);
    const soup = { ...food(101, '3000', 10, 'Pepper Soup'), availableFrom: '17:30' };
    const akara = {
      ...food(102, '500', 10, 'Akara'),
      category: { ...category, availableUntil: '11:00' },
    };
    const entries = toCartEntries([line(1, 101, 1), line(2, 102, 2)], [soup, akara]);
    expect(entries[0]?.served).toEqual({ from: 17 * 60 + 30, until: 24 * 60 });
    // At noon neither is served: the first is named, with its times.
    expect(firstNotServed(entries, lagos('2025-06-04T12:00:00'))).toMatchObject({
      entry: { name: 'Pepper Soup' },
      hours: { from: '5:30 pm' },
    });
    // Breakfast time: the soup is not, for an order now; for a slot tonight it is, and the
    // akara is not.
    expect(firstNotServed(entries, lagos('2025-06-04T08:00:00'))?.entry.name).toBe('Pepper Soup');
    expect(firstNotServed(entries, lagos('2025-06-04T18:00:00'))).toMatchObject({
      entry: { name: 'Akara' },
      hours: { from: '12:00 am', until: '11:00 am' },
    });
    // A line that will not be ordered anyway (sold out) is not held against the order.
    const soldOut = toCartEntries([line(1, 101, 1)], [{ ...soup, stock: 0 }]);
    expect(firstNotServed(soldOut, lagos('2025-06-04T12:00:00'))).toBeUndefined();
    // While the menu loads nothing is judged: the server still refuses.
    expect(toCartEntries([line(1, 101, 1)], undefined)[0]?.served).toBeNull();
  });
});
