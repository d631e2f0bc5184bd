import type { Food } from '@buka/domain/products';

export interface MenuFilter {
  /** A category's id; null: every category. */
  categoryId: number | null;
  query: string;
}

export const noFilter: MenuFilter = { categoryId: null, query: '' };

// Customers type "jollof" or "Jollof", and on a phone keyboard sometimes "jóllof".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/**
 * The dishes a customer asked for: of the chosen category, and holding every word of the search
 * in their name or description, in any order ("rice chicken" finds Chicken Fried Rice).
 */
export function filterMenu(foods: readonly Food[], { categoryId, query }: MenuFilter): Food[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return foods.filter((food) => {
    if (categoryId !== null && food.category.id !== categoryId) return false;
    const text = fold(`${food.name} ${food.description}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * The chips: the categories that have a dish on the menu now, once each, in the order staff
 * gave them (a hidden category's dishes never reach the menu); a chip that could only show
 * nothing is left out.
 */
export function menuCategories(foods: readonly Food[]): Food['category'][] {
  const present = new Map(foods.map((food) => [food.category.id, food.category]));
  return [...present.values()].sort((a, b) => a.position - b.position || a.id - b.id);
}
