/**
 * What a provider said about one text: accepted for delivery (with its id), or not, with
 * whether a later try may do better (no answer, or the provider busy) or never will (refused).
 */
export type SmsResult =
  { outcome: 'sent'; reference: string } | { outcome: 'failed'; why: string; retry: boolean };

/**
 * One SMS provider (like the payment providers, docs/orders.md#payment): Termii, or the log-only
 * default. `to` is an international number, digits only ('2348031234567'); `signal` ends the
 * call (its time limit, or the shop stopping).
 */
export interface SmsProvider {
  name: 'termii' | 'log';
  send(to: string, text: string, signal?: AbortSignal): Promise<SmsResult>;
}
