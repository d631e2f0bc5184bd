import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLog } from '../log';
import { answerOf, sendAnswer, type Answer } from './cached-answer';
import { createFastLane, type FastLane } from './fast-lane';
import { requestId } from './request-id';
import { requestLogging } from './request-logger';
import { installSecurityHeaders, securityHeaders } from './security-headers';

interface Line {
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// A page's worth of text, so that it is sent packed to a browser that takes brotli.
const PAGE = Buffer.from(`<!doctype html><p>${'Jollof Rice ₦2,500 '.repeat(200)}</p>`);

describe('the fast lane (shared answers sent ahead of the router)', () => {
  let app: FastifyInstance;
  let lane: FastLane;
  let port: number;
  let current: Answer<null>;
  // Whether the shared answer is fresh and ready (the lane's `current` gives it).
  let ready: boolean;
  let routed: string[];
  let lines: Line[];

  async function start(level = 'warn', trustProxy: false | string[] = false) {
    lines = [];
    routed = [];
    ready = true;
    const log = createLog(level, { write: (line) => void lines.push(JSON.parse(line) as Line) });
    const headersFor = securityHeaders({ https: false });
    lane = createFastLane({ log, securityHeaders: headersFor, trustProxy });
    app = Fastify({
      ...requestLogging(log),
      serverFactory: lane.serverFactory,
      requestIdHeader: false,
      genReqId: requestId,
      keepAliveTimeout: 7_000,
      requestTimeout: 9_000,
      connectionTimeout: 8_000,
      ...(trustProxy ? { trustProxy } : {}),
    });
    installSecurityHeaders(app, headersFor);
    app.addHook('preClose', async () => lane.close());
    current = answerOf(null, PAGE, {
      type: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': "default-src 'self'" },
    });
    // The router's answer for the same path: what the lane stands in for.
    const route = (
      request: Parameters<typeof sendAnswer>[0],
      reply: Parameters<typeof sendAnswer>[1],
    ) => {
      routed.push(request.url);
      return sendAnswer(request, reply, current);
    };
    app.get('/page', route);
    app.post('/page', route);
    lane.serve('/page', () => (ready ? current : null));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }

  function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<Got>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject)
        .end();
    });
  }

  /** The headers both ways must agree on (the date and the request's own id differ). */
  const comparable = ({ headers }: Got) => {
    const { date: _date, 'x-request-id': _id, ...rest } = headers;
    return rest;
  };

  afterEach(async () => {
    await app?.close();
  });

  it('sends the shared answer itself, with the bytes and headers the router sends', async () => {
    await start();
    const viaRouter = await get('/page?from=router');
    const viaLane = await get('/page');
    expect(routed).toEqual(['/page?from=router']);
    expect(viaLane.status).toBe(200);
    expect(viaLane.body.equals(PAGE)).toBe(true);
    expect(comparable(viaLane)).toEqual(comparable(viaRouter));
    expect(viaLane.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(PAGE.length),
      etag: current.etag,
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(viaLane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 304 to a browser that has the version, as the router does', async () => {
    await start();
    const etag = { 'if-none-match': current.etag };
    const viaRouter = await get('/page?from=router', etag);
    const viaLane = await get('/page', etag);
    expect(routed).toEqual(['/page?from=router']);
    expect(viaLane.status).toBe(304);
    expect(viaLane.body.length).toBe(0);
    expect(comparable(viaLane)).toEqual(comparable(viaRouter));
  });

  it('leaves the first packed request to the router, then sends the packed bytes itself', async () => {
    await start();
    const brotli = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get('/page', brotli);
    expect(routed).toEqual(['/page']);
    const second = await get('/page', brotli);
    expect(routed).toEqual(['/page']);
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.body).equals(PAGE)).toBe(true);
    expect(second.body.equals(first.body)).toBe(true);
    expect(comparable(second)).toEqual(comparable(first));
  });

  it('leaves to the router what it does not hold: other methods, a query, no answer yet', async () => {
    await start();
    await get('/page', {}, 'HEAD');
    await get('/page', {}, 'POST');
    await get('/page?utm=1');
    await get('/other');
    ready = false;
    await get('/page');
    expect(routed).toEqual(['/page', '/page', '/page?utm=1', '/page']);
  });

  it("keeps the proxy's request id when it is plain, as the router does", async () => {
    await start();
    const viaLane = await get('/page', { 'x-request-id': 'edge-42' });
    expect(viaLane.headers['x-request-id']).toBe('edge-42');
    const odd = await get('/page', { 'x-request-id': '<script>' });
    expect(odd.headers['x-request-id']).not.toBe('<script>');
  });

  it('writes the line per request at info, as the router does', async () => {
    await start('info');
    await get('/page', { 'x-request-id': 'lane-1' });
    await get('/page?from=router', { 'x-request-id': 'router-1' });
    // The router writes its line once the answer has gone.
    await vi.waitFor(() => expect(lines.some((line) => line.reqId === 'router-1')).toBe(true));
    const [viaLane] = lines.filter((line) => line.reqId === 'lane-1');
    const [viaRouter] = lines.filter((line) => line.reqId === 'router-1');
    expect(lines.filter((line) => line.reqId === 'lane-1')).toHaveLength(1);
    expect(viaLane).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/page', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(viaLane!.responseTime).toBeTypeOf('number');
    expect(Object.keys(viaLane!).sort()).toEqual(Object.keys(viaRouter!).sort());
  });

  it("logs the client's address a trusted proxy forwarded", async () => {
    await start('info', ['127.0.0.1']);
    await get('/page', { 'x-request-id': 'lane-2', 'x-forwarded-for': '102.89.3.4' });
    expect(lines.find((line) => line.reqId === 'lane-2')?.req?.remoteAddress).toBe('102.89.3.4');
  });

  it('writes nothing per request above info', async () => {
    await start('warn');
    await get('/page');
    expect(lines).toEqual([]);
  });

  it('steps aside once the server closes, so answers then tell clients to hang up', async () => {
    await start();
    await get('/page');
    lane.close();
    await get('/page');
    expect(routed).toEqual(['/page']);
  });

  it("makes the server with Fastify's time limits", async () => {
    await start();
    expect(app.server.keepAliveTimeout).toBe(7_000);
    expect(app.server.requestTimeout).toBe(9_000);
    expect(app.server.timeout).toBe(8_000);
  });
});
