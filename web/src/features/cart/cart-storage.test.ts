import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@buka/domain/cart';
import { CART_STORAGE_KEY, readCachedCart, writeCachedCart } from './cart-storage';

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
  it("is the string 'undefined' when nobody is signed in", async () => {
    writeCachedCart(undefined);
    expect(store.get(CART_STORAGE_KEY)).toBe('undefined');
    expect(await readCachedCart('7')).toBeUndefined();
  });

  it('reads back the signed-in user’s lines, leaving out those not yet saved', async () => {
    writeCachedCart([line(-1), line(3)]);
    expect(await readCachedCart('7')).toEqual([line(3)]);
  });

  it("never shows one user's cached cart to another", async () => {
    writeCachedCart([line(3, '8')]);
    expect(await readCachedCart('7')).toBeUndefined();
  });

  it('ignores a damaged cache', async () => {
    store.set(CART_STORAGE_KEY, '{"not":"a cart"');
    expect(await readCachedCart('7')).toBeUndefined();
  });
});
