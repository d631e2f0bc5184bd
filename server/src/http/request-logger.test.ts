import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLog } from '../log';
import { requestLogging } from './request-logger';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

function loggedApp(level: string) {
  const lines: Line[] = [];
  const log = createLog(level, { write: (line) => void lines.push(JSON.parse(line) as Line) });
  const app = Fastify({ ...requestLogging(log), requestIdHeader: 'x-request-id' });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ detail: 'stock low' }, 'worth a look');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('database gone');
  });
  // Who waits for this answer's end: Fastify does, to time it for the line per request.
  app.get('/watched', async (_request, reply) => ({
    listeners: reply.raw.listenerCount('finish'),
  }));
  app.get('/own-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('route asked for debug');
    return { ok: true };
  });
  return { app, lines, log };
}

const ID = 'request-7';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('request logging', () => {
  it('writes one line per request at info, with the request id, path, status and time', async () => {
    const { app, lines } = loggedApp('info');
    close = () => app.close();
    const reply = await app.inject({
      url: '/quiet?token=secret-value',
      headers: { 'x-request-id': ID },
    });
    expect(reply.statusCode).toBe(200);
    const forRequest = lines.filter((line) => line.reqId === ID);
    expect(forRequest).toHaveLength(1);
    expect(forRequest[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/quiet?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(forRequest[0]!.responseTime).toBeTypeOf('number');
  });

  it('also writes the arrival at debug, so a long request shows when it starts', async () => {
    const { app, lines } = loggedApp('debug');
    close = () => app.close();
    await app.inject({ url: '/quiet', headers: { 'x-request-id': ID } });
    expect(lines.filter((line) => line.reqId === ID).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('makes no per-request logger when the level writes nothing for the request', async () => {
    const { app, lines, log } = loggedApp('warn');
    close = () => app.close();
    await app.ready();
    const child = vi.spyOn(log, 'child');
    for (let i = 0; i < 5; i++)
      expect(
        (await app.inject({ url: '/quiet', headers: { 'x-request-id': ID } })).statusCode,
      ).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.reqId)).toEqual([]);
  });

  it('still writes what a request logs at warn, with its request id', async () => {
    const { app, lines } = loggedApp('warn');
    close = () => app.close();
    expect((await app.inject({ url: '/warns', headers: { 'x-request-id': ID } })).statusCode).toBe(
      200,
    );
    expect(lines.filter((line) => line.reqId === ID)).toEqual([
      expect.objectContaining({ level: 40, msg: 'worth a look', detail: 'stock low' }),
    ]);
  });

  it('logs a failed request as an error with its request id', async () => {
    const { app, lines } = loggedApp('warn');
    close = () => app.close();
    const reply = await app.inject({ url: '/fails', headers: { 'x-request-id': ID } });
    expect(reply.statusCode).toBe(500);
    const errors = lines.filter((line) => line.reqId === ID && line.level === 50);
    expect(errors.length).toBeGreaterThan(0);
  });

  it("honours a route's own log level", async () => {
    const { app, lines } = loggedApp('warn');
    close = () => app.close();
    await app.inject({ url: '/own-level', headers: { 'x-request-id': ID } });
    expect(lines.filter((line) => line.reqId === ID).map((line) => line.msg)).toContain(
      'route asked for debug',
    );
  });

  it('leaves the answer unwatched above info, where no line per request is written', async () => {
    const listeners: Record<string, number> = {};
    for (const level of ['info', 'warn', 'silent']) {
      const { app } = loggedApp(level);
      close = () => app.close();
      listeners[level] = (await app.inject({ url: '/watched' })).json<{
        listeners: number;
      }>().listeners;
      await app.close();
    }
    expect(listeners.info).toBe(listeners.warn! + 1);
    expect(listeners.silent).toBe(listeners.warn);
  });

  it('answers with logging off', async () => {
    const { app } = loggedApp('silent');
    close = () => app.close();
    expect((await app.inject({ url: '/warns', headers: { 'x-request-id': ID } })).statusCode).toBe(
      200,
    );
  });
});
