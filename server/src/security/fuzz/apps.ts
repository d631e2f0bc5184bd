import { expect } from 'vitest';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
} from '../../auth/testing/oidc-provider.mjs';
import type { Config } from '../../config';
import type { Dialect } from '../../db/database';
import { OPEN_AT } from '../../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testConfig,
  type TestApp,
} from '../../test/test-app';
import { startProviderStub, type ProviderStub } from '../fixtures/provider-stub';
import { createWorld } from '../fixtures/world';
import type { FuzzEndpoint, FuzzWorld } from './endpoint';
import { needsChoosing } from '@buka/domain/dish-options';
import { productsResponseSchema } from '@buka/domain/products';

const PAYSTACK_SECRET = 'sk_test_fuzz_secret';
const FLUTTERWAVE_HASH = 'flw-fuzz-hash';

/** The outside services some routes talk to, started once for the whole suite. */
export interface Outside {
  providers: ProviderStub;
  oidc: TestProvider;
  close(): Promise<void>;
}

export async function startOutside(): Promise<Outside> {
  const providers = await startProviderStub();
  const publicUrl = testConfig().publicUrl;
  const oidc = await startTestProvider({ redirectUris: [`${publicUrl}/api/auth/oidc/callback`] });
  return {
    providers,
    oidc,
    async close() {
      await providers.close();
      await oidc.close();
    },
  };
}

// Each sign-in or sign-up that passes its schema costs a real scrypt hash (~200 ms): small
// allowances keep the fuzzing about input, not about waiting on hashes.
const quickLimits: Partial<Config> = {
  signinLimits: {
    perPhoneAddress: 5,
    perAddress: 10,
    perPhoneSlowAfter: 50,
    slowStepMs: 1,
    maxSlowMs: 20,
    windowMs: 15 * 60 * 1000,
  },
  signupLimits: { perAddress: 10, windowMs: 60 * 60 * 1000 },
};

function configFor(endpoint: FuzzEndpoint, outside: Outside): Partial<Config> {
  return { ...quickLimits, ...outsideConfig(endpoint, outside) };
}

function outsideConfig(endpoint: FuzzEndpoint, outside: Outside): Partial<Config> {
  if (endpoint.app === 'providers') {
    return {
      payments: {
        provider: 'paystack',
        paystack: { secretKey: PAYSTACK_SECRET, baseUrl: outside.providers.url },
        flutterwave: {
          secretKey: 'flw-fuzz-key',
          secretHash: FLUTTERWAVE_HASH,
          baseUrl: outside.providers.url,
        },
      },
    };
  }
  if (endpoint.app === 'oidc') {
    return {
      oidc: {
        issuer: outside.oidc.issuer,
        clientId: TEST_CLIENT_ID,
        clientSecret: TEST_CLIENT_SECRET,
        label: 'Continue with Test',
        providerId: new URL(outside.oidc.issuer).host,
      },
    };
  }
  return {};
}

/** Logins started at the provider: their state and the cookie tying each to its browser. */
async function startLogins(t: TestApp, count: number): Promise<FuzzWorld['oidcLogins']> {
  const logins: FuzzWorld['oidcLogins'] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const state = new URL(String(response.headers.location)).searchParams.get('state');
    const cookie = String(response.headers['set-cookie']).split(';')[0];
    if (!state || !cookie) throw new Error(`oidc start: ${response.statusCode}`);
    logins.push({ state, cookie });
  }
  return logins;
}

/** A fresh app and world for one route: what one route's fuzzing does cannot hide another's. */
export async function appFor(
  dialect: Dialect,
  endpoint: FuzzEndpoint,
  outside: Outside,
): Promise<FuzzWorld> {
  const t = await createTestApp(dialect, {
    config: configFor(endpoint, outside),
    now: () => OPEN_AT,
  });
  const world = await createWorld(t);
  return {
    ...world,
    oidcLogins: endpoint.app === 'oidc' ? await startLogins(t, 4) : [],
    paystackSecret: PAYSTACK_SECRET,
    flutterwaveHash: FLUTTERWAVE_HASH,
  };
}

/** After the storm: the server still answers as it should, for visitors, customers and staff. */
export async function expectStillServing(t: TestApp): Promise<void> {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  expect((await get('/api/health')).statusCode).toBe(200);
  const menu = await get('/api/products');
  expect(menu.statusCode).toBe(200);
  expect(menu.json()).toHaveProperty('products');
  expect((await get('/api/settings')).statusCode).toBe(200);

  const customer = await createTestUser(t.db);
  expect((await get('/api/me', bearer(customer))).json()).toMatchObject({
    uid: String(customer.id),
  });
  // A dish that takes one tap: in stock, not marked finished, no choice required (the storm may
  // have made some group required, or marked dishes sold out, which is their right).
  const dish = productsResponseSchema
    .parse(menu.json())
    .products.find(
      (food) => food.stock > 0 && !food.soldOutToday && !needsChoosing(food.optionGroups),
    );
  if (dish) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(customer),
      payload: { fid: dish.id },
    });
    expect(added.statusCode).toBe(201);
  }
  expect((await get('/api/cart', bearer(customer))).statusCode).toBe(200);
  const admin = await createTestUser(t.db, { role: 'owner' });
  expect((await get('/api/admin/dashboard', bearer(admin))).statusCode).toBe(200);
}
