import { describe, expect, it } from 'vitest';
import {
  backOnMenuAt,
  cartLineKey,
  checkSelection,
  choicePriceChangedMessage,
  isMarkedToday,
  linePriceKobo,
  needsChoosing,
  optionGroupInputSchema,
  unitPriceKobo,
  type OptionGroup,
} from './dish-options';
import { addToCartSchema } from './cart';
import { messages } from './messages';
import { placeOrderSchema } from './orders';
import { defaultTimetable, type ShopHours } from './shop-hours';

const protein: OptionGroup = {
  id: 1,
  name: 'Protein',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { id: 11, name: 'Chicken', price: '1500', unavailableToday: false },
    { id: 12, name: 'Beef', price: '1000', unavailableToday: false },
    { id: 13, name: 'Fish', price: '1800', unavailableToday: true },
  ],
};
const extras: OptionGroup = {
  id: 2,
  name: 'Extras',
  required: false,
  min: 0,
  max: 2,
  choices: [
    { id: 21, name: 'Plantain', price: '500', unavailableToday: false },
    { id: 22, name: 'Moi moi', price: '700.50', unavailableToday: false },
    { id: 23, name: 'Coleslaw', price: '0', unavailableToday: false },
  ],
};
const groups = [protein, extras];
const refusal = (ids: number[]) => {
  const verdict = checkSelection('Jollof Rice', groups, ids);
  return verdict.ok ? null : verdict.message;
};

describe('checkSelection', () => {
  it('accepts a protein and extras, in the menu order whatever order they came in', () => {
    const verdict = checkSelection('Jollof Rice', groups, [22, 12, 21]);
    expect(verdict).toEqual({
      ok: true,
      picked: [
        { id: 12, group: 'Protein', name: 'Beef', priceKobo: 100_000 },
        { id: 21, group: 'Extras', name: 'Plantain', priceKobo: 50_000 },
        { id: 22, group: 'Extras', name: 'Moi moi', priceKobo: 70_050 },
      ],
    });
  });

  it('accepts no choice at all on a dish without required groups', () => {
    expect(checkSelection('Plantain', [extras], [])).toEqual({ ok: true, picked: [] });
    expect(checkSelection('Plantain', [], [])).toEqual({ ok: true, picked: [] });
  });

  it('refuses a missing required choice, naming the group and the dish', () => {
    expect(refusal([21])).toBe('Please choose Protein for Jollof Rice');
  });

  it('refuses too few where a group needs more than one', () => {
    const two = { ...extras, required: true, min: 2, max: 3 };
    const verdict = checkSelection('Platter', [two], [21]);
    expect(verdict).toEqual({
      ok: false,
      message: 'Please choose at least 2 of Extras for Platter',
    });
  });

  it('treats a required group saved with min 0 as needing one', () => {
    const verdict = checkSelection('Jollof Rice', [{ ...protein, min: 0 }], []);
    expect(verdict.ok).toBe(false);
  });

  it('refuses too many choices in a group', () => {
    expect(refusal([11, 12])).toBe('Please choose at most 1 of Protein for Jollof Rice');
    expect(refusal([11, 21, 22, 23])).toBe('Please choose at most 2 of Extras for Jollof Rice');
  });

  it('refuses the same choice twice', () => {
    expect(refusal([11, 21, 21])).toBe(messages.choiceTwice);
  });

  it('refuses a choice of another dish (or one that no longer exists)', () => {
    expect(refusal([11, 99])).toBe(
      'One of the choices is not offered with Jollof Rice. Please choose again',
    );
  });

  it('refuses a choice unavailable today, naming it', () => {
    expect(refusal([13])).toBe('Fish is finished for today. Please choose something else');
  });
});

describe('prices', () => {
  it('adds the choices to the dish, then multiplies by the quantity, in exact kobo', () => {
    const picked = [{ priceKobo: 100_000 }, { priceKobo: 70_050 }, { priceKobo: 0 }];
    expect(unitPriceKobo(350_000, picked)).toBe(520_050);
    expect(linePriceKobo(350_000, picked, 3)).toBe(1_560_150);
    expect(linePriceKobo(350_000, [], 2)).toBe(700_000);
  });

  it('says the new price when a choice costs something else now', () => {
    expect(choicePriceChangedMessage('Chicken', 200_000)).toBe(
      'The price of Chicken is now ₦2,000. Please check your cart and order again',
    );
  });
});

describe('needsChoosing and cartLineKey', () => {
  it('opens the sheet only for a dish with a required group', () => {
    expect(needsChoosing(groups)).toBe(true);
    expect(needsChoosing([extras])).toBe(false);
    expect(needsChoosing([])).toBe(false);
  });

  it('keys the same choices alike in any order, and another note apart', () => {
    expect(cartLineKey([21, 12], '')).toBe(cartLineKey([12, 21], ''));
    expect(cartLineKey([12], '')).not.toBe(cartLineKey([11], ''));
    expect(cartLineKey([12], 'less pepper')).not.toBe(cartLineKey([12], ''));
    expect(cartLineKey([], '')).toBe('');
  });
});

