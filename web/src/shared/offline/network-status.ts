import { useSyncExternalStore } from 'react';

// Whether the phone is online (the words it says offline are in the messages table).

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
