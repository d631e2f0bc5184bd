import {
  placeOrderResponseSchema,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@buka/domain/orders';
import { api } from '../../../../shared/api/client';

/** docs/api.md#storefront-calls POST /api/orders (bearer): 201 { id, total, paymentMethod }. */
export async function placeOrder(
  body: PlaceOrderRequest,
  idempotencyKey: string,
): Promise<PlaceOrderResponse> {
  const { data } = await api<unknown>('/api/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return placeOrderResponseSchema.parse(data);
}
