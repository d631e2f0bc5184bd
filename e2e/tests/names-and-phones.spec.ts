import { expect, test } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { answerTo, phone, registerCustomer, skipWelcomeCard, uniquePhone } from '../fixtures';

test.use(phone);

/** '09123456789' as '+234 912 345 6789': how it is printed on a card or a WhatsApp profile. */
function international(local: string): string {
  return `+234 ${local.slice(1, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

// Real names and phone numbers as people write them were refused.
test('a customer with a hyphenated name registers with +234 and signs in with spaces', async ({
  page,
}) => {
  await skipWelcomeCard(page);
  const local = uniquePhone();

  await page.goto('/register');
  await page.getByLabel('Name').fill('Okonkwo-Eze');
  await page.getByLabel('Phone number').fill(international(local));
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Repeat password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/menu\/new$/);

  // The number is kept as it is dialled at home.
  await page.goto('/profile');
  await expect(page.getByLabel('Full name')).toHaveValue('Okonkwo-Eze');
  await expect(page.getByLabel('Phone number')).toHaveValue(local);

  await page.evaluate(() => localStorage.removeItem('user'));
  await page.goto('/login');
  await page
    .getByLabel('Phone number')
    .fill(`${local.slice(0, 4)} ${local.slice(4, 7)}-${local.slice(7)}`);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test("the profile takes O'Neil and Ngozi A., and a phone written 234…", async ({ page }) => {
  await registerCustomer(page, { name: 'Bola Ade' });
  const local = uniquePhone();
  await page.goto('/profile');

  await page.getByLabel('Full name').fill("O'Neil");
  await page.getByLabel('Phone number').fill(`234${local.slice(1)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(local);

  await page.getByLabel('Full name').fill('Ngozi A.');
  // The first save's 'Profile saved' may still show: wait for this save's answer itself.
  const saved = answerTo(page, 'PATCH', '/api/me');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ngozi A.');
  await expect(page.getByLabel('Phone number')).toHaveValue(local);

  // What is still not a name keeps the spec's words.
  await page.getByLabel('Full name').fill('Ngozi 2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(messages.nameInvalid);
});
