import { isMarkedToday } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { planOrderAgain, type DishNow, type OrderAgainResponse } from '@buka/domain/order-again';
import type { AppDeps } from '../app-deps';
import { listCartLines, putCartLine } from '../cart/cart.repository';
import { showCartLines } from '../cart/cart.service';
import { loadDishGroups } from '../dish-options/dish-groups';
import { HttpError } from '../http/errors';
import { findOrderableFoods } from '../products/products.repository';
import { readSettings } from '../settings/settings.repository';
import { readStoredChoices } from './orders.mapper';
import { findOrder } from './orders.repository';

/**
 * POST /api/orders/:id/again (docs/orders.md#ordering-again): the customer's own past order goes
 * back in their cart, in one transaction, as far as the menu, the stock and the shop's limits
 * allow today; the answer is the cart afterwards and every way it differs from the order.
 */
export async function orderAgain(
  { db, now: clock }: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  orderId: number,
): Promise<OrderAgainResponse> {
  const now = clock();
  return db.kysely.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId);
    if (!order || order.userId !== userId) throw new HttpError(404, messages.orderNotFound);
    const foodIds = [...new Set(order.items.map((item) => item.foodId))];
    const foods = await findOrderableFoods(trx, foodIds);
    const groups = await loadDishGroups(trx, now, foodIds);
    const dishes = new Map<number, DishNow>(
      foods.map((food) => [
        food.id,
        {
          name: food.name,
          priceKobo: food.priceKobo,
          stock: food.stock,
          soldOut: food.stock <= 0 || isMarkedToday(food.soldOutUntil, now),
          groups: groups.get(food.id) ?? [],
        },
      ]),
    );
    const pastLines = order.items.map((item) => ({
      foodId: item.foodId,
      name: item.name,
      priceKobo: item.priceKobo,
      quantity: item.quantity,
      choices: readStoredChoices(item.choices),
      note: item.note,
    }));
    const { orderLimits } = await readSettings(trx);
    const plan = planOrderAgain(pastLines, dishes, await listCartLines(trx, userId), orderLimits);
    for (const line of plan.put) {
      await putCartLine(trx, {
        userId,
        foodId: line.foodId,
        createdAt: now.getTime(),
        choiceKey: line.choiceKey,
        note: line.note,
        qty: line.qty,
      });
    }
    const items = await showCartLines(trx, await listCartLines(trx, userId), now);
    return { added: plan.placed, items, changes: plan.changes };
  });
}
