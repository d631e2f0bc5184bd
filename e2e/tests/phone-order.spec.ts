import { expect, test } from '@playwright/test';
import {
  adminSessionUser,
  adminToken,
  bearer,
  phone,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
  uniquePhone,
} from '../fixtures';
import { createFood } from './dish-helpers';

test('staff take a phone order for a customer: it is on the board by phone and in their orders', async ({
  browser,
  page,
}) => {
  // The whole of a phone order: the board, the reports, the cash-up and the customer's phone.
  test.slow();
  const customer = await registerCustomer(page.request, { name: 'Kemi Adeyemi' });

  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Take a phone order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  await expect(page.getByRole('heading', { name: 'Take a phone order' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Phone order' });
  await form.getByLabel("Customer's name").fill('Kemi Adeyemi');
  await form.getByLabel("Customer's phone number").fill(customer.phone);
  await expect(form).toContainText(
    'Kemi Adeyemi has an account with this number: the order will show in their orders.',
  );
  await form.getByLabel('Pickup at the shop').check();

  // Jollof with a choice of protein, twice; chips once.
  await form.getByRole('button', { name: 'Add Jollof Rice' }).click();
  const choices = form.getByRole('group', { name: 'Choices for Jollof Rice' });
  await choices.getByLabel('Chicken').check();
  await choices.getByRole('button', { name: 'Add Jollof Rice to the order' }).click();
  const lines = form.getByRole('list', { name: 'Dishes in this order' });
  await lines.getByRole('button', { name: 'One more Jollof Rice' }).click();
  await form.getByRole('button', { name: 'Add Chips' }).click();
  await expect(lines.getByRole('listitem', { name: 'Jollof Rice' })).toContainText('Chicken');
  await expect(lines.getByRole('listitem', { name: 'Jollof Rice' })).toContainText('₦13,000');
  await expect(form).toContainText('Total₦14,500');
  await form.getByLabel('Bank transfer').check();
  // Staff promise the caller a time: taken by staff, the order is accepted as it is placed.
  await expect(form.getByLabel('Ready in')).toHaveValue('30');
  await form.getByLabel('Ready in').selectOption('45');
  await form.getByRole('button', { name: 'Place the order' }).click();

  const done = page.getByRole('status').filter({ hasText: 'is on the board' });
  await expect(done).toContainText('₦14,500');
  await expect(done).toContainText('accepted and ready at');
  await expect(done).toContainText("It shows in Kemi Adeyemi's orders too.");
  const orderId = Number(/Order #(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Back to the orders' }).click();
  const card = page.getByRole('listitem', { name: `Order #${orderId}` });
  await expect(card).toContainText('By phone');
  await expect(card).toContainText('Bank transfer');
  await expect(card).toContainText('Chicken');
  // Already accepted: nothing to accept, its promised time on the card.
  await expect(card).toContainText('Ready about');
  await expect(card.getByRole('button', { name: /^Accept order/ })).toHaveCount(0);
  // The customer's transfer arrives: staff mark it paid.
  await card.getByRole('button', { name: `Mark order #${orderId} paid` }).click();
  await card.getByRole('button', { name: 'Paid by transfer' }).click();
  await expect(card.getByRole('button', { name: `Mark order #${orderId} paid` })).toHaveCount(0);

  // The reports count it apart, with its choice.
  await page.goto('/admin/reports');
  await page.getByRole('button', { name: 'Today' }).click();
  const bySource = page.getByRole('region', { name: 'Online or by phone' });
  await expect(bySource.getByRole('row', { name: /By phone \(staff\)/ })).toBeVisible();
  const soldChoices = page.getByRole('region', { name: 'Best-selling choices' });
  await expect(soldChoices.getByRole('row', { name: /Protein: Chicken/ })).toBeVisible();
  // The cash-up counts the transfer beside the drawer's cash, not in it.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Cash-up' })
    .click();
  await expect(page.getByRole('region', { name: 'The day' })).toContainText(
    /Paid by bank transfer₦[\d,]+\d+ phone orders?/,
  );
  await expect(
    page
      .getByRole('region', { name: 'Cash-up per day' })
      .getByRole('columnheader', { name: 'Bank transfers' }),
  ).toBeVisible();

  // The customer, on their phone, finds it among their orders.
  const context = await browser.newContext({ ...phone });
  const mine = await context.newPage();
  await skipWelcomeCard(mine);
  await startSignedIn(mine, customer.session);
  await mine.goto('/orders');
  const theirs = mine.getByRole('button', { name: new RegExp(`Order #${orderId}\\b`) });
  await expect(theirs).toContainText('₦14,500');
  await context.close();
});

test('staff take a phone order for later, for someone without an account', async ({ page }) => {
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/orders/new');
  const form = page.getByRole('form', { name: 'Phone order' });
  await form.getByLabel("Customer's name").fill('Bayo Musa');
  await form.getByLabel("Customer's phone number").fill('0703 111 2233');
  await expect(form).toContainText('No account has this number');
  await form.getByLabel('Pickup at the shop').check();
  await form.getByRole('button', { name: 'Add Chips' }).click();
  await form.getByLabel('Later').check();
  // Without a time chosen, the form says what is missing.
  await form.getByRole('button', { name: 'Place the order' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please choose the time the customer wants it');
  const time = form.getByLabel('Time');
  const first = await time.locator('option:not([disabled]):not([value=""])').first().textContent();
  await time.selectOption({ label: first ?? '' });
  // The caller has a code: it is checked, and its discount shown, before the order is placed.
  const code = `PHONE${Date.now() % 1_000_000}`;
  const created = await page.request.post('/api/admin/promotions', {
    headers: bearer(await adminToken(page.request)),
    data: { kind: 'code', code, benefit: 'amount', amount: 200 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const codeField = form.getByLabel('Promotion code (optional)');
  await codeField.fill(code.toLowerCase());
  // Typed but not checked, it is not placed: the total shown would not be the total charged.
  await form.getByRole('button', { name: 'Place the order' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    `Please tap Apply to check the code ${code} before placing the order`,
  );
  await form.getByRole('button', { name: 'Apply' }).click();
  // Chips at ₦1,500, less the code's ₦200, priced for the chosen time.
  await expect(form).toContainText(`Code ${code}-₦200`);
  await expect(form).toContainText('Total₦1,300');
  await form.getByRole('button', { name: 'Place the order' }).click();
  const done = page.getByRole('status').filter({ hasText: 'is on the board' });
  await expect(done).toContainText('No customer account has this phone number');
  await expect(done).toContainText('(₦1,300)');
  // The form is empty for the next caller.
  await expect(codeField).toHaveValue('');
});

test.describe('at phone size', () => {
  test.use(phone);

  test("staff see the caller's code taken off before placing, and why a code cannot be used", async ({
    page,
  }) => {
    const stamp = Date.now().toString(36).slice(-6).toUpperCase();
    // A dish and codes of the test's own: one that works, one the shop has ended.
    const dish = await createFood(page.request, `Phone promo ${stamp}`, 3000);
    const staff = bearer(await adminToken(page.request));
    const makeCode = async (code: string) => {
      const made = await page.request.post('/api/admin/promotions', {
        headers: staff,
        data: { kind: 'code', code, benefit: 'amount', amount: 500 },
      });
      expect(made.status(), await made.text()).toBe(201);
      return ((await made.json()) as { id: number }).id;
    };
    const good = `CALL${stamp}`;
    const ended = `OLD${stamp}`;
    await makeCode(good);
    const endedId = await makeCode(ended);
    const end = await page.request.post(`/api/admin/promotions/${endedId}/end`, { headers: staff });
    expect(end.status(), await end.text()).toBe(200);

    await skipWelcomeCard(page);
    await startSignedIn(page, await adminSessionUser(page.request));
    await page.goto('/admin/orders/new');
    const form = page.getByRole('form', { name: 'Phone order' });
    await form.getByLabel("Customer's name").fill('Hauwa Bello');
    await form.getByLabel("Customer's phone number").fill(uniquePhone());
    await form.getByLabel('Pickup at the shop').tap();
    await form.getByRole('button', { name: `Add ${dish.name}` }).tap();
    await expect(form).toContainText('Total₦3,000');

    const codeField = form.getByLabel('Promotion code (optional)');
    const apply = form.getByRole('button', { name: 'Apply' });
    // A code the shop does not know, and one it has ended: each says why, the total unchanged.
    await codeField.fill('nosuch');
    await apply.tap();
    await expect(
      form.getByText('We do not know the code NOSUCH: check how it is written'),
    ).toBeVisible();
    await expect(form).toContainText('Total₦3,000');
    await codeField.fill(ended.toLowerCase());
    await apply.tap();
    await expect(form.getByText(`The code ${ended} has ended`)).toBeVisible();
    await expect(form).toContainText('Total₦3,000');

    // The caller's good code: the server's discount and the total after it, before placing.
    await codeField.fill(` ${good.toLowerCase()}`);
    await apply.tap();
    await expect(form).toContainText(`Code ${good}-₦500`);
    await expect(form).toContainText('Total₦2,500');
    await expect(form.getByRole('button', { name: 'Remove' })).toBeVisible();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await form.getByRole('button', { name: 'Place the order' }).tap();
    const done = page.getByRole('status').filter({ hasText: 'is on the board' });
    await expect(done).toContainText('(₦2,500)');
  });
});
