import type { ApiError } from '../../../shared/api/client';
import { newIdempotencyKey } from '../../../shared/api/idempotency-key';

export { newIdempotencyKey };

/**
 * Whether the server surely did not keep the order. After a dropped connection, a time-out or a
 * 5xx the order may exist, so a retry of the same cart must carry the same key.
 */
export function isDefiniteRefusal(error: Pick<ApiError, 'status'>): boolean {
  return error.status >= 400 && error.status < 500 && ![408, 409, 429].includes(error.status);
}

/**
 * One Idempotency-Key per checkout attempt: the same order sent again after an unknown outcome
 * (or a second click) reuses it, and the server answers with the order it already made; a
 * changed cart or address, a success or a definite refusal starts a new attempt.
 */
export function createCheckoutAttempts(makeKey: () => string = newIdempotencyKey) {
  let attempt: { order: string; key: string } | undefined;
  return {
    keyFor(order: string): string {
      if (attempt?.order !== order) attempt = { order, key: makeKey() };
      return attempt.key;
    },
    finish(): void {
      attempt = undefined;
    },
  };
}

/**
 * What makes two sends "the same order": every field the server reads. The server refuses a key
 * reused for a different order (409), so a changed address or cart must start a new attempt.
 */
export function orderSignature(order: {
  name: string;
  phone: string;
  address: string;
  paymentMethod: string;
  area?: string | undefined;
  note?: string | undefined;
  products: readonly {
    id: number;
    qty: number;
    choices?: readonly { id: number; price?: string | number | undefined }[];
    note?: string | undefined;
  }[];
}): string {
  return JSON.stringify([
    order.name.trim(),
    order.phone.trim(),
    order.address.trim(),
    order.paymentMethod,
    order.area ?? null,
    order.products.map((product) => [
      product.id,
      product.qty,
      (product.choices ?? []).map((choice) => [choice.id, choice.price ?? null]),
      product.note ?? '',
    ]),
    order.note?.trim() ?? '',
  ]);
}
