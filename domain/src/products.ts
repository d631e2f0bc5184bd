import { z } from 'zod';

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  urlParam: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** spec §3: a food item as GET /api/products shows it; price is naira held as a string. */
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
});
export type Food = z.infer<typeof foodSchema>;

export const productsResponseSchema = z.object({ products: z.array(foodSchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
