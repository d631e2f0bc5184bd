import { z } from 'zod';
import type { PaystackConfig } from '../payments.config';
import { callProvider } from './http';
import { refundAnswerOf } from './refund-answer';
import {
  ProviderError,
  WebhookRejected,
  type Confirmation,
  type PaymentProvider,
  type RefundAnswer,
} from './provider';
import { hmacSha512Hex, headerValue, parseJson, safeEqual } from './signatures';

// Paystack's documented answers: { status, message, data }. Amounts are in kobo.
const initializeAnswer = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.object({ authorization_url: z.url() }).nullish(),
});
const transaction = z.object({
  /** Paystack's own id of it: its refunds are listed by it. */
  id: z.number().optional(),
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
});
const verifyAnswer = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: transaction.nullish(),
});
const webhookEvent = z.object({ event: z.string(), data: z.unknown() });
// refund.pending, refund.processing, refund.processed, refund.failed name the transaction only.
const refundEvent = z.object({ transaction_reference: z.string() });
// Paystack's refund object (POST /refund, GET /refund/:id); amounts in kobo.
const refundAnswer = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.object({ id: z.number(), status: z.string(), amount: z.number() }).nullish(),
});

// GET /refund?transaction=: the refunds of one transaction, named by Paystack's id of it. Each
// names its own transaction (its id, or the transaction itself), checked before it is believed.
const refundList = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z
    .array(
      z.object({
        id: z.number(),
        status: z.string(),
        amount: z.number(),
        transaction: z.union([z.number(), z.object({ id: z.number() })]).nullish(),
      }),
    )
    .nullish(),
});
const transactionIdOf = (transaction: number | { id: number } | null | undefined) =>
  typeof transaction === 'number' ? transaction : transaction?.id;
// The transaction as Paystack confirmed it (verify or charge.success, kept with the payment).
const paidTransaction = z.object({ id: z.number() });

const refundState = (status: string): RefundAnswer['status'] =>
  status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending';

/** processed and failed are final; pending, processing and needs-attention are on the way. */
function refundOf(
  answer: z.infer<typeof refundAnswer>,
  httpStatus: number,
  what: string,
): RefundAnswer {
  const reply = { ok: answer.status, message: answer.message, refund: answer.data };
  return refundAnswerOf('Paystack', reply, httpStatus, what, refundState, answer);
}

function confirmationOf(data: z.infer<typeof transaction>, raw: unknown): Confirmation {
  // 'ongoing', 'pending', 'processing', 'queued': not decided yet, the webhook will tell.
  const status =
    data.status === 'success'
      ? 'success'
      : ['failed', 'abandoned', 'reversed'].includes(data.status)
        ? 'failed'
        : 'pending';
  return {
    reference: data.reference,
    status,
    amountKobo: data.amount,
    currency: data.currency,
    raw,
  };
}

