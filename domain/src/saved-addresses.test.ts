import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_ADDRESSES,
  savedAddressInputSchema,
  savedAddressRefusal,
} from './saved-addresses';

const areas = [{ name: 'Samaru' }, { name: 'Sabon Gari' }];

describe('saved addresses', () => {
  it('trims the fields and says what is wrong in the customer’s words', () => {
    expect(
      savedAddressInputSchema.parse({
        label: ' Home ',
        address: ' 12 Aliyu Road ',
        area: 'Samaru',
      }),
    ).toEqual({ label: 'Home', address: '12 Aliyu Road', landmark: '', area: 'Samaru', note: '' });
    const empty = savedAddressInputSchema.safeParse({ label: ' ', address: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      'Please give the address a name, like Home or Office',
      'Address is required',
    ]);
    const long = savedAddressInputSchema.safeParse({ label: 'x'.repeat(31), address: 'a' });
    expect(long.error?.issues[0]?.message).toBe(
      'The name of an address can be at most 30 characters',
    );
  });

  it('keeps at most ten, one of each name, in the shop’s areas', () => {
    const home = { label: 'Home', area: 'Samaru' };
    expect(savedAddressRefusal(home, [], areas)).toBeNull();
    expect(savedAddressRefusal(home, [{ label: 'home' }], areas)).toBe(
      'You already have an address called Home',
    );
    const full = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => ({ label: `A${i}` }));
    expect(savedAddressRefusal(home, full, areas)).toBe(
      'You can save at most 10 addresses. Please delete one first',
    );
    expect(savedAddressRefusal({ label: 'Home', area: 'Lagos' }, [], areas)).toBe(
      'Please choose one of our delivery areas',
    );
    expect(savedAddressRefusal({ label: 'Home', area: '' }, [], areas)).toBe(
      'Please choose your delivery area',
    );
    expect(savedAddressRefusal({ label: 'Home', area: '' }, [], [])).toBeNull();
  });
});
