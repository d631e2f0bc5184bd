import { randomBytes } from 'node:crypto';
import { messages } from '@buka/domain/messages';
import { orderStatuses } from '@buka/domain/order-status';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { findOrder } from '../orders/orders.repository';
import { insertPayment, markPaymentFailed } from './payments.repository';
import { activeProvider } from './providers/registry';
import { ProviderError } from './providers/provider';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/**
 * POST /api/payment/pay: opens a payment for the caller's own unpaid order and answers where
 * the browser goes. The amount is the order's, never the request's (docs/orders.md#payment).
 */
export async function startPayment(deps: Deps, user: UserRow, orderId: number): Promise<string> {
  const order = await findOrder(deps.db.kysely, orderId);
  if (!order || order.userId !== user.id) throw new HttpError(404, messages.orderNotFound);
  if (order.isPaid === 1) return '/payment/exists';
  if (order.status === orderStatuses.canceled)
    throw new HttpError(400, messages.orderCanceledNoPay);
  if (order.totalKobo <= 0) throw new HttpError(400, messages.nothingToPay);

  const provider = activeProvider(deps);
  // 128 random bits: the reference is the simulator page's only key. Paystack allows
  // letters, digits, '-', '.' and '='.
  const reference = `buka-${order.id}-${randomBytes(16).toString('hex')}`;
  const now = deps.now().getTime();
  await insertPayment(deps.db.kysely, {
    orderId: order.id,
    provider: provider.name,
    reference,
    amountKobo: order.totalKobo,
    status: 'pending',
    raw: null,
    createdAt: now,
    updatedAt: now,
  });
  try {
    return await provider.initialize({
      reference,
      amountKobo: order.totalKobo,
      orderId: order.id,
      email: user.email ?? emailFromPhone(user.phone ?? order.clientPhone),
      name: order.clientName,
      phone: user.phone ?? order.clientPhone,
      // The one absolute address: the provider sends the browser back here from its own site.
      callbackUrl: `${deps.config.publicUrl}/api/payment/callback`,
    });
  } catch (error) {
    await markPaymentFailed(deps.db.kysely, reference, { initialize: String(error) }, now);
    if (error instanceof ProviderError) throw new HttpError(502, messages.cantPayNow);
    throw error;
  }
}

/** Providers need an e-mail; customers who signed up by phone have none (docs/server-rules.md#sign-in). */
export function emailFromPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '') || 'customer';
  return `customer-${digits}@example.com`;
}
