import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@buka/domain/admin';
import { loadConfig } from '../config';
import { form } from '../test/multipart';
import { createTestApp, createTestUser, testDialects, type TestApp } from '../test/test-app';

// Sockets that start a request and go quiet used to be held forever (2,000
// of them, then 20,000 made /api/health stop answering). Now a silent connection is dropped,
// one address holds a bounded number of connections, and a slow but moving upload still gets
// through. The real server's numbers are checked first; the sockets below use shorter ones.

const IDLE_MS = 600;
const PER_ADDRESS = 12;
const BODY_DEADLINE_MS = 1_500;

it('gives a 5 MB picture at 400 kbit/s time to arrive, and a silent socket 30 s', () => {
  const { http } = loadConfig({});
  const slowPhoneUploadMs = ((MAX_UPLOAD_BYTES * 8) / 400_000) * 1000;
  expect(slowPhoneUploadMs).toBeGreaterThan(100_000);
  expect(http.requestTimeoutMs).toBeGreaterThan(slowPhoneUploadMs * 2);
  expect(http.idleTimeoutMs).toBe(30_000);
  expect(http.headersTimeoutMs).toBeLessThanOrEqual(30_000);
  expect(http.connectionsPerAddress).toBe(256);
  expect(http.bodyDeadlineMs).toBe(20_000);
  expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '40' }).http.connectionsPerAddress).toBe(40);
  expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '3' })).toThrow(
    /MAX_CONNECTIONS_PER_ADDRESS: must be a whole number of connections from 10 to 100000/,
  );
});

/** A raw connection that resolves `closed` when the server hangs up on it. */
function connect(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

/** True when `promise` settled within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);
}

async function health(port: number, localAddress = '127.0.0.1'): Promise<string> {
  const client = connect(port, localAddress);
  await client.connected;
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
  await client.closed;
  return client.received().split('\r\n')[0] ?? '';
}

describe.each(testDialects)('idle and half-sent connections on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    const { http } = loadConfig({});
    t = await createTestApp(dialect, {
      config: {
        http: {
          ...http,
          idleTimeoutMs: IDLE_MS,
          headersTimeoutMs: 2_000,
          checkIntervalMs: 250,
          connectionsPerAddress: PER_ADDRESS,
          bodyDeadlineMs: BODY_DEADLINE_MS,
        },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('sets every configured limit on the server Fastify makes', () => {
    const { http } = loadConfig({});
    expect(t.app.server.timeout).toBe(IDLE_MS);
    expect(t.app.server.headersTimeout).toBe(2_000);
    expect(t.app.server.requestTimeout).toBe(http.requestTimeoutMs);
    expect(t.app.server.keepAliveTimeout).toBe(http.keepAliveTimeoutMs);
  });

  it('drops connections that start a request and go quiet, and keeps answering', async () => {
    // Under the per-address cap, from three addresses: a body cut short, headers cut short,
    // and nothing at all.
    const quiet = ['127.0.0.3', '127.0.0.4', '127.0.0.5'].flatMap((address, n) =>
      Array.from({ length: PER_ADDRESS - 1 }, () => {
        const client = connect(port, address);
        void client.connected.then(() =>
          client.socket.write(
            [
              'POST /api/orders HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
              'POST /api/uploads HTTP/1.1\r\nHost: shop\r\nContent-Le',
              '',
            ][n] ?? '',
          ),
        );
        return client;
      }),
    );
    await Promise.all(quiet.map((client) => client.connected));
    expect(await health(port)).toBe('HTTP/1.1 200 OK');
    // All of them closed by the server, well within a few idle periods.
    const allClosed = Promise.all(quiet.map((client) => client.closed));
    expect(await within(allClosed, IDLE_MS * 8)).toBe(true);
    expect(await health(port, '127.0.0.3')).toBe('HTTP/1.1 200 OK');
  });

  it('closes connections from one address over its cap at once, and only from that address', async () => {
    const held = Array.from({ length: PER_ADDRESS }, () => connect(port, '127.0.0.6'));
    await Promise.all(held.map((client) => client.connected));
    // Writing keeps them busy past the idle time, so only the cap can close the next one.
    const keepBusy = setInterval(() => held.forEach((client) => client.socket.write(' ')), 100);
    try {
      await sleep(50);
      const over = connect(port, '127.0.0.6');
      expect(await within(over.closed, IDLE_MS / 2)).toBe(true);
      expect(over.received()).toBe('');
      expect(await health(port, '127.0.0.7')).toBe('HTTP/1.1 200 OK');
    } finally {
      clearInterval(keepBusy);
      held.forEach((client) => client.socket.destroy());
    }
    await Promise.all(held.map((client) => client.closed));
    expect(await health(port, '127.0.0.6')).toBe('HTTP/1.1 200 OK');
  });

  it('closes a connection whose body trickles in, though it never goes idle', async () => {
    const client = connect(port, '127.0.0.9');
    await client.connected;
    client.socket.write(
      'POST /api/users/login/customer/signin HTTP/1.1\r\nHost: shop\r\n' +
        'Content-Type: application/json\r\nContent-Length: 400\r\n\r\n{"phoneNumber":"',
    );
    // A byte every 200 ms: a third of the idle time, so only the body's deadline can end it.
    const trickle = setInterval(() => client.socket.write('0'), 200);
    const started = performance.now();
    try {
      expect(await within(client.closed, BODY_DEADLINE_MS * 3)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    expect(performance.now() - started).toBeGreaterThan(BODY_DEADLINE_MS * 0.8);
    expect(await health(port, '127.0.0.9')).toBe('HTTP/1.1 200 OK');
  });

  it('lets a slow but moving upload through, long past the idle time', async () => {
    const user = await createTestUser(t.db);
    // Noise does not compress: a picture of about 120 KB.
    const noise = Buffer.from(Array.from({ length: 200 * 200 * 3 }, () => Math.random() * 256));
    const png = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const { payload, headers } = form({ name: 'slow.png', type: 'image/png', content: png });
    const client = connect(port, '127.0.0.8');
    await client.connected;
    client.socket.write(
      `POST /api/uploads?purpose=profile HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n` +
        `Authorization: Bearer ${user.token}\r\nContent-Type: ${headers['content-type']}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`,
    );
    // A phone's slow link: a little every 200 ms (a third of the idle time), for several
    // idle periods in all.
    const chunk = Math.ceil(payload.length / 15);
    const started = performance.now();
    for (let sent = 0; sent < payload.length; sent += chunk) {
      await sleep(200);
      client.socket.write(payload.subarray(sent, sent + chunk));
    }
    await client.closed;
    expect(performance.now() - started).toBeGreaterThan(IDLE_MS * 4);
    expect(client.received().split('\r\n')[0]).toBe('HTTP/1.1 201 Created');
    expect(client.received()).toMatch(/"url":"\/uploads\/[a-f0-9]{32}\.webp"/);
  });
});
