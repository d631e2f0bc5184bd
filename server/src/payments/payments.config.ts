import type { PaymentProviderName } from '@buka/domain/payments';

export interface PaystackConfig {
  secretKey: string;
  baseUrl: string;
}

export interface FlutterwaveConfig {
  secretKey: string;
  /** The "secret hash" set in Flutterwave's dashboard; webhooks carry it in `verif-hash`. */
  secretHash: string;
  baseUrl: string;
}

export interface PaymentsConfig {
  /** Who takes new payments. Returns and webhooks of every configured provider still work. */
  provider: PaymentProviderName;
  paystack: PaystackConfig | null;
  flutterwave: FlutterwaveConfig | null;
}

export interface PaymentsEnv {
  NODE_ENV?: string | undefined;
  PAYMENT_PROVIDER?: PaymentProviderName | undefined;
  PAYSTACK_SECRET_KEY?: string | undefined;
  PAYSTACK_BASE_URL: string;
  FLUTTERWAVE_SECRET_KEY?: string | undefined;
  FLUTTERWAVE_SECRET_HASH?: string | undefined;
  FLUTTERWAVE_BASE_URL: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The simulator is the default only while no real provider is configured (docs/orders.md#payment):
 * a shop with a live key must never accept a simulated payment. Problems are returned, not thrown,
 * so start-up can list them with the others.
 */
export function readPaymentsConfig(env: PaymentsEnv): PaymentsConfig | { problems: string[] } {
  const problems: string[] = [];
  const paystack = env.PAYSTACK_SECRET_KEY
    ? { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: trimSlash(env.PAYSTACK_BASE_URL) }
    : null;
  let flutterwave: FlutterwaveConfig | null = null;
  if (env.FLUTTERWAVE_SECRET_KEY) {
    if (!env.FLUTTERWAVE_SECRET_HASH) {
      problems.push(
        'FLUTTERWAVE_SECRET_HASH: needed with FLUTTERWAVE_SECRET_KEY to check webhooks',
      );
    } else {
      flutterwave = {
        secretKey: env.FLUTTERWAVE_SECRET_KEY,
        secretHash: env.FLUTTERWAVE_SECRET_HASH,
        baseUrl: trimSlash(env.FLUTTERWAVE_BASE_URL),
      };
    }
  }
  const provider =
    env.PAYMENT_PROVIDER ?? (paystack ? 'paystack' : flutterwave ? 'flutterwave' : 'simulator');
  if (provider === 'paystack' && !paystack) {
    problems.push('PAYMENT_PROVIDER: paystack needs PAYSTACK_SECRET_KEY');
  }
  if (provider === 'flutterwave' && !env.FLUTTERWAVE_SECRET_KEY) {
    problems.push('PAYMENT_PROVIDER: flutterwave needs FLUTTERWAVE_SECRET_KEY');
  }
  // In production nobody gets the simulator by default: with it, anyone holding a payment
  // reference could mark an online order paid without paying.
  if (provider === 'simulator' && !env.PAYMENT_PROVIDER && env.NODE_ENV === 'production') {
    problems.push(
      'PAYMENT_PROVIDER: in production (NODE_ENV=production) set PAYSTACK_SECRET_KEY or ' +
        'FLUTTERWAVE_SECRET_KEY for real payments, or PAYMENT_PROVIDER=simulator to take test ' +
        'payments where no money moves',
    );
  }
  if (provider === 'simulator' && (paystack || flutterwave)) {
    problems.push('PAYMENT_PROVIDER: simulator cannot be used while a real provider is configured');
  }
  return problems.length > 0 ? { problems } : { provider, paystack, flutterwave };
}

export function isSimulatorAllowed(config: PaymentsConfig): boolean {
  return config.provider === 'simulator' && !config.paystack && !config.flutterwave;
}
