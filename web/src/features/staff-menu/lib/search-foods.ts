import type { Food } from '@buka/domain/products';

/** docs/screens.md#staff-area Admin Menu: by name, any case, anywhere in the name. */
export function searchFoods(foods: Food[], text: string): Food[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return foods;
  return foods.filter((food) => food.name.toLocaleLowerCase().includes(wanted));
}
