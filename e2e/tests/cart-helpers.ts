import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, type TestCustomer } from '../fixtures';

// The cart, checkout and payment tests' shared steps, as a customer would take them.

/** docs/screens.md#sample-menu sample menu ids. */
export const dishes = {
  jollof: { id: 101, name: 'Jollof Rice', price: 5000 },
  chicken: { id: 104, name: 'Chicken (Grilled)', price: 7000 },
  chips: { id: 109, name: 'Chips', price: 1500 },
  salad: { id: 108, name: 'Salad', price: 2000 },
} as const;

/** Puts a line in the customer's cart through the API, as the add button does. */
export async function putInCart(
  request: APIRequestContext,
  customer: TestCustomer,
  fid: number,
): Promise<void> {
  const response = await request.post('/api/cart', {
    headers: bearer(customer.session.token),
    data: { fid },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export function cartPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Cart' });
}

/**
 * Opens the cart from the header's button, once the app is live. On a page drawn on the server
 * the button is there before the app's code, marked data-early-tap until then; a tap on it
 * meanwhile is held and made again later (early-taps.ts), which is the drawn-pages tests'
 * subject, not these flows'. On a machine busy with other tests the app takes seconds to start.
 */
export async function openCart(page: Page) {
  const button = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  await expect(button).not.toHaveAttribute('data-early-tap', { timeout: 20_000 });
  await button.click();
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

export function cartLine(page: Page, name: string) {
  return cartPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** Fills the checkout block and presses 'Send order …'. */
export async function sendOrder(
  page: Page,
  {
    address = '12 Test Street, Kubwa',
    area = 'Samaru',
    payment,
  }: { address?: string; area?: string; payment: 'Pay Online' | 'Cash' },
) {
  const panel = cartPanel(page);
  await panel.getByLabel('Address').fill(address);
  await panel.getByLabel('Delivery area').selectOption(area);
  await panel.getByRole('radio', { name: payment }).check();
  await panel.getByRole('button', { name: /^Send order / }).click();
}

/** How many orders the customer has, asked of the server. */
export async function orderCount(request: APIRequestContext, customer: TestCustomer) {
  const response = await request.get(
    `/api/orders/user/orders?userId=${customer.session.uid}&pageNumber=1`,
    { headers: bearer(customer.session.token) },
  );
  if (response.status() === 404) return 0;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: unknown[] }).orders.length;
}
