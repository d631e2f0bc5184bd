import os from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { validCashOrder } from '../test/bodies';
import { createEventBus } from './create-event-bus';
import { eventChannel } from './pg-event-bus';
import { openSse, type SseClient } from './sse.fixtures';

// 12:00 in Lagos: the shop is open and takes orders.
const noon = () => new Date('2025-06-02T11:00:00Z');
type User = Awaited<ReturnType<typeof createTestUser>>;

const order = { ...validCashOrder, products: [{ id: 109, qty: 1 }] };

describe.each(testDialects)('GET /api/events on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let admin: User;
  let ada: User;
  let bola: User;
  const streams: SseClient[] = [];

  const stream = async (user: User, how: 'query' | 'header' = 'query') => {
    const client =
      how === 'query'
        ? await openSse(`${base}/api/events?token=${user.token}`)
        : await openSse(`${base}/api/events`, bearer(user));
    streams.push(client);
    return client;
  };
  const placeOrder = (user: User, at = base) =>
    fetch(`${at}/api/orders`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify(order),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: noon });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createTestUser(t.db, { role: 'owner' });
    ada = await createTestUser(t.db, { name: 'Ada Obi' });
    bola = await createTestUser(t.db, { name: 'Bola Ade' });
  });
  afterAll(async () => {
    for (const client of streams) client.close();
    await t.close();
  });

  it.each([
    ['no token', ''],
    ['an unknown token', '?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed token', '?token=%3Cscript%3E'],
  ])('answers 401 with %s', async (_case, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/events${query}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.unauthorized });
  });

  it('streams with headers that keep proxies from buffering or caching', async () => {
    const client = await stream(admin, 'header');
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toMatch(/no-cache/);
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    client.close();
  });

  it('shows staff a new order within a second', async () => {
    const client = await stream(admin);
    const placed = await placeOrder(ada);
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    const seen = await client.waitFor((event) => event.event === 'order.created', 1000);
    expect(seen.data).toMatchObject({
      type: 'order.created',
      orderId: id,
      userId: String(ada.id),
      paymentMethod: 'cash',
    });
  });

  it('tells the kitchen of a new order without its total; the counter and the customer with it', async () => {
    const kitchen = await createTestUser(t.db, { role: 'kitchen' });
    const cashier = await createTestUser(t.db, { role: 'cashier' });
    const kitchenStream = await stream(kitchen);
    const cashierStream = await stream(cashier);
    const adaStream = await stream(ada);
    const placed = (await (await placeOrder(ada)).json()) as { id: number; total: number };
    const created = (event: { event: string; data: unknown }) =>
      event.event === 'order.created' && (event.data as { orderId: number }).orderId === placed.id;
    expect((await kitchenStream.waitFor(created)).data).toMatchObject({ total: null });
    expect((await cashierStream.waitFor(created)).data).toMatchObject({ total: placed.total });
    expect((await adaStream.waitFor(created)).data).toMatchObject({ total: placed.total });
  });

  it('tells a customer about their own orders only, and everyone about the menu', async () => {
    const adaStream = await stream(ada);
    const bolaStream = await stream(bola);
    const placed = (await (await placeOrder(ada)).json()) as { id: number };
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed.id}/status`,
      payload: { status: '2', readyInMinutes: 20 },
      headers: bearer(admin),
    });
    expect(moved.statusCode).toBe(200);
    const update = await adaStream.waitFor((event) => event.event === 'order.updated');
    expect(update.data).toMatchObject({ orderId: placed.id, status: '2', isPaid: false });

    await t.app.inject({
      method: 'DELETE',
      url: '/api/products/108',
      headers: bearer(admin),
    });
    await adaStream.waitFor((event) => event.event === 'menu.changed');
    await bolaStream.waitFor((event) => event.event === 'menu.changed');
    expect(bolaStream.received.map((event) => event.event)).toEqual(['menu.changed']);
  });

  it('closes the stream of a user the moment staff disable them', async () => {
    const user = await createTestUser(t.db);
    const client = await stream(user);
    expect(client.status).toBe(200);
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/disable`,
      headers: bearer(admin),
    });
    expect(disabled.statusCode).toBe(200);
    await expect(
      Promise.race([client.ended.then(() => 'ended'), sleep(1000).then(() => 'still open')]),
    ).resolves.toBe('ended');
    expect((await openSse(`${base}/api/events?token=${user.token}`)).status).toBe(401);
  });

  it.runIf(dialect === 'postgres')(
    'carries an event from a second server process sharing the database',
    async () => {
      const client = await stream(admin);
      const db = openDatabase({
        databaseUrl: t.db.url,
        dataDir: os.tmpdir(),
        schema: t.db.schema,
      });
      const events = await createEventBus(db);
      const second = await buildApp({ ...t.deps, db, events });
      try {
        const secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
        const placed = await placeOrder(bola, secondBase);
        expect(placed.status).toBe(201);
        const { id } = (await placed.json()) as { id: number };
        const seen = await client.waitFor(
          (event) => (event.data as { orderId?: number }).orderId === id,
          1000,
        );
        expect(seen.event).toBe('order.created');
      } finally {
        await second.close();
        await events.close();
        await db.kysely.destroy();
      }
    },
  );

  it.runIf(dialect === 'postgres')(
    "ends open streams when this process's link to the others drops and comes back",
    async () => {
      const client = await stream(admin);
      expect(client.status).toBe(200);
      await terminateListeners(t.db.url!, eventChannel(t.db.schema));
      // What other processes said meanwhile is lost: the browser reconnects and reads afresh.
      await expect(
        Promise.race([client.ended.then(() => 'ended'), sleep(5000).then(() => 'still open')]),
      ).resolves.toBe('ended');
      const again = await stream(admin);
      const placed = await placeOrder(bola);
      const { id } = (await placed.json()) as { id: number };
      const seen = await again.waitFor(
        (event) => (event.data as { orderId?: number }).orderId === id,
        1000,
      );
      expect(seen.event).toBe('order.created');
    },
  );

  it('ends open streams when the server closes, instead of waiting for them', async () => {
    const own = await createTestApp(dialect, { now: noon });
    const ownBase = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createTestUser(own.db);
    const client = await openSse(`${ownBase}/api/events?token=${user.token}`);
    expect(client.status).toBe(200);
    const closing = own.close().then(() => 'closed');
    await expect(Promise.race([closing, sleep(3000).then(() => 'hung')])).resolves.toBe('closed');
    await client.ended;
  });
});

/** Cuts every LISTEN connection on the channel, as a database restart or failover would. */
async function terminateListeners(databaseUrl: string, channel: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where query = $1 and pid <> pg_backend_pid()`,
      [`LISTEN "${channel}"`],
    );
  } finally {
    await admin.end();
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
