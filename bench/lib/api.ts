import type { SessionUser } from '@buka/domain/auth';
import type { Food, ProductsResponse } from '@buka/domain/products';
import type { Settings } from '@buka/domain/settings';

// Calls to a running shop, shared by the benchmarks and the reliability suites.

export interface Answer<T> {
  status: number;
  data: T;
  headers: Headers;
}

/** No answer at all: refused, reset or timed out (a killed server, a dropped connection). */
export class NoAnswer extends Error {}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    text = await response.text();
  } catch (error) {
    throw new NoAnswer(`${method} ${url}: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  return { status: response.status, data: data as T, headers: response.headers };
}

export interface Customer {
  token: string;
  uid: string;
  phone: string;
}

/** A new account through the API: its whole session (what the web app stores) and its phone. */
export async function signUp(base: string, phone: string, name = 'Test Customer') {
  const { status, data } = await call<SessionUser>(
    base,
    'POST',
    '/api/users/login/customer/signup',
    {
      body: { name, phoneNumber: phone, password: 'reliable-pass' },
    },
  );
  if (status !== 201) throw new Error(`sign-up of ${phone} answered ${status}`);
  return { ...data, phone } satisfies Customer;
}

export async function signIn(base: string, phone: string): Promise<Customer> {
  const { status, data } = await call<SessionUser>(
    base,
    'POST',
    '/api/users/login/customer/signin',
    {
      body: { phoneNumber: phone, password: 'reliable-pass' },
    },
  );
  if (status !== 200) throw new Error(`sign-in of ${phone} answered ${status}`);
  return { token: data.token, uid: data.uid, phone };
}

/** Eleven digits, distinct per index: 0807 then seven digits. */
export function customerPhone(index: number): string {
  return `0807${String(index).padStart(7, '0')}`;
}

export const ADMIN_PHONE = '09010000001';

export async function expectStatus<T>(answer: Promise<Answer<T>>, wanted: number, what: string) {
  const got = await answer;
  if (got.status !== wanted) {
    throw new Error(`${what} answered ${got.status}: ${JSON.stringify(got.data)}`);
  }
  return got.data;
}

/** Opens the shop every day round the clock (tests run at any hour), ordering not paused. */
export async function openAroundTheClock(base: string, admin: Customer): Promise<void> {
  const settings = await expectStatus(
    call<Settings>(base, 'GET', '/api/settings'),
    200,
    'GET /api/settings',
  );
  const open: Settings = {
    ...settings,
    paused: false,
    timetable: settings.timetable.map(() => [{ open: '00:00', close: '24:00' }]),
  };
  await expectStatus(
    call(base, 'PUT', '/api/settings', { token: admin.token, body: open }),
    200,
    'PUT /api/settings',
  );
}

export async function menu(base: string): Promise<Food[]> {
  const data = await expectStatus(
    call<ProductsResponse>(base, 'GET', '/api/products'),
    200,
    'GET /api/products',
  );
  return data.products;
}

/** Sets a dish's stock through the staff API, keeping everything else as it is. */
export async function setStock(base: string, admin: Customer, food: Food, stock: number) {
  await expectStatus(
    call(base, 'PUT', `/api/products/${food.id}`, {
      token: admin.token,
      body: {
        name: food.name,
        description: food.description,
        price: food.price,
        calories: food.calories,
        imageURL: food.imageURL,
        categoryId: food.category.id,
        stock,
      },
    }),
    200,
    `PUT /api/products/${food.id}`,
  );
}

/** The admin (ADMIN_PHONES makes this phone one at sign-up), the shop open, the given stocks. */
export async function prepareShop(
  base: string,
  stockFor: (food: Food, index: number) => number,
): Promise<{ admin: Customer; stock: Map<number, number> }> {
  const admin = await signUp(base, ADMIN_PHONE, 'Shop Admin');
  await openAroundTheClock(base, admin);
  const stock = new Map<number, number>();
  const foods = await menu(base);
  for (const [index, food] of foods.entries()) {
    const wanted = stockFor(food, index);
    await setStock(base, admin, food, wanted);
    stock.set(food.id, wanted);
  }
  return { admin, stock };
}
