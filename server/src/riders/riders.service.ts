import type { Kysely } from 'kysely';
import { orderUpdated } from '@buka/domain/events';
import { messages } from '@buka/domain/messages';
import { orderStatuses, type OrderStatus } from '@buka/domain/order-status';
import type { Delivery, DeliveryStep } from '@buka/domain/riders';
import type { AppDeps } from '../app-deps';
import type { Database, UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { queueOrderNotices } from '../notifications/order-notices';
import {
  findOrderState,
  markCashCollected,
  moveOrderStatus,
} from '../orders/orders-admin.repository';
import { recordOrderAct } from '../orders/order-history.repository';
import { findOrder, withItems, type OrderWithItems } from '../orders/orders.repository';
import { bringBack, findRider, listRiderOrders, setOrderRider } from './riders.repository';

// Riders (docs/orders.md#riders): a delivery given to one rider, moved on by them alone.

const finished: readonly string[] = [orderStatuses.delivered, orderStatuses.canceled];

async function announce(deps: AppDeps, id: number): Promise<OrderWithItems> {
  const order = await findOrder(deps.db.kysely, id);
  if (!order) throw new HttpError(404, messages.orderNotFound);
  await deps.events.publish(orderUpdated(order));
  return order;
}

/** Staff give a delivery to a rider, or take it back (null). */
export async function assignRider(
  deps: AppDeps,
  orderId: number,
  riderId: number | null,
  staff: UserRow,
): Promise<OrderWithItems> {
  const now = deps.now().getTime();
  await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await findOrderState(trx, orderId);
    if (!order) throw new HttpError(404, messages.orderNotFound);
    if (order.fulfilment !== 'delivery') throw new HttpError(409, messages.riderNotDelivery);
    if (finished.includes(order.status)) throw new HttpError(409, messages.riderOrderClosed);
    const rider = riderId === null ? null : await findRider(trx, riderId);
    if (riderId !== null && !rider) throw new HttpError(422, messages.riderNotFound);
    await setOrderRider(trx, orderId, riderId, now);
    await recordOrderAct(trx, {
      orderId,
      kind: 'rider',
      detail: rider?.name ?? null,
      by: staff,
      at: now,
    });
  });
  return announce(deps, orderId);
}

/** The rider's own deliveries, as their page shows them. */
export async function riderDeliveries(
  db: Kysely<Database>,
  rider: Pick<UserRow, 'id'>,
): Promise<Delivery[]> {
  const orders = await withItems(db, await listRiderOrders(db, rider.id));
  return orders.map((order) => ({
    id: order.id,
    status: order.status,
    customerName: order.clientName,
    phone: order.clientPhone,
    directionsPhone: order.riderPhone,
    address: order.clientAddress,
    area: order.area,
    landmark: order.landmark,
    note: order.note,
    // Cash at the door: an unpaid cash order (a transfer is paid to the shop, not the rider).
    collectKobo:
      order.paymentMethod === 'cash' && order.isPaid !== 1 && order.payByTransfer !== 1
        ? order.totalKobo
        : 0,
    items: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    readyAt: order.readyAt === null ? null : new Date(order.readyAt).toISOString(),
  }));
}

/** One step of the rider's, recorded with them and told to the customer through the outbox. */
async function riderStep(
  trx: Kysely<Database>,
  deps: AppDeps,
  move: { orderId: number; from: OrderStatus; to: OrderStatus; rider: UserRow; now: number },
): Promise<true> {
  const { orderId, from, to, rider, now } = move;
  if (!(await moveOrderStatus(trx, orderId, from, to, now))) {
    throw new HttpError(409, messages.orderChangedMeanwhile);
  }
  await recordOrderAct(trx, { orderId, kind: 'step', detail: to, by: rider, at: now });
  await queueOrderNotices(trx, deps, orderId);
  return true;
}

/**
 * Picked up = on the way; Delivered = delivered, with the cash of an unpaid cash order marked
 * collected by the rider (the cash-up counts it under their name; a transfer is the shop's to
 * check); Could not deliver = back to the shop with why. Someone else's delivery is a 404, as
 * if it did not exist.
 */
export async function moveDelivery(
  deps: AppDeps,
  orderId: number,
  step: DeliveryStep,
  reason: string | undefined,
  rider: UserRow,
): Promise<void> {
  const now = deps.now().getTime();
  const changed = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await findOrderState(trx, orderId);
    if (!order || order.riderId !== rider.id) throw new HttpError(404, messages.orderNotFound);
    if (order.status === orderStatuses.canceled) {
      throw new HttpError(409, messages.orderAlreadyCanceled);
    }
    const move = { orderId, from: order.status, rider, now };
    if (step === 'pickedUp') {
      if (order.status === orderStatuses.onTheWay) return false;
      if (order.status !== orderStatuses.preparing) {
        throw new HttpError(409, messages.deliveryNotReady);
      }
      return riderStep(trx, deps, { ...move, to: orderStatuses.onTheWay });
    }
    if (step === 'delivered') {
      if (order.status === orderStatuses.delivered) return false;
      if (order.status !== orderStatuses.onTheWay) {
        throw new HttpError(409, messages.deliveryNotOnTheWay);
      }
      if (order.payByTransfer !== 1 && (await markCashCollected(trx, orderId, now, 'cash'))) {
        await recordOrderAct(trx, { orderId, kind: 'paid', detail: 'cash', by: rider, at: now });
      }
      return riderStep(trx, deps, { ...move, to: orderStatuses.delivered });
    }
    if (order.status !== orderStatuses.onTheWay && order.status !== orderStatuses.preparing) {
      throw new HttpError(409, messages.orderAlreadyDelivered);
    }
    const why = reason ?? '';
    if (!(await bringBack(trx, orderId, order.status, why, now))) {
      throw new HttpError(409, messages.orderChangedMeanwhile);
    }
    await recordOrderAct(trx, { orderId, kind: 'undelivered', detail: why, by: rider, at: now });
    return true;
  });
  if (changed) await announce(deps, orderId);
}
