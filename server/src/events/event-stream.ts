import type { ServerResponse } from 'node:http';
import type { ShopEvent } from '@buka/domain/events';
import { can } from '@buka/domain/staff-roles';
import type { UserRow } from '../db/tables';
import type { EventBus } from './event-bus';

/** Proxies and phone networks drop a silent connection; a comment now and then keeps it up. */
export const HEARTBEAT_MS = 25_000;
// A phone that stopped reading: past this much unsent data its stream is closed, not buffered.
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * Staff who see the board hear of every order; a customer (and a role without the board) hears
 * their own orders and what everyone sees.
 */
export function isForViewer(viewer: Pick<UserRow, 'id' | 'role'>, event: ShopEvent): boolean {
  if (can(viewer.role, 'orders.view')) return true;
  if (event.type === 'order.created' || event.type === 'order.updated') {
    return event.userId === String(viewer.id);
  }
  return true;
}

/**
 * The event as this viewer hears it: a new order's total only for those who take money or for
 * the customer whose order it is, as the board's answers (docs/server-rules.md#roles).
 */
export function eventFor(viewer: Pick<UserRow, 'id' | 'role'>, event: ShopEvent): ShopEvent {
  if (event.type !== 'order.created' || can(viewer.role, 'orders.cash')) return event;
  return event.userId === String(viewer.id) ? event : { ...event, total: null };
}

export interface EventStreamOptions {
  viewer: Pick<UserRow, 'id' | 'role'>;
  events: EventBus;
  /** The viewer as the session stands now (undefined once it ended). */
  currentViewer: () => Promise<Pick<UserRow, 'role'> | undefined>;
  onClose: () => void;
}

/**
 * One browser's Server-Sent Events stream on `res`: one named event per shop event the viewer
 * may hear, its JSON as data. It ends when the browser leaves, when the viewer signs out or
 * their rights change, when the link to the other processes comes back (events may have been
 * missed: the browser reconnects and reads afresh), and when the phone stops reading.
 * Answers the function that ends it.
 */
export function openEventStream(res: ServerResponse, options: EventStreamOptions): () => void {
  const { viewer, events } = options;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });

  let closed = false;
  const send = (chunk: string) => {
    if (closed || res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) return close();
    res.write(chunk);
  };
  const unsubscribe = events.subscribe((event) => {
    if (event.type === 'user.signedOut' || event.type === 'user.rightsChanged') {
      if (event.userId === String(viewer.id)) close();
    } else if (event.type === 'bus.resumed') {
      close();
    } else if (event.type === 'texts.changed') {
      // Only the server's concern: the pages read the new words on their next load.
    } else if (isForViewer(viewer, event)) {
      send(`event: ${event.type}\ndata: ${JSON.stringify(eventFor(viewer, event))}\n\n`);
    }
  });
  // Sessions expire and roles change while a stream stays open: check now and then.
  const heartbeat = setInterval(() => {
    send(': ping\n\n');
    options.currentViewer().then(
      (current) => {
        if (!current || current.role !== viewer.role) close();
      },
      () => {},
    );
  }, HEARTBEAT_MS);

  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    options.onClose();
    if (!res.writableEnded) res.end();
  }
  res.on('close', close);
  // The reconnect delay browsers use after a drop, and a first line so proxies pass headers on.
  send('retry: 3000\n: connected\n\n');
  return close;
}
