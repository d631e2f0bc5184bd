import { randomUUID } from 'node:crypto';

export interface BenchSession {
  token: string;
  uid: string;
  [field: string]: unknown;
}

async function call(baseUrl: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(url === '/api/orders' ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A new account through the API, answered with its session (token, uid, profile). */
export async function signUp(baseUrl: string, phone: string, name: string): Promise<BenchSession> {
  const { status, data } = await call(
    baseUrl,
    'POST',
    '/api/users/login/customer/signup',
    undefined,
    {
      name,
      phoneNumber: phone,
      password: 'bench-pass',
    },
  );
  if (status !== 201) throw new Error(`sign-up of ${phone} answered ${status}`);
  return data as BenchSession;
}

/** Open every day around the clock, so the bench can order at any hour. */
export async function openShop(baseUrl: string, adminToken: string): Promise<void> {
  const { data } = await call(baseUrl, 'GET', '/api/settings');
  const settings = data as { timetable: unknown[] };
  const saved = await call(baseUrl, 'PUT', '/api/settings', adminToken, {
    ...settings,
    paused: false,
    timetable: settings.timetable.map(() => ({ open: '00:00', close: '24:00' })),
  });
  if (saved.status !== 200) throw new Error(`PUT /api/settings answered ${saved.status}`);
}

/** One cash order of Jollof Rice, so the customer's orders page has something to show. */
export async function placeCashOrder(baseUrl: string, customer: BenchSession): Promise<void> {
  const { status } = await call(baseUrl, 'POST', '/api/orders', customer.token, {
    name: 'Bench Customer',
    phone: '08070000001',
    address: '1 Bench Street, Kubwa',
    userId: customer.uid,
    total: 0,
    clientId: customer.uid,
    products: [{ id: 101, qty: 1 }],
    paymentMethod: 'cash',
    delivery: true,
  });
  if (status !== 201) throw new Error(`placing an order answered ${status}`);
}
