import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import type { Food } from '@buka/domain/products';
import {
  adminSessionUser,
  answerTo,
  adminToken,
  bearer,
  phone,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { cartLine, openCart, sendOrder } from './cart-helpers';
import { createFood, createGroup, putGroupsOnDish } from './dish-helpers';

// A dish's choices and extras, chosen by a customer on a phone and typed in by staff;
// 'Sold out today'. Each test makes its own dishes and groups, so none races another for them.

test.use(phone);

const uniqueName = (prefix: string) => `${prefix} ${randomInt(100_000, 999_999)}`;

async function deleteFood(request: APIRequestContext, fid: number) {
  await request.delete(`/api/products/${fid}`, { headers: bearer(await adminToken(request)) });
}

async function openAsAdmin(page: Page, path: string) {
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto(path);
}

function menuCard(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test("a customer orders 'Jollof rice, beef, extra plantain, less pepper' and sees it on the order and the board", async ({
  page,
  browser,
}) => {
  test.slow();
  const name = uniqueName('Jollof rice');
  const food = await createFood(page.request, name);
  const protein = await createGroup(page.request, {
    name: 'Protein',
    required: true,
    max: 1,
    choices: [
      { name: 'Chicken', price: 1500 },
      { name: 'Beef', price: 1000 },
      { name: 'Fish', price: 1800 },
    ],
  });
  const extras = await createGroup(page.request, {
    name: 'Extras',
    max: 3,
    choices: [
      { name: 'Extra plantain', price: 500 },
      { name: 'Boiled egg', price: 400 },
      { name: 'Coleslaw', price: 300 },
    ],
  });
  const pepper = await createGroup(page.request, {
    name: 'Pepper',
    max: 1,
    choices: [
      { name: 'Less pepper', price: 0 },
      { name: 'Extra hot', price: 0 },
    ],
  });
  await putGroupsOnDish(page.request, food.id, [protein.id, extras.id, pepper.id]);

  try {
    await skipWelcomeCard(page);
    await registerCustomer(page, { name: 'Choice Customer' });
    await page.goto('/menu');
    await menuCard(page, name)
      .getByRole('button', { name: `Add ${name} to cart` })
      .click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet.getByRole('button', { name: 'Add to cart ₦5,000' })).toBeVisible();

    // The protein is required: the sheet says so and adds nothing.
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(sheet.getByRole('alert')).toHaveText(`Please choose Protein for ${name}`);

    // The price follows each choice; a free choice adds nothing.
    await sheet.getByRole('radio', { name: /Beef/ }).check();
    await expect(sheet.getByRole('button', { name: 'Add to cart ₦6,000' })).toBeVisible();
    await sheet.getByRole('checkbox', { name: /Extra plantain/ }).check();
    await expect(sheet.getByRole('button', { name: 'Add to cart ₦6,500' })).toBeVisible();
    await sheet.getByRole('radio', { name: /Less pepper/ }).check();
    await sheet.getByLabel('Note for the kitchen (optional)').fill('Plantain well done');
    await sheet.getByRole('button', { name: 'Add to cart ₦6,500' }).click();
    await expect(sheet).toHaveCount(0);

    // The same dish with other choices is a second line: the card's + opens the sheet again.
    await menuCard(page, name)
      .getByRole('button', { name: `One more ${name}` })
      .click();
    await sheet.getByRole('radio', { name: /Chicken/ }).check();
    await sheet.getByRole('checkbox', { name: /Boiled egg/ }).check();
    await sheet.getByRole('button', { name: 'Add to cart ₦6,900' }).click();
    await expect(sheet).toHaveCount(0);

    const panel = await openCart(page);
    const lines = cartLine(page, name);
    await expect(lines).toHaveCount(2);
    const beef = lines.filter({ hasText: 'Beef, Extra plantain, Less pepper' });
    await expect(beef).toContainText('“Plantain well done”');
    await expect(beef).toContainText('₦6,500');
    await expect(lines.filter({ hasText: 'Chicken, Boiled egg' })).toContainText('₦6,900');

    await panel.getByLabel('Note for the kitchen (optional)').fill('Ring the bell twice');
    await sendOrder(page, { address: '3 Choice Lane, Kubwa', payment: 'Cash' });
    // The server's total: 6,500 + 6,900.
    await expect(page).toHaveURL(/\/order\/success\/\d+\/13400$/);
    const orderId = Number(/\/order\/success\/(\d+)\//.exec(page.url())?.[1]);

    await page.goto(`/orders?order=${orderId}`);
    const items = page.getByRole('table', { name: 'Items in this order' });
    await expect(items).toContainText('Beef, Extra plantain, Less pepper');
    await expect(items).toContainText('“Plantain well done”');
    await expect(items).toContainText('Chicken, Boiled egg');
    await expect(page.getByText('Ring the bell twice')).toBeVisible();

    const staff = await browser.newPage({ ...phone });
    try {
      await openAsAdmin(staff, '/admin/orders');
      const card = staff.getByRole('listitem', { name: `Order #${orderId}`, exact: true });
      await expect(card).toContainText('Beef, Extra plantain, Less pepper');
      await expect(card).toContainText('Chicken, Boiled egg');
      await expect(card).toContainText('Note: Ring the bell twice');
      await expect(card).toContainText('₦13,400');
    } finally {
      await staff.close();
    }
  } finally {
    await deleteFood(page.request, food.id);
  }
});

test('staff make a group in the food form, reuse it on a second dish and finish a choice; customers see it greyed', async ({
  page,
  browser,
}) => {
  test.slow();
  const rice = await createFood(page.request, uniqueName('Fried rice'));
  const beans = await createFood(page.request, uniqueName('Beans and plantain'), 3000);
  const groupName = uniqueName('Protein');
  try {
    await openAsAdmin(page, `/admin/edit-food/${rice.id}`);
    const section = page.getByRole('region', { name: 'Choices and extras' });
    await expect(section).toContainText('No choices yet');
    await section.getByRole('button', { name: 'New group' }).click();
    const form = section.getByRole('form', { name: 'New group of choices' });

    // The server's words show in the form.
    await form.getByRole('button', { name: 'Save group' }).click();
    await expect(form.getByRole('alert')).toHaveText(messages.groupNameRequired);

    await form.getByLabel('Group name').fill(groupName);
    await form.getByLabel('Customers must choose').check();
    await form.getByRole('textbox', { name: 'Choice 1', exact: true }).fill('Chicken');
    await form.getByLabel('Price of choice 1 (₦)').fill('1500');
    await form.getByRole('button', { name: 'Add choice' }).click();
    await form.getByRole('textbox', { name: 'Choice 2', exact: true }).fill('Beef');
    await form.getByLabel('Price of choice 2 (₦)').fill('1000');
    await form.getByRole('button', { name: 'Add choice' }).click();
    await form.getByRole('textbox', { name: 'Choice 3', exact: true }).fill('Fish');
    await form.getByLabel('Price of choice 3 (₦)').fill('1800');
    await form.getByRole('button', { name: 'Add choice' }).click();
    // ₦0 is allowed: an empty price is free.
    await form.getByRole('textbox', { name: 'Choice 4', exact: true }).fill('No protein');
    await form.getByLabel('Most to choose').fill('5');
    await form.getByRole('button', { name: 'Save group' }).click();
    await expect(form.getByRole('alert')).toHaveText(messages.groupMaxOverChoices);
    await form.getByLabel('Most to choose').fill('1');
    await form.getByRole('button', { name: 'Save group' }).click();

    const card = section.getByRole('listitem', { name: `Group ${groupName}` });
    await expect(card).toContainText('Required · choose 1');
    await expect(card).toContainText('Chicken');
    await expect(card).toContainText('+₦1,800');
    await expect(card).toContainText('free');
    await expect(section).not.toContainText('No choices yet');

    // The second dish takes the same group.
    await page.goto(`/admin/edit-food/${beans.id}`);
    await section
      .getByLabel('Add a group the shop already has')
      .selectOption({ label: `${groupName} (Chicken, Beef, Fish, No protein)` });
    await section.getByRole('button', { name: 'Add to dish' }).click();
    const reused = section.getByRole('listitem', { name: `Group ${groupName}` });
    await expect(reused).toContainText(`Also on ${rice.name}`);
    // Saved once the dish and the shop's groups are read again; the picker under the card may
    // then go, and the page, scrolled to its foot, moves under a tap made before.
    await expect(section.locator('[aria-busy]')).toHaveCount(0);

    // Fish is finished: one tap, on either dish, for both.
    const finished = answerTo(page, 'PUT', '/unavailable');
    await reused.getByRole('checkbox', { name: 'Fish finished today' }).check();
    await expect(reused.getByRole('checkbox', { name: 'Fish finished today' })).toBeChecked();
    expect((await finished).ok()).toBe(true);
    await expect(reused.getByRole('checkbox', { name: 'Fish finished today' })).toBeEnabled();

    const customerPage = await browser.newPage({ ...phone });
    try {
      await skipWelcomeCard(customerPage);
      await registerCustomer(customerPage);
      await customerPage.goto('/menu');
      for (const dish of [rice, beans]) {
        await menuCard(customerPage, dish.name)
          .getByRole('button', { name: `Add ${dish.name} to cart` })
          .click();
        const sheet = customerPage.getByRole('dialog', { name: dish.name });
        await expect(sheet.getByRole('radio', { name: /Fish/ })).toBeDisabled();
        await expect(sheet.getByText('finished today')).toBeVisible();
        await expect(sheet.getByRole('radio', { name: /Beef/ })).toBeEnabled();
        await sheet.getByRole('button', { name: 'Close' }).click();
        await expect(sheet).toHaveCount(0);
      }
    } finally {
      await customerPage.close();
    }

    // Back on: the customer's choice is open again.
    // The box shows the tap at once; the server has it once its answer is in.
    const backOn = answerTo(page, 'PUT', '/unavailable');
    await reused.getByRole('checkbox', { name: 'Fish finished today' }).uncheck();
    await expect(reused.getByRole('checkbox', { name: 'Fish finished today' })).not.toBeChecked();
    expect((await backOn).ok()).toBe(true);
    const products = (await (await page.request.get('/api/products')).json()) as {
      products: Food[];
    };
    const fish = products.products
      .find((food) => food.id === rice.id)
      ?.optionGroups[0]?.choices.find((choice) => choice.name === 'Fish');
    expect(fish?.unavailableToday).toBe(false);

    // Taken off the second dish; the first keeps it.
    await reused.getByRole('button', { name: `Take off ${groupName}` }).click();
    await expect(reused).toHaveCount(0);
    await page.goto(`/admin/edit-food/${rice.id}`);
    await expect(section.getByRole('listitem', { name: `Group ${groupName}` })).toBeVisible();

    // Deleted, after asking: the dish is back to one tap.
    await section.getByRole('button', { name: `Edit group ${groupName}` }).click();
    await section.getByRole('button', { name: 'Delete group' }).click();
    await page
      .getByRole('dialog', { name: `Delete the group ${groupName}?` })
      .getByRole('button', { name: 'Delete group' })
      .click();
    await expect(section.getByRole('listitem', { name: `Group ${groupName}` })).toHaveCount(0);
    await expect(section).toContainText('No choices yet');
  } finally {
    await deleteFood(page.request, rice.id);
    await deleteFood(page.request, beans.id);
  }
});

test("'Sold out today' on the staff menu hides the dish from customers; a tap on the board brings it back", async ({
  page,
  browser,
}) => {
  const name = uniqueName('Pepper soup');
  const food = await createFood(page.request, name, 4000);
  const customerPage = await browser.newPage({ ...phone });
  try {
    await skipWelcomeCard(customerPage);
    // Signed in: a signed-in customer's menu follows the shop's changes live.
    await registerCustomer(customerPage);
    await customerPage.goto('/menu');
    await expect(menuCard(customerPage, name)).toBeVisible();

    await openAsAdmin(page, '/admin/menu');
    await page.getByLabel('Search food').fill(name);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    const soldOut = card.getByRole('button', { name: `${name} sold out today` });
    await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
    await soldOut.click();
    await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('Finished today');

    // The open menu follows without a reload, and so does a fresh one.
    await expect(menuCard(customerPage, name)).toHaveCount(0);
    await customerPage.reload();
    await expect(customerPage.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    await expect(menuCard(customerPage, name)).toHaveCount(0);
    // Stock counts are left as they were.
    const products = (await (await page.request.get('/api/products')).json()) as {
      products: Food[];
    };
    const saved = products.products.find((each) => each.id === food.id);
    expect(saved).toMatchObject({ soldOutToday: true, stock: 20 });

    // The board has the same switch, folded away: a second tap there brings the dish back.
    await page.goto('/admin/orders');
    await page.getByText(/^Sold out today/).click();
    const onBoard = page
      .getByRole('list', { name: 'Dishes' })
      .getByRole('button', { name: `${name} sold out today` });
    await expect(onBoard).toHaveAttribute('aria-pressed', 'true');
    await onBoard.click();
    await expect(onBoard).toHaveAttribute('aria-pressed', 'false');
    await expect(menuCard(customerPage, name)).toBeVisible();
  } finally {
    await customerPage.close();
    await deleteFood(page.request, food.id);
  }
});
