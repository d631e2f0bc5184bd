import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../test/test-app';

describe.each(testDialects)('operations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: dialect });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the security headers on every answer, and a request id', async () => {
    for (const url of ['/api/products', '/api/nothing', '/']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-request-id': 'abc-123' },
      });
      const csp = String(response.headers['content-security-policy']);
      // Pages run only the shop's own scripts; API answers (data) run and load nothing.
      expect(csp).toContain(url.startsWith('/api/') ? "default-src 'none'" : "script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-request-id']).toBe('abc-123');
    }
  });
});
