import type { Config } from '../config';

/**
 * The start message says who takes online payments; a live shop running the simulator is told
 * loudly, on standard error, at every start: its online orders are "paid" with no money moving.
 */
export function announcePayments(
  config: Pick<Config, 'production' | 'payments'>,
  write: { log(line: string): void; warn(line: string): void } = console,
): void {
  const { provider } = config.payments;
  if (provider !== 'simulator') {
    write.log(`Online payments: ${provider}\n`);
    return;
  }
  if (!config.production) {
    write.log('Online payments: the built-in simulator (no money moves; set a provider key)\n');
    return;
  }
  const line = '!'.repeat(78);
  write.warn(
    [
      line,
      '!! PAYMENT SIMULATOR ON IN PRODUCTION (PAYMENT_PROVIDER=simulator)',
      '!! Online orders are marked paid when the customer presses Pay on a test page:',
      '!! NO MONEY MOVES. Set PAYSTACK_SECRET_KEY or FLUTTERWAVE_SECRET_KEY for real payments.',
      line,
    ].join('\n'),
  );
}
