import { orderUpdated } from '@buka/domain/events';
import { UNDO_PAID_MS, type MarkPaid, type OrderStatusUpdate } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { orderStatuses, type OrderStatus } from '@buka/domain/orders';
import { can, stepRight } from '@buka/domain/staff-roles';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { queueOrderNotices } from '../notifications/order-notices';
import {
  findOrderState,
  markCashCollected,
  moveOrderStatus,
  unmarkCashCollected,
  type StatusMoveDetails,
} from './orders-admin.repository';
import { findOrder, type OrderWithItems } from './orders.repository';
import { recordOrderAct } from './order-history.repository';
import { returnStock } from './stock.repository';

// The kitchen's steps in order (docs/orders.md#statuses): received → preparing → on the way →
// delivered.
const steps: readonly string[] = [
  orderStatuses.received,
  orderStatuses.preparing,
  orderStatuses.onTheWay,
  orderStatuses.delivered,
];

/**
 * Whether staff may move an order from one status to another: a new order is accepted
 * (preparing) or rejected, nothing else; then forward (a step may be skipped), or cancel while
 * not delivered. Delivered and canceled are final. Throws a 409 in plain words.
 */
export function checkStatusMove(from: string, to: OrderStatus): void {
  if (from === orderStatuses.delivered) throw new HttpError(409, messages.orderAlreadyDelivered);
  if (from === orderStatuses.canceled) throw new HttpError(409, messages.orderAlreadyCanceled);
  if (to === orderStatuses.canceled) return;
  if (steps.indexOf(to) < Math.max(steps.indexOf(from), 0)) {
    throw new HttpError(409, messages.orderStepBack);
  }
  if (from === orderStatuses.received && to !== orderStatuses.preparing && to !== from) {
    throw new HttpError(409, messages.acceptFirst);
  }
}

/**
 * What a move records beside the status (docs/orders.md#statuses): accepting promises a ready time,
 * and rejecting or cancelling says why, since the customer is told. 422 when it is missing.
 */
export function statusMoveDetails(
  from: string,
  update: OrderStatusUpdate,
  now: number,
): StatusMoveDetails {
  if (update.status === orderStatuses.canceled) {
    if (!update.reason) throw new HttpError(422, messages.cancelReasonRequired);
    return { cancelReason: update.reason };
  }
  if (from === orderStatuses.received && update.status === orderStatuses.preparing) {
    if (update.readyInMinutes === undefined) {
      throw new HttpError(422, messages.readyTimeRequired);
    }
    return { acceptedAt: now, readyAt: now + update.readyInMinutes * 60_000 };
  }
  return {};
}

async function orderOrNotFound(deps: AppDeps, id: number): Promise<OrderWithItems> {
  const order = await findOrder(deps.db.kysely, id);
  if (!order) throw new HttpError(404, messages.orderNotFound);
  return order;
}

async function announce(deps: AppDeps, order: OrderWithItems): Promise<void> {
  await deps.events.publish(orderUpdated(order));
}

/**
 * PATCH /api/orders/:id/status: accept with a ready time, reject or cancel with a reason, or
 * move on. Cancelling gives the stock back, in the same transaction.
 */
export async function changeOrderStatus(
  deps: AppDeps,
  id: number,
  update: OrderStatusUpdate,
  staff: UserRow,
): Promise<OrderWithItems> {
  const to = update.status;
  const now = deps.now().getTime();
  const changed = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await findOrderState(trx, id);
    if (!order) throw new HttpError(404, messages.orderNotFound);
    checkStatusMove(order.status, to);
    // A second tap on a step already taken changes nothing, whoever taps.
    if (order.status === to) return false;
    if (!can(staff.role, stepRight(order.status, to, order.fulfilment))) {
      throw new HttpError(403, messages.forbidden);
    }
    const details = statusMoveDetails(order.status, update, now);
    // Only from the status just read: a second cancel (another tab, a double tap) finds
    // nothing to move, so the stock comes back once.
    if (!(await moveOrderStatus(trx, id, order.status, to, now, details))) {
      throw new HttpError(409, messages.orderChangedMeanwhile);
    }
    if (to === orderStatuses.canceled) await returnStock(trx, id, now);
    const accepted = order.status === orderStatuses.received && to === orderStatuses.preparing;
    await recordOrderAct(trx, {
      orderId: id,
      ...(accepted ? { kind: 'accepted' } : { kind: 'step', detail: to }),
      by: staff,
      at: now,
    });
    // The customer is told of the step, from the outbox, once it is committed.
    await queueOrderNotices(trx, deps, id);
    return true;
  });
  const order = await orderOrNotFound(deps, id);
  if (changed) {
    await announce(deps, order);
    if (to === orderStatuses.canceled) await deps.events.publish({ type: 'menu.changed' });
  }
  return order;
}

/** POST /api/admin/orders/:id/paid: cash collected. Online orders are paid by their provider. */
export async function markCashOrderPaid(
  deps: AppDeps,
  id: number,
  by: MarkPaid,
  staff: UserRow,
): Promise<OrderWithItems> {
  const changed = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await findOrderState(trx, id);
    if (!order) throw new HttpError(404, messages.orderNotFound);
    if (order.paymentMethod !== 'cash') throw new HttpError(409, messages.orderPaidByProvider);
    if (order.status === orderStatuses.canceled) {
      throw new HttpError(409, messages.orderCanceledNotPaid);
    }
    const now = deps.now().getTime();
    const marked = await markCashCollected(trx, id, now, by.by);
    if (marked) {
      const detail = by.by ?? (order.payByTransfer === 1 ? 'transfer' : 'cash');
      await recordOrderAct(trx, { orderId: id, kind: 'paid', detail, by: staff, at: now });
    }
    return marked;
  });
  const order = await orderOrNotFound(deps, id);
  if (changed) await announce(deps, order);
  return order;
}

/**
 * POST /api/admin/orders/:id/unpaid: Undo of a Mark paid within UNDO_PAID_MS of it. Later, the
 * money has been counted and the day's figures shown; taking it back is then a refund.
 */
export async function undoCashOrderPaid(
  deps: AppDeps,
  id: number,
  staff: UserRow,
): Promise<OrderWithItems> {
  const now = deps.now().getTime();
  await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await findOrderState(trx, id);
    if (!order) throw new HttpError(404, messages.orderNotFound);
    if (order.paymentMethod !== 'cash') throw new HttpError(409, messages.orderPaidByProvider);
    const undone = await unmarkCashCollected(trx, id, now - UNDO_PAID_MS, now);
    if (undone) {
      await recordOrderAct(trx, { orderId: id, kind: 'unpaid', by: staff, at: now });
      return;
    }
    const state = await trx
      .selectFrom('orders')
      .select(['isPaid', 'refundedKobo'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (state.isPaid !== 1) throw new HttpError(409, messages.orderNotMarkedPaid);
    if (state.refundedKobo > 0) throw new HttpError(409, messages.orderPaidUndoRefunded);
    throw new HttpError(409, messages.orderPaidUndoTooLate);
  });
  const order = await orderOrNotFound(deps, id);
  await announce(deps, order);
  return order;
}
