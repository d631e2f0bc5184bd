import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { koboToNaira } from '@buka/domain/money';
import { orderStatuses, type placeOrderSchema, type PlaceOrderResponse } from '@buka/domain/orders';
import type { Settings } from '@buka/domain/settings';
import { orderRefusalMessage } from '@buka/domain/ordering-state';
import type { AppDeps } from '../app-deps';
import { clearCart } from '../cart/cart.repository';
import type { Database, UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { findOrderableFoods } from '../products/products.repository';
import { readSettings } from '../settings/settings.repository';
import {
  claimIdempotencyKey,
  findIdempotencyRecord,
  isUniqueViolation,
  saveIdempotentResponse,
  type IdempotencyRecord,
} from './idempotency.repository';
import { insertOrder, insertOrderItems } from './orders.repository';
import { takeStock } from './stock.repository';
import { refuseStockHoarding } from './unpaid-orders';

export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

export interface PlacedOrder {
  body: PlaceOrderResponse;
  /** True when an earlier request with the same Idempotency-Key made this order. */
  replayed: boolean;
  /** This order took the last portion of some dish. */
  soldOut?: boolean;
}

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

/**
 * POST /api/orders. The server's prices and the area's fee make the total (the client's `total`
 * is ignored); every line's stock is taken in the order's own transaction, and any line short of
 * stock, deleted or unknown refuses the whole order with 'Food is finished' and writes nothing.
 * We refuse rather than skip such a line: the customer must never pay for a different order
 * than the one on their screen. (The cart panel already leaves unavailable lines out.)
 */
export async function placeOrder(
  deps: Deps,
  user: UserRow,
  input: PlaceOrderInput,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const request: OrderRequest = {
    user,
    input,
    lines: mergeLines(input.products),
    key: idempotencyKey,
    hash: hashRequest(input),
    now: deps.now(),
  };
  let placed: PlacedOrder;
  try {
    // Everything in one transaction: on SQLite that is one turn at the single connection
    // instead of several, which keeps latency fair under load.
    placed = await deps.db.kysely.transaction().execute((trx) => writeOrder(trx, deps, request));
  } catch (error) {
    // The same key arrived twice at once (PostgreSQL): the other request made the order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findIdempotencyRecord(deps.db.kysely, user.id, idempotencyKey);
      if (earlier) return replay(earlier, request.hash);
    }
    throw error;
  }
  if (!placed.replayed) await announceOrder(deps, user, placed);
  return placed;
}

interface OrderRequest {
  user: UserRow;
  input: PlaceOrderInput;
  /** One line per food, ascending ids. */
  lines: OrderLine[];
  key: string | undefined;
  hash: string;
  now: Date;
}

type OrderLine = { id: number; qty: number };

async function writeOrder(
  trx: Kysely<Database>,
  deps: Deps,
  request: OrderRequest,
): Promise<PlacedOrder> {
  const { user, input, lines, key, hash, now } = request;
  const at = now.getTime();
  if (key) {
    const earlier = await findIdempotencyRecord(trx, user.id, key);
    // A retry of an order already made answers as the first time did, even if the shop
    // has closed since.
    if (earlier) return replay(earlier, hash);
  }
  const settings = await readSettings(trx);
  const refusal = orderRefusalMessage(now, settings);
  if (refusal) throw new HttpError(405, refusal);
  const area = deliveryArea(settings, input.area);
  await refuseStockHoarding(trx, deps, user.id);
  if (key) await claimIdempotencyKey(trx, { userId: user.id, key, requestHash: hash, now: at });
  const foodIds = lines.map((line) => line.id);
  const items = priceLines(lines, await findOrderableFoods(trx, foodIds));
  const itemsKobo = items.reduce((sum, item) => sum + item.priceKobo * item.quantity, 0);
  const order = await insertOrder(trx, {
    userId: user.id,
    status: orderStatuses.received,
    paymentMethod: input.paymentMethod,
    isPaid: 0,
    totalKobo: itemsKobo + area.feeKobo,
    deliveryFeeKobo: area.feeKobo,
    clientName: input.name,
    clientPhone: input.phone,
    clientAddress: input.address,
    area: area.name,
    createdAt: at,
    updatedAt: at,
    paidAt: null,
    // Cash orders go before staff at once; online ones once paid (recordPayment).
    announcedAt: input.paymentMethod === 'cash' ? at : null,
  });
  await insertOrderItems(
    trx,
    items.map((item) => ({ ...item, orderId: order.id })),
  );
  // The ordered foods leave the cart; anything else the customer kept there stays.
  await clearCart(trx, user.id, foodIds);
  const body: PlaceOrderResponse = {
    id: order.id,
    total: koboToNaira(order.totalKobo),
    paymentMethod: order.paymentMethod,
  };
  if (key) {
    await saveIdempotentResponse(trx, user.id, key, {
      statusCode: 201,
      response: JSON.stringify(body),
    });
  }
  // Stock last: a popular dish's row stays locked only from here to the commit (PostgreSQL),
  // not for the whole order.
  const soldOut = await takeStockFor(trx, lines, at);
  return { body, replayed: false, soldOut };
}

