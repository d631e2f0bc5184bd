import { ProviderError, type RefundAnswer } from './provider';

interface ProviderReply {
  /** The provider said it did it (Paystack's status true, Flutterwave's 'success'). */
  ok: boolean;
  message?: string | undefined;
  refund?: { id: number; status: string } | null | undefined;
}

/**
 * A provider's answer about a refund, in our words: a 4xx without a refund is a refusal with the
 * provider's reason; anything else without one cannot be read (ProviderError, asked again later);
 * a refund's own status is mapped by `stateOf`.
 */
export function refundAnswerOf(
  provider: string,
  reply: ProviderReply,
  httpStatus: number,
  what: string,
  stateOf: (status: string) => RefundAnswer['status'],
  raw: unknown,
): RefundAnswer {
  if (!reply.ok || !reply.refund) {
    if (httpStatus >= 400 && httpStatus < 500) {
      return {
        status: 'failed',
        providerReference: null,
        message: reply.message ?? 'refused',
        raw,
      };
    }
    throw new ProviderError(`${provider} ${what}: ${reply.message ?? httpStatus}`);
  }
  return {
    status: stateOf(reply.refund.status),
    providerReference: String(reply.refund.id),
    raw: reply.refund,
  };
}
