import { z } from 'zod';
import { koboToNaira, nairaToKobo } from '@buka/domain/money';
import type { FlutterwaveConfig } from '../payments.config';
import { callProvider } from './http';
import { refundAnswerOf } from './refund-answer';
import {
  ProviderError,
  WebhookRejected,
  type Confirmation,
  type FoundRefund,
  type PaymentProvider,
  type RefundAnswer,
} from './provider';
import { headerValue, parseJson, safeEqual } from './signatures';

// Flutterwave v3's documented answers: { status: 'success' | 'error', message, data }. Amounts
// are in naira (major units), unlike Paystack.
const paymentAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  data: z.object({ link: z.url() }).nullish(),
});
const transaction = z.object({
  id: z.number(),
  tx_ref: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  // Kept with the payment: its refunds are looked for from that day on.
  created_at: z.string().optional(),
});
const verifyAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  data: transaction.nullish(),
});
const webhookEvent = z.object({
  event: z.string().optional(),
  data: z.object({ id: z.number(), tx_ref: z.string() }),
});
const transactionId = /^\d{1,20}$/;
// POST /v3/transactions/:id/refund and GET /v3/refunds/:id; amount_refunded in naira.
const refundAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  data: z.object({ id: z.number(), status: z.string() }).nullish(),
});
/** The transaction id Flutterwave gave the payment, kept from its verification. */
const settledTransaction = z.object({ id: z.number(), created_at: z.string().optional() });
/**
 * GET /v3/refunds?from=YYYY-MM-DD&page=N: the account's refunds, a page at a time, each with
 * the transaction it refunds (tx_id) and amount_refunded in naira; meta.page_info says how many
 * pages there are. It is not filtered by transaction, so ours are picked out by tx_id.
 */
const refundList = z.object({
  status: z.string(),
  message: z.string().optional(),
  data: z
    .array(
      z.object({
        id: z.number(),
        tx_id: z.number(),
        amount_refunded: z.number(),
        status: z.string(),
      }),
    )
    .nullish(),
  meta: z
    .object({ page_info: z.object({ total_pages: z.number() }).partial().nullish() })
    .nullish(),
});
/** A payment's refunds are looked for in at most this many pages; past them we cannot tell. */
const MAX_REFUND_PAGES = 20;

const refundState = (status: string): RefundAnswer['status'] =>
  status === 'completed' || status === 'successful'
    ? 'processed'
    : status === 'failed'
      ? 'failed'
      : 'pending';

/** The day before the payment (UTC), so a refund of the same night is never missed. */
function dayBefore(iso: string | undefined): string | undefined {
  const at = iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(at)) return undefined;
  return new Date(at - 86_400_000).toISOString().slice(0, 10);
}

function refundOf(
  answer: z.infer<typeof refundAnswer>,
  httpStatus: number,
  what: string,
): RefundAnswer {
  const reply = { ok: answer.status === 'success', message: answer.message, refund: answer.data };
  return refundAnswerOf('Flutterwave', reply, httpStatus, what, refundState, answer);
}

