import { useSyncExternalStore } from 'react';

// What the tab's title counts (the staff's orders waiting to be accepted), set by the page that
// knows it and shown by the app's one title (app/layout/DocumentTitle.tsx).
let count = 0;
const listeners = new Set<() => void>();

export function setTabCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export function useTabCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}
