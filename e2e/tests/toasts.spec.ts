import { expect, test, type Page } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { phone, registerCustomer, skipWelcomeCard } from '../fixtures';
import { openCart } from './cart-helpers';

// Identical toasts piled up, survived navigation and covered the cart's header.

function toastsSaying(page: Page, text: string) {
  return page.locator('[data-toaster] > *').filter({ hasText: text });
}

test.describe('on a phone', () => {
  test.use(phone);

  test('the same message three times is one toast, gone on the next page', async ({ page }) => {
    await registerCustomer(page);
    await skipWelcomeCard(page);
    await page.goto('/menu');
    const panel = await openCart(page);
    const clear = panel.getByRole('button', { name: 'clear' });
    for (let tap = 0; tap < 3; tap++) await clear.click();
    const toast = page.getByRole('status').filter({ hasText: messages.cartAlreadyEmpty });
    await expect(toast).toHaveCount(1);
    await expect(toastsSaying(page, messages.cartAlreadyEmpty)).toHaveCount(1);

    // Moving on within the app (no reload) takes what was said about the menu away.
    await panel.getByRole('button', { name: 'Close cart' }).click();
    await page.getByRole('link', { name: / home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast).toHaveCount(0);
  });
});

for (const [label, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a tablet', { width: 800, height: 1000 }],
  ['a phone', phone.viewport],
] as const) {
  test(`a toast never covers the cart's header on ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await skipWelcomeCard(page);
    await registerCustomer(page);
    await page.goto('/menu');
    const panel = await openCart(page);
    await panel.getByRole('button', { name: 'clear' }).click();
    const toast = page.getByRole('status').filter({ hasText: messages.cartAlreadyEmpty });
    await expect(toast).toBeVisible();

    const toastBox = (await toast.boundingBox())!;
    // Above the open cart and part of it, not an inert layer over it: what a finger at the
    // toast's middle touches (a screen reader skips what a finger cannot reach there).
    const touched = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-toaster]')),
      { x: toastBox.x + toastBox.width / 2, y: toastBox.y + toastBox.height / 2 },
    );
    expect(touched, 'the toast under the finger').toBe(true);
    for (const control of [
      panel.getByRole('button', { name: 'Close cart' }),
      panel.getByRole('heading', { name: 'Cart' }),
      panel.getByRole('button', { name: 'clear' }),
    ]) {
      const box = (await control.boundingBox())!;
      const apart =
        toastBox.x >= box.x + box.width ||
        box.x >= toastBox.x + toastBox.width ||
        toastBox.y >= box.y + box.height ||
        box.y >= toastBox.y + toastBox.height;
      expect(apart, `the toast ${JSON.stringify(toastBox)} covers ${JSON.stringify(box)}`).toBe(
        true,
      );
    }
    // Saying it again keeps the one toast, and it can be dismissed with the cart still open.
    await panel.getByRole('button', { name: 'clear' }).click();
    await expect(toast).toHaveCount(1);
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Cart' })).toBeVisible();
  });
}
