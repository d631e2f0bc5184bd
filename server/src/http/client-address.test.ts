import { afterEach, describe, expect, it } from 'vitest';
import { createLoggedApp, type LoggedApp } from '../security/fixtures/logged-app';

// The client's address is what the sign-in and sign-up limits count, so behind a proxy only the
// proxy's own X-Forwarded-For entry may be believed, never what the client sent before it.

let s: LoggedApp | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function addressSeen(trustProxy: false | string[], forwardedFor?: string) {
  s = await createLoggedApp('sqlite', { trustProxy, logLevel: 'info' }, () => new Date());
  const id = 'address-check';
  await s.app.inject({
    url: '/api/settings',
    // inject's own connection comes from 127.0.0.1: the proxy on this machine.
    headers: { 'x-request-id': id, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  const line = s.lines
    .map((text) => JSON.parse(text) as { reqId?: string; req?: { remoteAddress: string } })
    .find((entry) => entry.reqId === id && entry.req);
  return line?.req?.remoteAddress;
}

describe('the client address behind a proxy', () => {
  it('is the address the proxy on this machine saw, whatever the client put before it', async () => {
    expect(await addressSeen(['loopback'], '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the connection itself without a proxy, X-Forwarded-For ignored', async () => {
    expect(await addressSeen(false, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('is the connection itself when the connection is not from a trusted proxy', async () => {
    expect(await addressSeen(['10.0.0.5'], '203.0.113.7')).toBe('127.0.0.1');
  });
});
