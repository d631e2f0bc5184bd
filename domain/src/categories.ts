import { z } from 'zod';
import { idSchema } from './ids';

// The shop's own categories (docs/decisions/0017-the-shops-own-categories.md): staff add, rename,
// order, hide and delete them; the list below is only what a new shop starts with.

/**
 * Staff's words about categories (docs/messages.md): only the staff page and the server read
 * them, so the customers' pages do not carry them.
 */
export const categoryMessages = {
  nameRequired: 'Please give the category a name',
  nameTooLong: 'A category name can be at most 40 characters',
  nameTaken: 'There is already a category named “{name}”',
  notFound: 'This category no longer exists',
  hasDishes:
    '{name} still holds {count} dishes. Choose the category they move to before deleting it',
  moveToInvalid: 'Choose another of the categories for its dishes',
  deleted: 'Category deleted',
} as const;
const messages = categoryMessages;

export interface StartingCategory {
  id: number;
  name: string;
  urlParam: string;
}

/** docs/screens.md#sample-menu: the eight fixed categories, then those the sample menu also uses. */
export const startingCategories: readonly StartingCategory[] = [
  { id: 1, name: 'Chicken', urlParam: 'chicken' },
  { id: 2, name: 'Fruits', urlParam: 'fruits' },
  { id: 3, name: 'Soft Drinks', urlParam: 'drinks' },
  { id: 4, name: 'Desserts', urlParam: 'desserts' },
  { id: 5, name: 'Icecreams', urlParam: 'icecreams' },
  { id: 6, name: 'Fish', urlParam: 'fish' },
  { id: 7, name: 'Rice', urlParam: 'rice' },
  { id: 8, name: 'Curry', urlParam: 'curry' },
  { id: 9, name: 'Soup', urlParam: 'soup' },
  { id: 10, name: 'Sauce', urlParam: 'sauce' },
  { id: 11, name: 'Snacks', urlParam: 'snacks' },
  { id: 12, name: 'Salad', urlParam: 'salad' },
];

export const CATEGORY_NAME_MAX = 40;
const SLUG_MAX = 40;

/** Spaces inside a name are kept as one, so 'Rice  Dishes' and 'Rice Dishes' are one name. */
export function tidyCategoryName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names are the same when they differ only in case or spacing ('swallow' is 'Swallow'). */
export function sameCategoryName(a: string, b: string): boolean {
  return tidyCategoryName(a).toLowerCase() === tidyCategoryName(b).toLowerCase();
}

/**
 * The address word of a new category (/menu?category=…): the name in plain ASCII letters and
 * digits joined by '-', accents dropped ('Ẹ̀fọ́ Rírò' → 'efo-riro'); 'category' when nothing is left
 * (a name in another script); '-2', '-3'… after a word already taken, by any category ever made.
 */
export function categorySlug(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, SLUG_MAX)
      .replace(/-+$/, '') || 'category';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const categoryNameSchema = z
  .string({ error: messages.nameRequired })
  .transform(tidyCategoryName)
  .pipe(z.string().min(1, messages.nameRequired).max(CATEGORY_NAME_MAX, messages.nameTooLong));

/** POST /api/admin/categories */
export const categoryInputSchema = z.object({ name: categoryNameSchema });
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** PATCH /api/admin/categories/:id: a new name, hidden or shown, or both. */
export const categoryChangeSchema = z
  .object({ name: categoryNameSchema.optional(), hidden: z.boolean().optional() })
  .refine((change) => change.name !== undefined || change.hidden !== undefined, {
    message: messages.nameRequired,
  });
export type CategoryChange = z.infer<typeof categoryChangeSchema>;

/** POST /api/admin/categories/:id/move: one place up or down the menu. */
export const categoryMoveSchema = z.object({ direction: z.enum(['up', 'down']) });

export const categoryIdParamsSchema = z.object({ id: idSchema });

/** DELETE /api/admin/categories/:id?moveTo=…: where its dishes go, needed when it has some. */
export const categoryDeleteQuerySchema = z.object({ moveTo: idSchema.optional() });

/** A category as staff see it: hidden ones too, and how many dishes each holds. */
export const staffCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  urlParam: z.string(),
  position: z.number(),
  hidden: z.boolean(),
  dishes: z.number(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const staffCategoriesSchema = z.object({ categories: z.array(staffCategorySchema) });
export type StaffCategories = z.infer<typeof staffCategoriesSchema>;
