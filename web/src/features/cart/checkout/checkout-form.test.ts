import { messages } from '@buka/domain/messages';
import { describe, expect, it } from 'vitest';
import { checkoutErrors } from './checkout-form';

const fine = {
  scheduledFor: null,
  pickup: false,
  address: '12 Allen Avenue',
  riderPhone: { typed: '', valid: false },
  phone: { needed: false, valid: false },
  areaNeeded: false,
};
const wrongOnly = (errors: ReturnType<typeof checkoutErrors>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message));

describe('checkoutErrors (docs/screens.md#cart-panel)', () => {
  it('finds nothing wrong in a delivery as soon as possible with an address', () => {
    expect(wrongOnly(checkoutErrors(fine))).toEqual({});
  });

  it('names every wrong field at once, in the form order', () => {
    const errors = checkoutErrors({
      ...fine,
      scheduledFor: '',
      address: '  ',
      riderPhone: { typed: '123', valid: false },
      phone: { needed: true, valid: false },
      areaNeeded: true,
    });
    expect(Object.keys(wrongOnly(errors))).toEqual([
      'scheduledFor',
      'address',
      'riderPhone',
      'phone',
      'area',
    ]);
    expect(errors.scheduledFor).toBe(messages.slotInvalid);
    expect(errors.address).toBe(messages.addressRequired);
    expect(errors.area).toBe(messages.areaRequired);
  });

  it('asks a pickup for no address, rider or area', () => {
    const errors = checkoutErrors({
      ...fine,
      pickup: true,
      address: '',
      riderPhone: { typed: '123', valid: false },
      areaNeeded: true,
    });
    expect(wrongOnly(errors)).toEqual({});
  });
});
