import { useSyncExternalStore } from 'react';

// When staff last looked at the orders board; newer orders count as new (the sidebar's badge).
const SEEN_KEY = 'adminOrdersSeenAt';
const listeners = new Set<() => void>();

function read(): number {
  const stored = Number(localStorage.getItem(SEEN_KEY));
  if (Number.isFinite(stored) && stored > 0) return stored;
  // First visit on this phone: what came before is not "new" to a staff member just starting.
  const now = Date.now();
  localStorage.setItem(SEEN_KEY, String(now));
  return now;
}

let seenAt = read();

export function markOrdersSeen(at: number = Date.now()): void {
  if (at <= seenAt) return;
  seenAt = at;
  localStorage.setItem(SEEN_KEY, String(at));
  for (const listener of listeners) listener();
}

export function useOrdersSeenAt(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => seenAt,
  );
}

/** Orders placed after staff last looked. */
export function countNewOrders(orders: { createdAt: string }[], since: number): number {
  return orders.filter((order) => Date.parse(order.createdAt) > since).length;
}
