import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { foodIdParamsSchema, foodInputSchema, messageResponseSchema } from '@buka/domain/admin';
import { foodSchema, productsResponseSchema } from '@buka/domain/products';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { releaseImage } from '../uploads/uploads.service';
import { loadDishGroups } from '../dish-options/dish-groups';
import { toFood } from './products.mapper';
import { insertFood, softDeleteFood, updateFood } from './products-admin.repository';
import { findLiveCategory } from '../categories/categories.repository';
import { findFood, listFoods, type FoodWithCategory } from './products.repository';

const invalidFood = { status: 422, message: messages.fillAllFields };
// An id that cannot be one is a food that does not exist.
const notFound = { status: 404, message: messages.foodNotFound };

/** Staff add, edit and delete food (docs/api.md#staff); every change tells open menus to refresh. */
export async function productsAdminRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, events, now } = deps;

  async function foodOrNotFound(id: number) {
    const food = await findFood(db.kysely, id);
    if (!food) throw new HttpError(404, messages.foodNotFound);
    return food;
  }

  async function shown(food: FoodWithCategory) {
    const at = now();
    const groups = await loadDishGroups(db.kysely, at, [food.id]);
    return toFood(food, groups.get(food.id) ?? [], at);
  }

  // A dish goes into one of the shop's categories, a hidden one too (it shows when shown).
  async function refuseUnknownCategory(categoryId: number) {
    if (!(await findLiveCategory(db.kysely, categoryId))) {
      throw new HttpError(422, messages.unknownCategory);
    }
  }

  // Every dish, those of hidden categories too: what staff edit (customers get GET /api/products).
  app.get(
    '/api/admin/products',
    { schema: { response: { 200: productsResponseSchema } }, config: { right: 'menu.edit' } },
    async (request) => {
      requireStaff(request);
      const at = now();
      const [foods, groups] = await Promise.all([
        listFoods(db.kysely),
        loadDishGroups(db.kysely, at),
      ]);
      return { products: foods.map((food) => toFood(food, groups.get(food.id) ?? [], at)) };
    },
  );

  app.post(
    '/api/products',
    {
      schema: { body: foodInputSchema, response: { 201: foodSchema } },
      config: { invalid: { body: invalidFood }, right: 'menu.edit' },
    },
    async (request, reply) => {
      requireStaff(request);
      await refuseUnknownCategory(request.body.categoryId);
      const id = await insertFood(db.kysely, request.body, now().getTime());
      const food = await foodOrNotFound(id);
      await events.publish({ type: 'menu.changed' });
      return reply.status(201).send(await shown(food));
    },
  );

  app.put(
    '/api/products/:id',
    {
      schema: { params: foodIdParamsSchema, body: foodInputSchema, response: { 200: foodSchema } },
      config: { invalid: { params: notFound, body: invalidFood }, right: 'menu.edit' },
    },
    async (request) => {
      requireStaff(request);
      const { id } = request.params;
      const input = request.body;
      const before = await foodOrNotFound(id);
      await refuseUnknownCategory(input.categoryId);
      if (!(await updateFood(db.kysely, id, input, now().getTime()))) {
        throw new HttpError(404, messages.foodNotFound);
      }
      const food = await foodOrNotFound(id);
      await events.publish({ type: 'menu.changed' });
      if (before.imageUrl !== food.imageUrl) await releaseImage(deps, before.imageUrl);
      return shown(food);
    },
  );

  // Soft delete: carts and past orders keep their lines.
  app.delete(
    '/api/products/:id',
    {
      schema: { params: foodIdParamsSchema, response: { 200: messageResponseSchema } },
      config: { invalid: { params: notFound }, right: 'menu.edit' },
    },
    async (request) => {
      requireStaff(request);
      const { id } = request.params;
      if (!(await softDeleteFood(db.kysely, id, now().getTime()))) {
        throw new HttpError(404, messages.foodNotFound);
      }
      await events.publish({ type: 'menu.changed' });
      return { message: messages.foodDeleted };
    },
  );
}
