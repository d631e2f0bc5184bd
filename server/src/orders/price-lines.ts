import type { Kysely } from 'kysely';
import {
  cartLineKey,
  checkSelection,
  choicePriceChangedMessage,
  toChosenChoice,
  unitPriceKobo,
  type PickedChoice,
} from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { nairaToKobo } from '@buka/domain/money';
import type { placeOrderSchema } from '@buka/domain/orders';
import type { z } from 'zod';
import type { Database } from '../db/tables';
import { loadDishGroups } from '../dish-options/dish-groups';
import { HttpError } from '../http/errors';
import { findOrderableFoods } from '../products/products.repository';
import { servedRefusal } from '../products/served-times';

type RequestedLine = z.infer<typeof placeOrderSchema>['products'][number];

/** One line of the order as asked: a dish, its choices and note, how many. */
export interface OrderLine {
  id: number;
  qty: number;
  choiceIds: number[];
  /** The choices' prices as the customer saw them (naira as sent), by choice id. */
  seenPrices: Map<number, string | number>;
  note: string;
  /** The cart line this comes from (cartLineKey), so only that line leaves the cart. */
  key: string;
}

/**
 * The lines as the customer asked, in their order, one per dish, choices and note; the same
 * twice adds up.
 */
export function mergeLines(products: readonly RequestedLine[]): OrderLine[] {
  const byKey = new Map<string, OrderLine>();
  for (const line of products) {
    const choiceIds = line.choices.map((choice) => choice.id);
    const key = cartLineKey(choiceIds, line.note);
    const seen = byKey.get(`${line.id}:${key}`);
    if (seen) {
      seen.qty += line.qty;
      continue;
    }
    const seenPrices = new Map<number, string | number>();
    for (const choice of line.choices) {
      if (choice.price !== undefined) seenPrices.set(choice.id, choice.price);
    }
    byKey.set(`${line.id}:${key}`, {
      id: line.id,
      qty: line.qty,
      choiceIds,
      seenPrices,
      note: line.note,
      key,
    });
  }
  return [...byKey.values()];
}

export interface PricedLine {
  foodId: number;
  name: string;
  /** One portion with its choices. */
  priceKobo: number;
  quantity: number;
  /** JSON of the chosen choices as ordered (domain ChosenChoice[]). */
  choices: string;
  note: string;
}

/**
 * Each line at the server's prices, read in the order's transaction: the dish's price plus its
 * choices', whatever the client says. A dish off the menu or marked finished today refuses the
 * order with 'Food is finished'; a selection the dish does not accept (a required choice
 * missing, too many, a choice of another dish, one unavailable today, one twice) refuses it in
 * the rule's words; a choice whose price the customer saw differently refuses it with the price
 * now, so nobody pays other than what their screen showed. A dish served at some times only
 * refuses an order for a time outside them (`scheduledFor`, else now).
 */
export async function priceLines(
  trx: Kysely<Database>,
  lines: readonly OrderLine[],
  now: Date,
  scheduledFor: Date | null = null,
): Promise<PricedLine[]> {
  const foodIds = [...new Set(lines.map((line) => line.id))];
  const foods = await findOrderableFoods(trx, foodIds);
  const groups = await loadDishGroups(trx, now, foodIds);
  return lines.map((line) => {
    const food = foods.find((candidate) => candidate.id === line.id);
    if (!food || (food.soldOutUntil !== null && now.getTime() < food.soldOutUntil)) {
      throw new HttpError(400, messages.foodFinished);
    }
    const notServed = servedRefusal(food, scheduledFor ?? now, !!scheduledFor);
    if (notServed) throw new HttpError(422, notServed);
    const verdict = checkSelection(food.name, groups.get(food.id) ?? [], line.choiceIds);
    if (!verdict.ok) throw new HttpError(422, verdict.message);
    refuseChangedPrices(verdict.picked, line.seenPrices);
    return {
      foodId: food.id,
      name: food.name,
      priceKobo: unitPriceKobo(food.priceKobo, verdict.picked),
      quantity: line.qty,
      choices: JSON.stringify(verdict.picked.map(toChosenChoice)),
      note: line.note,
    };
  });
}

function refuseChangedPrices(picked: readonly PickedChoice[], seen: Map<number, string | number>) {
  for (const choice of picked) {
    const price = seen.get(choice.id);
    if (price === undefined) continue;
    if (koboOrNull(price) !== choice.priceKobo) {
      throw new HttpError(409, choicePriceChangedMessage(choice.name, choice.priceKobo));
    }
  }
}

// A price that is no amount at all is as wrong as a tampered one.
function koboOrNull(naira: string | number): number | null {
  try {
    return nairaToKobo(naira);
  } catch {
    return null;
  }
}
