import type { Food } from '@buka/domain/products';

/**
 * docs/orders.md#stock: a dish with no stock is not shown to customers, nor one staff marked sold
 * out today: the menu, the home page's favourites and the cards all ask this one question.
 */
export function isOnMenuNow(food: Pick<Food, 'stock' | 'soldOutToday'>): boolean {
  return Boolean(food.stock) && !food.soldOutToday;
}
