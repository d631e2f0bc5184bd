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

/** What a provider's webhook told us, once proven to come from the provider. */
export type WebhookNews =
  | { kind: 'payment'; confirmation: Confirmation }
  /** Some refund of this payment changed at the provider: ask it how our refunds stand. */
  | { kind: 'refund'; paymentReference: string };

/** Money to give back through the provider that took it. */
export interface RefundAsk {
  payment: {
    reference: string;
    amountKobo: number;
    /** What the provider said when it confirmed the payment (its own id of the payment). */
    raw: string | null;
  };
  amountKobo: number;
  /** Staff's reason, passed on to the customer where the provider allows. */
  reason: string;
}

/**
 * The provider's word on a refund. pending: accepted, not yet back with the customer;
 * processed: the money went back; failed: refused or given up (`message` says why).
 */
export interface RefundAnswer {
  status: 'pending' | 'processed' | 'failed';
  /** The provider's id of the refund, for asking about it later. */
  providerReference: string | null;
  message?: string;
  raw: unknown;
}

/** A refund the provider holds, with its amount in kobo. */
export type FoundRefund = RefundAnswer & { amountKobo: number };

/** One payment provider (docs/orders.md#payment): Paystack, Flutterwave or the built-in simulator. */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Opens a payment with the provider; answers the URL the customer's browser goes to. */
  initialize(payment: PaymentStart): Promise<string>;
  /** On the browser's return: asks the provider itself how the payment went. */
  verifyReturn(reference: string, query: Record<string, string | undefined>): Promise<Confirmation>;
  /**
   * A webhook: throws WebhookRejected unless it provably comes from the provider; answers
   * null for events that are about neither a payment nor a refund.
   */
  readWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookNews | null>;
  /**
   * Gives money back (in full or in part). A refusal is an answer with status 'failed';
   * a provider that cannot be reached or answers in an unknown shape throws ProviderError.
   */
  refund(ask: RefundAsk): Promise<RefundAnswer>;
  /** How a refund asked for earlier stands now. */
  fetchRefund(providerReference: string): Promise<RefundAnswer>;
  /**
   * Every refund the provider holds of one payment: for a refund whose asking went unanswered
   * (a timeout, an outage), to learn whether the provider took it. Throws ProviderError when it
   * cannot tell.
   */
  findRefunds(payment: RefundAsk['payment']): Promise<FoundRefund[]>;
}

export class WebhookRejected extends Error {}

/** The provider could not be reached or answered something we cannot read. */
export class ProviderError extends Error {}
