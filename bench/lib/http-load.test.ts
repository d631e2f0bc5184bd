import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLoad } from './http-load';

// The load generator reads every way an answer can be framed, and counts what it could not.
describe('httpLoad', () => {
  const big = 'x'.repeat(70_000);
  let answered = 0;
  const server = http.createServer((request, response) => {
    answered++;
    if (request.url === '/length') {
      response.writeHead(200, { 'content-length': Buffer.byteLength(big) }).end(big);
    } else if (request.url === '/chunked') {
      // No Content-Length: Node sends the pieces as chunks.
      response.writeHead(200);
      response.write('first piece;');
      setImmediate(() => response.end(big));
    } else if (request.url === '/etag') {
      response.writeHead(request.headers['if-none-match'] === '"1"' ? 304 : 200).end('body');
    } else if (request.url === '/hang-up') {
      request.socket.destroy();
    } else {
      response.writeHead(404, { 'content-length': 0 }).end();
    }
  });
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const path of ['/length', '/chunked']) {
    it(`counts every whole answer on kept-alive connections (${path})`, async () => {
      answered = 0;
      const result = await httpLoad(`${base}${path}`, { connections: 4, seconds: 0.3 });
      expect(result.errors).toBe(0);
      expect(result.statuses[200]).toBeGreaterThan(10);
      // Each answer counted once, when whole; the last ones asked for may be cut off at the end.
      expect(result.statuses[200]).toBeLessThanOrEqual(answered);
      expect(result.statuses[200]).toBeGreaterThanOrEqual(answered - 4);
      expect(result.requestsPerSecond).toBeGreaterThan(0);
      expect(result.p99Ms).toBeGreaterThan(0);
    });
  }

  it('sends the headers it is given, and reads answers without a body', async () => {
    const result = await httpLoad(`${base}/etag`, {
      connections: 2,
      seconds: 0.2,
      headers: { 'if-none-match': '"1"' },
    });
    expect(Object.keys(result.statuses)).toEqual(['304']);
    expect(result.errors).toBe(0);
    const notFound = await httpLoad(`${base}/none`, { connections: 1, seconds: 0.1 });
    expect(Object.keys(notFound.statuses)).toEqual(['404']);
  });

  it('counts a connection that hangs up as an error, and connects again', async () => {
    const result = await httpLoad(`${base}/hang-up`, { connections: 2, seconds: 0.2 });
    expect(result.statuses).toEqual({});
    expect(result.errors).toBeGreaterThan(2);
  });
});
