import { useSyncExternalStore } from 'react';

// A new version's service worker waits until the customer takes it (a page of the old version
// keeps loading its own code meanwhile); this holds the way to switch over once one waits.
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
    () => null,
  );
}
