import { orderUpdated } from '@buka/domain/events';
import { orderStatuses } from '@buka/domain/order-status';
import { messages } from '@buka/domain/messages';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { queueOrderNotices } from '../notifications/order-notices';
import { returnStock } from './stock.repository';
import {
  cancelUnpaidOrder,
  countUnpaidOpenOrders,
  findUnpaidOnlineOrders,
  lockCustomer,
} from './unpaid-orders.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

/** How often each process looks for online orders left unpaid. */
export const UNPAID_SWEEP_EVERY_MS = 60_000;
// One sweep cancels at most this many; the next sweep takes the rest.
const SWEEP_BATCH = 200;

/**
 * One customer's unpaid orders once held every portion of a dish. Refused, in the
 * order's own transaction, when the customer already has as many open unpaid orders as allowed
 * (cash orders are paid at the door, so theirs count until delivered).
 */
export async function refuseStockHoarding(
  trx: Kysely<Database>,
  { db, config }: Pick<Deps, 'db' | 'config'>,
  userId: number,
): Promise<void> {
  const allowed = config.unpaidOrders.perCustomer;
  await lockCustomer(trx, db.dialect, userId);
  if ((await countUnpaidOpenOrders(trx, userId, allowed)) >= allowed) {
    throw new HttpError(
      429,
      messages.tooManyUnpaidOrders.replace('{count}', String(allowed)),
      'unpaid-orders',
    );
  }
}

/** What the customer and staff read on an order canceled for not being paid. */
export function unpaidCancelReason(cancelAfterMs: number): string {
  return messages.canceledUnpaid.replace('{minutes}', String(Math.round(cancelAfterMs / 60_000)));
}

/**
 * Cancels online orders left unpaid past the set time (UNPAID_ORDER_MINUTES), giving their
 * stock back once: each order is canceled by a conditional update in the transaction that
 * returns its stock, so a second process sweeping at the same moment, or a payment arriving
 * then, finds it already moved (a late payment is then recorded as one to refund). Answers how
 * many it canceled.
 */
export async function cancelUnpaidOrders(deps: Deps): Promise<number> {
  const now = deps.now().getTime();
  const { cancelAfterMs } = deps.config.unpaidOrders;
  const reason = unpaidCancelReason(cancelAfterMs);
  const ids = await findUnpaidOnlineOrders(deps.db.kysely, now - cancelAfterMs, SWEEP_BATCH);
  return cancelSwept(deps, ids, reason, now);
}

/**
 * Cancels each order a sweep found, if it is still waiting unpaid: the cancel, its stock given
 * back and its customer's notice queued in one transaction per order, then staff's boards and
 * open menus told. Answers how many it canceled.
 */
export async function cancelSwept(
  deps: Deps,
  ids: number[],
  reason: string,
  now: number,
): Promise<number> {
  const canceled: { id: number; userId: number | null }[] = [];
  for (const id of ids) {
    const done = await deps.db.kysely.transaction().execute(async (trx) => {
      const order = await cancelUnpaidOrder(trx, id, reason, now);
      if (order) await returnStock(trx, id, now);
      // The customer is told why, from the outbox, once it is committed.
      if (order) await queueOrderNotices(trx, deps, id);
      return order;
    });
    if (done) canceled.push(done);
  }
  await tellCanceled(deps, canceled);
  return canceled.length;
}

/**
 * After orders the server canceled by itself: their customers and the staff board hear of it
 * (the usual notices follow the event), and open menus show the returned stock.
 */
export async function tellCanceled(
  deps: Pick<Deps, 'events'>,
  canceled: { id: number; userId: number | null }[],
): Promise<void> {
  if (canceled.length === 0) return;
  try {
    for (const order of canceled) {
      await deps.events.publish(
        orderUpdated({ ...order, status: orderStatuses.canceled, isPaid: false }),
      );
    }
    await deps.events.publish({ type: 'menu.changed' });
  } catch {
    // The orders are canceled; open pages see it on their next refresh.
  }
}
