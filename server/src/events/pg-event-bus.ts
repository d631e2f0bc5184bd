import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database';
import { sharedEventSchema, type BusEvent, type EventBus, type EventListener } from './event-bus';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; events are a few ids and flags.
const MAX_PAYLOAD_BYTES = 7900;
// A try costs one connection attempt; waiting longer between them would leave live updates
// off for that long after the database is back (the README promises "within seconds").
const MAX_RETRY_MS = 5_000;
/**
 * A listening connection sends nothing: a network that stops carrying packets without closing
 * (a stalled link, a NAT that forgot it) would leave it deaf for good. A query now and then
 * notices, within the query time limit, and the bus listens again on a new connection.
 */
const HEARTBEAT_MS = 30_000;

/** One channel per schema, so test runs (each in its own schema) never hear each other. */
export function eventChannel(schema?: string): string {
  if (!schema) return 'buka_events';
  return `buka_events_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

export interface PgEventBusOptions {
  onError?: (error: unknown) => void;
  /** First wait before reconnecting after a drop; doubles up to 5 s. */
  retryMs?: number;
  heartbeatMs?: number;
}

/**
 * Carries events between server processes sharing one database (docs/server-rules.md#data): NOTIFY
 * through the pool, LISTEN on one dedicated connection that comes back after a drop. Events
 * published here reach this process's listeners at once; the echo from PostgreSQL is skipped.
 * Resolves once listening, so an app that is ready hears everything published after; after a
 * drop, listeners hear 'bus.resumed' once it listens again.
 */
export async function createPgEventBus(db: Db, options: PgEventBusOptions = {}): Promise<EventBus> {
  if (!db.url) throw new Error('The PostgreSQL event bus needs the database URL');
  const clientConfig = db.clientConfig ?? { connectionString: db.url };
  const onError = options.onError ?? (() => {});
  const firstRetryMs = options.retryMs ?? 1000;
  const origin = randomUUID();
  const channel = eventChannel(db.schema);
  const listeners = new Set<EventListener>();
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;

  function deliver(event: BusEvent) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  }

  function onNotification(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    let envelope: { origin?: unknown; event?: unknown };
    try {
      envelope = JSON.parse(message.payload) as typeof envelope;
    } catch {
      return;
    }
    if (envelope.origin === origin) return;
    const event = sharedEventSchema.safeParse(envelope.event);
    if (event.success) deliver(event.data);
  }

  function drop(which: pg.Client) {
    which.removeAllListeners('end');
    which.end().catch(() => {});
    if (client !== which) return;
    client = undefined;
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          retryMs = firstRetryMs;
          // Events other processes sent while this one was not listening are gone: say so.
          if (!closed) deliver({ type: 'bus.resumed' });
        },
        (error: unknown) => {
          onError(error);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client(clientConfig);
    // Only the connection in use speaks: one given up on may still hand over what it had
    // buffered, and a new one is heard only once it is in use, after 'bus.resumed' is said.
    next.on('notification', (message) => {
      if (client === next) onNotification(message);
    });
    next.on('error', (error) => {
      onError(error);
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      next.removeAllListeners('end');
      await next.end();
      return;
    }
    client = next;
  }

  await connect();
  const heartbeat = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((error: unknown) => {
      onError(error);
      drop(current);
    });
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async publish(event) {
      deliver(event);
      const payload = JSON.stringify({ origin, event });
      if (Buffer.byteLength(payload) >= MAX_PAYLOAD_BYTES) {
        onError(new Error(`Event ${event.type} is too large to send to other processes`));
        return;
      }
      // The change is already saved: a failed notify is logged, never the caller's failure.
      try {
        await sql`select pg_notify(${channel}, ${payload})`.execute(db.kysely);
      } catch (error) {
        onError(error);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resync() {
      deliver({ type: 'bus.resumed' });
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      listeners.clear();
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