/** Each line at the server's price; a food off the menu refuses the whole order. */
function priceLines(lines: OrderLine[], foods: { id: number; name: string; priceKobo: number }[]) {
  return lines.map((line) => {
    const food = foods.find((candidate) => candidate.id === line.id);
    if (!food) throw new HttpError(400, messages.foodFinished);
    return { foodId: food.id, name: food.name, priceKobo: food.priceKobo, quantity: line.qty };
  });
}

/**
 * Ascending food ids, so concurrent orders cannot deadlock; any line short of stock rolls the
 * whole order back. Answers whether some dish is now finished.
 */
async function takeStockFor(trx: Kysely<Database>, lines: OrderLine[], at: number) {
  let soldOut = false;
  for (const line of lines) {
    const left = await takeStock(trx, line.id, line.qty, at);
    if (left === undefined) throw new HttpError(400, messages.foodFinished);
    soldOut ||= left === 0;
  }
  return soldOut;
}

async function announceOrder(deps: Deps, user: UserRow, placed: PlacedOrder): Promise<void> {
  try {
    await deps.events.publish({
      type: 'order.created',
      orderId: placed.body.id,
      userId: String(user.id),
      total: placed.body.total,
      paymentMethod: placed.body.paymentMethod,
    });
    // Open menus hide a dish once it is finished (spec §4).
    if (placed.soldOut) await deps.events.publish({ type: 'menu.changed' });
  } catch {
    // The order stands; staff see it on their next refresh even if the live stream missed it.
  }
}

function replay(earlier: IdempotencyRecord, requestHash: string): PlacedOrder {
  if (earlier.requestHash !== requestHash) throw new HttpError(409, messages.idempotencyKeyReused);
  return { body: JSON.parse(earlier.response) as PlaceOrderResponse, replayed: true };
}

/** What makes two requests "the same order": every field the server reads, not `total` etc. */
function hashRequest(input: PlaceOrderInput): string {
  const { name, phone, address, products, paymentMethod, area } = input;
  const canonical = JSON.stringify({
    name,
    phone,
    address,
    paymentMethod,
    area: area ?? null,
    products: products.map((line) => [line.id, line.qty]),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The delivery area must be one of the shop's, and chosen: a default would quietly charge one
 * area's fee and send the rider to the wrong place. Only a shop that lists no areas needs none.
 */
function deliveryArea(settings: Settings, given: string | undefined) {
  if (!given) {
    if (settings.areas.length > 0) throw new HttpError(422, messages.areaRequired);
    return { name: null, feeKobo: 0 };
  }
  const wanted = given.toLowerCase();
  const area = settings.areas.find((candidate) => candidate.name.toLowerCase() === wanted);
  if (!area) throw new HttpError(422, messages.unknownArea);
  return area;
}

/** One line per food, in ascending id order; the same food twice adds up. */
function mergeLines(products: PlaceOrderInput['products']): OrderLine[] {
  const byId = new Map<number, number>();
  for (const line of products) byId.set(line.id, (byId.get(line.id) ?? 0) + line.qty);
  return [...byId.entries()].sort(([a], [b]) => a - b).map(([id, qty]) => ({ id, qty }));
}
