import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import {
  ADMIN_NAME,
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';

// Roles are given and taken on Users, by the owner, never by a phone number; the shop always
// keeps one owner who can sign in.

test('the owner makes a customer a manager and takes it back, but cannot leave the shop without an owner', async ({
  page,
}) => {
  const letters = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(0, 26)]);
  const name = `Kemi ${letters.join('')}`;
  const customer = await registerCustomer(page.request, { name });
  // A session of its own, so the rights checked below are this page's.
  await skipWelcomeCard(page);
  await startSignedIn(page, await signIn(page.request, ADMIN_PHONE, ADMIN_PASSWORD));
  await page.goto('/admin/users');

  // The shop's only owner cannot step down: the message says what to do instead.
  await page.getByLabel('Search users').fill(ADMIN_NAME);
  const own = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: ADMIN_NAME }) });
  await own.getByLabel(`Role of ${ADMIN_NAME}`).selectOption('customer');
  await page
    .getByRole('dialog', { name: `Remove ${ADMIN_NAME} from staff?` })
    .getByRole('button', { name: 'Remove staff' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: messages.lastOwner })).toBeVisible();
  await expect(own.getByText('owner', { exact: true })).toBeVisible();

  await page.getByLabel('Search users').fill(name.toLowerCase());
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('manager', { exact: true })).toHaveCount(0);
  await card.getByLabel(`Role of ${name}`).selectOption('manager');
  await page
    .getByRole('dialog', { name: `Make ${name} a manager?` })
    .getByRole('button', { name: 'Make manager' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} is a manager now` }),
  ).toBeVisible();
  await expect(card.getByText('manager', { exact: true })).toBeVisible();

  // The new manager's own session reaches the staff calls at once.
  const asStaff = await page.request.get('/api/users', {
    headers: { authorization: `Bearer ${customer.session.token}` },
  });
  expect(asStaff.status()).toBe(200);

  await card.getByLabel(`Role of ${name}`).selectOption('customer');
  await page
    .getByRole('dialog', { name: `Remove ${name} from staff?` })
    .getByRole('button', { name: 'Remove staff' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} is no longer staff` }),
  ).toBeVisible();
  await expect(card.getByText('manager', { exact: true })).toHaveCount(0);
  await expect(card.getByLabel(`Role of ${name}`)).toHaveValue('customer');
  // Removed from staff, their sessions ended at once (docs/team.md#removing-someone).
  const asCustomer = await page.request.get('/api/users', {
    headers: { authorization: `Bearer ${customer.session.token}` },
  });
  expect(asCustomer.status()).toBe(401);
});
