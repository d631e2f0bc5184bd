import { describe, expect, it } from 'vitest';
import { defaultOrderLimits } from './order-limits';
import { cartLineKey, type OptionGroup } from './dish-options';
import { laterMessages } from './later-messages';
import { planOrderAgain, type DishNow, type PastLine } from './order-again';
import { changeSentence } from './order-again-words';

const protein: OptionGroup = {
  id: 1,
  name: 'Protein',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { id: 11, name: 'Chicken', price: '1500', unavailableToday: false },
    { id: 12, name: 'Beef', price: '1000', unavailableToday: false },
  ],
};
const extras: OptionGroup = {
  id: 2,
  name: 'Extras',
  required: false,
  min: 0,
  max: 3,
  choices: [{ id: 21, name: 'Plantain', price: '500', unavailableToday: false }],
};

const jollof = (over: Partial<DishNow> = {}): DishNow => ({
  name: 'Jollof Rice',
  priceKobo: 500_000,
  stock: 20,
  soldOut: false,
  groups: [protein, extras],
  ...over,
});
const pastJollof: PastLine = {
  foodId: 1,
  name: 'Jollof Rice',
  priceKobo: 700_000,
  quantity: 2,
  choices: [
    { id: 11, group: 'Protein', name: 'Chicken', price: '1500' },
    { id: 21, group: 'Extras', name: 'Plantain', price: '500' },
  ],
  note: 'less pepper',
};
const plan = (dish: DishNow | undefined, cart: Parameters<typeof planOrderAgain>[2] = []) =>
  planOrderAgain([pastJollof], new Map(dish ? [[1, dish]] : []), cart, defaultOrderLimits);

describe('ordering a past order again', () => {
  it('puts the same dish, choices, note and quantity back when nothing changed', () => {
    expect(plan(jollof())).toEqual({
      put: [
        {
          foodId: 1,
          choiceIds: [11, 21],
          choiceKey: cartLineKey([11, 21], 'less pepper'),
          note: 'less pepper',
          qty: 2,
          inCart: false,
        },
      ],
      changes: [],
      placed: 1,
    });
  });

  it('says a changed price, old and new, with the choices counted', () => {
    const { put, changes } = plan(jollof({ priceKobo: 600_000 }));
    expect(put).toHaveLength(1);
    expect(changes).toEqual([
      { kind: 'priceChanged', dish: 'Jollof Rice', wasKobo: 700_000, nowKobo: 800_000 },
    ]);
    const sentence = changeSentence(changes[0]!);
    expect(sentence).toEqual({
      key: 'againPriceChanged',
      values: { dish: 'Jollof Rice', was: '₦7,000', now: '₦8,000' },
    });
  });

  it('leaves out a dish that left the menu or is finished, naming it', () => {
    expect(plan(undefined)).toMatchObject({ put: [], changes: [{ kind: 'dishGone' }], placed: 0 });
    expect(plan(jollof({ soldOut: true }))).toMatchObject({
      put: [],
      changes: [{ kind: 'dishFinished', dish: 'Jollof Rice' }],
    });
  });

  it('drops an optional choice that is finished, and leaves the dish out without a required one', () => {
    const noPlantain = { ...extras, choices: [{ ...extras.choices[0]!, unavailableToday: true }] };
    const dropped = plan(jollof({ groups: [protein, noPlantain] }));
    expect(dropped.put[0]).toMatchObject({ choiceIds: [11], qty: 2 });
    // The plantain's own price leaves with it: the price itself did not change.
    expect(dropped.changes).toEqual([
      { kind: 'choiceLeftOut', dish: 'Jollof Rice', choice: 'Plantain' },
    ]);

    const noChicken = { ...protein, choices: protein.choices.slice(1) };
    expect(plan(jollof({ groups: [noChicken, extras] }))).toMatchObject({
      put: [],
      changes: [{ kind: 'choiceNeeded', dish: 'Jollof Rice', choice: 'Chicken' }],
    });
  });

  it('caps the quantity by stock and by the per-dish limit, counting other lines of the dish', () => {
    expect(plan(jollof({ stock: 1 }))).toMatchObject({
      put: [{ qty: 1 }],
      changes: [{ kind: 'qtyStock', dish: 'Jollof Rice', qty: 1 }],
    });
    const other = { foodId: 1, choiceKey: cartLineKey([12], ''), qty: 9 };
    expect(plan(jollof(), [other])).toMatchObject({
      put: [{ qty: 1 }],
      changes: [{ kind: 'qtyLimit', qty: 1, max: defaultOrderLimits.maxPerDish }],
    });
  });

  it('raises a line already in the cart to the ordered quantity, never lowers it', () => {
    const key = cartLineKey([11, 21], 'less pepper');
    expect(plan(jollof(), [{ foodId: 1, choiceKey: key, qty: 1 }]).put).toMatchObject([
      { qty: 2, inCart: true },
    ]);
    expect(plan(jollof(), [{ foodId: 1, choiceKey: key, qty: 5 }])).toEqual({
      put: [],
      changes: [],
      placed: 1,
    });
  });

  it('has a later-pages sentence for every change', () => {
    const sentence = changeSentence({ kind: 'qtyLimit', dish: 'Suya', qty: 3, max: 3 });
    expect(laterMessages[sentence.key]).toContain('{dish}');
  });
});
