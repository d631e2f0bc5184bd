import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatWeekdayDate, shopToday } from '@buka/domain/shop-clock';
import { adminSessionUser, skipWelcomeCard, startSignedIn } from '../fixtures';
import { paidOnlineOrder } from './money-helpers';

test("the report's chart and tables, a table as CSV, and the day's cash-up", async ({ page }) => {
  const { orderId } = await paidOnlineOrder(page.request, [{ id: 104, qty: 2 }]);
  const today = shopToday(new Date());
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  // Until today's answer comes the month's report stays on screen, marked busy; its answer
  // draws the chart anew, so the chart measured is today's, not the one about to go.
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(today);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);

  // The chart draws a canvas; its figures are in the table too.
  const chart = page.getByRole('region', { name: 'Sales chart' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  const box = await chart.locator('canvas').first().boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  const dishes = page.getByRole('region', { name: 'Best-selling dishes' });
  await expect(dishes.getByRole('row', { name: /Chicken \(Grilled\)/ })).toBeVisible();

  // Every order of the day as CSV: this order's line is in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Every order as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`buka-orders-${today}-to-${today}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('order,placed (Lagos),status');
  expect(csv).toMatch(
    new RegExp(`\\r\\n${orderId},${today} \\d\\d:\\d\\d,Received,online,online,14000,`),
  );

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Cash-up' })
    .click();
  await expect(page.getByRole('region', { name: 'The day' })).toContainText('Settled online');
  const perDay = page.getByRole('region', { name: 'Cash-up per day' });
  await expect(perDay.getByRole('row')).toHaveCount(2);
  await expect(perDay.getByRole('row').nth(1)).toContainText(formatWeekdayDate(today));
});
