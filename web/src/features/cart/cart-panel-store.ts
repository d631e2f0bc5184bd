import { useSyncExternalStore } from 'react';

// docs/screens.md#session-in-the-browser: the client state's showCart. The panel is an overlay any
// page can open.
let open = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openCart(): void {
  open = true;
  emit();
}

export function closeCart(): void {
  open = false;
  emit();
}

export function useCartOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
