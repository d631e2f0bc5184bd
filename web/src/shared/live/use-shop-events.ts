import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ShopEvent } from '@buka/domain/events';
import { useSession } from '../session/session-store';
import { everythingLive, queryKeysFor } from './live-query-keys';

type Listener = (event: ShopEvent) => void;
const listeners = new Set<Listener>();
const liveListeners = new Set<() => void>();
let live = false;

function setLive(value: boolean): void {
  if (live === value) return;
  live = value;
  for (const listener of liveListeners) listener();
}

function invalidate(queryClient: QueryClient, keys: QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Mounted once (RootLayout) for a signed-in user: one stream per tab, whatever page is open, so
 * an order's detail, the menu and the staff board change as soon as the server says so.
 */
export function useShopEvents(): void {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    // Only signed-in visitors listen, so the reader and its checks (zod) load with the session
    // instead of in every visitor's first download.
    let close: (() => void) | undefined;
    let stopped = false;
    import('./shop-events')
      .then(({ openShopEvents }) => {
        if (stopped) return;
        close = openShopEvents(token, {
          onEvent: (event) => {
            invalidate(queryClient, queryKeysFor(event));
            for (const listener of listeners) listener(event);
          },
          onOpen: () => invalidate(queryClient, everythingLive),
          onLiveChange: setLive,
        });
      })
      // Not loadable (offline): the pages still work, only without live updates.
      .catch(() => undefined);
    return () => {
      stopped = true;
      close?.();
      setLive(false);
    };
  }, [token, queryClient]);
}

/** Calls `listener` for every event of the tab's stream while the calling component is shown. */
export function useShopEvent(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward: Listener = (event) => latest.current(event);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, []);
}

/** Whether the stream is open right now (staff see it, so they know the board is live). */
export function useShopEventsLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
    () => live,
    () => false,
  );
}
