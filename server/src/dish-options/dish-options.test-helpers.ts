import type { AdminOptionGroup, OptionGroupInput } from '@buka/domain/dish-options';
import { adminOptionGroupSchema } from '@buka/domain/dish-options';
import { bearer, type TestApp } from '../test/test-app';

/** Creates a group through the staff call and puts it on these dishes (after their own). */
export async function createGroup(
  t: TestApp,
  admin: { token: string },
  input: OptionGroupInput,
  dishIds: number[] = [],
): Promise<AdminOptionGroup> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/option-groups',
    headers: bearer(admin),
    payload: input,
  });
  if (created.statusCode !== 201) throw new Error(`group not created: ${created.body}`);
  const group = adminOptionGroupSchema.parse(created.json());
  for (const dishId of dishIds) {
    const links = await t.db.kysely
      .selectFrom('foodOptionGroups')
      .select('groupId')
      .where('foodId', '=', dishId)
      .orderBy('position')
      .execute();
    const attached = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${dishId}/option-groups`,
      headers: bearer(admin),
      payload: { groupIds: [...links.map((link) => link.groupId), group.id] },
    });
    if (attached.statusCode !== 200) throw new Error(`group not attached: ${attached.body}`);
  }
  return group;
}

/** The id of a group's choice by its name. */
export function choiceId(group: AdminOptionGroup, name: string): number {
  const choice = group.choices.find((candidate) => candidate.name === name);
  if (!choice) throw new Error(`no choice ${name}`);
  return choice.id;
}

/** A dish with no groups of its own yet: the tests' dishes start bare. */
export async function clearDishGroups(t: TestApp, dishIds: number[]): Promise<void> {
  await t.db.kysely.deleteFrom('foodOptionGroups').where('foodId', 'in', dishIds).execute();
}

type ChoiceInput = OptionGroupInput['choices'][number];

/**
 * The tests' usual required group: Chicken at ₦1,500 and Beef at ₦1,000 (prices the tests'
 * sums are written from), plus any more choices a test needs.
 */
export function proteinGroup(...more: ChoiceInput[]): OptionGroupInput {
  return {
    name: 'Protein',
    required: true,
    choices: [{ name: 'Chicken', price: 1500 }, { name: 'Beef', price: 1000 }, ...more],
  };
}

/** The tests' usual optional group: up to two of Plantain at ₦500 and a second side. */
export function extrasGroup(second: ChoiceInput = { name: 'Egg', price: 300 }): OptionGroupInput {
  return { name: 'Extras', max: 2, choices: [{ name: 'Plantain', price: 500 }, second] };
}
