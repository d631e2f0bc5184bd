import { z } from 'zod';
import { koboToNaira, nairaToKobo } from '@buka/domain/money';
import type { FlutterwaveConfig } from '../payments.config';
import { callProvider } from './http';
import { refundAnswerOf } from './refund-answer';
import {
  ProviderError,
  WebhookRejected,
  type Confirmation,
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
const settledTransaction = z.object({ id: z.number() });

function refundOf(
  answer: z.infer<typeof refundAnswer>,
  httpStatus: number,
  what: string,
): RefundAnswer {
  const reply = { ok: answer.status === 'success', message: answer.message, refund: answer.data };
  return refundAnswerOf(
    'Flutterwave',
    reply,
    httpStatus,
    what,
    (status) =>
      status === 'completed' || status === 'successful'
        ? 'processed'
        : status === 'failed'
          ? 'failed'
          : 'pending',
    answer,
  );
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

    // Its API lists refunds by date, not by transaction, in a shape not modelled here yet: a
    // refund whose asking went unanswered stays on its way until staff check the dashboard.
    async findRefunds(payment) {
      throw new ProviderError(`Flutterwave's refunds of ${payment.reference} are not looked up`);
    },
  };
}
