import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutData, writeCheckoutData } from './checkout-data';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
});

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

  it('starts blank when the stored value is damaged', () => {
    store.set('checkoutData', '{oops');
    expect(readCheckoutData('7')).toEqual({ address: '', area: undefined });
  });
});
