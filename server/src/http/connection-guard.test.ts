import http, { type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addressGroup,
  capConnectionsPerAddress,
  capOpenConnections,
  FALLBACK_OPEN_CONNECTIONS,
  MOST_OPEN_CONNECTIONS,
  openConnectionsFor,
  RESERVED_DESCRIPTORS,
} from './connection-guard';

describe('addressGroup', () => {
  it('counts an IPv4 address on its own, also written as IPv6', () => {
    expect(addressGroup('41.58.1.20')).toBe('41.58.1.20');
    expect(addressGroup('::ffff:41.58.1.20')).toBe('41.58.1.20');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const group = '2c0f:f5c0:440:12::/64';
    expect(addressGroup('2c0f:f5c0:440:12:a1b2:c3d4:e5f6:1')).toBe(group);
    expect(addressGroup('2c0f:f5c0:0440:0012::1')).toBe(group);
    expect(addressGroup('2C0F:F5C0:440:12:ffff::9')).toBe(group);
    expect(addressGroup('2c0f:f5c0:440:13::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('openConnectionsFor', () => {
  it('keeps all but a reserve of the open-file limit for connections, at least half', () => {
    expect(openConnectionsFor(20_000)).toBe(20_000 - RESERVED_DESCRIPTORS);
    expect(openConnectionsFor(8192)).toBe(8192 - RESERVED_DESCRIPTORS);
    expect(openConnectionsFor(1024)).toBe(512);
    expect(openConnectionsFor(40)).toBe(20);
    expect(openConnectionsFor(10)).toBe(16);
    expect(openConnectionsFor(1_048_576)).toBe(MOST_OPEN_CONNECTIONS);
    expect(openConnectionsFor(undefined)).toBe(FALLBACK_OPEN_CONNECTIONS);
  });
});

describe('capOpenConnections', () => {
  let server: Server;
  const sockets: net.Socket[] = [];
  let release: (() => void) | undefined;
  afterEach(async () => {
    release?.();
    for (const socket of sockets) socket.destroy();
    sockets.length = 0;
    await new Promise((resolve) => server.close(resolve));
  });

  /** Connections the server's own 'connection' listeners (HTTP's, and this one) saw. */
  let seenByHttp = 0;

  async function start(cap: number, perAddress?: number) {
    seenByHttp = 0;
    server = http.createServer((request, response) => {
      // /slow is answered only when the test says so: a request fully received, being handled.
      if (request.url === '/slow') release = () => response.end('late');
      // Answered once the whole body is in, as the app answers.
      else request.resume().on('end', () => response.end('ok'));
    });
    server.on('connection', () => seenByHttp++);
    if (perAddress !== undefined) capConnectionsPerAddress(server, perAddress, false);
    capOpenConnections(server, cap);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  async function connect(port: number, send: string, localAddress = '127.0.0.1') {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    socket.on('error', () => {});
    const closed = new Promise<true>((resolve) => socket.once('close', () => resolve(true)));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(send);
    // The server has seen the connection (and the request line) before the next one comes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { socket, closed };
  }

  const get = (port: number, path: string, localAddress = '127.0.0.1') =>
    new Promise<number>((resolve) => {
      const options = { host: '127.0.0.1', port, path, agent: false, localAddress };
      const request = http.get(options, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', () => resolve(0));
    });

  const stillOpen = (closed: Promise<true>) =>
    Promise.race([closed, new Promise<false>((resolve) => setTimeout(() => resolve(false), 100))]);

  it('at the cap closes the connection holding a half-sent request longest, never a busy one', async () => {
    const port = await start(4);
    const busy = await connect(port, 'GET /slow HTTP/1.1\r\nHost: shop\r\n\r\n');
    const trickle = 'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Length: 100\r\n\r\n{';
    const oldest = await connect(port, trickle);
    const halfHeaders = await connect(port, 'GET /menu HTTP/1.1\r\nHost: sh');
    const newest = await connect(port, trickle);

    // A customer arriving at the cap gets in, and the oldest half-sent request makes room.
    expect(await get(port, '/api/health')).toBe(200);
    expect(await stillOpen(oldest.closed)).toBe(true);
    expect(await stillOpen(busy.closed)).toBe(false);
    expect(await stillOpen(halfHeaders.closed)).toBe(false);
    expect(await stillOpen(newest.closed)).toBe(false);
    // Health's connection has closed; one more slow one fills the cap again, and the next
    // customer makes room by closing the next oldest.
    await connect(port, trickle);
    expect(await get(port, '/menu')).toBe(200);
    expect(await stillOpen(halfHeaders.closed)).toBe(true);
    expect(await stillOpen(busy.closed)).toBe(false);
  });

  it('closes the newest connection when every one is busy with a whole request', async () => {
    const port = await start(1);
    const busy = await connect(port, 'GET /slow HTTP/1.1\r\nHost: shop\r\n\r\n');
    expect(await get(port, '/api/health')).toBe(0);
    expect(await stillOpen(busy.closed)).toBe(false);
  });

  it('at the cap turns away a newcomer from an address holding many, and lets a customer in', async () => {
    const port = await start(10);
    const trickle = 'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Length: 100\r\n\r\n{';
    // Linux routes all of 127.0.0.0/8 to the loopback: one flooding address, one customer's.
    const flood = [];
    for (let i = 0; i < 10; i++) flood.push(await connect(port, trickle, '127.0.0.2'));
    const more = await connect(port, trickle, '127.0.0.2');
    expect(await stillOpen(more.closed)).toBe(true);
    expect(await stillOpen(flood[0]!.closed)).toBe(false);
    expect(await get(port, '/menu', '127.0.0.3')).toBe(200);
    expect(await stillOpen(flood[0]!.closed)).toBe(true);
    expect(await stillOpen(flood[1]!.closed)).toBe(false);
  });

  it('closes a refused connection before HTTP sets it up, and counts it under neither cap', async () => {
    const port = await start(3, 2);
    const trickle = 'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Length: 100\r\n\r\n{';
    const first = await connect(port, trickle, '127.0.0.2');
    await connect(port, trickle, '127.0.0.2');
    // Over the address's own cap: closed, and never handed to HTTP.
    const third = await connect(port, trickle, '127.0.0.2');
    expect(await stillOpen(third.closed)).toBe(true);
    expect(seenByHttp).toBe(2);
    // Not counted in all either: the cap of 3 still has room, so nobody is closed for this one.
    expect(await get(port, '/menu', '127.0.0.3')).toBe(200);
    expect(await stillOpen(first.closed)).toBe(false);
    expect(seenByHttp).toBe(3);
  });
});
