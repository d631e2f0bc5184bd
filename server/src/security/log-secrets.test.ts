import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TEST_PASSWORD,
  type TestProvider,
} from '../auth/testing/oidc-provider.mjs';
import { BrowserSession } from '../auth/oidc.test-flow';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { testConfig, testDialects } from '../test/test-app';
import { sampleImages } from './fixtures/images';
import { createLoggedApp, startFlakyProvider, type LoggedApp } from './fixtures/logged-app';

// Nothing secret in the logs: a day's worth of real requests at the trace level,
// then every password, token, provider key and Authorization value is looked for in the log.

const ADMIN_PHONE = '08077700001';
const PASSWORDS = ['Adm1n-pass-7c1e', 'Cust-pass-9b2f', 'Wrong-guess-4d8a'];
const PAYSTACK_SECRET = 'sk_test_LOGSECRET_5f3a9e';
const FLUTTERWAVE_KEY = 'FLWSECK_TEST-LOGSECRET-77';
const FLUTTERWAVE_HASH = 'flw-hash-LOGSECRET-31';
const figures: string[] = [];

let oidc: TestProvider;
let flaky: Awaited<ReturnType<typeof startFlakyProvider>>;
beforeAll(async () => {
  oidc = await startTestProvider({
    redirectUris: [`${testConfig().publicUrl}/api/auth/oidc/callback`],
  });
  flaky = await startFlakyProvider();
});
afterAll(async () => {
  await oidc?.close();
  await flaky?.close();
  console.log(`Secrets in logs:\n  ${figures.join('\n  ')}`);
});

