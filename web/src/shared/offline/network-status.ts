import { useSyncExternalStore } from 'react';

// The words of the offline notices (not in the spec: it has no offline mode).
export const offlineWords = {
  notice: 'You are offline.',
  detail:
    'You can browse the menu and see your cart as it was. Sending an order and paying need the internet.',
  pageNeedsNetwork:
    'You are offline. This page needs the internet; the menu and your cart work offline.',
  choicesNeedNetwork: 'Choices need the internet. Try again when you are online.',
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
