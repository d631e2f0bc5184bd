import type { Kysely } from 'kysely';
import type { OptionGroup } from '@buka/domain/dish-options';
import type { Database } from '../db/tables';
import { toOptionGroup } from './dish-options.mapper';
import { findChoicesOfGroups, findDishGroupLinks, findGroups } from './dish-options.repository';

/**
 * Each dish's groups with their choices, as the menu, the cart and an order read them (every
 * dish's when no ids are given). Three queries whatever the number of dishes.
 */
export async function loadDishGroups(
  db: Kysely<Database>,
  now: Date,
  foodIds?: readonly number[],
): Promise<Map<number, OptionGroup[]>> {
  const links = await findDishGroupLinks(db, foodIds);
  const groupIds = [...new Set(links.map((link) => link.groupId))];
  // One after the other: inside a transaction they share one connection anyway.
  const groups = await findGroups(db, groupIds);
  const choices = await findChoicesOfGroups(db, groupIds);
  const shown = new Map(groups.map((group) => [group.id, toOptionGroup(group, choices, now)]));
  const byDish = new Map<number, OptionGroup[]>();
  for (const link of links) {
    const group = shown.get(link.groupId);
    if (!group) continue;
    const list = byDish.get(link.foodId) ?? [];
    list.push(group);
    byDish.set(link.foodId, list);
  }
  return byDish;
}