describe.each(testDialects)('the log of a real day on %s', (dialect) => {
  let s: LoggedApp;
  const secrets = new Set<string>([
    ...PASSWORDS,
    PAYSTACK_SECRET,
    FLUTTERWAVE_KEY,
    FLUTTERWAVE_HASH,
    TEST_CLIENT_SECRET,
    TEST_PASSWORD,
  ]);
  let requests = 0;

  beforeAll(async () => {
    s = await createLoggedApp(
      dialect,
      {
        adminPhones: [ADMIN_PHONE],
        payments: {
          provider: 'paystack',
          paystack: { secretKey: PAYSTACK_SECRET, baseUrl: flaky.url },
          flutterwave: {
            secretKey: FLUTTERWAVE_KEY,
            secretHash: FLUTTERWAVE_HASH,
            baseUrl: flaky.url,
          },
        },
        oidc: {
          issuer: oidc.issuer,
          clientId: TEST_CLIENT_ID,
          clientSecret: TEST_CLIENT_SECRET,
          label: 'Continue with Test',
          providerId: new URL(oidc.issuer).host,
        },
      },
      () => OPEN_AT,
    );
  });
  afterAll(() => s.close());

  async function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: {
      token?: string;
      body?: object | string | Buffer;
      headers?: Record<string, string>;
    } = {},
  ) {
    requests++;
    if (options.token) secrets.add(`Bearer ${options.token}`);
    return s.app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
  }
  const tokenOf = (response: { json(): unknown }) => {
    const token = (response.json() as { token: string }).token;
    secrets.add(token);
    return token;
  };

  it('holds no password, token, provider key, signature or Authorization value', async () => {
    const signup = (name: string, phoneNumber: string, password: string) =>
      call('POST', '/api/users/login/customer/signup', { body: { name, phoneNumber, password } });
    const admin = tokenOf(await signup('Shop Admin', ADMIN_PHONE, PASSWORDS[0] as string));
    const first = tokenOf(await signup('Ada Obi', '08077700002', PASSWORDS[1] as string));
    const signin = (password: string) =>
      call('POST', '/api/users/login/customer/signin', {
        body: { phoneNumber: '08077700002', password },
      });
    expect((await signin(PASSWORDS[2] as string)).statusCode).toBe(404);
    const customer = tokenOf(await signin(PASSWORDS[1] as string));

    expect((await call('GET', '/api/me', { token: customer })).statusCode).toBe(200);
    expect(
      (await call('PATCH', '/api/me', { token: customer, body: { name: 'Ada B Obi' } })).statusCode,
    ).toBe(200);
    const stream = await s.app.inject({
      method: 'GET',
      url: `/api/events?token=${customer}`,
      payloadAsStream: true,
    });
    requests++;
    expect(stream.statusCode).toBe(200);
    stream.stream().destroy();
    expect((await call('GET', `/api/events?token=${first}x`)).statusCode).toBe(401);

    expect(
      (await call('POST', '/api/cart', { token: customer, body: { fid: 101 } })).statusCode,
    ).toBe(201);
    const order = await call('POST', '/api/orders', {
      token: customer,
      headers: { 'idempotency-key': 'order-key-1' },
      body: {
        name: 'Ada',
        phone: '08077700002',
        address: '1 Road',
        area: 'Samaru',
        paymentMethod: 'online',
        products: [{ id: 101, qty: 1 }],
      },
    });
    expect(order.statusCode).toBe(201);
    const pay = await call('POST', '/api/payment/pay', {
      token: customer,
      body: { orderId: order.json<{ id: number }>().id },
    });
    expect(pay.statusCode).toBe(200);
    const payment = await s.deps.db.kysely
      .selectFrom('payments')
      .select('reference')
      .executeTakeFirstOrThrow();
    // The provider's verification fails: the shop logs the error and sends the browser on.
    expect(
      (
        await call(
          'GET',
          `/api/payment/callback?reference=${payment.reference}&trxref=${payment.reference}`,
        )
      ).statusCode,
    ).toBe(302);

    const event = JSON.stringify({
      event: 'charge.success',
      data: { reference: payment.reference, status: 'success', amount: 1, currency: 'NGN' },
    });
    const signature = createHmac('sha512', PAYSTACK_SECRET).update(event).digest('hex');
    secrets.add(signature);
    const webhook = await call('POST', '/api/payment/webhook/paystack', {
      body: event,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    });
    expect(webhook.statusCode).toBe(200);
    expect(
      (
        await call('POST', '/api/payment/webhook/flutterwave', {
          body: '{}',
          headers: { 'verif-hash': FLUTTERWAVE_HASH },
        })
      ).statusCode,
    ).toBe(200);

    const { png } = await sampleImages();
    const upload = await call('POST', '/api/uploads', {
      token: customer,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
        png,
        Buffer.from('\r\n--b--\r\n'),
      ]),
    });
    expect(upload.statusCode).toBe(201);

    // Sign-in through the identity provider: its state, code, the one-time code and the token.
    const browser = new BrowserSession(s.app);
    const back = await browser.signInAtProvider(await browser.start(), {
      email: 'log@example.com',
    });
    for (const name of ['code', 'state']) secrets.add(back.searchParams.get(name) ?? 'missing');
    const landed = await browser.callback(back);
    const handoff = landed.searchParams.get('code') ?? 'missing';
    secrets.add(handoff);
    const exchanged = await browser.exchange(handoff);
    expect(exchanged.statusCode).toBe(200);
    tokenOf(exchanged);
    requests += 4;

    const users = await call('GET', '/api/users?search=ada', { token: admin });
    const ada = users
      .json<{ users: { uid: string; name: string }[] }>()
      .users.find((u) => u.name === 'Ada B Obi');
    expect(
      (await call('POST', `/api/users/${ada?.uid}/disable`, { token: admin })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/users/logout', { token: admin })).statusCode).toBe(204);

    const log = s.lines.join('');
    // The log is real: requests, the masked stream token and the provider's failure are in it.
    expect(s.lines.length).toBeGreaterThan(40);
    expect(log).toContain('/api/users/login/customer/signin');
    expect(log).toContain('/api/events?token=[redacted]');
    expect(log).toContain('payment return could not be verified');
    const found = [...secrets].filter((secret) => log.includes(secret));
    expect(found).toEqual([]);
    expect(log).not.toMatch(/scrypt\$|bearer\s/i);
    expect(log).not.toMatch(/"(authorization|cookie)":"(?!\[redacted\])/i);
    figures.push(
      `${dialect}: ${requests} requests, ${s.lines.length} log lines at trace level, ` +
        `${secrets.size} secrets looked for, ${found.length} found`,
    );
  });
});
