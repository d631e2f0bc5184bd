import { expect, test, type Page } from '@playwright/test';
import { skipWelcomeCard } from '../fixtures';

// A long menu is narrowed by category and searched by words, and a dish's
// whole description can be read, on the smallest phone the shop serves (320 px), by touch and by
// keyboard. Other tests add dishes meanwhile, so only the sample dishes are named here.

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

const dishCards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) =>
  dishCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const chips = (page: Page) => page.getByRole('group', { name: 'Categories' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search dishes' });

async function openMenu(page: Page) {
  await skipWelcomeCard(page);
  await page.goto('/menu');
  await expect(card(page, 'Jollof Rice')).toBeVisible();
}

/** Every card shown is in this category (its badge says so). */
async function expectOnlyCategory(page: Page, category: string) {
  const cards = await dishCards(page).all();
  expect(cards.length).toBeGreaterThan(0);
  for (const each of cards) await expect(each.getByText(category, { exact: true })).toBeVisible();
}

test('the category chips narrow the menu to one category, and All brings every dish back', async ({
  page,
}) => {
  await openMenu(page);
  const all = chips(page).getByRole('button', { name: 'All', exact: true });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  // The spec's categories the menu has now, in its order.
  await expect(chips(page).getByRole('button')).toContainText([
    'All',
    'Chicken',
    'Rice',
    'Soup',
    'Sauce',
    'Snacks',
    'Salad',
  ]);

  const soup = chips(page).getByRole('button', { name: 'Soup', exact: true });
  await soup.tap();
  await expect(soup).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(card(page, 'Fish Pepper Soup')).toBeVisible();
  await expect(card(page, 'Goat Meat Pepper Soup')).toBeVisible();
  await expect(card(page, 'Jollof Rice')).toHaveCount(0);
  await expectOnlyCategory(page, 'Soup');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ dish(es)?$/ })).toHaveText(
    /^\d+ dishes$/,
  );

  await chips(page).getByRole('button', { name: 'Rice', exact: true }).tap();
  await expect(card(page, 'Jollof Rice')).toBeVisible();
  await expect(card(page, 'Fish Pepper Soup')).toHaveCount(0);
  await expectOnlyCategory(page, 'Rice');

  await all.tap();
  for (const name of ['Jollof Rice', 'Fish Pepper Soup', 'Chips', 'Salad']) {
    await expect(card(page, name)).toBeVisible();
  }
  // Nothing is wider than the phone: the chips swipe within their own row.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the search finds dishes by name or description, and says when none matches', async ({
  page,
}) => {
  await openMenu(page);
  await search(page).fill('pepper soup');
  await expect(card(page, 'Fish Pepper Soup')).toBeVisible();
  await expect(card(page, 'Goat Meat Pepper Soup')).toBeVisible();
  await expect(card(page, 'Jollof Rice')).toHaveCount(0);

  // A word only the description holds.
  await search(page).fill('UZIZA');
  await expect(card(page, 'Fish Pepper Soup')).toBeVisible();
  await expect(dishCards(page)).toHaveCount(1);

  await search(page).fill('pizza');
  await expect(dishCards(page)).toHaveCount(0);
  await expect(page.getByText('No dish matches “pizza”', { exact: true })).toBeVisible();
  // Said to a screen reader as well.
  await expect(page.getByRole('status').filter({ hasText: 'No dish matches' })).toHaveText(
    'No dish matches “pizza”',
  );

  // Search and category together: the message names both.
  await search(page).fill('jollof');
  await chips(page).getByRole('button', { name: 'Soup', exact: true }).tap();
  await expect(page.getByText('No dish in Soup matches “jollof”')).toBeVisible();

  await page.getByRole('button', { name: 'Show all dishes' }).tap();
  await expect(search(page)).toHaveValue('');
  await expect(chips(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(page, 'Jollof Rice')).toBeVisible();
  await expect(card(page, 'Fish Pepper Soup')).toBeVisible();
});

test('by keyboard: type a search, walk the chips with Tab and choose one with Enter', async ({
  page,
}) => {
  await openMenu(page);
  await search(page).focus();
  await page.keyboard.type('rice');
  await expect(card(page, 'Jollof Rice')).toBeVisible();
  await expect(card(page, 'Chips')).toHaveCount(0);
  // Enter is "done": the list already follows the typing, and the page stays.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(search(page)).toHaveValue('rice');

  await search(page).focus();
  await page.keyboard.press('Tab');
  await expect(chips(page).getByRole('button', { name: 'All', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  const chicken = chips(page).getByRole('button', { name: 'Chicken', exact: true });
  await expect(chicken).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chicken).toHaveAttribute('aria-pressed', 'true');
  // Chicken (Grilled) says nothing of rice: none matches in Chicken.
  await expect(page.getByText('No dish in Chicken matches “rice”')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(card(page, 'Fried Rice')).toBeVisible();
});

test('a description cut to two lines is read whole with More, and folded again with Less', async ({
  page,
}) => {
  await openMenu(page);
  const jollof = card(page, 'Jollof Rice');
  const text = jollof.getByText(/^Smoky party jollof/);
  const cut = () => text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
  // On a 320 px phone the description does not fit in two lines.
  expect(await cut()).toBe(true);

  const more = jollof.getByRole('button', { name: 'More about Jollof Rice' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.tap();
  const less = jollof.getByRole('button', { name: 'Less about Jollof Rice' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect(await cut()).toBe(false);
  await expect(text).toHaveText(
    'Smoky party jollof cooked in a rich tomato and pepper base, served with fried plantain.',
  );
  await expect(text).toBeInViewport();

  await less.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(await cut()).toBe(true);
});

test('on a wide screen a description that fits has no More to press', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openMenu(page);
  // "Crispy potato chips, lightly salted." fits in two lines of a desktop card.
  await expect(card(page, 'Chips').getByRole('button', { name: /^More about/ })).toBeHidden();
  await expect(
    card(page, 'Jollof Rice').getByRole('button', { name: /^More about/ }),
  ).toBeVisible();
});

test('the menu as the server draws it shows every dish, all chips off but All, no search', async ({
  page,
}) => {
  // The markup drawn, without the words the page carries for the app (every sentence is there).
  const html = (await (await page.request.get('/menu')).text()).replace(
    /<script type="application\/json" id="page-texts">[\s\S]*?<\/script>/,
    '',
  );
  expect(html).toContain('Search dishes');
  expect(html).toMatch(/aria-pressed="true"[^>]*>All</);
  for (const name of ['Jollof Rice', 'Fish Pepper Soup', 'Chips']) expect(html).toContain(name);
  expect(html).not.toContain('No dish matches');
});
