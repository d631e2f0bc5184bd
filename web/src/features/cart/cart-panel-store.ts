import { useSyncExternalStore } from 'react';
import { t } from '../../shared/i18n/i18n';
import type { CartNotice } from '../../shared/slots/open-cart';
import { toast } from '../../shared/toast/toast-store';
import { loadCartPanel } from './components/load-cart-panel';

// docs/screens.md#session-in-the-browser: the client state's showCart. The panel is an overlay any
// page can open, with a notice at its top when the opener has something to say.
let state: { open: boolean; notice: CartNotice | null } = { open: false, notice: null };
const listeners = new Set<() => void>();

function set(next: typeof state): void {
  state = next;
  for (const listener of listeners) listener();
}

// Counts the calls to open and close, so that an opening still waiting for the panel's code is
// dropped by a close made meanwhile (the customer left the page).
let requests = 0;

/**
 * Opens the panel once its code is in, at once when it already is, whoever asks (the cart
 * button, Order again, a new account's first dish). Where the code cannot load (offline, on a
 * phone that never kept it) the customer is told why instead of the page giving way to an error.
 */
export function openCart(notice?: CartNotice): void {
  const request = ++requests;
  loadCartPanel().then(
    () => {
      if (request === requests) set({ open: true, notice: notice ?? null });
    },
    () => toast.error(navigator.onLine ? t('somethingWentWrong') : t('youAreOffline')),
  );
}

export function closeCart(): void {
  requests++;
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