describe('optionGroupInputSchema', () => {
  const choices = [
    { name: 'Chicken', price: 1500 },
    { name: 'Beef', price: '1000' },
  ];

  it('gives a required group a minimum of 1 and an optional one 0', () => {
    const required = optionGroupInputSchema.parse({ name: 'Protein', required: true, choices });
    expect(required).toMatchObject({ min: 1, max: 1 });
    const optional = optionGroupInputSchema.parse({ name: 'Extras', min: 2, max: 2, choices });
    expect(optional).toMatchObject({ required: false, min: 0, max: 2 });
    expect(optional.choices[1]!.price).toBe(1000);
  });

  it.each([
    [{ name: ' ', choices }, messages.groupNameRequired],
    [{ name: 'Protein', choices: [] }, messages.groupNeedsChoice],
    [{ name: 'Protein', max: 3, choices }, messages.groupMaxOverChoices],
    [{ name: 'Protein', required: true, min: 2, max: 1, choices }, messages.groupMinMax],
    [{ name: 'Protein', choices: [{ name: 'Beef', price: -1 }] }, messages.choicePriceInvalid],
    [{ name: 'Protein', choices: [{ name: 'Beef', price: '1.005' }] }, messages.choicePriceInvalid],
    [{ name: 'Protein', choices: [{ name: '', price: 0 }] }, messages.choiceNameRequired],
    [
      { name: 'Protein', choices: [...choices, { name: 'beef', price: 1 }] },
      messages.choiceNameTwice,
    ],
  ])('refuses %j with a sentence', (input, message) => {
    const result = optionGroupInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('requests', () => {
  it('keeps { fid } alone a valid cart add (docs/api.md#cart)', () => {
    expect(addToCartSchema.parse({ fid: 101 })).toEqual({ fid: 101, choiceIds: [], note: '' });
  });

  it('limits the notes', () => {
    const line = { id: 101, qty: 1, note: 'x'.repeat(141) };
    const order = { name: 'Ada', phone: '08031234567', address: '1 Allen Avenue' };
    const tooLong = placeOrderSchema.safeParse({ ...order, products: [line] });
    expect(tooLong.error?.issues[0]?.message).toBe(
      'The note on a dish can be at most 140 characters',
    );
    const orderNote = placeOrderSchema.safeParse({
      ...order,
      note: 'y'.repeat(301),
      products: [{ id: 101, qty: 1 }],
    });
    expect(orderNote.error?.issues[0]?.message).toBe(
      'The note for the kitchen can be at most 300 characters',
    );
    const fine = placeOrderSchema.parse({ ...order, products: [{ id: 101, qty: 1 }] });
    expect(fine.note).toBe('');
    expect(fine.products[0]).toEqual({ id: 101, qty: 1, choices: [], note: '' });
  });
});

describe('backOnMenuAt', () => {
  // Open every day 09:00–21:00 in Lagos (UTC+1), no special days.
  const hours: ShopHours = {
    timetable: defaultTimetable.map(() => [{ open: '09:00', close: '21:00' }]),
    specialDays: [],
  };
  const lagos = (text: string) => new Date(`${text}+01:00`);

  it('lasts until tomorrow morning when marked during service or after closing', () => {
    const back = lagos('2026-11-24T09:00:00');
    expect(backOnMenuAt(lagos('2026-11-23T13:00:00'), hours)).toEqual(back);
    expect(backOnMenuAt(lagos('2026-11-23T22:30:00'), hours)).toEqual(back);
  });

  it("covers today's service when marked before the shop opens", () => {
    expect(backOnMenuAt(lagos('2026-11-23T07:00:00'), hours)).toEqual(lagos('2026-11-24T09:00:00'));
  });

  it('skips closed days and follows special days', () => {
    const closedTomorrow: ShopHours = {
      ...hours,
      specialDays: [{ date: '2026-11-24', hours: null, note: '' }],
    };
    expect(backOnMenuAt(lagos('2026-11-23T13:00:00'), closedTomorrow)).toEqual(
      lagos('2026-11-25T09:00:00'),
    );
  });

  it('holds exactly until that instant', () => {
    const until = backOnMenuAt(lagos('2026-11-23T13:00:00'), hours).getTime();
    expect(isMarkedToday(until, new Date(until - 1))).toBe(true);
    expect(isMarkedToday(until, new Date(until))).toBe(false);
    expect(isMarkedToday(null, new Date(until))).toBe(false);
  });
});
