import { describe, expect, it } from 'vitest';
import {
  createCheckoutAttempts,
  isDefiniteRefusal,
  newIdempotencyKey,
  orderSignature,
} from './idempotency';

const order = {
  name: 'Ada',
  phone: '08012345678',
  address: '1 Road',
  paymentMethod: 'cash',
  area: 'PZ',
  products: [{ id: 101, qty: 2 }],
};

describe('createCheckoutAttempts', () => {
  let counter = 0;
  const keys = () => createCheckoutAttempts(() => `key-${++counter}`);

  it('gives the same key to the same order until the attempt finishes', () => {
    const attempts = keys();
    const first = attempts.keyFor(orderSignature(order));
    expect(attempts.keyFor(orderSignature({ ...order, address: ' 1 Road ' }))).toBe(first);
    attempts.finish();
    expect(attempts.keyFor(orderSignature(order))).not.toBe(first);
  });

  it('starts a new attempt when the cart or the address changes', () => {
    const attempts = keys();
    const first = attempts.keyFor(orderSignature(order));
    const moreRice = attempts.keyFor(orderSignature({ ...order, products: [{ id: 101, qty: 3 }] }));
    expect(moreRice).not.toBe(first);
    expect(attempts.keyFor(orderSignature({ ...order, address: '2 Road' }))).not.toBe(moreRice);
  });

  it('starts a new attempt when a choice or a note for the kitchen changes', () => {
    const attempts = keys();
    const withBeef = {
      ...order,
      products: [{ id: 101, qty: 2, choices: [{ id: 51, price: '1000' }], note: '' }],
    };
    const first = attempts.keyFor(orderSignature(withBeef));
    const withFish = {
      ...order,
      products: [{ id: 101, qty: 2, choices: [{ id: 52, price: '1800' }], note: '' }],
    };
    const second = attempts.keyFor(orderSignature(withFish));
    expect(second).not.toBe(first);
    expect(attempts.keyFor(orderSignature({ ...withFish, note: 'No cutlery' }))).not.toBe(second);
  });
});

describe('isDefiniteRefusal', () => {
  it.each([
    [400, true],
    [401, true],
    [405, true],
    [422, true],
    [0, false],
    [408, false],
    [409, false],
    [429, false],
    [500, false],
    [502, false],
  ])('status %s → %s', (status, definite) => {
    expect(isDefiniteRefusal({ status })).toBe(definite);
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct v4 UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
