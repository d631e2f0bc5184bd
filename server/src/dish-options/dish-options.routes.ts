import type { FastifyInstance } from 'fastify';
import { foodIdParamsSchema, idParamsSchema } from '@buka/domain/admin';
import {
  backOnMenuAt,
  choiceUnavailableInputSchema,
  dishGroupsInputSchema,
  optionGroupInputSchema,
  soldOutInputSchema,
  type DishGroupsResponse,
  type OptionChoice,
  type OptionGroupsResponse,
} from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
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

const invalidGroup = { status: 400, message: messages.badRequest };
const groupNotFound = { status: 404, message: messages.groupNotFound };
const foodNotFound = { status: 404, message: messages.foodNotFound };

/**
 * Staff edit the groups of choices and put them on dishes, and mark a dish or a choice finished
 * for today (issue 16). Every change tells open menus to refresh (the menu's cached answer too).
 */
export async function dishOptionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, events, now } = deps;
  const menuChanged = () => events.publish({ type: 'menu.changed' });

  app.get('/api/admin/option-groups', async (request): Promise<OptionGroupsResponse> => {
    requireAdmin(request);
    return { groups: await listAdminGroups(db.kysely, now()) };
  });

  app.post('/api/admin/option-groups', async (request, reply) => {
    requireAdmin(request);
    const input = parseInput(optionGroupInputSchema, request.body, invalidGroup);
    const group = await saveGroup(deps, undefined, input);
    await menuChanged();
    return reply.status(201).send(group);
  });

  app.put('/api/admin/option-groups/:id', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, groupNotFound);
    const input = parseInput(optionGroupInputSchema, request.body, invalidGroup);
    const group = await saveGroup(deps, id, input);
    await menuChanged();
    return group;
  });

  app.delete('/api/admin/option-groups/:id', async (request, reply) => {
    requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, groupNotFound);
    if (!(await removeGroup(db.kysely, id))) throw new HttpError(404, messages.groupNotFound);
    await menuChanged();
    return reply.status(204).send();
  });

  app.put('/api/products/:id/option-groups', async (request): Promise<DishGroupsResponse> => {
    requireAdmin(request);
    const { id } = parseInput(foodIdParamsSchema, request.params, foodNotFound);
    const { groupIds } = parseInput(dishGroupsInputSchema, request.body, invalidGroup);
    await db.kysely.transaction().execute(async (trx) => {
      if (!(await findFood(trx, id))) throw new HttpError(404, messages.foodNotFound);
      const found = await findGroups(trx, groupIds);
      if (found.length !== groupIds.length) throw new HttpError(404, messages.groupNotFound);
      await setDishGroups(trx, id, groupIds);
    });
    await menuChanged();
    const at = now();
    return { fid: id, groups: (await loadDishGroups(db.kysely, at, [id])).get(id) ?? [] };
  });

  // 'Finished for today' lasts until the shop's next opening by its timetable (backOnMenuAt).
  app.put('/api/admin/option-choices/:id/unavailable', async (request): Promise<OptionChoice> => {
    requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, {
      status: 404,
      message: messages.choiceNotFound,
    });
    const { unavailableToday } = parseInput(
      choiceUnavailableInputSchema,
      request.body,
      invalidGroup,
    );
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
  });

  app.put('/api/products/:id/sold-out', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(foodIdParamsSchema, request.params, foodNotFound);
    const { soldOutToday } = parseInput(soldOutInputSchema, request.body, invalidGroup);
    const at = now();
    const until = soldOutToday ? backOnMenuAt(at, await readSettings(db.kysely)).getTime() : null;
    if (!(await setFoodSoldOutUntil(db.kysely, id, until))) {
      throw new HttpError(404, messages.foodNotFound);
    }
    await menuChanged();
    const food = await findFood(db.kysely, id);
    if (!food) throw new HttpError(404, messages.foodNotFound);
    return toFood(food, (await loadDishGroups(db.kysely, at, [id])).get(id) ?? [], at);
  });
}
