import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installCloseConnections } from './close-connections';

describe('closing with a request in flight', () => {
  it('answers it, then lets its kept-alive connection go so the close ends at once', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' });
    installCloseConnections(app);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await released;
      return { done: true };
    });
    let closing!: () => void;
    const closeStarted = new Promise<void>((resolve) => (closing = resolve));
    app.addHook('preClose', async () => closing());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    // A client that would keep the connection for a minute, as browsers do.
    const agent = new http.Agent({ keepAlive: true, timeout: 60_000 });
    const request = http.get({ host: '127.0.0.1', port, path: '/slow', agent });
    const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
    await inFlight;

    const closed = app.close();
    await closeStarted;
    release();
    const [response] = await answered;
    response.resume();
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');

    const startedAt = Date.now();
    await closed;
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    agent.destroy();
  });
});
