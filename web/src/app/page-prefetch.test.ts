import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The session and the API client read local storage, the window and the network state.
vi.hoisted(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('navigator', { onLine: true });
});

// The unit tier shares one module world between files (isolate: false): a stub left behind
// would answer another file's fetch or localStorage.
afterAll(() => vi.unstubAllGlobals());

const { preloadPage } = await import('./router');
const { queryClient } = await import('../shared/api/query-client');
const { queryKeys } = await import('../shared/api/query-keys');
const { setSession } = await import('../shared/session/session-store');

const customer = {
  uid: '7',
  _id: '7',
  name: 'Ada Obi',
  displayName: 'Ada Obi',
  phoneNumber: '08031234567',
  email: null,
  photoURL: null,
  image: null,
  providerId: 'phone',
  role: 'customer' as const,
  token: 'abc',
};

const order = { id: 5, status: '0' };

/** Answers every call as the server would for this customer, and records what was asked. */
function serve() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      const body = path.startsWith('/api/orders/user/orders') ? { orders: [order] } : order;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return asked;
}

afterEach(() => {
  setSession(null);
  queryClient.clear();
});

describe("a page's first answers, asked for with its code (docs/screens.md#first-answers)", () => {
  it("asks for a signed-in customer's orders on /orders, into the cache the page reads", async () => {
    setSession(customer);
    const asked = serve();
    await preloadPage('/orders');
    expect(asked).toEqual(['/api/orders/user/orders?userId=7&pageNumber=1']);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.orders.of('7'))).toEqual([order]),
    );
  });

  it('asks for the one order the address opens, not the list', async () => {
    setSession(customer);
    const asked = serve();
    await preloadPage('/orders', '?order=5');
    expect(asked).toEqual(['/api/orders/5']);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.order.of(5))).toEqual(order));
  });

  it("asks for a receipt's order on its page", async () => {
    setSession(customer);
    const asked = serve();
    await preloadPage('/orders/5/receipt');
    expect(asked).toEqual(['/api/orders/5']);
  });

  it('asks for the list when the order named is no order number', async () => {
    setSession(customer);
    const asked = serve();
    await preloadPage('/orders', '?order=five');
    expect(asked).toEqual(['/api/orders/user/orders?userId=7&pageNumber=1']);
  });

  it('asks nothing with no one signed in: the page sends them to sign in', async () => {
    const asked = serve();
    await preloadPage('/orders');
    expect(asked).toEqual([]);
  });

  it('asks nothing for a page that says no first answers', async () => {
    setSession(customer);
    const asked = serve();
    await preloadPage('/about');
    expect(asked).toEqual([]);
  });
});
