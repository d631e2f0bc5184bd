import { isMarkedToday, type OptionGroup } from '@buka/domain/dish-options';
import type { Food } from '@buka/domain/products';
import { koboToNairaString } from '@buka/domain/money';
import type { FoodWithCategory } from './products.repository';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * docs/api.md#shapes: price as a string of naira, the category as an object, qty 1 for a new cart
 * line; with its groups of choices and whether staff marked it finished for today (as of `now`).
 */
export function toFood(row: FoodWithCategory, optionGroups: OptionGroup[], now: Date): Food {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: koboToNairaString(row.priceKobo),
    imageURL: row.imageUrl,
    calories: row.calories,
    stock: row.stock,
    qty: 1,
    category: {
      id: row.categoryId,
      name: row.categoryName,
      urlParam: row.categoryUrlParam,
      position: row.categoryPosition,
      createdAt: iso(row.categoryCreatedAt),
      updatedAt: iso(row.categoryUpdatedAt),
      availableFrom: row.categoryAvailableFrom,
      availableUntil: row.categoryAvailableUntil,
    },
    optionGroups,
    soldOutToday: isMarkedToday(row.soldOutUntil, now),
    availableFrom: row.availableFrom,
    availableUntil: row.availableUntil,
  };
}
