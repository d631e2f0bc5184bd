import { useQuery } from '@tanstack/react-query';
import { promotionQuoteSchema, type PromotionQuoteRequest } from '@buka/domain/promotion-quote';
import { api } from '../../../../shared/api/client';

export const promotionQuoteKey = ['promotions', 'quote'] as const;

/**
 * POST /api/promotions/quote: what the server takes off this cart, with the code applied (if
 * any) and the shop's offers (docs/orders.md#promotions). A refused code fails with the
 * server's words; the order is priced again when sent.
 */
export function usePromotionQuote(request: PromotionQuoteRequest | null) {
  return useQuery({
    queryKey: [...promotionQuoteKey, request],
    enabled: request !== null,
    queryFn: async () =>
      promotionQuoteSchema.parse(
        (await api<unknown>('/api/promotions/quote', { method: 'POST', body: request })).data,
      ),
    // A refusal is an answer, not a network hiccup to try again.
    retry: false,
    staleTime: 30_000,
  });
}
