import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '@buka/domain/messages';
import { adminSessionUser, phone, skipWelcomeCard, startSignedIn } from '../fixtures';

// An owner's first day at phone size, with real taps: the walls they met and how each is passed.
test.use(phone);

test('an owner adds a dish without knowing its calories', async ({ page }) => {
  const name = `Tuwo Shinkafa ${Date.now() % 1_000_000}`;
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/add-food');

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (₦)').fill('1200');
  await page.getByLabel('Category').selectOption({ label: 'Rice' });
  await page.getByLabel('Food image').setInputFiles({
    name: 'tuwo.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 235, b: 220 } },
    })
      .png()
      .toBuffer(),
  });
  await expect(page.getByRole('status').filter({ hasText: messages.uploadDone })).toBeVisible();
  await expect(page.getByLabel('Calories (optional)')).toHaveValue('');

  await page.getByRole('button', { name: 'Save' }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: messages.productSaved }).first(),
  ).toBeVisible();
  const menu = await page.request.get('/api/products');
  const saved = ((await menu.json()) as { products: { name: string; calories: string }[] })
    .products;
  expect(saved.find((food) => food.name === name)).toMatchObject({ calories: '' });
});
