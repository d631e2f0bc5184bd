import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@buka/domain/auth';
import { messages } from '@buka/domain/messages';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
} from './testing/oidc-provider.mjs';
import type { Config } from '../config';
import { createTestApp, testConfig, testDialects, type TestApp } from '../test/test-app';
import { BrowserSession } from './oidc.test-flow';
import { findOrCreateProviderUser } from './oidc.users';

const publicUrl = testConfig().publicUrl;
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [`${publicUrl}/api/auth/oidc/callback`] });
});
afterAll(() => provider.close());

function oidcConfig(overrides: Partial<Config> = {}): Partial<Config> {
  return {
    oidc: {
      issuer: provider.issuer,
      clientId: TEST_CLIENT_ID,
      clientSecret: TEST_CLIENT_SECRET,
      label: 'Continue with Test',
      providerId: new URL(provider.issuer).host,
    },
    ...overrides,
  };
}

async function usersWithEmail(t: TestApp, email: string) {
  return t.db.kysely.selectFrom('users').selectAll().where('email', '=', email).execute();
}

describe.each(testDialects)('sign-in with an identity provider (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: oidcConfig({ adminEmails: ['boss@example.com'] }) });
  });
  afterAll(() => t.close());

  it('tells the web app the button to show', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({
      oidc: { label: 'Continue with Test', startUrl: '/api/auth/oidc/start' },
    });
  });

  it('sends the browser to the provider with state, nonce and PKCE, tied to a cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${publicUrl}/api/auth/oidc/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^buka_oidc=[\w-]{43}; Path=\/api\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('creates a customer for a new verified e-mail and signs them in', async () => {
    const browser = new BrowserSession(t.app);
    const landed = await browser.signIn({
      email: 'Ada@Example.com',
      name: 'Ada Obi',
      picture: `${provider.issuer}/photo.png`,
    });
    expect(landed.pathname).toBe('/auth/oidc/done');
    const exchanged = await browser.exchange(landed.searchParams.get('code') ?? '');
    expect(exchanged.statusCode).toBe(200);
    const user = sessionUserSchema.parse(exchanged.json());
    expect(user).toMatchObject({
      email: 'ada@example.com',
      displayName: 'Ada Obi',
      phoneNumber: null,
      providerId: new URL(provider.issuer).host,
      role: 'customer',
    });
    // The provider's photo is copied into the shop's own pictures, not linked.
    expect(user.photoURL).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const photo = await t.app.inject({ method: 'GET', url: user.photoURL ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.json()).toMatchObject({ email: 'ada@example.com' });
  });

  it('signs a returning e-mail into the same account', async () => {
    const first = new BrowserSession(t.app);
    const firstCode = (await first.signIn({ email: 'chidi@example.com' })).searchParams.get('code');
    const firstUser = (await first.exchange(firstCode ?? '')).json();
    expect(firstUser.displayName).toBe('');

    const second = new BrowserSession(t.app);
    const landed = await second.signIn({ email: 'CHIDI@example.com', name: 'Chidi Eze' });
    const secondUser = (await second.exchange(landed.searchParams.get('code') ?? '')).json();
    expect(secondUser.uid).toBe(firstUser.uid);
    expect(secondUser.token).not.toBe(firstUser.token);
    // A name the account lacked is filled in from the provider.
    expect(secondUser.displayName).toBe('Chidi Eze');
    expect(await usersWithEmail(t, 'chidi@example.com')).toHaveLength(1);
  });

  it('makes ADMIN_EMAILS admins on the server', async () => {
    const browser = new BrowserSession(t.app);
    const landed = await browser.signIn({ email: 'boss@example.com' });
    const user = (await browser.exchange(landed.searchParams.get('code') ?? '')).json();
    expect(user.role).toBe('owner');
  });

  it('refuses a tampered state and creates nothing', async () => {
    const browser = new BrowserSession(t.app);
    const callback = await browser.signInAtProvider(await browser.start(), {
      email: 'mallory@example.com',
    });
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const landed = await browser.callback(callback);
    expect(landed.pathname + landed.search).toBe('/login?error=expired');
    expect(await usersWithEmail(t, 'mallory@example.com')).toHaveLength(0);
  });

  it('refuses a callback that comes to another browser (login CSRF)', async () => {
    const attacker = new BrowserSession(t.app);
    const callback = await attacker.signInAtProvider(await attacker.start(), {
      email: 'eve@example.com',
    });
    const victim = new BrowserSession(t.app);
    expect((await victim.callback(callback)).search).toBe('?error=expired');
    // The state was used up by that try: the attacker cannot finish with it either.
    expect((await attacker.callback(callback)).search).toBe('?error=expired');
    expect(await usersWithEmail(t, 'eve@example.com')).toHaveLength(0);
  });

  it('refuses an e-mail the provider has not verified, with a clear message', async () => {
    const browser = new BrowserSession(t.app);
    const landed = await browser.signIn({ email: 'unverified.bola@example.com' });
    expect(landed.pathname + landed.search).toBe('/login?error=unverified');
    expect(await usersWithEmail(t, 'unverified.bola@example.com')).toHaveLength(0);
  });

  it('goes back to the login page when the customer denies consent', async () => {
    const browser = new BrowserSession(t.app);
    const landed = await browser.signIn({ email: 'shy@example.com', action: 'deny' });
    expect(landed.pathname + landed.search).toBe('/login?error=denied');
    expect(await usersWithEmail(t, 'shy@example.com')).toHaveLength(0);
  });

  it('lets the one-time code be exchanged once, only by the browser that signed in', async () => {
    const browser = new BrowserSession(t.app);
    const code = (await browser.signIn({ email: 'once@example.com' })).searchParams.get('code');
    const elsewhere = new BrowserSession(t.app);
    // Another browser's try burns the code, so a code copied from a log is worth nothing.
    const stolen = await elsewhere.exchange(code ?? '');
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(messages.providerLinkExpired);
    expect((await browser.exchange(code ?? '')).statusCode).toBe(400);

    const again = new BrowserSession(t.app);
    const fresh = (await again.signIn({ email: 'once@example.com' })).searchParams.get('code');
    expect((await again.exchange(fresh ?? '')).statusCode).toBe(200);
    const reused = await again.exchange(fresh ?? '');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.providerLinkExpired);
    expect((await again.exchange('not a code')).statusCode).toBe(400);
  });

  it('sends a disabled account back to the login page', async () => {
    const browser = new BrowserSession(t.app);
    await browser.exchange(
      (await browser.signIn({ email: 'gone@example.com' })).searchParams.get('code') ?? '',
    );
    await t.db.kysely
      .updateTable('users')
      .set({ disabledAt: Date.now() })
      .where('email', '=', 'gone@example.com')
      .execute();
    const landed = await new BrowserSession(t.app).signIn({ email: 'gone@example.com' });
    expect(landed.pathname + landed.search).toBe('/login?error=disabled');
  });

  it('makes one account when two first sign-ins race', async () => {
    const profile = { email: 'twice@example.com', name: 'Twice', picture: null };
    const providerId = new URL(provider.issuer).host;
    const [a, b] = await Promise.all([
      findOrCreateProviderUser(t.db.kysely, t.deps.config, providerId, profile, Date.now()),
      findOrCreateProviderUser(t.db.kysely, t.deps.config, providerId, profile, Date.now()),
    ]);
    expect(a.id).toBe(b.id);
    expect(await usersWithEmail(t, 'twice@example.com')).toHaveLength(1);
  });
});

describe('sign-in with an identity provider when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('shows no button and sends a stray start link back to the login page', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ oidc: null });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.headers.location).toBe('/login?error=unavailable');
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/exchange',
      payload: { code: 'a'.repeat(43) },
    });
    expect(exchange.statusCode).toBe(404);
  });
});
