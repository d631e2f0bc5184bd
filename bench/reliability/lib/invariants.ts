import { nairaToKobo } from '@buka/domain/money';
import type { Order } from '@buka/domain/orders';
import { call } from '../../lib/api';
import type { Acknowledged } from './order-load';
import { runPool } from '../../lib/load-pool';
import type { Snapshot } from './store';

export interface Audit {
  /** Acknowledged orders present with exactly their lines and total. */
  found: number;
  missing: number[];
  /** Present but with other lines, another owner or another total. */
  altered: number[];
  /** Orders without a line, or whose lines do not add up to their total. */
  halfWritten: number[];
  /** Orders in the database that no client was told about (a lost answer never retried). */
  unacknowledged: number[];
  /** Two attempts (two keys) answered with one order id. */
  sharedIds: number;
  /** Dishes where initial stock ≠ current stock + portions ordered, or stock below 0. */
  stockMismatches: string[];
}

/** Checks the database against what the clients were told (see the suites' invariants). */
export function audit(
  snapshot: Snapshot,
  acks: readonly Acknowledged[],
  initialStock: ReadonlyMap<number, number>,
): Audit {
  const result: Audit = {
    found: 0,
    missing: [],
    altered: [],
    halfWritten: [],
    unacknowledged: [],
    sharedIds: 0,
    stockMismatches: [],
  };
  const ackedIds = new Set<number>();
  for (const ack of acks) {
    if (ackedIds.has(ack.orderId)) result.sharedIds++;
    ackedIds.add(ack.orderId);
    const stored = snapshot.orders.get(ack.orderId);
    if (!stored) {
      result.missing.push(ack.orderId);
      continue;
    }
    const sameLines =
      stored.lines.size === ack.lines.length &&
      ack.lines.every((line) => stored.lines.get(line.id) === line.qty);
    const sameOwner = stored.userId === Number(ack.customer.uid);
    const sameTotal = stored.totalKobo === nairaToKobo(ack.total);
    if (sameLines && sameOwner && sameTotal) result.found++;
    else result.altered.push(ack.orderId);
  }
  const ordered = new Map<number, number>();
  for (const [id, order] of snapshot.orders) {
    if (order.lines.size === 0 || order.itemsKobo + order.deliveryFeeKobo !== order.totalKobo) {
      result.halfWritten.push(id);
    }
    if (!ackedIds.has(id)) result.unacknowledged.push(id);
    // A canceled order gave its portions back (docs/orders.md#stock).
    if (order.status === '-1') continue;
    for (const [foodId, qty] of order.lines) ordered.set(foodId, (ordered.get(foodId) ?? 0) + qty);
  }
  for (const [foodId, initial] of initialStock) {
    const now = snapshot.stock.get(foodId);
    const taken = ordered.get(foodId) ?? 0;
    if (now === undefined || now < 0 || initial !== now + taken) {
      result.stockMismatches.push(`dish ${foodId}: ${initial} ≠ ${now} + ${taken}`);
    }
  }
  return result;
}

export function auditPassed(result: Audit): boolean {
  return (
    result.missing.length === 0 &&
    result.altered.length === 0 &&
    result.halfWritten.length === 0 &&
    result.unacknowledged.length === 0 &&
    result.sharedIds === 0 &&
    result.stockMismatches.length === 0
  );
}

/** Each acknowledged order, read back by its customer through the API: lines and total agree. */
export async function readBack(base: string, acks: readonly Acknowledged[]): Promise<number> {
  let agreeing = 0;
  await runPool(acks, 10, async (ack) => {
    const { status, data } = await call<Order>(base, 'GET', `/api/orders/${ack.orderId}`, {
      token: ack.customer.token,
    });
    if (status !== 200) return;
    const lines = new Map(data.products.map((line) => [line.id, line.OrderProduct.quantity]));
    const same =
      data.total === ack.total &&
      lines.size === ack.lines.length &&
      ack.lines.every((line) => lines.get(line.id) === line.qty);
    if (same) agreeing++;
  });
  return agreeing;
}

export function describeAudit(result: Audit): string[] {
  const list = (ids: readonly (number | string)[]) =>
    ids.length === 0
      ? '0'
      : `${ids.length} (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''})`;
  return [
    `acknowledged orders found intact: ${result.found}; missing: ${list(result.missing)}; altered: ${list(result.altered)}`,
    `half-written orders: ${list(result.halfWritten)}; orders nobody was told about: ${list(result.unacknowledged)}; ids answered twice: ${result.sharedIds}`,
    `stock: initial = current + ordered for every dish: ${result.stockMismatches.length === 0 ? 'yes' : `NO — ${result.stockMismatches.join('; ')}`}`,
  ];
}
