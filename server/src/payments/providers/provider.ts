import type { PaymentProviderName } from '@buka/domain/payments';

/** What a provider says about one payment, after we checked it really came from the provider. */
export interface Confirmation {
  reference: string;
  status: 'success' | 'failed' | 'pending';
  /** What the provider says was paid, in kobo, and in which currency. */
  amountKobo: number;
  currency: string;
  /** The provider's answer, kept with the payment. */
  raw: unknown;
}

export interface PaymentStart {
  reference: string;
  amountKobo: number;
  orderId: number;
  email: string;
  name: string;
  phone: string;
  /** Where the provider sends the browser back to: GET /api/payment/callback. */
  callbackUrl: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** One payment provider (DESIGN §4): Paystack, Flutterwave or the built-in simulator. */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Opens a payment with the provider; answers the URL the customer's browser goes to. */
  initialize(payment: PaymentStart): Promise<string>;
  /** On the browser's return: asks the provider itself how the payment went. */
  verifyReturn(reference: string, query: Record<string, string | undefined>): Promise<Confirmation>;
  /**
   * A webhook: throws WebhookRejected unless it provably comes from the provider; answers
   * null for events that are not about a payment.
   */
  readWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<Confirmation | null>;
}

export class WebhookRejected extends Error {}

/** The provider could not be reached or answered something we cannot read. */
export class ProviderError extends Error {}