export function flutterwaveProvider(config: FlutterwaveConfig): PaymentProvider {
  /** GET /v3/transactions/:id/verify: the one source we believe, for returns and webhooks. */
  async function verify(id: string, reference: string): Promise<Confirmation> {
    const { status, data } = await callProvider(
      `${config.baseUrl}/v3/transactions/${id}/verify`,
      { method: 'GET', secretKey: config.secretKey },
      verifyAnswer,
    );
    if (data.status !== 'success' || !data.data) {
      if (status >= 400 && status < 500) {
        return { reference, status: 'failed', amountKobo: 0, currency: '', raw: data };
      }
      throw new ProviderError(`Flutterwave could not verify ${id}: ${data.message ?? status}`);
    }
    const tx = data.data;
    // Another payment's id with our reference proves nothing about ours.
    if (tx.tx_ref !== reference) {
      return { reference, status: 'failed', amountKobo: 0, currency: '', raw: data };
    }
    return {
      reference,
      status:
        tx.status === 'successful'
          ? 'success'
          : tx.status === 'failed' || tx.status === 'cancelled'
            ? 'failed'
            : 'pending',
      amountKobo: nairaToKobo(tx.amount),
      currency: tx.currency,
      raw: tx,
    };
  }

  return {
    name: 'flutterwave',

    async initialize(payment) {
      const { data } = await callProvider(
        `${config.baseUrl}/v3/payments`,
        {
          method: 'POST',
          secretKey: config.secretKey,
          body: {
            tx_ref: payment.reference,
            amount: koboToNaira(payment.amountKobo),
            currency: 'NGN',
            redirect_url: payment.callbackUrl,
            customer: { email: payment.email, phonenumber: payment.phone, name: payment.name },
            meta: { orderId: payment.orderId },
            customizations: { title: `Order #${payment.orderId}` },
          },
        },
        paymentAnswer,
      );
      if (data.status !== 'success' || !data.data) {
        throw new ProviderError(`Flutterwave refused the payment: ${data.message ?? 'no reason'}`);
      }
      return data.data.link;
    },

    // The browser comes back with status, tx_ref and transaction_id; only the API is believed.
    async verifyReturn(reference, query) {
      const id = query.transaction_id;
      if (!id || !transactionId.test(id)) {
        const status =
          query.status === 'cancelled' || query.status === 'failed' ? 'failed' : 'pending';
        return { reference, status, amountKobo: 0, currency: '', raw: query };
      }
      return verify(id, reference);
    },

    // verif-hash carries the secret hash set in the dashboard; the event is then re-verified.
    async readWebhook(rawBody, headers) {
      if (!safeEqual(headerValue(headers['verif-hash']), config.secretHash)) {
        throw new WebhookRejected('Flutterwave verif-hash does not match');
      }
      const event = webhookEvent.safeParse(parseJson(rawBody));
      if (!event.success) return null;
      const confirmation = await verify(String(event.data.data.id), event.data.data.tx_ref);
      return { kind: 'payment', confirmation };
    },

    async refund(ask) {
      const settled = settledTransaction.safeParse(parseJson(Buffer.from(ask.payment.raw ?? '')));
      if (!settled.success) {
        throw new ProviderError(`No Flutterwave transaction id kept for ${ask.payment.reference}`);
      }
      const { status, data } = await callProvider(
        `${config.baseUrl}/v3/transactions/${settled.data.id}/refund`,
        {
          method: 'POST',
          secretKey: config.secretKey,
          body: { amount: koboToNaira(ask.amountKobo), comments: ask.reason },
        },
        refundAnswer,
      );
      return refundOf(data, status, `could not refund ${ask.payment.reference}`);
    },

    async fetchRefund(providerReference) {
      if (!transactionId.test(providerReference)) {
        throw new ProviderError(`Not a Flutterwave refund id: ${providerReference}`);
      }
      const { status, data } = await callProvider(
        `${config.baseUrl}/v3/refunds/${providerReference}`,
        { method: 'GET', secretKey: config.secretKey },
        refundAnswer,
      );
      const answer = refundOf(data, status, `could not find refund ${providerReference}`);
      if (!answer.providerReference) {
        throw new ProviderError(`Flutterwave does not know refund ${providerReference}`);
      }
      return answer;
    },

    // Flutterwave lists refunds by date, not by transaction: the pages from the payment's day
    // on are read, and the refunds of its transaction kept.
    async findRefunds(payment) {
      const settled = settledTransaction.safeParse(parseJson(Buffer.from(payment.raw ?? '')));
      if (!settled.success) {
        throw new ProviderError(`No Flutterwave transaction id kept for ${payment.reference}`);
      }
      const from = dayBefore(settled.data.created_at);
      const found: FoundRefund[] = [];
      for (let page = 1; page <= MAX_REFUND_PAGES; page++) {
        const query = new URLSearchParams({ ...(from ? { from } : {}), page: String(page) });
        const { data } = await callProvider(
          `${config.baseUrl}/v3/refunds?${query}`,
          { method: 'GET', secretKey: config.secretKey },
          refundList,
        );
        if (data.status !== 'success' || !data.data) {
          throw new ProviderError(`Flutterwave did not list the refunds of ${payment.reference}`);
        }
        for (const refund of data.data) {
          if (refund.tx_id !== settled.data.id) continue;
          found.push({
            status: refundState(refund.status),
            providerReference: String(refund.id),
            amountKobo: nairaToKobo(refund.amount_refunded),
            raw: refund,
          });
        }
        if (page >= (data.meta?.page_info?.total_pages ?? 1)) return found;
      }
      throw new ProviderError(`Too many Flutterwave refunds to find those of ${payment.reference}`);
    },
  };
}
