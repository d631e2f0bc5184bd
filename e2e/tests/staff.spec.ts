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

// Staff rights are given and taken on Users, by an admin, never by a phone
// number; the shop always keeps one admin who can sign in.

test('an admin makes a customer staff and removes them, but cannot leave the shop without an admin', async ({
  page,
}) => {
  const letters = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(0, 26)]);
  const name = `Kemi ${letters.join('')}`;
  const customer = await registerCustomer(page.request, { name });
  // A session of its own, so the rights checked below are this page's.
  await skipWelcomeCard(page);
  await startSignedIn(page, await signIn(page.request, ADMIN_PHONE, ADMIN_PASSWORD));
  await page.goto('/admin/users');

  // The shop's only admin cannot step down: the message says what to do instead.
  await page.getByLabel('Search users').fill(ADMIN_NAME);
  const own = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: ADMIN_NAME }) });
  await own.getByRole('button', { name: `Remove staff: ${ADMIN_NAME}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${ADMIN_NAME} from staff?` })
    .getByRole('button', { name: 'Remove staff' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: messages.lastAdmin })).toBeVisible();
  await expect(own.getByText('admin', { exact: true })).toBeVisible();

  await page.getByLabel('Search users').fill(name.toLowerCase());
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('admin', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: `Make staff: ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Make ${name} staff?` })
    .getByRole('button', { name: 'Make staff' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `${name} is staff now` })).toBeVisible();
  await expect(card.getByText('admin', { exact: true })).toBeVisible();

  // The new staff member's own session reaches the staff calls at once.
  const asStaff = await page.request.get('/api/users', {
    headers: { authorization: `Bearer ${customer.session.token}` },
  });
  expect(asStaff.status()).toBe(200);

  await card.getByRole('button', { name: `Remove staff: ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${name} from staff?` })
    .getByRole('button', { name: 'Remove staff' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} is no longer staff` }),
  ).toBeVisible();
  await expect(card.getByText('admin', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Make staff: ${name}` })).toBeVisible();
  const asCustomer = await page.request.get('/api/users', {
    headers: { authorization: `Bearer ${customer.session.token}` },
  });
  expect(asCustomer.status()).toBe(403);
});
