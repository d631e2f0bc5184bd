import { dishImageSources, MENU_EAGER_PICTURES, type DishImageSources } from '@buka/domain/images';
import type { ProductsResponse } from '@buka/domain/products';
import type { AppDeps } from '../app-deps';
import { createCachedAnswer } from '../http/cached-answer';
import { loadDishGroups } from '../dish-options/dish-groups';
import { toFood } from './products.mapper';
import { listMenuFoods } from './products.repository';

// A change nothing announces (the database edited by hand) shows within this long.
const MENU_MAX_AGE_MS = 5_000;

/**
 * GET /api/products as every phone asks for it: read once and shared until an event says the
 * menu changed (createCachedAnswer). Made once per process and used by the products route and
 * by the pages drawn from it (server/src/web/).
 */
export function createMenu({ db, events, now }: Pick<AppDeps, 'db' | 'events' | 'now'>) {
  // docs/api.md#storefront-calls: the answer is read as data.products. Dishes with no stock are
  // included: the menu hides them and shows 'No food now' when all are out; staff still see them.
  return createCachedAnswer({
    // A dish marked finished today (or a choice) comes back at the next opening with no event:
    // the answer's few seconds of age (maxAgeMs) are how late it may show.
    load: async () => {
      const at = now();
      const foods = await listMenuFoods(db.kysely);
      const groups = await loadDishGroups(db.kysely, at);
      return { products: foods.map((food) => toFood(food, groups.get(food.id) ?? [], at)) };
    },
    events,
    // Staff edits announce themselves; stock moves with every order placed or canceled. The
    // stock shown may trail an order by a moment: the order itself takes it in a transaction.
    changedBy: (event) =>
      event.type === 'menu.changed' ||
      event.type === 'order.created' ||
      event.type === 'order.updated',
    maxAgeMs: MENU_MAX_AGE_MS,
    // The shop's clock, so a mark lifting at the opening is seen as the clock says (and tests).
    now: () => now().getTime(),
  });
}

export type Menu = ReturnType<typeof createMenu>;

/** The pictures the menu page shows first (its first row on a phone), as the page draws them. */
export function firstMenuPictures({ products }: ProductsResponse): DishImageSources[] {
  // As the menu page picks them: the first dishes in stock, a dish without a picture included.
  return products
    .filter((food) => Boolean(food.stock))
    .slice(0, MENU_EAGER_PICTURES)
    .filter((food) => food.imageURL)
    .map((food) => dishImageSources(food.imageURL));
}
