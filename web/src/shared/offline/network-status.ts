import { useSyncExternalStore } from 'react';

// The words of the offline notices (not in the spec: it has no offline mode).
export const offlineWords = {
  notice: 'You are offline.',
  detail: 'You can still look at the menu; placing an order needs the network.',
  orderNeedsNetwork: 'You are offline. Placing an order needs the network',
} as const;

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** False only when the phone is surely offline (true may still mean a network that fails). */
export function isOnline(): boolean {
  return navigator.onLine;
}

export function useOnline(): boolean {
  // A page drawn on the server is drawn online.
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