export function paystackProvider(config: PaystackConfig): PaymentProvider {
  async function transactionId(reference: string): Promise<number> {
    const { data } = await callProvider(
      `${config.baseUrl}/transaction/verify/${encodeURIComponent(reference)}`,
      { method: 'GET', secretKey: config.secretKey },
      verifyAnswer,
    );
    if (!data.data?.id) throw new ProviderError(`Paystack does not know ${reference}`);
    return data.data.id;
  }

  return {
    name: 'paystack',

    async initialize(payment) {
      const { data } = await callProvider(
        `${config.baseUrl}/transaction/initialize`,
        {
          method: 'POST',
          secretKey: config.secretKey,
          body: {
            email: payment.email,
            amount: payment.amountKobo,
            currency: 'NGN',
            reference: payment.reference,
            callback_url: payment.callbackUrl,
            metadata: { orderId: payment.orderId, name: payment.name, phone: payment.phone },
          },
        },
        initializeAnswer,
      );
      if (!data.status || !data.data) {
        throw new ProviderError(`Paystack refused the payment: ${data.message ?? 'no reason'}`);
      }
      return data.data.authorization_url;
    },

    async verifyReturn(reference) {
      const { status, data } = await callProvider(
        `${config.baseUrl}/transaction/verify/${encodeURIComponent(reference)}`,
        { method: 'GET', secretKey: config.secretKey },
        verifyAnswer,
      );
      // A 4xx with status false: Paystack has no such paid transaction (never paid, or abandoned).
      if (!data.status || !data.data) {
        if (status >= 400 && status < 500) {
          return { reference, status: 'failed', amountKobo: 0, currency: '', raw: data };
        }
        throw new ProviderError(
          `Paystack could not verify ${reference}: ${data.message ?? status}`,
        );
      }
      if (data.data.reference !== reference) {
        throw new ProviderError(`Paystack verified ${data.data.reference} for ${reference}`);
      }
      return confirmationOf(data.data, data.data);
    },

    // Signed with HMAC-SHA512 of the exact bytes under the secret key (x-paystack-signature).
    async readWebhook(rawBody, headers) {
      const expected = hmacSha512Hex(config.secretKey, rawBody);
      if (!safeEqual(headerValue(headers['x-paystack-signature']), expected)) {
        throw new WebhookRejected('Paystack signature does not match');
      }
      const event = webhookEvent.safeParse(parseJson(rawBody));
      if (!event.success) return null;
      if (event.data.event.startsWith('refund.')) {
        const refund = refundEvent.safeParse(event.data.data);
        return refund.success
          ? { kind: 'refund', paymentReference: refund.data.transaction_reference }
          : null;
      }
      if (event.data.event !== 'charge.success') return null;
      const data = transaction.safeParse(event.data.data);
      return data.success
        ? { kind: 'payment', confirmation: confirmationOf(data.data, event.data) }
        : null;
    },

    // POST /refund: the transaction by its reference, the amount in kobo (partial or full).
    async refund(ask) {
      const { status, data } = await callProvider(
        `${config.baseUrl}/refund`,
        {
          method: 'POST',
          secretKey: config.secretKey,
          body: {
            transaction: ask.payment.reference,
            amount: ask.amountKobo,
            currency: 'NGN',
            customer_note: ask.reason,
            merchant_note: ask.reason,
          },
        },
        refundAnswer,
      );
      return refundOf(data, status, `could not refund ${ask.payment.reference}`);
    },

    async fetchRefund(providerReference) {
      const { status, data } = await callProvider(
        `${config.baseUrl}/refund/${encodeURIComponent(providerReference)}`,
        { method: 'GET', secretKey: config.secretKey },
        refundAnswer,
      );
      const answer = refundOf(data, status, `could not find refund ${providerReference}`);
      // A refund it no longer knows is not a refusal: ask again later.
      if (!answer.providerReference) {
        throw new ProviderError(`Paystack does not know refund ${providerReference}`);
      }
      return answer;
    },

    async findRefunds(payment) {
      // Kept with the payment since refunds were listed; else Paystack tells it again.
      const kept = paidTransaction.safeParse(parseJson(Buffer.from(payment.raw ?? '')));
      const id = kept.success ? kept.data.id : await transactionId(payment.reference);
      const { data } = await callProvider(
        `${config.baseUrl}/refund?transaction=${id}&currency=NGN`,
        { method: 'GET', secretKey: config.secretKey },
        refundList,
      );
      if (!data.status || !data.data) {
        throw new ProviderError(`Paystack did not list the refunds of ${payment.reference}`);
      }
      // Only the refunds that name this very transaction: a list that came back unfiltered
      // must not make another payment's refund count against this one.
      const own = data.data.filter((refund) => transactionIdOf(refund.transaction) === id);
      return own.map((refund) => ({
        status: refundState(refund.status),
        providerReference: String(refund.id),
        amountKobo: refund.amount,
        raw: refund,
      }));
    },
  };
}
