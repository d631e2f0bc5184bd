import { normalizePhone } from '@buka/domain/phone-numbers';
import type { phoneOrderQuoteRequestSchema } from '@buka/domain/phone-order-quote';
import type { PhoneOrderResponse, StaffPayment } from '@buka/domain/phone-orders';
import type { PromotionQuote } from '@buka/domain/promotion-quote';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/tables';
import { quoteOrder } from '../promotions/quote-order';
import { findUserByPhone } from '../users/users.repository';
import { findOrder } from './orders.repository';
import { placeOrder, type PlaceOrderInput } from './place-order';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

export interface PhoneOrderRequest {
  input: PlaceOrderInput;
  payment: StaffPayment;
  overrideHours: boolean;
  readyInMinutes: number;
  idempotencyKey?: string;
}

/**
 * POST /api/admin/orders: staff take an order on the phone. It goes through the
 * checkout's own placeOrder (prices, stock, choices, hours); it is the customer's whose phone
 * number it carries, so it shows in their orders, and it is paid to staff, never online. Staff
 * accept it as they take it, with the ready time they promised.
 */
export async function takePhoneOrder(
  deps: Deps,
  staff: UserRow,
  request: PhoneOrderRequest,
): Promise<{ body: PhoneOrderResponse; replayed: boolean }> {
  const input: PlaceOrderInput = { ...request.input, paymentMethod: 'cash' };
  const customer = await findUserByPhone(deps.db.kysely, input.phone);
  const placed = await placeOrder(deps, staff, input, request.idempotencyKey, {
    customer,
    overrideHours: request.overrideHours,
    transfer: request.payment === 'transfer',
    readyInMinutes: request.readyInMinutes,
  });
  const order = await findOrder(deps.db.kysely, placed.body.id);
  const linked = order?.userId != null && order.userId === customer?.id ? customer : undefined;
  return {
    replayed: placed.replayed,
    body: {
      id: placed.body.id,
      total: placed.body.total,
      customer: linked ? { id: String(linked.id), name: linked.name } : null,
      hoursOverridden: order?.hoursOverridden === 1,
      readyAt: new Date(order?.readyAt ?? deps.now().getTime()).toISOString(),
    },
  };
}

/**
 * POST /api/admin/orders/quote: what the order staff are typing comes to with the caller's code,
 * before they place it, priced as taking it will price it (docs/orders.md#phone-orders): the
 * checkout's quote, the code's uses counted on the caller's phone and account, no offers. A code
 * that cannot be used is refused in the words taking the order would say.
 */
export async function quotePhoneOrder(
  deps: Deps,
  order: z.output<typeof phoneOrderQuoteRequestSchema>,
): Promise<PromotionQuote> {
  const phone = normalizePhone(order.phone);
  const customer = await findUserByPhone(deps.db.kysely, phone);
  return quoteOrder(deps, {
    order,
    at: deps.now(),
    scheduledFor: order.scheduledFor === null ? null : new Date(order.scheduledFor),
    // A caller without an account: their phone alone (no user has id 0), as when it is taken.
    customer: { userId: customer?.id ?? 0, phone },
    offers: false,
  });
}
