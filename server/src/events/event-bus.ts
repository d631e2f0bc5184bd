import type { ShopEvent } from '@buka/domain/events';

export type EventListener = (event: ShopEvent) => void;

/**
 * Fan-out of shop events to the live streams of this process. With several server processes
 * (PostgreSQL mode) an implementation must carry each event to every process.
 */
export interface EventBus {
  publish(event: ShopEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** One process (the embedded SQLite default): listeners are called directly. */
export function createLocalEventBus(): EventBus {
  const listeners = new Set<EventListener>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
