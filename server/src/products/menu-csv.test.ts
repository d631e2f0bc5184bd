import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopEvent } from '@buka/domain/events';
import {
  DEFAULT_DISH_PICTURE,
  menuImportAnswerSchema,
  menuImportMessages,
  MENU_IMPORT_MAX_ROWS,
} from '@buka/domain/menu-import';
import { productsResponseSchema } from '@buka/domain/products';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

describe.each(testDialects)('the menu as a CSV file on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  const seen: ShopEvent[] = [];

  const menu = async () =>
    productsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    ).products;
  const exported = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/menu.csv',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="menu-/);
    return response.body;
  };
  const send = (csv: string, write: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/menu-import',
      payload: { csv, write },
      headers: bearer(admin),
    });
  const importFile = async (csv: string, write: boolean) => {
    const response = await send(csv, write);
    expect(response.statusCode, response.body).toBe(200);
    return menuImportAnswerSchema.parse(response.json());
  };
  const refusedWith = async (csv: string, message: string | RegExp) => {
    const response = await send(csv, true);
    expect(response.statusCode).toBe(422);
    expect((response.json() as { message: string }).message).toMatch(message);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createTestUser(t.db, { role: 'owner' });
    t.deps.events.subscribe((event) => seen.push(event as ShopEvent));
  });
  afterAll(() => t.close());

  it('exports every dish with its category, price, stock, groups and picture', async () => {
    const lines = (await exported()).split('\r\n');
    expect(lines[0]).toBe(
      'name,category,price (NGN),stock,description,calories,groups of choices,picture',
    );
    const dishes = await menu();
    expect(lines.filter(Boolean)).toHaveLength(dishes.length + 1);
    const jollof = dishes.find((dish) => dish.name === 'Jollof Rice')!;
    const line = lines.find((each) => each.startsWith('Jollof Rice,'))!;
    expect(line).toContain(`,Rice,${jollof.price},${jollof.stock},`);
    for (const group of jollof.optionGroups) expect(line).toContain(group.name);
    expect(line).toMatch(/,\/dishes\/jollof-rice\.webp$/);
  });

  it('takes its own export back unchanged: every row a change of a dish, none refused', async () => {
    const before = await menu();
    const answer = await importFile(await exported(), true);
    expect(answer).toMatchObject({ added: 0, updated: before.length, refused: 0, written: true });
    const after = await menu();
    const shape = (dishes: typeof before) =>
      dishes.map(({ name, price, stock, description, calories, imageURL, category, ...rest }) => ({
        name,
        price,
        stock,
        description,
        calories,
        imageURL,
        category: category.id,
        groups: rest.optionGroups.map((group) => group.id),
      }));
    expect(shape(after)).toEqual(shape(before));
  });

  it('previews a 40-row file without writing, then writes 38 and names the 2 it refused', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Dish ${i + 1},Soup,"₦1,${100 + i}",5,,,,`);
    rows[9] = 'Dish 10,Swallow,1500,5,,,,'; // no such category
    rows[24] = 'Dish 25,Soup,free,5,,,,'; // no price
    const csv = `name,category,price (NGN),stock,description,calories,groups of choices,picture\n${rows.join('\n')}\n`;
    const count = (await menu()).length;

    const preview = await importFile(csv, false);
    expect(preview).toMatchObject({ added: 38, updated: 0, refused: 2, written: false });
    const refused = preview.rows.filter((row) => row.problems.length > 0);
    expect(refused.map((row) => [row.line, row.name])).toEqual([
      [11, 'Dish 10'],
      [26, 'Dish 25'],
    ]);
    expect(refused[0]!.problems[0]).toMatch(/There is no category "Swallow". Use one of: Chicken/);
    expect(refused[1]!.problems).toEqual([menuImportMessages.price]);
    expect(await menu()).toHaveLength(count);

    seen.length = 0;
    const written = await importFile(csv, true);
    expect(written).toMatchObject({ added: 38, refused: 2, written: true });
    const after = await menu();
    expect(after).toHaveLength(count + 38);
    expect(after.map((dish) => dish.name)).not.toContain('Dish 10');
    expect(after.find((dish) => dish.name === 'Dish 3')).toMatchObject({
      price: '1102',
      stock: 5,
      imageURL: DEFAULT_DISH_PICTURE,
      category: { name: 'Soup' },
      optionGroups: [],
    });
    expect(seen).toContainEqual({ type: 'menu.changed' });
  });

  it('changes a dish by its name: empty cells keep what it had, groups are found by name', async () => {
    const before = (await menu()).find((dish) => dish.name === 'Fried Rice')!;
    const answer = await importFile(
      'Name,Category,Price,Groups of choices\nfried rice,rice,"N3,000",Pepper; protein\nChips,Snacks,900,Sauce bar\n',
      true,
    );
    expect(answer.rows).toEqual([
      { line: 2, name: 'fried rice', action: 'update', problems: [] },
      {
        line: 3,
        name: 'Chips',
        action: 'update',
        problems: [menuImportMessages.unknownGroup.replace('{group}', 'Sauce bar')],
      },
    ]);
    const after = (await menu()).find((dish) => dish.id === before.id)!;
    expect(after).toMatchObject({
      name: 'fried rice',
      price: '3000',
      stock: before.stock,
      description: before.description,
      imageURL: before.imageURL,
    });
    expect(after.optionGroups.map((group) => group.name)).toEqual(['Pepper', 'Protein']);
  });

  it('keeps a name that looks like a formula as text out and back', async () => {
    await importFile('name,category,price\n=SUM(1),Snacks,100\n', true);
    const line = (await exported()).split('\r\n').find((each) => each.includes('SUM'));
    expect(line).toMatch(/^'=SUM\(1\),/);
    const again = await importFile(`name,category,price (NGN)\n${line}\n`, false);
    expect(again.rows[0]).toMatchObject({ name: '=SUM(1)', action: 'update', problems: [] });
  });

  it('reads a file saved with semicolons, and names a dish given twice', async () => {
    const answer = await importFile(
      'name;category;price\nAkara;Snacks;500\nakara;Snacks;600\nPuff puff;Snacks;300,5\n',
      false,
    );
    expect(answer.rows.map((row) => row.problems)).toEqual([
      [],
      [menuImportMessages.nameTwice.replace('{line}', '2')],
      [menuImportMessages.price],
    ]);
  });

  it('refuses a file it cannot use whole, in words, and writes nothing', async () => {
    const count = (await menu()).length;
    await refusedWith('', menuImportMessages.empty);
    await refusedWith('name,category,price\n', menuImportMessages.empty);
    await refusedWith('dish,price\nAkara,500\n', menuImportMessages.headings);
    await refusedWith(
      'name,category,price,Price\nAkara,Snacks,500,500\n',
      /two price \(NGN\) columns/,
    );
    await refusedWith(
      'name,category,price\n"Akara,Snacks,500\n',
      /could not be read as CSV \(line/,
    );
    const many = Array.from({ length: MENU_IMPORT_MAX_ROWS + 1 }, (_, i) => `D${i},Soup,100`);
    await refusedWith(`name,category,price\n${many.join('\n')}\n`, menuImportMessages.tooManyRows);
    await refusedWith('x'.repeat(200_001), menuImportMessages.tooBig);
    expect(await menu()).toHaveLength(count);
  });
});
