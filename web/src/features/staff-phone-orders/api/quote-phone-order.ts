import { useQuery } from '@tanstack/react-query';
import type { PhoneOrderQuoteRequest } from '@buka/domain/phone-order-quote';
import { promotionQuoteSchema } from '@buka/domain/promotion-quote';
import { api } from '../../../shared/api/client';

export const phoneOrderQuoteKey = ['admin', 'phone-order', 'quote'] as const;

/**
 * POST /api/admin/orders/quote: what the phone order comes to with the caller's code, priced by
 * the server as the checkout's quote is and as taking the order will be. A refused code fails
 * with the server's words (409).
 */
export function usePhoneOrderQuote(request: PhoneOrderQuoteRequest | null) {
  return useQuery({
    queryKey: [...phoneOrderQuoteKey, request],
    enabled: request !== null,
    queryFn: async () =>
      promotionQuoteSchema.parse(
        (await api<unknown>('/api/admin/orders/quote', { method: 'POST', body: request })).data,
      ),
    // A refusal is an answer, not a network hiccup to try again.
    retry: false,
    staleTime: 30_000,
  });
}
