/** What a provider said about one text: accepted for delivery (with its id), or not. */
export type SmsResult = { outcome: 'sent'; reference: string } | { outcome: 'failed'; why: string };

/**
 * One SMS provider (like the payment providers, docs/orders.md#payment): Termii, or the log-only
 * default. `to` is an international number, digits only ('2348031234567').
 */
export interface SmsProvider {
  name: 'termii' | 'log';
  send(to: string, text: string): Promise<SmsResult>;
}
