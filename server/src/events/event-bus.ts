import { z } from 'zod';
import { shopEventSchema, type ShopEvent } from '@buka/domain/events';

/**
 * Between server processes only, never streamed: a disabled or deleted user's streams close, and
 * so do those of someone made staff or no longer staff (the browser reconnects with its new rights).
 */
export const signedOutEventSchema = z.union([
  z.object({ type: z.literal('user.signedOut'), userId: z.string() }),
  z.object({ type: z.literal('user.rightsChanged'), userId: z.string() }),
]);
/** Between server processes only: the shop's own words changed, each reads them again. */
export const textsChangedEventSchema = z.object({ type: z.literal('texts.changed') });
export const sharedEventSchema = z.union([
  shopEventSchema,
  signedOutEventSchema,
  textsChangedEventSchema,
]);

/**
 * Within one process only: its link to the other processes came back after a drop, and what
 * they announced in between is lost. Whatever was kept from events must be read again.
 */
export interface ResumedEvent {
  type: 'bus.resumed';
}

/** What one process tells the others. */
export type SharedEvent =
  ShopEvent | z.infer<typeof signedOutEventSchema> | z.infer<typeof textsChangedEventSchema>;
export type BusEvent = SharedEvent | ResumedEvent;

export type EventListener = (event: BusEvent) => void;

/**
 * Fan-out of shop events to the live streams of this process. With several server processes
 * (PostgreSQL mode) an implementation must carry each event to every process.
 */
export interface EventBus {
  publish(event: SharedEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  /** Tells this process's listeners that whatever they kept may be stale ('bus.resumed'). */
  resync(): void;
  close(): Promise<void>;
}

/** One process (the embedded SQLite default): listeners are called directly. */
export function createLocalEventBus(): EventBus {
  const listeners = new Set<EventListener>();
  function deliver(event: BusEvent) {
    // One broken stream must not keep the event from the others, nor fail the caller.
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // That listener's own failure; the rest still hear the event.
      }
    }
  }
  return {
    async publish(event) {
      deliver(event);
    },
    resync() {
      deliver({ type: 'bus.resumed' });
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
