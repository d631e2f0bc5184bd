import { z } from 'zod';
import { optionGroupSchema } from './dish-options';

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  urlParam: z.string(),
  /** Where its chip stands on the menu: staff order the categories (lowest first). */
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Served from / until these times of day only ('07:00', '11:00'); null or absent: no limit. */
  availableFrom: z.string().nullish(),
  availableUntil: z.string().nullish(),
});

/** docs/api.md#shapes: a food item as GET /api/products shows it; price is naira held as a string. */
export const foodSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  imageURL: z.string(),
  calories: z.string(),
  stock: z.number(),
  qty: z.number(),
  category: categorySchema,
  /** Its groups of choices in the order the menu shows them; [] for a one-tap dish. */
  optionGroups: z.array(optionGroupSchema),
  /** Marked finished by staff until the shop's next opening (stock is kept as it was). */
  soldOutToday: z.boolean(),
  /** Served from / until these times of day only, within its category's (dish-times.ts). */
  availableFrom: z.string().nullish(),
  availableUntil: z.string().nullish(),
});
export type Food = z.infer<typeof foodSchema>;

export const productsResponseSchema = z.object({ products: z.array(foodSchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
