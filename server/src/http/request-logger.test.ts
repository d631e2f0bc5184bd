import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logSerializers } from './log-serializers';
import { lazyRequestLogger, OneLinePerRequest } from './request-logger';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

function loggedApp(level: string | false) {
  const lines: Line[] = [];
  const app = Fastify({
    logger:
      level === false
        ? false
        : {
            level,
            serializers: logSerializers,
            stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
          },
    requestIdHeader: 'x-request-id',
    childLoggerFactory: lazyRequestLogger,
    logController: new OneLinePerRequest(),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ detail: 'stock low' }, 'worth a look');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('database gone');
  });
  app.get('/own-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('route asked for debug');
    return { ok: true };
  });
  return { app, lines };
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
    const { app, lines } = loggedApp('warn');
    close = () => app.close();
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
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

  it('answers with logging off', async () => {
    const { app } = loggedApp(false);
    close = () => app.close();
    expect((await app.inject({ url: '/warns', headers: { 'x-request-id': ID } })).statusCode).toBe(
      200,
    );
  });
});
