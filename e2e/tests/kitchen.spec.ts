import { expect, test } from '@playwright/test';
import { orderStatuses } from '@buka/domain/order-status';
import {
  adminSessionUser,
  adminToken,
  bearer,
  phone,
  placeCashOrder,
  registerCustomer,
  startSignedIn,
} from '../fixtures';
import { createFood } from './dish-helpers';

// The kitchen's screen on a phone on the wall, upright and on its side: a new order is accepted
// with a ready time and marked ready with one tap each, in large type, oldest first.

for (const viewport of [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ ...phone, viewport });

    test('the kitchen accepts a new order with a ready time and marks it ready', async ({
      page,
    }) => {
      // A dish of its own: the shared shop's sample stock is for the other tests.
      const dishName = `Kitchen ${viewport.width} ${Date.now().toString(36)}`;
      const dish = await createFood(page.request, dishName);
      const customer = await registerCustomer(page.request, { name: 'Kitchen Test' });
      const id = await placeCashOrder(page.request, customer, {
        products: [{ id: dish.id, qty: 2 }],
      });
      await startSignedIn(page, await adminSessionUser(page.request));
      await page.goto('/admin/orders');
      await page.getByRole('link', { name: 'Kitchen screen' }).click();
      await expect(page.getByRole('heading', { name: 'Kitchen' })).toBeVisible();

      const card = page.getByRole('listitem', { name: `Order #${id}` });
      await expect(card).toContainText('New:');
      await expect(card).toContainText(`2 × ${dishName}`);
      // Large enough to read from across a kitchen.
      const size = await card
        .getByText(`2 × ${dishName}`)
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(20);
      // The whole card fits the screen's width, upright or on its side.
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

      await card.getByRole('button', { name: `Accept order #${id}, ready in 30 min` }).click();
      await expect(card).toContainText(/Ready by \d{1,2}:\d\d [ap]m · (29|30) min left/);
      await card.getByRole('button', { name: `Order #${id}: On the way` }).click();
      await expect(card).toHaveCount(0);

      const answer = await page.request.get(`/api/admin/orders/${id}`, {
        headers: bearer(await adminToken(page.request)),
      });
      expect(((await answer.json()) as { status: string }).status).toBe(orderStatuses.onTheWay);
    });
  });
}
