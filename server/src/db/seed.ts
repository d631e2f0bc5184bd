import { startingCategories } from '@buka/domain/categories';
import { defaultSettings } from '@buka/domain/settings';
import type { Db } from './database';

// docs/screens.md#sample-menu: the built-in sample menu, ids 101–110, stock between 5 and 20.
export const sampleMenu = [
  {
    id: 101,
    name: 'Jollof Rice',
    naira: 5000,
    stock: 20,
    categoryId: 7,
    picture: 'jollof-rice',
    calories: '520',
    description:
      'Smoky party jollof cooked in a rich tomato and pepper base, served with fried plantain.',
  },
  {
    id: 102,
    name: 'Fried Rice',
    naira: 5000,
    stock: 18,
    categoryId: 7,
    picture: 'fried-rice',
    calories: '480',
    description: 'Nigerian fried rice with mixed vegetables, liver and shrimps.',
  },
  {
    id: 103,
    name: 'White Rice & Stew',
    naira: 4500,
    stock: 15,
    categoryId: 7,
    picture: 'white-rice-stew',
    calories: '450',
    description: 'Fluffy white rice with our red tomato stew and a piece of beef.',
  },
  {
    id: 104,
    name: 'Chicken (Grilled)',
    naira: 7000,
    stock: 12,
    categoryId: 1,
    picture: 'grilled-chicken',
    calories: '410',
    description: 'A quarter chicken marinated in suya spice and grilled over charcoal.',
  },
  {
    id: 105,
    name: 'Fish Pepper Soup',
    naira: 6000,
    stock: 10,
    categoryId: 9,
    picture: 'fish-pepper-soup',
    calories: '300',
    description: 'Hot catfish pepper soup with uziza and scent leaves.',
  },
  {
    id: 106,
    name: 'Egg Sauce',
    naira: 3000,
    stock: 14,
    categoryId: 10,
    picture: 'egg-sauce',
    calories: '280',
    description: 'Scrambled eggs in a tomato and onion sauce, lovely with yam or bread.',
  },
  {
    id: 107,
    name: 'Waina (Masa)',
    naira: 2500,
    stock: 16,
    categoryId: 11,
    picture: 'waina',
    calories: '350',
    description: 'Soft rice cakes from the north, served with yaji pepper.',
  },
  {
    id: 108,
    name: 'Salad',
    naira: 2000,
    stock: 8,
    categoryId: 12,
    picture: 'salad',
    calories: '150',
    description: 'Fresh lettuce, cabbage, carrots, tomatoes, egg and sweet corn.',
  },
  {
    id: 109,
    name: 'Chips',
    naira: 1500,
    stock: 20,
    categoryId: 11,
    picture: 'chips',
    calories: '365',
    description: 'Crispy potato chips, lightly salted.',
  },
  {
    id: 110,
    name: 'Goat Meat Pepper Soup',
    naira: 8000,
    stock: 5,
    categoryId: 9,
    picture: 'goat-meat-pepper-soup',
    calories: '390',
    description: 'Tender goat meat in a spicy, aromatic pepper soup.',
  },
] as const;

/**
 * The sample menu's groups of choices, as a Nigerian menu writes them. None is
 * required: every sample dish still goes in the cart with one tap (`{ fid }` alone,
 * docs/api.md#cart), and the choices add to it.
 */
export const sampleGroups = [
  {
    name: 'Protein',
    max: 1,
    dishes: [101, 102, 103],
    choices: [
      ['Chicken', 1500],
      ['Beef', 1000],
      ['Fish', 1800],
      ['Goat meat', 2000],
    ],
  },
  {
    name: 'Extras',
    max: 3,
    dishes: [101, 102, 103],
    choices: [
      ['Fried plantain (dodo)', 500],
      ['Moi moi', 700],
      ['Boiled egg', 300],
      ['Coleslaw', 400],
    ],
  },
  {
    name: 'Size',
    max: 1,
    dishes: [105, 110],
    choices: [
      ['Regular bowl', 0],
      ['Large bowl', 2500],
    ],
  },
  {
    name: 'Pepper',
    max: 1,
    dishes: [101, 102, 103, 105, 110],
    choices: [
      ['Less pepper', 0],
      ['Extra hot', 0],
    ],
  },
] as const;

/**
 * First start: the starting categories, the sample menu and default settings, stamped with the shop's
 * clock (deps.now). Later starts add nothing.
 */
export async function seed(db: Db, clock: () => Date): Promise<void> {
  const now = clock().getTime();
  await db.kysely.transaction().execute(async (trx) => {
    // A new shop starts with the spec's categories; after that the list is the staff's own.
    const anyCategory = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (!anyCategory) {
      await trx
        .insertInto('categories')
        .values(
          startingCategories.map((category) => ({
            ...category,
            position: category.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        // Two processes starting on a new PostgreSQL database both find it empty: the second
        // waits here for the first's rows, then adds none (and finds its sample menu below).
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    await trx
      .insertInto('settings')
      .values({ id: 1, value: JSON.stringify(defaultSettings) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    const anyFood = await trx.selectFrom('foods').select('id').limit(1).executeTakeFirst();
    if (anyFood) return;
    await trx
      .insertInto('foods')
      .values(
        sampleMenu.map((dish) => ({
          id: dish.id,
          name: dish.name,
          description: dish.description,
          priceKobo: dish.naira * 100,
          imageUrl: `/dishes/${dish.picture}.webp`,
          calories: dish.calories,
          stock: dish.stock,
          categoryId: dish.categoryId,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        })),
      )
      .execute();
    const groupOrder = new Map<number, number>();
    for (const group of sampleGroups) {
      const { id: groupId } = await trx
        .insertInto('optionGroups')
        .values({
          name: group.name,
          minChoices: 0,
          maxChoices: group.max,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('optionChoices')
        .values(
          group.choices.map(([name, naira], position) => ({
            groupId,
            name,
            priceKobo: naira * 100,
            position,
            unavailableUntil: null,
          })),
        )
        .execute();
      for (const foodId of group.dishes) {
        const position = groupOrder.get(foodId) ?? 0;
        groupOrder.set(foodId, position + 1);
        await trx.insertInto('foodOptionGroups').values({ foodId, groupId, position }).execute();
      }
    }
  });
}
