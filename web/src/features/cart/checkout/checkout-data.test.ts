import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutData, writeCheckoutData } from './checkout-data';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
});

// The unit tier shares one module world between files (isolate: false): a stub left behind
// would answer another file's fetch or localStorage.
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => store.clear());

describe('the remembered address', () => {
  it('comes back for the same customer', () => {
    writeCheckoutData({ uid: '7', address: '4 Cash Close', area: 'PZ' });
    expect(readCheckoutData('7')).toMatchObject({ address: '4 Cash Close', area: 'PZ' });
  });

  it('is never offered to another customer on the same phone', () => {
    writeCheckoutData({ uid: '7', address: '4 Cash Close', area: 'PZ' });
    expect(readCheckoutData('8')).toEqual({ address: '', area: undefined });
    expect(readCheckoutData(undefined)).toEqual({ address: '', area: undefined });
  });

  it('is kept for each customer of a shared phone', () => {
    writeCheckoutData({ uid: '7', address: '4 Cash Close', area: 'PZ' });
    writeCheckoutData({ uid: '8', address: '9 Other Street', area: 'Samaru' });
    expect(readCheckoutData('7')).toEqual({ address: '4 Cash Close', area: 'PZ' });
    expect(readCheckoutData('8')).toEqual({ address: '9 Other Street', area: 'Samaru' });
    writeCheckoutData({ uid: '7', address: '5 New Road' });
    expect(readCheckoutData('7')).toEqual({ address: '5 New Road', area: undefined });
  });

  it("still reads what the previous version kept (one customer's entry)", () => {
    store.set('checkoutData', JSON.stringify({ uid: '7', address: '4 Cash Close', area: 'PZ' }));
    expect(readCheckoutData('7')).toEqual({ address: '4 Cash Close', area: 'PZ' });
  });

  it('starts blank when the stored value is damaged', () => {
    store.set('checkoutData', '{oops');
    expect(readCheckoutData('7')).toEqual({ address: '', area: undefined });
  });
});
