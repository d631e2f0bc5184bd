import { afterAll, describe, expect, it, vi } from 'vitest';

// The API client reads the session (local storage) and the network state when loaded or used.
vi.hoisted(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('navigator', { onLine: true });
});

// The unit tier shares one module world between files (isolate: false): a stub left behind
// would answer another file's fetch or localStorage.
afterAll(() => vi.unstubAllGlobals());

const { startPayment } = await import('./start-payment');

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const request = { phoneNumber: '08012345678', userId: '7', orderId: 12, amount: 5000 };

describe('startPayment (docs/orders.md#payment Pay Online)', () => {
  it('answers the redirect URL from data.data and posts the spec payload', async () => {
    answer(200, { data: 'http://127.0.0.1:4173/pay/simulator/buka-12-ab' });
    await expect(startPayment(request)).resolves.toBe(
      'http://127.0.0.1:4173/pay/simulator/buka-12-ab',
    );
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/payment/pay');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it("says it can't make payment now for any answer but 200", async () => {
    answer(502, { message: 'upstream' });
    await expect(startPayment(request)).rejects.toThrow(
      "Something went wrong. Can't make payment now!",
    );
    answer(201, { data: 'https://checkout.example/x' });
    await expect(startPayment(request)).rejects.toThrow(
      "Something went wrong. Can't make payment now!",
    );
  });

  it("says 'Invalid redirect' when the answer carries no usable URL", async () => {
    answer(200, {});
    await expect(startPayment(request)).rejects.toThrow('Invalid redirect');
    answer(200, { data: 'javascript:alert(1)' });
    await expect(startPayment(request)).rejects.toThrow('Invalid redirect');
  });
});
