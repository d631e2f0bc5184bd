import { messages } from '@buka/domain/messages';
import { orderSlots, slotRange } from '@buka/domain/order-slots';
import { orderStatuses, type OrderSlotsResponse } from '@buka/domain/orders';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { queueOrderNotices } from '../notifications/order-notices';
import { readSettings } from '../settings/settings.repository';
import { findOrderState, moveOrderStatus } from './orders-admin.repository';
import { findOrder, type OrderWithItems } from './orders.repository';
import { slotOrderCounts } from './slots.repository';
import { returnStock } from './stock.repository';

/** GET /api/orders/slots: the times checkout offers under 'Later', the full ones marked. */
export async function listOrderSlots(deps: AppDeps): Promise<OrderSlotsResponse> {
  const now = deps.now();
  const settings = await readSettings(deps.db.kysely);
  const { maxPerSlot } = settings.scheduling;
  const { from, to } = slotRange(now, settings);
  const counts = maxPerSlot === null ? new Map() : await slotOrderCounts(deps.db.kysely, from, to);
  const isFull = (startsAt: number) =>
    maxPerSlot !== null && (counts.get(startsAt) ?? 0) >= maxPerSlot;
  return { days: orderSlots(now, settings, isFull) };
}

/**
 * POST /api/orders/:id/cancel: a customer takes back their own order while the kitchen has not
 * accepted it. The stock comes back once (the move is from 'received' only); a paid order then
 * owes its money back, which staff see among the refunds due.
 */
export async function cancelOwnOrder(
  deps: AppDeps,
  user: UserRow,
  id: number,
): Promise<OrderWithItems> {
  const now = deps.now().getTime();
  const changed = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await findOrderState(trx, id);
    if (!order || order.userId !== user.id) throw new HttpError(404, messages.orderNotFound);
    if (order.status === orderStatuses.canceled) return false;
    if (order.status !== orderStatuses.received) {
      throw new HttpError(409, messages.orderAlreadyAccepted);
    }
    const moved = await moveOrderStatus(trx, id, order.status, orderStatuses.canceled, now, {
      cancelReason: messages.canceledByCustomer,
    });
    if (!moved) {
      // Changed in the same moment: canceled already (another tap), or the kitchen took it.
      const now = await findOrderState(trx, id);
      if (now?.status === orderStatuses.canceled) return false;
      throw new HttpError(409, messages.orderAlreadyAccepted);
    }
    await returnStock(trx, id, now);
    await queueOrderNotices(trx, deps, id);
    return true;
  });
  const order = await findOrder(deps.db.kysely, id);
  if (!order) throw new HttpError(404, messages.orderNotFound);
  if (changed) {
    await deps.events.publish({
      type: 'order.updated',
      orderId: order.id,
      userId: String(user.id),
      status: order.status,
      isPaid: order.isPaid === 1,
    });
    await deps.events.publish({ type: 'menu.changed' });
  }
  return order;
}
