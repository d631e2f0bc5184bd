import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOptionGroupSchema,
  dishGroupsResponseSchema,
  optionGroupsResponseSchema,
} from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { productsResponseSchema } from '@buka/domain/products';
import { OPEN_AT } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { clearDishGroups, createGroup } from './dish-options.test-helpers';

const JOLLOF = 101;
const FRIED_RICE = 102;

describe.each(testDialects)('staff groups of choices on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  let customer: { token: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
    admin = await createTestUser(t.db, { role: 'owner' });
    customer = await createTestUser(t.db);
    await clearDishGroups(t, [JOLLOF, FRIED_RICE]);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    who = admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(who),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const menuDish = async (id: number) =>
    productsResponseSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/products' })).json())
      .products.find((food) => food.id === id);

  it('creates a group, reuses it on a second dish, edits it and the menu shows it at once', async () => {
    const group = await createGroup(
      t,
      admin,
      {
        name: 'Protein',
        required: true,
        choices: [
          { name: 'Beef', price: 1000 },
          { name: 'Chicken', price: '1500' },
        ],
      },
      [JOLLOF, FRIED_RICE],
    );
    expect(group).toMatchObject({ name: 'Protein', required: true, min: 1, max: 1 });
    // The menu answer is cached: the change must reach it.
    expect((await menuDish(FRIED_RICE))?.optionGroups.map((g) => g.name)).toEqual(['Protein']);

    const listed = optionGroupsResponseSchema.parse(
      (await call('GET', '/api/admin/option-groups')).json(),
    );
    expect(listed.groups.find((g) => g.id === group.id)?.dishIds.sort()).toEqual([
      JOLLOF,
      FRIED_RICE,
    ]);

    const beef = group.choices[0]!;
    const edited = await call('PUT', `/api/admin/option-groups/${group.id}`, {
      name: 'Protein',
      required: true,
      choices: [
        { id: beef.id, name: 'Beef', price: 1200 },
        { name: 'Goat meat', price: 2000 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const after = adminOptionGroupSchema.parse(edited.json());
    expect(after.choices.map((c) => [c.name, c.price])).toEqual([
      ['Beef', '1200'],
      ['Goat meat', '2000'],
    ]);
    expect(after.choices[0]!.id).toBe(beef.id);
    expect((await menuDish(JOLLOF))?.optionGroups[0]?.choices.map((c) => c.name)).toEqual([
      'Beef',
      'Goat meat',
    ]);

    const marked = await call('PUT', `/api/admin/option-choices/${beef.id}/unavailable`, {
      unavailableToday: true,
    });
    expect(marked.json()).toMatchObject({ id: beef.id, unavailableToday: true });
    expect((await menuDish(FRIED_RICE))?.optionGroups[0]?.choices[0]?.unavailableToday).toBe(true);

    const detached = await call('PUT', `/api/products/${FRIED_RICE}/option-groups`, {
      groupIds: [],
    });
    expect(dishGroupsResponseSchema.parse(detached.json())).toEqual({
      fid: FRIED_RICE,
      groups: [],
    });
    expect((await menuDish(FRIED_RICE))?.optionGroups).toEqual([]);

    expect((await call('DELETE', `/api/admin/option-groups/${group.id}`)).statusCode).toBe(204);
    expect((await menuDish(JOLLOF))?.optionGroups).toEqual([]);
    expect((await call('DELETE', `/api/admin/option-groups/${group.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: '', choices: [{ name: 'A', price: 0 }] }, messages.groupNameRequired],
    [{ name: 'Size', choices: [] }, messages.groupNeedsChoice],
    [{ name: 'Size', max: 2, choices: [{ name: 'A', price: 0 }] }, messages.groupMaxOverChoices],
    [{ name: 'Size', choices: [{ name: 'A', price: -5 }] }, messages.choicePriceInvalid],
    [{ name: 'Size', choices: 'many' }, messages.badRequest],
    [[1, 2], messages.badRequest],
  ])('refuses %j in words, saving nothing', async (payload, message) => {
    const before = (await call('GET', '/api/admin/option-groups')).json();
    const response = await call('POST', '/api/admin/option-groups', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await call('GET', '/api/admin/option-groups')).json()).toEqual(before);
  });

  it('answers 404 for what is not there and 403 to a customer, never a 500', async () => {
    const group = await createGroup(t, admin, {
      name: 'Sauce',
      choices: [{ name: 'Ata', price: 0 }],
    });
    const cases = [
      await call('PUT', `/api/admin/option-groups/999999`, {
        name: 'X',
        choices: [{ name: 'A', price: 0 }],
      }),
      await call('PUT', `/api/admin/option-groups/abc`, {
        name: 'X',
        choices: [{ name: 'A', price: 0 }],
      }),
      await call('PUT', `/api/products/999/option-groups`, { groupIds: [group.id] }),
      await call('PUT', `/api/products/${JOLLOF}/option-groups`, { groupIds: [999999] }),
      await call('PUT', `/api/admin/option-choices/999999/unavailable`, { unavailableToday: true }),
      await call('PUT', `/api/products/999/sold-out`, { soldOutToday: true }),
    ];
    expect(cases.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const twice = await call('PUT', `/api/products/${JOLLOF}/option-groups`, {
      groupIds: [group.id, group.id],
    });
    expect(twice.json()).toEqual({ message: messages.groupTwiceOnDish });
    expect((await call('GET', '/api/admin/option-groups', undefined, customer)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/products/${JOLLOF}/sold-out`, { soldOutToday: true }, customer))
        .statusCode,
    ).toBe(403);
  });
});
