import type { PaymentProviderName } from '@buka/domain/payments';
import type { AppDeps } from '../../app-deps';
import { isSimulatorAllowed } from '../payments.config';
import { flutterwaveProvider } from './flutterwave';
import { paystackProvider } from './paystack';
import type { PaymentProvider } from './provider';
import { simulatorProvider } from './simulator';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** A provider that is configured, or null: a payment made with it can still be confirmed. */
export function providerNamed(name: string, deps: Deps): PaymentProvider | null {
  const { payments } = deps.config;
  if (name === 'paystack' && payments.paystack) return paystackProvider(payments.paystack);
  if (name === 'flutterwave' && payments.flutterwave)
    return flutterwaveProvider(payments.flutterwave);
  if (name === 'simulator' && isSimulatorAllowed(payments)) return simulatorProvider(deps);
  return null;
}

/** Who takes new payments. Configuration was checked at start-up, so this one exists. */
export function activeProvider(deps: Deps): PaymentProvider {
  const name: PaymentProviderName = deps.config.payments.provider;
  const provider = providerNamed(name, deps);
  if (!provider) throw new Error(`Payment provider ${name} is not configured`);
  return provider;
}
