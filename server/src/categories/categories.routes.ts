import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryChangeSchema,
  categoryDeleteQuerySchema,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryMoveSchema,
  staffCategoriesSchema,
  staffCategorySchema,
  categoryMessages,
} from '@buka/domain/categories';
import { messageResponseSchema } from '@buka/domain/admin';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import {
  addCategory,
  changeCategory,
  deleteCategory,
  moveCategory,
  staffCategories,
} from './categories.service';

// An id that cannot be one is a category that does not exist.
const notFound = { status: 404, message: categoryMessages.notFound };
const invalidName = { status: 422, message: categoryMessages.nameRequired };

/**
 * Staff keep the shop's categories (docs/api.md#menu): every change tells open menus and the
 * drawn pages to refresh, as a dish's change does.
 */
export async function categoriesRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, events, now } = deps;
  const menuChanged = () => events.publish({ type: 'menu.changed' });

  app.get(
    '/api/admin/categories',
    { schema: { response: { 200: staffCategoriesSchema } }, config: { right: 'menu.edit' } },
    async (request) => {
      requireStaff(request);
      return { categories: await staffCategories(db.kysely) };
    },
  );

  app.post(
    '/api/admin/categories',
    {
      schema: { body: categoryInputSchema, response: { 201: staffCategorySchema } },
      config: { invalid: { body: invalidName }, right: 'menu.edit' },
    },
    async (request, reply) => {
      requireStaff(request);
      const category = await addCategory(db.kysely, request.body, now().getTime());
      await menuChanged();
      return reply.status(201).send(category);
    },
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      schema: {
        params: categoryIdParamsSchema,
        body: categoryChangeSchema,
        response: { 200: staffCategorySchema },
      },
      config: { invalid: { params: notFound, body: invalidName }, right: 'menu.edit' },
    },
    async (request) => {
      requireStaff(request);
      const category = await changeCategory(
        db.kysely,
        request.params.id,
        request.body,
        now().getTime(),
      );
      await menuChanged();
      return category;
    },
  );

  app.post(
    '/api/admin/categories/:id/move',
    {
      schema: {
        params: categoryIdParamsSchema,
        body: categoryMoveSchema,
        response: { 200: staffCategoriesSchema },
      },
      config: { invalid: { params: notFound }, right: 'menu.edit' },
    },
    async (request) => {
      requireStaff(request);
      const categories = await moveCategory(
        db.kysely,
        request.params.id,
        request.body.direction,
        now().getTime(),
      );
      await menuChanged();
      return { categories };
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      schema: {
        params: categoryIdParamsSchema,
        querystring: categoryDeleteQuerySchema,
        response: { 200: messageResponseSchema },
      },
      config: {
        invalid: {
          params: notFound,
          querystring: { status: 422, message: categoryMessages.moveToInvalid },
        },
        right: 'menu.edit',
      },
    },
    async (request) => {
      requireStaff(request);
      await deleteCategory(db.kysely, request.params.id, request.query.moveTo, now().getTime());
      await menuChanged();
      return { message: categoryMessages.deleted };
    },
  );
}
