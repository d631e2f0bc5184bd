import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLocalEventBus,
  type BusEvent,
  type EventBus,
  type EventListener,
} from '../events/event-bus';
import { createCachedAnswer, matchesEtag } from './cached-answer';

describe('matchesEtag (If-None-Match, weak comparison)', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['abc', false],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe('a cached public answer', () => {
  let app: FastifyInstance;
  let events: EventBus;
  let reads = 0;
  let value: unknown;
  let clock = 0;
  let gate: Promise<void> | null = null;
  // Requests the route has begun to answer: each asks the cached answer at once, in that turn.
  let arrived = 0;

  async function start(maxAgeMs = 60_000) {
    reads = 0;
    clock = 0;
    gate = null;
    arrived = 0;
    value = { products: [{ id: 1, name: 'Jollof Rice', description: 'x'.repeat(2000) }] };
    events = createLocalEventBus();
    const answer = createCachedAnswer({
      load: async () => {
        reads++;
        const snapshot = structuredClone(value);
        await gate;
        return snapshot;
      },
      events,
      changedBy: (event) => event.type === 'menu.changed',
      maxAgeMs,
      now: () => clock,
    });
    app = Fastify();
    app.get('/menu', (request, reply) => {
      arrived++;
      return answer.send(request, reply);
    });
    await app.ready();
  }
  const get = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/menu', headers });

  afterEach(() => app.close());

  it('answers the JSON with a weak ETag and no-cache, and 304 when the browser has it', async () => {
    await start();
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(value);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': 'W/"old"' })).statusCode).toBe(200);
    expect(reads).toBe(1);
  });

  it('reads again after a change is announced, with a new ETag', async () => {
    await start();
    const before = await get();
    value = { products: [] };
    await events.publish({ type: 'settings.changed' });
    expect((await get()).json()).toEqual(before.json());
    await events.publish({ type: 'menu.changed' });
    const after = await get({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ products: [] });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(reads).toBe(2);
  });

  it('reads again when the link to the other processes comes back: their news was lost', async () => {
    let hear: EventListener = () => {};
    const bus: EventBus = {
      ...createLocalEventBus(),
      subscribe: (listener) => {
        hear = listener;
        return () => {};
      },
    };
    let reads = 0;
    const answer = createCachedAnswer({
      load: async () => ++reads,
      events: bus,
      changedBy: () => false,
      maxAgeMs: 60_000,
      now: () => 0,
    });
    expect(await answer.value()).toBe(1);
    expect(await answer.value()).toBe(1);
    const resumed: BusEvent = { type: 'bus.resumed' };
    hear(resumed);
    expect(await answer.value()).toBe(2);
  });

  it('reads again once the answer is older than its maximum age', async () => {
    await start(5_000);
    await get();
    clock = 4_999;
    await get();
    expect(reads).toBe(1);
    clock = 5_000;
    await get();
    expect(reads).toBe(2);
  });

  it('reads once for a burst of requests, but never hands out a read older than a change', async () => {
    await start();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const burst = Promise.all([get(), get(), get()]);
    await vi.waitFor(() => expect(arrived).toBe(3));
    expect(reads).toBe(1);

    // The stock changes while that read is under way: later requests must not join it.
    value = { products: [{ id: 1, name: 'Jollof Rice', stock: 0 }] };
    await events.publish({ type: 'menu.changed' });
    const later = get();
    await vi.waitFor(() => expect(arrived).toBe(4));
    expect(reads).toBe(2);
    open();
    const answers = await burst;
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect((await later).json()).toEqual(value);
    // The read that the change overtook is not kept: the next request sees the new answer.
    expect((await get()).json()).toEqual(value);
    expect(reads).toBe(2);
  });

  it('sends brotli or gzip when the browser takes them, the same bytes once unpacked', async () => {
    await start();
    const plain = await get();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const refused = await get({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends small answers as they are', async () => {
    await start();
    value = { products: [] };
    await events.publish({ type: 'menu.changed' });
    const response = await get({ 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ products: [] });
  });
});
