import net from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopEvent } from '@buka/domain/events';
import { openDatabase, type Db } from '../db/database';
import { createTestDb, type TestDb } from '../test/test-app';
import type { BusEvent, EventBus } from './event-bus';
import { createPgEventBus, eventChannel } from './pg-event-bus';

const databaseUrl = process.env.TEST_DATABASE_URL;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function eventually(check: () => boolean | Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out');
    await sleep(20);
  }
}

describe.runIf(databaseUrl)('the PostgreSQL event bus', () => {
  let testDb: TestDb;
  let otherDb: Db;
  const buses: EventBus[] = [];
  const heard = (bus: EventBus) => {
    const events: BusEvent[] = [];
    bus.subscribe((event) => events.push(event));
    return events;
  };
  const bus = async (db: Db) => {
    const created = await createPgEventBus(db, { retryMs: 50 });
    buses.push(created);
    return created;
  };
  const order = (orderId: number): ShopEvent => ({
    type: 'order.updated',
    orderId,
    userId: '7',
    status: '2',
    isPaid: false,
  });

  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    // Another schema of the same database: a second shop beside this one.
    otherDb = openDatabase({ databaseUrl: testDb.db.url, dataDir: os.tmpdir(), schema: 'public' });
  });
  afterAll(async () => {
    for (const each of buses) await each.close();
    await otherDb.kysely.destroy();
    await testDb.close();
  });

  it('names one channel per schema', () => {
    expect(eventChannel(undefined)).toBe('buka_events');
    expect(eventChannel('test_ab12')).toBe('buka_events_test_ab12');
    expect(eventChannel('Weird-Name"; drop')).toBe('buka_events_weird_name___drop');
  });

  it('delivers to every process once, its own listeners straight away', async () => {
    const first = await bus(testDb.db);
    const second = await bus(testDb.db);
    const firstHeard = heard(first);
    const secondHeard = heard(second);
    await first.publish(order(1));
    expect(firstHeard).toEqual([order(1)]);
    await eventually(() => secondHeard.length === 1);
    await sleep(200);
    // No echo: the publisher's listeners hear it once, the other process once.
    expect(firstHeard).toEqual([order(1)]);
    expect(secondHeard).toEqual([order(1)]);
  });

  it('keeps schemas apart', async () => {
    const inTest = await bus(testDb.db);
    const inOther = await bus(otherDb);
    const otherHeard = heard(inOther);
    const listener = await bus(testDb.db);
    const testHeard = heard(listener);
    await inTest.publish({ type: 'menu.changed' });
    await eventually(() => testHeard.length === 1);
    await sleep(200);
    expect(otherHeard).toEqual([]);
  });

  it('listens again after its connection is dropped', async () => {
    const listener = await bus(testDb.db);
    const listenerHeard = heard(listener);
    const publisher = await bus(testDb.db);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where query = $1 and pid <> pg_backend_pid()`,
        [`LISTEN "${eventChannel(testDb.db.schema)}"`],
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    // Events sent while it was away are gone: once it is back it says so, and they flow again.
    let n = 100;
    await eventually(async () => {
      await publisher.publish(order(++n));
      await sleep(50);
      return listenerHeard.some((event) => event.type === 'order.updated');
    });
    expect(listenerHeard[0]).toEqual({ type: 'bus.resumed' });
    expect(listenerHeard.slice(1).every((event) => event.type === 'order.updated')).toBe(true);
  });

  it('drops an event too large for NOTIFY instead of failing the caller', async () => {
    const errors: unknown[] = [];
    const sender = await createPgEventBus(testDb.db, { onError: (error) => errors.push(error) });
    buses.push(sender);
    const local = heard(sender);
    const huge = { ...order(5), userId: 'x'.repeat(9000) };
    await expect(sender.publish(huge)).resolves.toBeUndefined();
    expect(local).toEqual([huge]);
    expect(errors).toHaveLength(1);
  });

  it('notices a listening connection that went silent, and listens again on a new one', async () => {
    // The listening connection goes through a proxy that stops carrying anything, as a
    // stalled network does: no error, no close, just silence.
    const proxy = await silentableProxy(new URL(testDb.db.url!));
    const through = new URL(testDb.db.url!);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    const errors: unknown[] = [];
    const listener = await createPgEventBus(
      {
        ...testDb.db,
        url: through.toString(),
        clientConfig: {
          connectionString: through.toString(),
          options: `-c search_path=${testDb.db.schema}`,
          query_timeout: 300,
          connectionTimeoutMillis: 1_000,
        },
      },
      { retryMs: 50, heartbeatMs: 200, onError: (error) => errors.push(error) },
    );
    buses.push(listener);
    const listenerHeard = heard(listener);
    const publisher = await bus(testDb.db);
    proxy.silence();
    await eventually(() => errors.some((error) => String(error).includes('Query read timeout')));
    proxy.speak();
    let n = 200;
    await eventually(async () => {
      await publisher.publish(order(++n));
      await sleep(50);
      return listenerHeard.some((event) => event.type === 'order.updated');
    });
    expect(listenerHeard[0]).toEqual({ type: 'bus.resumed' });
    await proxy.close();
  });
});

/** A TCP proxy to the database whose connections can be made to carry nothing, and again. */
async function silentableProxy(target: URL) {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => (silent = true),
    speak: () => (silent = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
