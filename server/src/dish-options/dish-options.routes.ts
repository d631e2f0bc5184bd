import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foodIdParamsSchema, idParamsSchema } from '@buka/domain/admin';
import {
  adminOptionGroupSchema,
  backOnMenuAt,
  choiceUnavailableInputSchema,
  dishGroupsInputSchema,
  dishGroupsResponseSchema,
  optionChoiceSchema,
  optionGroupInputSchema,
  optionGroupsResponseSchema,
  soldOutInputSchema,
  type DishGroupsResponse,
  type OptionChoice,
  type OptionGroupsResponse,
} from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { foodSchema } from '@buka/domain/products';
import { toFood } from '../products/products.mapper';
import { findFood } from '../products/products.repository';
import { readSettings } from '../settings/settings.repository';
import { loadDishGroups } from './dish-groups';
import { toOptionGroup } from './dish-options.mapper';
import {
  findChoice,
  findGroups,
  setChoiceUnavailableUntil,
  setDishGroups,
  setFoodSoldOutUntil,
} from './dish-options.repository';
import { listAdminGroups, removeGroup, saveGroup } from './dish-options.service';

// An id that cannot be one is a group, dish or choice that does not exist.
const invalidGroup = { status: 400, message: messages.badRequest };
const groupNotFound = { status: 404, message: messages.groupNotFound };
const foodNotFound = { status: 404, message: messages.foodNotFound };
const choiceNotFound = { status: 404, message: messages.choiceNotFound };

/**
 * Staff edit the groups of choices and put them on dishes, and mark a dish or a choice finished
 * for today. Every change tells open menus to refresh (the menu's cached answer too).
 */
export async function dishOptionsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, events, now } = deps;
  const menuChanged = () => events.publish({ type: 'menu.changed' });

  app.get(
    '/api/admin/option-groups',
    // The groups and their choices, for marking one finished as well as for changing them.
    {
      schema: { response: { 200: optionGroupsResponseSchema } },
      config: { right: 'menu.soldOut' },
    },
    async (request): Promise<OptionGroupsResponse> => {
      requireStaff(request);
      return { groups: await listAdminGroups(db.kysely, now()) };
    },
  );

  app.post(
    '/api/admin/option-groups',
    {
      schema: { body: optionGroupInputSchema, response: { 201: adminOptionGroupSchema } },
      config: { invalid: { body: invalidGroup }, right: 'menu.edit' },
    },
    async (request, reply) => {
      requireStaff(request);
      const group = await saveGroup(deps, undefined, request.body);
      await menuChanged();
      return reply.status(201).send(group);
    },
  );

  app.put(
    '/api/admin/option-groups/:id',
    {
      schema: {
        params: idParamsSchema,
        body: optionGroupInputSchema,
        response: { 200: adminOptionGroupSchema },
      },
      config: { invalid: { params: groupNotFound, body: invalidGroup }, right: 'menu.edit' },
    },
    async (request) => {
      requireStaff(request);
      const group = await saveGroup(deps, request.params.id, request.body);
      await menuChanged();
      return group;
    },
  );

  app.delete(
    '/api/admin/option-groups/:id',
    {
      schema: { params: idParamsSchema, response: { 204: z.undefined() } },
      config: { invalid: { params: groupNotFound }, right: 'menu.edit' },
    },
    async (request, reply) => {
      requireStaff(request);
      if (!(await removeGroup(db.kysely, request.params.id))) {
        throw new HttpError(404, messages.groupNotFound);
      }
      await menuChanged();
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/products/:id/option-groups',
    {
      schema: {
        params: foodIdParamsSchema,
        body: dishGroupsInputSchema,
        response: { 200: dishGroupsResponseSchema },
      },
      config: { invalid: { params: foodNotFound, body: invalidGroup }, right: 'menu.edit' },
    },
    async (request): Promise<DishGroupsResponse> => {
      requireStaff(request);
      const { id } = request.params;
      const { groupIds } = request.body;
      await db.kysely.transaction().execute(async (trx) => {
        if (!(await findFood(trx, id))) throw new HttpError(404, messages.foodNotFound);
        const found = await findGroups(trx, groupIds);
        if (found.length !== groupIds.length) throw new HttpError(404, messages.groupNotFound);
        await setDishGroups(trx, id, groupIds);
      });
      await menuChanged();
      const at = now();
      return { fid: id, groups: (await loadDishGroups(db.kysely, at, [id])).get(id) ?? [] };
    },
  );

  // 'Finished for today' lasts until the shop's next opening by its timetable (backOnMenuAt).
  app.put(
    '/api/admin/option-choices/:id/unavailable',
    {
      schema: {
        params: idParamsSchema,
        body: choiceUnavailableInputSchema,
        response: { 200: optionChoiceSchema },
      },
      config: { invalid: { params: choiceNotFound, body: invalidGroup }, right: 'menu.soldOut' },
    },
    async (request): Promise<OptionChoice> => {
      requireStaff(request);
      const { id } = request.params;
      const { unavailableToday } = request.body;
      const at = now();
      const until = unavailableToday
        ? backOnMenuAt(at, await readSettings(db.kysely)).getTime()
        : null;
      if (!(await setChoiceUnavailableUntil(db.kysely, id, until))) {
        throw new HttpError(404, messages.choiceNotFound);
      }
      await menuChanged();
      const choice = await findChoice(db.kysely, id);
      const [group] = await findGroups(db.kysely, choice ? [choice.groupId] : []);
      const shown = group && choice ? toOptionGroup(group, [choice], at).choices[0] : undefined;
      if (!shown) throw new HttpError(404, messages.choiceNotFound);
      return shown;
    },
  );

  app.put(
    '/api/products/:id/sold-out',
    {
      schema: {
        params: foodIdParamsSchema,
        body: soldOutInputSchema,
        response: { 200: foodSchema },
      },
      config: { invalid: { params: foodNotFound, body: invalidGroup }, right: 'menu.soldOut' },
    },
    async (request) => {
      requireStaff(request);
      const { id } = request.params;
      const { soldOutToday } = request.body;
      const at = now();
      const until = soldOutToday ? backOnMenuAt(at, await readSettings(db.kysely)).getTime() : null;
      if (!(await setFoodSoldOutUntil(db.kysely, id, until))) {
        throw new HttpError(404, messages.foodNotFound);
      }
      await menuChanged();
      const food = await findFood(db.kysely, id);
      if (!food) throw new HttpError(404, messages.foodNotFound);
      return toFood(food, (await loadDishGroups(db.kysely, at, [id])).get(id) ?? [], at);
    },
  );
}
