import { describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { checkDraft, emptyDraft, isNumberAsTyped } from './food-draft';

const complete = {
  ...emptyDraft,
  name: 'Moi Moi',
  price: '1500',
  calories: '300',
  imageURL: '/uploads/0123456789abcdef0123456789abcdef.webp',
  categoryId: '11',
};

describe('checkDraft (docs/server-rules.md#validation add food)', () => {
  it('accepts a complete food; quantity, description and calories may stay empty', () => {
    expect(checkDraft(complete)).toEqual({ ok: true });
    expect(checkDraft({ ...complete, calories: '' })).toEqual({ ok: true });
  });

  it.each(['name', 'price', 'imageURL', 'categoryId'] as const)(
    'asks for every field when %s is missing',
    (field) => {
      expect(checkDraft({ ...complete, [field]: '  ' })).toEqual({
        ok: false,
        field,
        message: messages.fillAllFields,
      });
    },
  );

  it('refuses a price or quantity that is not a number', () => {
    expect(checkDraft({ ...complete, price: '15o0' })).toMatchObject({
      field: 'price',
      message: messages.invalidNumber,
    });
    expect(checkDraft({ ...complete, stock: '2.5' })).toMatchObject({
      field: 'stock',
      message: messages.invalidNumber,
    });
  });

  it('leaves calories free text (docs/server-rules.md#validation: no numeric check)', () => {
    expect(checkDraft({ ...complete, calories: 'about 300 kcal' })).toEqual({ ok: true });
  });
});

describe('isNumberAsTyped', () => {
  it('lets digits and one decimal point into the price', () => {
    expect(isNumberAsTyped('', 'price')).toBe(true);
    expect(isNumberAsTyped('1500.', 'price')).toBe(true);
    expect(isNumberAsTyped('1500.50', 'price')).toBe(true);
    expect(isNumberAsTyped('1500.505', 'price')).toBe(false);
    expect(isNumberAsTyped('15a', 'price')).toBe(false);
    expect(isNumberAsTyped('-5', 'price')).toBe(false);
  });
  it('lets only whole numbers into the quantity', () => {
    expect(isNumberAsTyped('12', 'stock')).toBe(true);
    expect(isNumberAsTyped('1.5', 'stock')).toBe(false);
    expect(isNumberAsTyped('x', 'stock')).toBe(false);
  });
});
