import { useSyncExternalStore } from 'react';
import type { CartNotice } from '../../shared/slots/open-cart';

// docs/screens.md#session-in-the-browser: the client state's showCart. The panel is an overlay any
// page can open, with a notice at its top when the opener has something to say.
let state: { open: boolean; notice: CartNotice | null } = { open: false, notice: null };
const listeners = new Set<() => void>();

function set(next: typeof state): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openCart(notice?: CartNotice): void {
  set({ open: true, notice: notice ?? null });
}

export function closeCart(): void {
  if (state.open || state.notice) set({ open: false, notice: null });
}

export function dismissCartNotice(): void {
  set({ ...state, notice: null });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useCartOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );
}

export function useCartNotice(): CartNotice | null {
  return useSyncExternalStore(
    subscribe,
    () => state.notice,
    () => null,
  );
}
