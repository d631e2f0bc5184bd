import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTest } from './api-load';

// loadTest drives the load from a process of its own and reads the server's CPU time around the
// measured part only (the server here is this test's own process).
describe('loadTest', () => {
  const seen = { answered: 0, withHeader: 0 };
  const server = http.createServer((request, response) => {
    seen.answered++;
    if (request.headers['x-bench'] === 'yes') seen.withHeader++;
    response.writeHead(200, { 'content-length': 2 }).end('ok');
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts the measured answers, sends the headers and prices the server per answer', async () => {
    const result = await loadTest(url, 0.5, { 'x-bench': 'yes' }, process.pid);
    const measured = result.statuses['200'] ?? 0;
    expect(Object.keys(result.statuses)).toEqual(['200']);
    expect(result.errors).toBe(0);
    expect(measured).toBeGreaterThan(0);
    // The warm-up's answers are served too, but not counted in the result.
    expect(seen.answered).toBeGreaterThan(measured);
    expect(seen.withHeader).toBe(seen.answered);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
    expect(result.serverCpuUsPerAnswer).toBeGreaterThan(0);
    expect(Number.isFinite(result.serverCpuUsPerAnswer)).toBe(true);
  }, 30_000);
});
