import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@buka/domain/settings';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

describe.each(testDialects)('GET /api/settings caching on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers 304 while the settings are unchanged, and the new ones after staff save', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const admin = await createTestUser(t.db, { role: 'owner' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...defaultSettings, paused: true },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ paused: true });
    expect(changed.headers.etag).not.toBe(etag);
  });
});
