import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { koboToNaira } from '@buka/domain/money';
import { orderStatuses, type placeOrderSchema, type PlaceOrderResponse } from '@buka/domain/orders';
import type { Settings } from '@buka/domain/settings';
import { belowMinimumMessage } from '@buka/domain/delivery-rules';
import { orderTotal } from '@buka/domain/order-total';
import { normalizeCode } from '@buka/domain/promotion-pricing';
import { orderLimitRefusal } from '@buka/domain/order-limits';
import { orderTimeRefusal, preparationStart } from '@buka/domain/order-slots';
import type { AppDeps } from '../app-deps';
import { clearOrderedCartLines } from '../cart/cart.repository';
import type { Database, UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { queueOrderNotices } from '../notifications/order-notices';
import { toInternationalNumber } from '../notifications/sms/phone-numbers';
import { readSettings } from '../settings/settings.repository';
import {
  claimIdempotencyKey,
  findIdempotencyRecord,
  isUniqueViolation,
  saveIdempotentResponse,
  type IdempotencyRecord,
} from './idempotency.repository';
import { insertOrder, insertOrderItems } from './orders.repository';
import { recordOrderAct } from './order-history.repository';
import { mergeLines, priceLines, type OrderLine } from './price-lines';
import { takeStock } from './stock.repository';
import { countSlotOrders, lockSlot } from './slots.repository';
import { refuseStockHoarding } from './unpaid-orders.service';
import { pricePromotions } from '../promotions/price-promotions';
import { insertOrderPromotions } from '../promotions/promotions.repository';

export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

export interface PlacedOrder {
  body: PlaceOrderResponse;
  /** True when an earlier request with the same Idempotency-Key made this order. */
  replayed: boolean;
  /** This order took the last portion of some dish. */
  soldOut?: boolean;
  /** Whose orders it shows in (null: a phone order for someone without an account). */
  userId?: number | null;
  /** Typed in by staff. */
  takenByStaff?: boolean;
}

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

/**
 * An order staff type in for a phone or WhatsApp customer: the same prices, stock,
 * choices and hours as the checkout, except that staff may take it while the shop is closed.
 * It belongs to the registered customer with its phone number, if any; the customer pays cash
 * or by transfer, never online.
 */
export interface TakenByStaff {
  customer: UserRow | undefined;
  overrideHours: boolean;
  transfer: boolean;
  /** Staff accept what they take themselves: ready this many minutes from now. */
  readyInMinutes: number;
}

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
  takenBy?: TakenByStaff,
): Promise<PlacedOrder> {
  const request: OrderRequest = {
    user,
    input,
    lines: mergeLines(input.products),
    key: idempotencyKey,
    hash: hashRequest(input, takenBy),
    now: deps.now(),
    takenBy,
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
  if (!placed.replayed) await announceOrder(deps, placed);
  return placed;
}

interface OrderRequest {
  user: UserRow;
  input: PlaceOrderInput;
  /** One line per dish, choices and note, in the customer's order. */
  lines: OrderLine[];
  key: string | undefined;
  hash: string;
  now: Date;
  /** Set when staff place it for a phone customer; `user` is then the staff member. */
  takenBy: TakenByStaff | undefined;
}

async function writeOrder(
  trx: Kysely<Database>,
  deps: Deps,
  request: OrderRequest,
): Promise<PlacedOrder> {
  const { user, input, lines, key, hash, now, takenBy } = request;
  const at = now.getTime();
  if (key) {
    const earlier = await findIdempotencyRecord(trx, user.id, key);
    // A retry of an order already made answers as the first time did, even if the shop
    // has closed since.
    if (earlier) return replay(earlier, hash);
  }
  const settings = await readSettings(trx);
  const scheduledFor = input.scheduledFor === null ? null : new Date(input.scheduledFor);
  const hoursOverridden = refuseOrderTime(now, settings, scheduledFor, takenBy);
  refuseFulfilment(settings, input.fulfilment);
  const pickup = input.fulfilment === 'pickup';
  const area = pickup ? undefined : deliveryArea(settings, input.area);
  // Staff on the phone decide for themselves whom to trust with an unpaid order.
  if (!takenBy) await refuseStockHoarding(trx, deps, user.id);
  if (scheduledFor) await refuseFullSlot(trx, deps, settings, scheduledFor.getTime());
  if (key) await claimIdempotencyKey(trx, { userId: user.id, key, requestHash: hash, now: at });
  const items = await priceLines(trx, lines, now, scheduledFor);
  // One customer's order cannot empty the menu; staff on the phone may take a bigger one.
  if (!takenBy) refuseOverLimits(items, settings);
  const priced = items.map((item) => ({ unitKobo: item.priceKobo, quantity: item.quantity }));
  const { itemsKobo, quote } = orderTotal(priced, input.fulfilment, area);
  if (area && quote.shortOfMinimumKobo > 0) {
    throw new HttpError(422, belowMinimumMessage(area, quote));
  }
  // The checkout's code and offers; on a phone order only a code staff were given (they price
  // it as they tell it), counted against the caller's phone and account, not staff's.
  const promotions = await pricePromotions(trx, deps.db.dialect, {
    code: input.code,
    itemsKobo,
    feeKobo: quote.feeKobo,
    at: now,
    // A caller without an account: their phone alone (no user has id 0).
    customer: { userId: takenBy ? (takenBy.customer?.id ?? 0) : user.id, phone: input.phone },
    hold: true,
    offers: !takenBy,
  });
  const { totalKobo } = promotions;
  const prepareAt = scheduledFor ? preparationStart(scheduledFor, settings).getTime() : null;
  // Cash orders go before staff at once, a later one when its cooking should start; online
  // ones once paid (recordPayment) and that time has come.
  const announceNow = input.paymentMethod === 'cash' && (prepareAt === null || prepareAt <= at);
  const order = await insertOrder(trx, {
    userId: takenBy ? (takenBy.customer?.id ?? null) : user.id,
    ...(takenBy ? acceptedAsTaken(takenBy, at, scheduledFor) : { status: orderStatuses.received }),
    paymentMethod: input.paymentMethod,
    isPaid: 0,
    totalKobo,
    deliveryFeeKobo: quote.feeKobo,
    discountKobo: promotions.discountKobo,
    discountLabel: promotions.discounts.map((each) => each.label).join(' · '),
    clientName: input.name,
    clientPhone: input.phone,
    clientAddress: pickup ? '' : input.address,
    note: input.note,
    area: area?.name ?? null,
    fulfilment: input.fulfilment,
    scheduledFor: scheduledFor?.getTime() ?? null,
    prepareAt,
    landmark: pickup ? '' : input.landmark,
    riderPhone: pickup ? '' : input.riderPhone,
    createdAt: at,
    updatedAt: at,
    paidAt: null,
    announcedAt: announceNow ? at : null,
    source: takenBy ? 'phone' : 'online',
    takenBy: takenBy ? user.id : null,
    hoursOverridden: hoursOverridden ? 1 : 0,
    payByTransfer: takenBy?.transfer ? 1 : 0,
    // Asked for at checkout; kept only while the shop sends WhatsApp messages, to a mobile.
    whatsappUpdates: wantsWhatsApp(deps, input) ? 1 : 0,
  });
  await insertOrderItems(
    trx,
    items.map((item) => ({ ...item, orderId: order.id })),
  );
  await insertOrderPromotions(
    trx,
    promotions.discounts.map((each) => ({
      orderId: order.id,
      promotionId: each.promotionId,
      label: each.label,
      discountKobo: each.kobo,
    })),
  );
  if (takenBy) await recordOrderAct(trx, { orderId: order.id, kind: 'phone', by: user, at });
  // The ordered lines leave the cart; anything else the customer kept there stays.
  if (!takenBy) {
    await clearOrderedCartLines(
      trx,
      user.id,
      lines.map((line) => ({ foodId: line.id, choiceKey: line.key })),
    );
  }
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
  // Whatever the new order calls for (staff's devices, for a cash order put before them now)
  // goes from the outbox once it is committed.
  await queueOrderNotices(trx, deps, order.id);
  // Stock last: a popular dish's row stays locked only from here to the commit (PostgreSQL),
  // not for the whole order.
  const soldOut = await takeStockFor(trx, lines, at);
  return { body, replayed: false, soldOut, userId: order.userId, takenByStaff: !!takenBy };
}

/**
 * An order staff type in themselves needs nobody to accept it: it goes on the board accepted,
 * ready when they promised on the phone, or at the chosen time of an order for later
 * (docs/orders.md#phone-orders). No alarm rings for it and no escalation waits on it.
 */
function acceptedAsTaken(takenBy: TakenByStaff, at: number, scheduledFor: Date | null) {
  return {
    status: orderStatuses.preparing,
    acceptedAt: at,
    readyAt: scheduledFor?.getTime() ?? at + takenBy.readyInMinutes * 60_000,
  };
}

/**
 * The shop's hours and slots, as for any order; staff who say so may take an order while the
 * shop is closed or paused (a 405), never for a slot that does not exist. Answers whether they
 * did, for the order to record.
 */
function refuseOrderTime(
  now: Date,
  settings: Settings,
  scheduledFor: Date | null,
  takenBy: TakenByStaff | undefined,
): boolean {
  const refusal = orderTimeRefusal(now, settings, scheduledFor);
  if (!refusal) return false;
  if (!takenBy || refusal.status !== 405) throw new HttpError(refusal.status, refusal.message);
  if (takenBy.overrideHours) return true;
  const reason = refusal.message.replace(/[.!]\s*$/, '');
  throw new HttpError(405, messages.phoneOrderClosed.replace('{reason}', reason), 'shop-closed');
}

/** The shop's portions per dish and per order (docs/orders.md#order-limits), dishes counted over all their lines. */
function refuseOverLimits(
  items: { foodId: number; name: string; quantity: number }[],
  settings: Settings,
) {
  const dishes = new Map<number, { name: string; qty: number }>();
  for (const item of items) {
    const dish = dishes.get(item.foodId);
    if (dish) dish.qty += item.quantity;
    else dishes.set(item.foodId, { name: item.name, qty: item.quantity });
  }
  const refusal = orderLimitRefusal([...dishes.values()], settings.orderLimits);
  if (refusal) throw new HttpError(422, refusal);
}

/**
 * Ascending food ids, so concurrent orders cannot deadlock; any line short of stock rolls the
 * whole order back. Answers whether some dish is now finished.
 */
async function takeStockFor(trx: Kysely<Database>, lines: OrderLine[], at: number) {
  // A dish on two lines (two choices of protein) is taken once, for both.
  const portions = new Map<number, number>();
  for (const line of lines) portions.set(line.id, (portions.get(line.id) ?? 0) + line.qty);
  let soldOut = false;
  for (const [foodId, qty] of [...portions].sort(([a], [b]) => a - b)) {
    const left = await takeStock(trx, foodId, qty, at);
    if (left === undefined) throw new HttpError(400, messages.foodFinished);
    soldOut ||= left === 0;
  }
  return soldOut;
}

async function announceOrder(deps: Deps, placed: PlacedOrder): Promise<void> {
  try {
    await deps.events.publish({
      type: 'order.created',
      orderId: placed.body.id,
      // A phone order nobody's account holds reaches staff only.
      userId: placed.userId == null ? '' : String(placed.userId),
      total: placed.body.total,
      paymentMethod: placed.body.paymentMethod,
      source: placed.takenByStaff ? 'phone' : 'online',
    });
    // Open menus hide a dish once it is finished (docs/orders.md#stock).
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
/** "Send me updates on WhatsApp", where the shop sends there and the phone is a mobile's. */
function wantsWhatsApp(deps: Deps, input: PlaceOrderInput): boolean {
  const { whatsapp } = deps.config.notifications;
  return input.whatsappUpdates && whatsapp !== null && toInternationalNumber(input.phone) !== null;
}

function hashRequest(input: PlaceOrderInput, takenBy: TakenByStaff | undefined): string {
  const { name, phone, address, products, paymentMethod, area, note } = input;
  const { fulfilment, scheduledFor, landmark, riderPhone, code } = input;
  const canonical = JSON.stringify({
    name,
    phone,
    address,
    paymentMethod,
    area: area ?? null,
    fulfilment,
    scheduledFor,
    landmark,
    riderPhone,
    products: products.map((line) => [
      line.id,
      line.qty,
      line.choices.map((choice) => [choice.id, choice.price ?? null]),
      line.note,
    ]),
    note,
    code: normalizeCode(code),
    ...(takenBy && {
      overrideHours: takenBy.overrideHours,
      transfer: takenBy.transfer,
      readyInMinutes: takenBy.readyInMinutes,
    }),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** Staff may turn delivery or pickup off (Settings); an order must take a way still on. */
function refuseFulfilment(settings: Settings, fulfilment: PlaceOrderInput['fulfilment']) {
  if (fulfilment === 'delivery' && !settings.fulfilment.delivery) {
    throw new HttpError(422, messages.deliveryOff);
  }
  if (fulfilment === 'pickup' && !settings.fulfilment.pickup) {
    throw new HttpError(422, messages.pickupOff);
  }
}

/**
 * A slot takes at most the shop's number of orders: counted while holding the slot, so of
 * orders racing for its last place exactly one gets it, on either database.
 */
async function refuseFullSlot(
  trx: Kysely<Database>,
  deps: Deps,
  settings: Settings,
  startsAt: number,
) {
  const { maxPerSlot } = settings.scheduling;
  if (maxPerSlot === null) return;
  await lockSlot(trx, deps.db.dialect, startsAt);
  if ((await countSlotOrders(trx, startsAt)) >= maxPerSlot) {
    throw new HttpError(409, messages.slotFull);
  }
}

/**
 * The delivery area must be one of the shop's, and chosen: a default would quietly charge one
 * area's fee and send the rider to the wrong place. Only a shop that lists no areas needs none.
 */
function deliveryArea(settings: Settings, given: string | undefined) {
  if (!given) {
    if (settings.areas.length > 0) throw new HttpError(422, messages.areaRequired);
    return undefined;
  }
  const wanted = given.toLowerCase();
  const area = settings.areas.find((candidate) => candidate.name.toLowerCase() === wanted);
  if (!area) throw new HttpError(422, messages.unknownArea);
  return area;
}
