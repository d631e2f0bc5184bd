import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { StaffCategories, StaffCategory } from '@buka/domain/categories';
import { messages } from '@buka/domain/messages';
import { adminSessionUser, adminToken, bearer, skipWelcomeCard, startSignedIn } from '../fixtures';

// The shop's own categories (docs/screens.md#staff-area): staff add one and a dish in it, and a
// customer finds it on the menu; a hidden one leaves the menu. Only categories of their own are
// changed here: the other tests share the shop and its sample categories.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const listPage = '/admin/menu/categories';

async function categories(request: APIRequestContext): Promise<StaffCategory[]> {
  const response = await request.get('/api/admin/categories', {
    headers: bearer(await adminToken(request)),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as StaffCategories).categories;
}

async function changeCategory(request: APIRequestContext, id: number, change: object) {
  const response = await request.patch(`/api/admin/categories/${id}`, {
    headers: bearer(await adminToken(request)),
    data: change,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openAsAdmin(page: Page, path: string) {
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto(path);
}

/** A real picture, made here: the server checks the content, not the name. */
function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 230, b: 200 } },
  })
    .png()
    .toBuffer();
}

const categoryRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Categories' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

test('staff add a Swallow category and a dish in it, and a customer finds both on the menu', async ({
  page,
  browser,
}) => {
  test.slow();
  // A retry finds the first attempt's Swallow: it is renamed out of the way and hidden.
  const earlier = (await categories(page.request)).find((each) => each.name === 'Swallow');
  if (earlier) {
    await changeCategory(page.request, earlier.id, {
      name: `Swallow ${randomInt(100_000, 999_999)}`,
      hidden: true,
    });
  }
  const dish = `Amala and Ewedu ${randomInt(100_000, 999_999)}`;

  await openAsAdmin(page, '/admin/menu');
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(new RegExp(`${listPage}$`));
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

  // A name already used, in another case, is refused in words.
  await page.getByLabel('New category').fill('rice');
  await page.getByRole('button', { name: 'Add category' }).tap();
  await expect(page.getByText('There is already a category named “Rice”')).toBeVisible();

  await page.getByLabel('New category').fill('Swallow');
  await page.getByRole('button', { name: 'Add category' }).tap();
  const swallow = categoryRow(page, 'Swallow');
  await expect(swallow).toContainText('0 dishes');
  await expect(page.getByLabel('New category')).toHaveValue('');
  // Added last: it cannot go further down, and moves up and back by touch.
  const down = swallow.getByRole('button', { name: 'Move Swallow down' });
  const up = swallow.getByRole('button', { name: 'Move Swallow up' });
  await expect(down).toBeDisabled();
  await up.tap();
  await expect(down).toBeEnabled();
  await down.tap();
  await expect(down).toBeDisabled();

  // A dish in it, through the dish form.
  await page.goto('/admin/add-food');
  await page.getByLabel('Name').fill(dish);
  await page.getByLabel('Description').fill('Yam flour swallow with jute leaf soup');
  await page.getByLabel('Price (₦)').fill('1800');
  await page.getByLabel('Quantity in stock').fill('12');
  await page.getByLabel('Category').selectOption({ label: 'Swallow' });
  await page.getByLabel('Food image').setInputFiles({
    name: 'amala.png',
    mimeType: 'image/png',
    buffer: await smallPng(),
  });
  await expect(page.getByRole('status').filter({ hasText: messages.uploadDone })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: messages.productSaved }).first(),
  ).toBeVisible();

  // A customer's phone: the page the server draws has the new chip and the dish.
  const customer = await browser.newPage({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await skipWelcomeCard(customer);
  await customer.goto('/menu');
  const chip = customer
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Swallow', exact: true });
  await expect(chip).toBeVisible();
  await chip.tap();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const card = customer
    .getByRole('main')
    .getByRole('article')
    .filter({ has: customer.getByRole('heading', { name: dish, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Swallow');
  await expect(customer.getByRole('main').getByRole('article')).toHaveCount(1);
  await customer.close();
});

test('a hidden category and its dishes leave the menu until staff show it again', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Night Grill ${randomInt(100_000, 999_999)}`;
  const added = await page.request.post('/api/admin/categories', {
    headers: bearer(await adminToken(page.request)),
    data: { name },
  });
  expect(added.status()).toBe(201);
  const category = (await added.json()) as StaffCategory;
  const dish = `Asun ${randomInt(100_000, 999_999)}`;
  const food = await page.request.post('/api/products', {
    headers: bearer(await adminToken(page.request)),
    data: {
      name: dish,
      price: 2500,
      stock: 10,
      imageURL: '/dishes/chips.webp',
      categoryId: category.id,
    },
  });
  expect(food.status()).toBe(201);

  await openAsAdmin(page, listPage);
  const row = categoryRow(page, name);
  await expect(row).toContainText('1 dish');
  await row.getByRole('button', { name: `Hide ${name} from the menu` }).tap();
  await expect(row).toContainText('Hidden from customers');

  const customer = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await skipWelcomeCard(customer);
  await customer.goto('/menu');
  await expect(customer.getByRole('heading', { name: 'Jollof Rice', exact: true })).toBeVisible();
  await expect(customer.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(customer.getByRole('heading', { name: dish, exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `Show ${name} on the menu` }).tap();
  await expect(row).not.toContainText('Hidden from customers');
  await customer.reload();
  await expect(customer.getByRole('heading', { name: dish, exact: true })).toBeVisible();
  await customer.close();
  // Out of the other tests' way again.
  await changeCategory(page.request, category.id, { hidden: true });
});
