import { expect, test } from '@playwright/test';
import { adminSessionUser, phone, skipWelcomeCard, startSignedIn } from '../fixtures';
import { paidOnlineOrder } from './money-helpers';

// 80 mm thermal rolls print 72 mm of their width: 72 mm at 96 CSS px per inch.
const PRINTABLE_80MM_PX = (72 / 25.4) * 96;

test('the kitchen ticket fits an 80 mm roll, one tap from the board', async ({ page }, info) => {
  const { orderId } = await paidOnlineOrder(page.request, [
    { id: 110, qty: 2 },
    { id: 103, qty: 1 },
    { id: 109, qty: 3 },
  ]);
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/orders');
  const card = page.getByRole('listitem', { name: `Order #${orderId}` });
  await expect(
    card.getByRole('link', { name: `Print the kitchen ticket of order #${orderId}` }),
  ).toHaveAttribute('href', `/admin/print/${orderId}?kind=ticket&print=1`);

  // The same page without opening the print dialog, as the printer will see it.
  await page.goto(`/admin/print/${orderId}?kind=ticket`);
  await page.getByLabel('Paper').selectOption('80');
  await page.emulateMedia({ media: 'print' });
  const slip = page.locator('[data-slip="80"]');
  await expect(slip).toContainText('Goat Meat Pepper Soup');
  await expect(slip).toContainText(`Order #${orderId}`);
  const box = await slip.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(PRINTABLE_80MM_PX + 1);
  // Nothing inside runs past the printable width.
  const overflow = await slip.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    return Array.from(element.querySelectorAll('*')).filter(
      (child) => child.getBoundingClientRect().right > right + 0.5,
    ).length;
  });
  expect(overflow).toBe(0);
  await slip.screenshot({ path: info.outputPath('ticket-80mm.png') });
  // Prices are the receipt's business, not the kitchen's.
  await expect(slip).not.toContainText('₦');
});

test('a customer prints or saves the receipt of a paid order', async ({ browser, page }) => {
  const { customer, orderId } = await paidOnlineOrder(page.request, [{ id: 101, qty: 1 }]);
  const context = await browser.newContext({ ...phone });
  const mine = await context.newPage();
  await skipWelcomeCard(mine);
  await startSignedIn(mine, customer.session);
  await mine.goto(`/orders?order=${orderId}`);
  await mine.getByRole('link', { name: /Receipt/ }).click();
  const receipt = mine.getByRole('article', { name: `Receipt, order #${orderId}` });
  await expect(receipt).toContainText('Total');
  await expect(receipt).toContainText('₦5,000');
  await expect(receipt).toContainText('Paid · Online');
  // When it was ordered, in the shop's one style: '27 Nov 2026, 4:20 pm'.
  await expect(receipt).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m/);
  await expect(mine.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await context.close();
});

test('a 58 mm ticket prints alone, on 58 mm paper, with no policy error', async ({
  page,
}, info) => {
  const { orderId } = await paidOnlineOrder(page.request, [{ id: 101, qty: 2 }]);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto(`/admin/print/${orderId}?kind=ticket`);
  await page.getByLabel('Paper').selectOption('58');
  await expect(page.locator('[data-slip="58"]')).toContainText('Jollof Rice');

  // As the printer sees it: the slip alone, no staff menu or banner around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(page.getByLabel('Paper')).toBeHidden();
  await page.screenshot({ path: info.outputPath('ticket-58mm-print.png') });

  // Saved as PDF, the paper is 58 mm wide (164.4 pt), not Letter.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  expect(box, 'the PDF names its page size').not.toBeNull();
  expect(Number(box![1])).toBeCloseTo((58 / 25.4) * 72, 0);
  expect(refused).toEqual([]);
});
