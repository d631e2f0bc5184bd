import { foodInputSchema } from '@buka/domain/admin';
import type { Food } from '@buka/domain/products';
import type { FoodDraft } from '../api/save-food';
import { say } from '../../../shared/i18n/i18n';

export const emptyDraft: FoodDraft = {
  name: '',
  description: '',
  price: '',
  calories: '',
  stock: '',
  imageURL: '',
  categoryId: '',
  availableFrom: '',
  availableUntil: '',
};

export function draftFromFood(food: Food): FoodDraft {
  return {
    name: food.name,
    description: food.description,
    price: food.price,
    calories: food.calories,
    stock: String(food.stock),
    imageURL: food.imageURL,
    categoryId: String(food.category.id),
    availableFrom: food.availableFrom ?? '',
    availableUntil: food.availableUntil ?? '',
  };
}

/** docs/server-rules.md#validation: price and quantity take only numbers; what else is typed is refused as it comes. */
export function isNumberAsTyped(text: string, field: 'price' | 'stock'): boolean {
  return field === 'price' ? /^\d*(\.\d{0,2})?$/.test(text) : /^\d*$/.test(text);
}

export type DraftCheck = { ok: true } | { ok: false; field: keyof FoodDraft; message: string };

/**
 * The server's own rules (domain/admin.ts), checked before sending so the answer comes at once:
 * a missing name, price, image or category is 'Please fill all fields before saving
 * product'; a price or quantity that is not a number is 'Please enter a valid number'.
 */
export function checkDraft(draft: FoodDraft): DraftCheck {
  const parsed = foodInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true };
  const issue = parsed.error.issues[0];
  const field = (issue?.path[0] ?? 'name') as keyof FoodDraft;
  return { ok: false, field, message: issue ? say(issue.message) : 'Please check the form' };
}
