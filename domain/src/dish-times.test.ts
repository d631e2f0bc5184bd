import { describe, expect, it } from 'vitest';
import { foodInputSchema } from './admin';
import { isServedAt, notServedHours, servedNote, servedWindow } from './dish-times';

const lagos = (time: string) => new Date(`2025-06-04T${time}:00+01:00`);

describe('dishes served at some times only', () => {
  const breakfast = servedWindow({ availableFrom: '07:00', availableUntil: '11:00' });

  it('has no limit without times, and keeps both limits of a dish and its category', () => {
    expect(servedWindow({})).toBeNull();
    expect(servedWindow({ availableFrom: null }, { availableUntil: null })).toBeNull();
    expect(servedWindow({ availableFrom: '07:00' }, { availableUntil: '11:00' })).toEqual({
      from: 7 * 60,
      until: 11 * 60,
    });
    expect(
      servedWindow(
        { availableFrom: '08:00', availableUntil: '12:00' },
        { availableFrom: '07:00', availableUntil: '11:00' },
      ),
    ).toEqual({ from: 8 * 60, until: 11 * 60 });
  });

  it('is served from its first minute up to, not at, its last', () => {
    expect(isServedAt(breakfast, lagos('06:59'))).toBe(false);
    expect(isServedAt(breakfast, lagos('07:00'))).toBe(true);
    expect(isServedAt(breakfast, lagos('10:59'))).toBe(true);
    expect(isServedAt(breakfast, lagos('11:00'))).toBe(false);
    expect(isServedAt(null, lagos('03:00'))).toBe(true);
  });

  it('tells the menu from when: later today, or tomorrow once its time is over', () => {
    expect(servedNote(breakfast, lagos('08:00'))).toBeNull();
    expect(servedNote(breakfast, lagos('06:00'))).toEqual({
      key: 'dishAvailableFrom',
      time: '7:00 am',
    });
    expect(servedNote(breakfast, lagos('12:00'))).toEqual({
      key: 'dishAvailableFromTomorrow',
      time: '7:00 am',
    });
    // A dish's times and its category's that never meet: never served.
    const never = servedWindow({ availableFrom: '12:00' }, { availableUntil: '11:00' });
    expect(servedNote(never, lagos('12:30'))).toMatchObject({ key: 'foodFinished' });
  });

  it('gives the times in words for an order outside them: now, or a later slot', () => {
    expect(notServedHours(breakfast, lagos('09:00'))).toBeNull();
    expect(notServedHours(null, lagos('23:00'))).toBeNull();
    expect(notServedHours(breakfast, lagos('11:00'))).toEqual({
      from: '7:00 am',
      until: '11:00 am',
    });
    // A later order is judged at its slot: tomorrow's 7:30 is within breakfast.
    expect(notServedHours(breakfast, new Date('2025-06-05T07:30:00+01:00'))).toBeNull();
    const supper = servedWindow({ availableFrom: '17:30', availableUntil: '22:00' });
    expect(notServedHours(supper, lagos('12:00'))).toEqual({ from: '5:30 pm', until: '10:00 pm' });
  });

  it('takes a dish form with times, empty times, and refuses them backwards', () => {
    const food = { name: 'Akara', imageURL: '/dishes/akara.webp', categoryId: 7, price: 500 };
    expect(
      foodInputSchema.parse({ ...food, availableFrom: '07:00', availableUntil: '' }),
    ).toMatchObject({ availableFrom: '07:00', availableUntil: null });
    const backwards = foodInputSchema.safeParse({
      ...food,
      availableFrom: '11:00',
      availableUntil: '07:00',
    });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['availableUntil'],
      message: 'The dish must be served until a time after it is served from',
    });
    expect(foodInputSchema.safeParse({ ...food, availableFrom: '7am' }).success).toBe(false);
  });
});
