import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { fill, idKey, messageIds, sayIds } from './message-ids';

describe("the table's ids, as the pages' rules hand them out", () => {
  const say = (key: string, values: Record<string, string | number>) =>
    `${key}(${JSON.stringify(values)})`;

  it('hands out a key, and its values beside it, for the page to say', () => {
    const id = fill(messageIds.tooManyOfDish, { dish: 'Jollof', max: 5 });
    expect(idKey(id)).toBe('tooManyOfDish');
    expect(sayIds(id, say)).toBe('tooManyOfDish({"dish":"Jollof","max":5})');
    // Filled again (a rule adding a value later), the values join.
    expect(
      sayIds(fill(fill(messageIds.belowMinimum, { area: 'Samaru' }), { missing: '₦1' }), say),
    ).toBe('belowMinimum({"area":"Samaru","missing":"₦1"})');
  });

  it('says each id in a text made of several, and leaves other words as they are', () => {
    const text = `${messageIds.orderingPaused} Till today 12:30 pm`;
    expect(sayIds(text, say)).toBe('orderingPaused({}) Till today 12:30 pm');
    expect(sayIds('Jollof is finished', say)).toBe('Jollof is finished');
    expect(idKey('Jollof is finished')).toBeNull();
  });

  it('fills an English sentence as the server reads it', () => {
    expect(fill(messages.cartDishLimit, { max: 4 })).toBe('At most 4 of a dish per order');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
