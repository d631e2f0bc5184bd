import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '@buka/domain/messages';
import { phone, registerCustomer, skipWelcomeCard } from '../fixtures';

test.use(phone);
test.beforeEach(async ({ page }) => skipWelcomeCard(page));

/** A phone camera's photo: 3200 × 2400 of fine detail (random pixels), over the 5 MB limit. */
async function bigPhoto(): Promise<Buffer> {
  const [width, height] = [3200, 2400];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

test('a big phone photo is made smaller in the phone, with the progress shown, and uploads', async ({
  page,
}) => {
  // Making, redrawing and re-encoding 7.7 megapixels: real image work, slow on a busy machine.
  test.slow();
  const photo = await bigPhoto();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  // The upload's progress shows while the picture goes up, which over this machine's loopback
  // can be too short a moment for a wait to see: the page writes down what its status showed.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { uploadStatusShown: string[] }).uploadStatusShown = shown;
    new MutationObserver(() => {
      for (const status of Array.from(document.querySelectorAll('[role=status]'))) {
        const bar = status.querySelector('[role=progressbar][aria-label="Upload progress"]');
        if (bar) shown.push(status.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await registerCustomer(page);
  await page.goto('/profile');
  const sent: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/uploads')) sent.push(request.postDataBuffer()?.length ?? 0);
  });
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'IMG_2025.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(page.getByRole('status').filter({ hasText: messages.uploadDone })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();
  // It said how much smaller, beside the upload's progress bar.
  const shown = await page.evaluate(
    () => (window as unknown as { uploadStatusShown: string[] }).uploadStatusShown,
  );
  expect(
    shown.some((text) => /Made smaller in your phone: \d+\.\d MB → \d\.\d MB/.test(text)),
  ).toBe(true);
  // What went over the network was the smaller picture, not the 5 MB+ original.
  expect(sent).toHaveLength(1);
  expect(sent[0]).toBeLessThan(2 * 1024 * 1024);
});

test('a text file named .jpg is not a picture, and says so', async ({ page }) => {
  await registerCustomer(page);
  await page.goto('/profile');
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('shopping list: rice, pepper, onions\n'.repeat(200)),
  });
  await expect(page.getByRole('alert').filter({ hasText: messages.notAnImage })).toBeVisible();
  await expect(page.getByText(messages.uploadError)).toHaveCount(0);
});

test.describe('with the upload answered by the test', () => {
  // The service worker, once in control, would send the upload itself, past the test's answer
  // (CI: the photo was saved by the server and no refusal shown).
  test.use({ serviceWorkers: 'block' });

  test('the server’s reasons reach the customer: too large (413), not a picture (415)', async ({
    page,
  }) => {
    await registerCustomer(page);
    await page.goto('/profile');
    const small = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 20 } },
    })
      .png()
      .toBuffer();
    for (const [status, message] of [
      [413, messages.imageTooLarge],
      [415, messages.notAnImage],
    ] as const) {
      await page.route('**/api/uploads', (route) => route.fulfill({ status, json: { message } }));
      await page.getByLabel('Profile photo').setInputFiles({
        name: `try-${status}.png`,
        mimeType: 'image/png',
        buffer: small,
      });
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await page.unroute('**/api/uploads');
    }
  });
});
