import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Food } from '@buka/domain/products';
import { adminSessionUser, adminToken, bearer, phone, startSignedIn } from '../fixtures';

// The menu out as a CSV file and back in, as an owner does it on a phone: a 40-row file whose
// two bad rows are named before anything is written, and left out when the rest goes in.

test.use({ ...phone, viewport: { width: 360, height: 740 } });

const batch = `Imported ${Date.now().toString(36)}`;
// A category no shop has: the categories spec adds Swallow to the shared shop.
const noCategory = `Nowhere ${Date.now().toString(36)}`;

test.afterAll(async ({ request }) => {
  // The dishes this test added leave the shared shop's menu again.
  const headers = bearer(await adminToken(request));
  const { products } = (await (await request.get('/api/products')).json()) as {
    products: Food[];
  };
  for (const dish of products.filter((each) => each.name.startsWith(batch))) {
    await request.delete(`/api/products/${dish.id}`, { headers });
  }
});

test('staff export the menu, and import 40 dishes of which two are refused and named', async ({
  page,
}) => {
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/menu');
  await page.getByRole('link', { name: 'Import or export' }).click();
  await expect(page.getByRole('heading', { name: 'Import or export the menu' })).toBeVisible();

  // The export is a CSV file with the columns an import reads, and the sample dishes.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the menu as CSV' }).click();
  const file = await (await download).path();
  const exported = await readFile(file, 'utf8');
  expect(exported.split('\r\n')[0]).toBe(
    'name,category,price (NGN),stock,description,calories,groups of choices,picture',
  );
  expect(exported).toContain('Jollof Rice,Rice,');

  const rows = Array.from(
    { length: 40 },
    (_, i) => `${batch} ${i + 1},Soup,"₦1,${100 + i}",10,A test dish,,,`,
  );
  rows[6] = `${batch} 7,${noCategory},1500,10,,,,`;
  rows[31] = `${batch} 32,Soup,free,10,,,,`;
  await page.getByLabel('CSV file').setInputFiles({
    name: 'new-menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `name,category,price (NGN),stock,description,calories,groups of choices,picture\n${rows.join('\n')}\n`,
    ),
  });

  // The preview: what would be written, and each refused row by its line and name.
  await expect(
    page.getByText('new-menu.csv: 38 dishes to add, 0 dishes to change, 2 rows refused.'),
  ).toBeVisible();
  const refused = page.getByRole('listitem').filter({ hasText: /^Line (8|33):/ });
  await expect(refused).toHaveCount(2);
  await expect(refused.nth(0)).toContainText(`Line 8: ${batch} 7`);
  await expect(refused.nth(0)).toContainText(`There is no category "${noCategory}"`);
  await expect(refused.nth(1)).toContainText(`Line 33: ${batch} 32`);
  await expect(refused.nth(1)).toContainText('The price must be an amount of naira above 0');
  // Nothing is on the menu yet.
  const before = (await (await page.request.get('/api/products')).json()) as { products: Food[] };
  expect(before.products.filter((dish) => dish.name.startsWith(batch))).toHaveLength(0);

  await page.getByRole('button', { name: 'Import 38 dishes' }).click();
  await expect(
    page.getByText(
      'Imported from new-menu.csv: 38 dishes added, 0 dishes changed, 2 rows refused.',
    ),
  ).toBeVisible();

  // The customers' menu shows them, with the plate picture until staff upload one.
  await page.goto('/admin/menu');
  await page.getByLabel('Search food').fill(`${batch} 3`);
  await expect(page.getByText(`${batch} 3`, { exact: true })).toBeVisible();
  const after = (await (await page.request.get('/api/products')).json()) as { products: Food[] };
  const added = after.products.filter((dish) => dish.name.startsWith(batch));
  expect(added).toHaveLength(38);
  expect(added.map((dish) => dish.name)).not.toContain(`${batch} 7`);
  expect(added.find((dish) => dish.name === `${batch} 3`)).toMatchObject({
    price: '1102',
    stock: 10,
    imageURL: '/dishes/plate.webp',
    category: { name: 'Soup' },
  });
});
