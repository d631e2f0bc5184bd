import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { announcePayments } from './announce-payments';
import { isSimulatorAllowed } from './payments.config';

describe('payment configuration', () => {
  it('never picks the simulator by itself in production, and says so loudly when chosen', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: in production \(NODE_ENV=production\) set PAYSTACK_SECRET_KEY/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk' }).payments.provider,
    ).toBe('paystack');
    const chosen = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator' });
    expect(chosen.payments.provider).toBe('simulator');
    const lines: string[] = [];
    const write = {
      log: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(`WARN ${line}`),
    };
    announcePayments(chosen, write);
    expect(lines.join('\n')).toMatch(
      /^WARN !+\n!! PAYMENT SIMULATOR ON IN PRODUCTION[\s\S]*NO MONEY MOVES/,
    );
    lines.length = 0;
    announcePayments(loadConfig({}), write);
    expect(lines).toEqual([
      'Online payments: the built-in simulator (no money moves; set a provider key)\n',
    ]);
  });

  it('uses the simulator when no provider secret is set', () => {
    const { payments } = loadConfig({});
    expect(payments).toEqual({ provider: 'simulator', paystack: null, flutterwave: null });
    expect(isSimulatorAllowed(payments)).toBe(true);
  });

  it('switches to Paystack with its secret, at its public address unless told otherwise', () => {
    const { payments } = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' });
    expect(payments.provider).toBe('paystack');
    expect(payments.paystack).toEqual({
      secretKey: 'sk_live_x',
      baseUrl: 'https://api.paystack.co',
    });
    expect(isSimulatorAllowed(payments)).toBe(false);
    expect(
      loadConfig({ PAYSTACK_SECRET_KEY: 'k', PAYSTACK_BASE_URL: 'http://127.0.0.1:4310/' }).payments
        .paystack?.baseUrl,
    ).toBe('http://127.0.0.1:4310');
  });

  it('takes Flutterwave with its secret hash, and picks the provider named', () => {
    const env = {
      PAYSTACK_SECRET_KEY: 'sk',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK',
      FLUTTERWAVE_SECRET_HASH: 'hash',
      PAYMENT_PROVIDER: 'flutterwave',
    };
    const { payments } = loadConfig(env);
    expect(payments.provider).toBe('flutterwave');
    expect(payments.flutterwave).toEqual({
      secretKey: 'FLWSECK',
      secretHash: 'hash',
      baseUrl: 'https://api.flutterwave.com',
    });
    expect(payments.paystack).not.toBeNull();
  });

  it('stops the start with readable reasons', () => {
    expect(() => loadConfig({ FLUTTERWAVE_SECRET_KEY: 'k' })).toThrow(/FLUTTERWAVE_SECRET_HASH/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'simulator', PAYSTACK_SECRET_KEY: 'k' })).toThrow(
      /simulator cannot be used/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cowries' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYSTACK_BASE_URL: 'not a url' })).toThrow(/PAYSTACK_BASE_URL/);
  });
});
