import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@buka/domain/cart';

// The session and toast stores touch browser globals when loaded.
vi.hoisted(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('window', { addEventListener: () => undefined });
});

// The unit tier shares one module world between files (isolate: false): a stub left behind
// would answer another file's fetch or localStorage.
afterAll(() => vi.unstubAllGlobals());

const { ApiError } = await import('../../../shared/api/client');
const { toast } = await import('../../../shared/toast/toast-store');
const { cartMutationOptions, CART_CHANGE_FAILED } = await import('./cart-mutation');
const { keepShownQty } = await import('./update-cart-line');

const key = ['cart', '7'];
const line = (id: number, qty = 1): CartItem => ({
  id,
  fid: 100 + id,
  uid: '7',
  qty,
  choiceIds: [],
  note: '',
  choices: [],
  unitPrice: '1000',
  available: true,
  unavailable: null,
  name: `Dish ${id}`,
  price: '1000',
  imageURL: '',
  stock: 10,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(key, [line(1), line(2)]);
  return { client };
}

function setQty(client: QueryClient, send: (qty: number) => Promise<CartItem>) {
  return new MutationObserver(
    client,
    cartMutationOptions(client, () => '7', {
      mutationFn: ({ qty }: { id: number; qty: number }) => send(qty),
      optimistic: (lines, { id, qty }) =>
        lines.map((each) => (each.id === id ? { ...each, qty } : each)),
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('cartMutationOptions', () => {
  it('shows a change at once, before the server answers', async () => {
    const { client } = setup();
    const answer = deferred<CartItem>();
    const running = setQty(client, () => answer.promise).mutate({ id: 1, qty: 2 });
    await vi.waitFor(() => expect(client.getQueryData<CartItem[]>(key)?.[0]?.qty).toBe(2));
    answer.resolve(line(1, 2));
    await running;
  });

  it('sends changes one after another, in click order', async () => {
    const { client } = setup();
    const sent: number[] = [];
    const first = deferred<CartItem>();
    const observer = (qty: number) =>
      setQty(client, async (value) => {
        sent.push(value);
        return value === 2 ? first.promise : line(1, value);
      }).mutate({ id: 1, qty });
    const a = observer(2);
    const b = observer(3);
    await vi.waitFor(() => expect(client.getQueryData<CartItem[]>(key)?.[0]?.qty).toBe(3));
    expect(sent).toEqual([2]);
    first.resolve(line(1, 2));
    await Promise.all([a, b]);
    expect(sent).toEqual([2, 3]);
  });

  it("keeps a later tap's count on screen when an earlier change's answer comes in", async () => {
    const { client } = setup();
    const first = deferred<CartItem>();
    const shown = () => client.getQueryData<CartItem[]>(key)?.[0]?.qty;
    const change = (qty: number) =>
      new MutationObserver(
        client,
        cartMutationOptions(client, () => '7', {
          mutationFn: async ({ qty: value }: { id: number; qty: number }) =>
            value === 2 ? first.promise : line(1, value),
          optimistic: (lines, { id, qty: value }) =>
            lines.map((each) => (each.id === id ? { ...each, qty: value } : each)),
          confirmed: keepShownQty,
        }),
      ).mutate({ id: 1, qty });
    const a = change(2);
    const b = change(3);
    await vi.waitFor(() => expect(shown()).toBe(3));
    // The first answer says 2: the screen keeps the 3 the second tap made.
    first.resolve(line(1, 2));
    await a;
    expect(shown()).toBe(3);
    await b;
    expect(shown()).toBe(3);
  });

  it('rolls back and tells the customer when the server refuses', async () => {
    const { client } = setup();
    const shown = vi.spyOn(toast, 'error');
    await expect(
      setQty(client, async () => {
        throw new ApiError(404, 'This item is no longer in your cart');
      }).mutate({ id: 1, qty: 5 }),
    ).rejects.toThrow();
    expect(client.getQueryData<CartItem[]>(key)?.map((each) => each.qty)).toEqual([1, 1]);
    expect(shown).toHaveBeenCalledWith('This item is no longer in your cart');
  });

  it('says the cart could not be updated when the network fails', async () => {
    const { client } = setup();
    const shown = vi.spyOn(toast, 'error');
    await expect(
      setQty(client, async () => {
        throw new ApiError(0, 'offline');
      }).mutate({ id: 2, qty: 2 }),
    ).rejects.toThrow();
    expect(shown).toHaveBeenCalledWith(CART_CHANGE_FAILED);
  });

  it("folds the server's answer in, e.g. a new line's real id", async () => {
    const { client } = setup();
    const add = new MutationObserver(
      client,
      cartMutationOptions(client, () => '7', {
        mutationFn: async () => line(9),
        optimistic: (lines) => [{ ...line(9), id: -1 }, ...lines],
        confirmed: (lines, saved) => lines.map((each) => (each.id === -1 ? saved : each)),
      }),
    );
    await add.mutate(undefined);
    expect(client.getQueryData<CartItem[]>(key)?.map((each) => each.id)).toEqual([9, 1, 2]);
  });

  it('re-reads the cart from the server once the last change has settled', async () => {
    const { client } = setup();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const a = setQty(client, async (qty) => line(1, qty)).mutate({ id: 1, qty: 2 });
    const b = setQty(client, async (qty) => line(1, qty)).mutate({ id: 1, qty: 3 });
    await Promise.all([a, b]);
    // Not after the first: its answer would overwrite the second change still on its way.
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(spy).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('asks again for the cart when its first read was on its way before the change', async () => {
    // A drawn menu: the cart's first read leaves as the page is taken over, and a held tap adds
    // a dish before it answers. That read knows nothing of the dish.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server: CartItem[] = [];
    const firstRead = deferred<CartItem[]>();
    let reads = 0;
    const cart = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => (++reads === 1 ? firstRead.promise : Promise.resolve([...server])),
    });
    const unsubscribe = cart.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(1));

    const add = new MutationObserver(
      client,
      cartMutationOptions(client, () => undefined, {
        mutationFn: async () => {
          server.push(line(9));
          return line(9);
        },
        optimistic: (lines) => [{ ...line(9), id: -1 }, ...lines],
      }),
    );
    await add.mutate(undefined);
    firstRead.resolve([]);

    await vi.waitFor(() => expect(client.getQueryData<CartItem[]>(key)).toEqual([line(9)]));
    expect(reads).toBe(2);
    unsubscribe();
  });

  it('reads the signed-in user when the change is made, not when it was set up', async () => {
    const { client } = setup();
    const session: { uid?: string } = {};
    const answer = deferred<CartItem>();
    const add = new MutationObserver(
      client,
      cartMutationOptions(client, () => session.uid, {
        mutationFn: () => answer.promise,
        optimistic: (lines) => [{ ...line(9), id: -1 }, ...lines],
      }),
    );
    session.uid = '7';
    const running = add.mutate(undefined);
    await vi.waitFor(() =>
      expect(client.getQueryData<CartItem[]>(key)?.map((each) => each.id)).toEqual([-1, 1, 2]),
    );
    answer.resolve(line(9));
    await running;
  });
});
