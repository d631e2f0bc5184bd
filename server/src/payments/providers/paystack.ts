import { z } from 'zod';
import type { PaystackConfig } from '../payments.config';
import { callProvider } from './http';
import {
  ProviderError,
  WebhookRejected,
  type Confirmation,
  type PaymentProvider,
} from './provider';
import { hmacSha512Hex, headerValue, parseJson, safeEqual } from './signatures';

// Paystack's documented answers: { status, message, data }. Amounts are in kobo.
const initializeAnswer = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.object({ authorization_url: z.url() }).nullish(),
});
const transaction = z.object({
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
      if (!event.success || event.data.event !== 'charge.success') return null;
      const data = transaction.safeParse(event.data.data);
      return data.success ? confirmationOf(data.data, event.data) : null;
    },
  };
}
