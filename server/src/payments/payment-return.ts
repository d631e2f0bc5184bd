import type { AppDeps } from '../app-deps';
import { findPayment } from './payments.repository';
import type { PaymentProvider, WebhookHeaders } from './providers/provider';
import { providerNamed } from './providers/registry';
import { recordPayment, type PaymentOutcome } from './record-payment';
import { checkRefundsOf } from './refund-status';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

/**
 * The web app's page of docs/screens.md#payment-pages that a payment ends on: a path on whatever
 * address the customer is using (127.0.0.1, the computer's address on the Wi-Fi, the public name),
 * never PUBLIC_URL, or a customer on another address lands signed out on a page that may not even
 * load.
 */
export function pageFor(outcome: PaymentOutcome | 'error', orderId: number | null = null): string {
  return outcome === 'paid' || outcome === 'recorded'
    ? '/payment/success'
    : outcome === 'exists'
      ? '/payment/exists'
      : outcome === 'refund_due'
        ? '/payment/refund'
        : outcome === 'error'
          ? '/error'
          : // 'pending' too: we cannot say it worked; the webhook will mark it paid if it did.
            // The order's number lets the page name it and offer to pay again.
            orderId
            ? `/payment/fail?order=${orderId}`
            : '/payment/fail';
}

/** What a return from the provider came to, and the order it was for when that is known. */
export interface PaymentReturn {
  outcome: PaymentOutcome;
  orderId: number | null;
}

/**
 * GET /api/payment/callback: the browser back from the provider (Paystack adds reference and
 * trxref; Flutterwave status, tx_ref and transaction_id). The query is only a hint of which
 * payment: what happened is asked of the provider itself.
 */
export async function returnFromProvider(
  deps: Deps,
  query: Record<string, string | undefined>,
): Promise<PaymentReturn> {
  const reference = query.reference ?? query.trxref ?? query.tx_ref;
  if (!reference) return { outcome: 'unknown', orderId: null };
  const payment = await findPayment(deps.db.kysely, reference);
  if (!payment) return { outcome: 'unknown', orderId: null };
  const provider = providerNamed(payment.provider, deps);
  if (!provider) return { outcome: 'unknown', orderId: payment.orderId };
  const confirmation = await provider.verifyReturn(reference, query);
  return {
    outcome: await recordPayment(deps, { ...confirmation, reference }),
    orderId: payment.orderId,
  };
}

/** POST /api/payment/webhook/:provider, after the provider's proof (throws WebhookRejected). */
export async function receiveWebhook(
  deps: Deps,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<PaymentOutcome | null> {
  const news = await provider.readWebhook(rawBody, headers);
  if (!news) return null;
  const reference = news.kind === 'payment' ? news.confirmation.reference : news.paymentReference;
  // A webhook names its payment; it must be one this provider took.
  const payment = await findPayment(deps.db.kysely, reference);
  if (!payment || payment.provider !== provider.name) return 'unknown';
  if (news.kind === 'refund') {
    await checkRefundsOf(deps, provider, payment.id);
    return null;
  }
  return recordPayment(deps, news.confirmation);
}
