import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { defaultOrderLimits } from '@buka/domain/order-limits';
import { messages } from '@buka/domain/messages';
import { bearer, phone, registerCustomer, skipWelcomeCard } from '../fixtures';
import { cartLine, cartPanel, openCart, putInCart } from './cart-helpers';
import { createFood } from './dish-helpers';

// docs/orders.md#order-limits: one customer's order cannot take the whole menu. The shop's
// default limits stand (other tests run against the same shop at once).

test.use(phone);
test.beforeEach(async ({ page }) => skipWelcomeCard(page));

test('the + stops at the most of a dish one order may hold, saying why, and that order goes', async ({
  page,
}) => {
  const max = defaultOrderLimits.maxPerDish;
  // 20 in stock: the shop's limit, not the stock, is what stops the customer.
  const dish = await createFood(page.request, `Limit Stew ${randomInt(100_000, 999_999)}`, 1000);
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dish.id);
  await page.goto('/menu');
  await openCart(page);

  const line = cartLine(page, dish.name);
  const qty = line.getByRole('group', { name: `Quantity of ${dish.name}` });
  const plus = line.getByRole('button', { name: `One more ${dish.name}` });
  for (let count = 2; count <= max; count += 1) {
    await plus.tap();
    await expect(qty).toHaveText(String(count));
  }
  await expect(plus).toBeDisabled();
  await expect(line).toContainText(messages.cartDishLimit.replace('{max}', String(max)));

  const panel = cartPanel(page);
  await panel.getByLabel('Address').fill('3 Limit Lane, Kubwa');
  await panel.getByLabel('Delivery area').selectOption('Samaru');
  await panel.getByRole('radio', { name: 'Cash' }).tap();
  await panel.getByRole('button', { name: /^Send order / }).tap();
  await expect(page).toHaveURL(/\/order\/success\/\d+\//);
});

test('an order over the limit is refused in words naming the dish', async ({ page }) => {
  const dish = await createFood(page.request, `Big Pot ${randomInt(100_000, 999_999)}`, 1000);
  const customer = await registerCustomer(page);
  const answer = await page.request.post('/api/orders', {
    headers: bearer(customer.session.token),
    data: {
      name: customer.name,
      phone: customer.phone,
      address: '3 Limit Lane, Kubwa',
      area: 'Samaru',
      products: [{ id: dish.id, qty: defaultOrderLimits.maxPerDish + 1 }],
      paymentMethod: 'cash',
    },
  });
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toEqual({
    message: messages.tooManyOfDish
      .replace('{max}', String(defaultOrderLimits.maxPerDish))
      .replace('{dish}', dish.name),
  });
});
