import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@buka/domain/cart';
import { cartItemSchema } from '@buka/domain/cart';
import { CART_STORAGE_KEY, isCartItem, readCachedCart, writeCachedCart } from './cart-storage';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
});

// The unit tier shares one module world between files (isolate: false): a stub left behind
// would answer another file's fetch or localStorage.
afterAll(() => vi.unstubAllGlobals());

const line = (id: number, uid = '7'): CartItem => ({
  id,
  fid: 101,
  uid,
  qty: 2,
  choiceIds: [],
  note: '',
  choices: [],
  unitPrice: '5000',
  available: true,
  unavailable: null,
  name: 'Jollof Rice',
  price: '5000',
  imageURL: '/dishes/jollof-rice.webp',
  stock: 5,
});

beforeEach(() => store.clear());

describe("the cart cached under 'cartItems' (docs/orders.md#cart)", () => {
  it("is the string 'undefined' when nobody is signed in", () => {
    writeCachedCart(undefined);
    expect(store.get(CART_STORAGE_KEY)).toBe('undefined');
    expect(readCachedCart('7')).toBeUndefined();
  });

  it('reads back the signed-in user’s lines, leaving out those not yet saved', () => {
    writeCachedCart([line(-1), line(3)]);
    expect(readCachedCart('7')).toEqual([line(3)]);
  });

  it("never shows one user's cached cart to another", () => {
    writeCachedCart([line(3, '8')]);
    expect(readCachedCart('7')).toBeUndefined();
  });

  it('ignores a damaged cache', () => {
    store.set(CART_STORAGE_KEY, '{"not":"a cart"');
    expect(readCachedCart('7')).toBeUndefined();
  });

  it('ignores lines an older version wrote in another shape, as the schema would', () => {
    const { stock: _stock, ...older } = line(3);
    store.set(CART_STORAGE_KEY, JSON.stringify([older]));
    expect(readCachedCart('7')).toBeUndefined();
  });
});

describe('isCartItem', () => {
  const withChoice = {
    ...line(3),
    choiceIds: [4],
    choices: [{ id: 4, group: 'Size', name: 'Big', price: '500' }],
  };

  it('takes a line the schema takes', () => {
    expect(cartItemSchema.safeParse(withChoice).success).toBe(true);
    expect(isCartItem(withChoice)).toBe(true);
  });

  it('refuses a line without any one field of the schema, as the schema does', () => {
    for (const field of Object.keys(cartItemSchema.shape)) {
      const { [field]: _left, ...without } = withChoice as Record<string, unknown>;
      expect(cartItemSchema.safeParse(without).success, field).toBe(false);
      expect(isCartItem(without), field).toBe(false);
    }
  });

  it("refuses a field of another type or a choice's missing part", () => {
    expect(isCartItem({ ...withChoice, qty: '2' })).toBe(false);
    expect(isCartItem({ ...withChoice, unavailable: 0 })).toBe(false);
    expect(isCartItem({ ...withChoice, choiceIds: ['4'] })).toBe(false);
    expect(isCartItem({ ...withChoice, choices: [{ id: 4, group: 'Size', name: 'Big' }] })).toBe(
      false,
    );
    expect(isCartItem(null)).toBe(false);
  });
});
