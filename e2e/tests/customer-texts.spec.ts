import { expect, test, type Page } from '@playwright/test';
import { customerTextsMessages } from '@buka/domain/customer-texts';
import { ha } from '@buka/domain/locales/ha';
import { haLater } from '@buka/domain/locales/later/ha';
import {
  adminSessionUser,
  adminToken,
  bearer,
  phone,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { dishes, putInCart } from './cart-helpers';

// The owner words a customer sentence the shop's way in Settings, and vouches for a language;
// a visitor reading Hausa sees both (docs/languages.md#the-shops-own-words). The shop is shared:
// the sentence is one no other test reads in Hausa, and both go back as they were.

test.use({ ...phone, viewport: { width: 360, height: 740 } });

const chooser = (page: Page) =>
  page.getByRole('navigation', { name: /./ }).filter({
    has: page.getByRole('link', { name: 'Yorùbá' }),
  });

test('the owner corrects a Hausa sentence and marks Hausa checked; a Hausa visitor sees both', async ({
  page,
  browser,
}) => {
  const wording = `Nemi abincinka ${Date.now().toString(36)}`;
  await startSignedIn(page, await adminSessionUser(page.request));
  try {
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Customer texts' }).click();
    await expect(page.getByRole('heading', { name: 'Customer texts' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ha');
    await page.getByLabel('Search sentences').fill('nemi abinci');
    const row = page.getByRole('listitem', { name: 'searchDishes' });
    await expect(row).toContainText(ha.searchDishes);

    // A placeholder the code would never fill is refused, in words, and nothing is lost.
    await row.getByRole('button', { name: 'Edit searchDishes' }).click();
    const field = row.getByLabel('The shop’s wording');
    await field.fill('Nemi {dish}');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText(
      customerTextsMessages.textPlaceholders.replace('{expected}', 'none'),
    );
    await expect(field).toHaveValue('Nemi {dish}');
    await field.fill(wording);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(customerTextsMessages.textSaved)).toBeVisible();
    await expect(row).toContainText(wording);
    await expect(row).toContainText(`Default: ${ha.searchDishes}`);

    // The box stays ticked from the tap on: it used to flick back until the cache's change
    // reached the page, on a timer of its own, so a check made in between found it unticked.
    const reviewed = page.getByRole('checkbox', { name: 'The shop has checked the Hausa texts' });
    await reviewed.evaluate((box: HTMLInputElement) => {
      const record = () => setTimeout(() => Object.assign(window, { afterTap: box.checked }));
      box.addEventListener('click', record, { once: true });
    });
    await reviewed.check();
    await expect
      .poll(() => page.evaluate(() => (window as { afterTap?: boolean }).afterTap))
      .toBe(true);
    await expect(
      page.getByText(customerTextsMessages.textsReviewedSaved, { exact: true }),
    ).toBeVisible();

    // A visitor in Hausa: the page drawn on the server already says it, and so does the app.
    const visitor = await browser.newPage({ ...phone, baseURL: test.info().project.use.baseURL });
    await skipWelcomeCard(visitor);
    const drawn = await visitor.request.get('/menu', { headers: { cookie: 'lang=ha' } });
    expect(await drawn.text()).toContain(wording);
    await visitor.goto('/menu?lang=ha');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ha.menuTitle);
    await expect(visitor.getByRole('searchbox', { name: wording })).toBeVisible();
    await expect(visitor.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
    await expect(visitor.getByRole('searchbox', { name: wording })).toBeVisible();
    const hausa = chooser(visitor).getByRole('link', { name: /^Hausa/ });
    await expect(hausa).toHaveAccessibleName(`Hausa ✓ ${ha.languageReviewed}`);
    await expect(chooser(visitor).getByRole('link', { name: /^Igbo/ })).toHaveAccessibleName(
      'Igbo',
    );
    await visitor.close();
  } finally {
    const headers = bearer(await adminToken(page.request));
    await page.request.delete('/api/admin/texts/ha/searchDishes', { headers });
    await page.request.put('/api/admin/texts/ha/reviewed', { headers, data: { reviewed: false } });
  }
});

// A sentence of the later pages (the checkout's send button): it comes with the page's words,
// beside them, and shows over the later pages' own words once the cart opens. Its {total} must
// stay. No other test reads it in Hausa.
test('the owner corrects a Hausa checkout sentence; a Hausa customer sees it in the cart', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const wording = `Tura odarka {total} ${stamp}`;
  await startSignedIn(page, await adminSessionUser(page.request));
  try {
    await page.goto('/admin/settings/texts');
    await expect(page.getByRole('heading', { name: 'Customer texts' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ha');
    await page
      .getByRole('combobox', { name: 'Where' })
      .selectOption({ label: 'Cart, checkout, sign-in and orders' });
    await page.getByLabel('Search sentences').fill('aika oda');
    const row = page.getByRole('listitem', { name: 'sendOrder' });
    await expect(row).toContainText(haLater.sendOrder);
    await expect(row).toContainText('Cart, checkout, sign-in and orders');

    // The total is the code's to fill: a wording without it is refused.
    await row.getByRole('button', { name: 'Edit sendOrder' }).click();
    const field = row.getByLabel('The shop’s wording');
    await field.fill(`Tura odarka ${stamp}`);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText(
      customerTextsMessages.textPlaceholders.replace('{expected}', '{total}'),
    );
    await field.fill(wording);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(customerTextsMessages.textSaved)).toBeVisible();
    await expect(row).toContainText(wording);
    await expect(row).toContainText(`Default: ${haLater.sendOrder}`);

    // A Hausa customer with a dish in the cart: the checkout's button says the shop's words.
    const customer = await registerCustomer(page.request, { name: 'Amina Bello' });
    await putInCart(page.request, customer, dishes.jollof.id);
    const baseURL = test.info().project.use.baseURL!;
    const context = await browser.newContext({ ...phone, baseURL });
    await context.addCookies([{ name: 'lang', value: 'ha', url: baseURL }]);
    const visitor = await context.newPage();
    await skipWelcomeCard(visitor);
    await startSignedIn(visitor, customer.session);
    // The menu's first download does not carry the later pages' words, only the correction.
    const drawn = await visitor.request.get('/menu', { headers: { cookie: 'lang=ha' } });
    const drawnText = await drawn.text();
    expect(drawnText).toContain(stamp);
    expect(drawnText).not.toContain(haLater.checkoutLabel);
    await visitor.goto('/menu');
    await expect(visitor.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
    const cartWord = ha.cartButton.slice(0, ha.cartButton.indexOf('{'));
    await visitor.getByRole('button', { name: new RegExp(`^${cartWord}`) }).click();
    const panel = visitor.getByRole('dialog', { name: haLater.cartTitle });
    await expect(panel.getByRole('form', { name: haLater.checkoutLabel })).toBeVisible();
    await expect(
      panel.getByRole('button', { name: new RegExp(`^Tura odarka ₦.* ${stamp}$`) }),
    ).toBeVisible();
    // The rest of the checkout is the catalog's.
    await expect(panel.getByText(haLater.paymentLegend)).toBeVisible();
    await context.close();
  } finally {
    const headers = bearer(await adminToken(page.request));
    await page.request.delete('/api/admin/texts/ha/sendOrder', { headers });
  }
});
