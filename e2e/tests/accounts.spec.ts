import { expect, test, type Page } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import {
  adminSessionUser,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
  uniquePhone,
} from '../fixtures';

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  return page.getByRole('menu');
}

test('a customer registers, signs out and signs back in', async ({ page }) => {
  await skipWelcomeCard(page);
  const phone = uniquePhone();

  await page.goto('/register');
  await expect(
    page.getByRole('heading', { name: 'Register and start making orders' }),
  ).toBeVisible();
  await page.getByLabel('Name').fill('Ada Obi');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Repeat password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/menu\/new$/);

  // Signed in: the header trades 'Order Now' for the account menu.
  await page.goto('/');
  const menu = await openAccountMenu(page);
  await expect(menu).toContainText('Ada Obi');
  await expect(menu.getByRole('menuitem', { name: 'Administrator' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Order Now' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // A wrong password is refused in the spec's words.
  await page.getByRole('banner').getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login and start making orders' })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.loginNotFound })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('login checks its fields before asking the server', async ({ page }) => {
  let signinCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/users/login/customer/signin')) signinCalls++;
  });
  await page.goto('/login');
  await page.getByLabel('Phone number').fill('0801234');
  await page.getByLabel('Password').fill('ab');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(messages.phoneInvalid);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(messages.passwordInvalid);
  await expect(page.getByRole('alert').filter({ hasText: messages.phoneInvalid })).toBeVisible();
  expect(signinCalls).toBe(0);

  // Fixing a field clears its message.
  await page.getByLabel('Phone number').fill('08012345678');
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription('');
});

test('register checks every field in the spec words', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Al');
  await page.getByLabel('Phone number').fill('0801234567a');
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.getByLabel('Repeat password').fill('secreT');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByLabel('Name')).toHaveAccessibleDescription(messages.nameInvalid);
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(messages.phoneInvalid);
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Name').fill('Ada Obi');
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Repeat password')).toHaveAccessibleDescription(
    messages.passwordsNotEqual,
  );
  await expect(page).toHaveURL(/\/register$/);
});

test('registering a phone that is taken says the user already exists', async ({ page }) => {
  const phone = uniquePhone();
  const first = await page.request.post('/api/users/login/customer/signup', {
    data: { name: 'First Owner', phoneNumber: phone, password: 'secret123' },
  });
  expect(first.status()).toBe(201);

  await page.goto('/register');
  await page.getByLabel('Name').fill('Second Owner');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Repeat password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.userExists })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the profile page edits the name and checks the phone', async ({ page }) => {
  const customer = await registerCustomer(page, { name: 'Bola Ade' });
  await page.goto('/profile');
  await expect(page.getByLabel('Full name')).toHaveValue('Bola Ade');
  await expect(page.getByLabel('Phone number')).toHaveValue(customer.phone);

  await page.getByLabel('Phone number').fill('0801234567x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(messages.invalidPhone);

  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByLabel('Full name').fill('Bola Adeyemi');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
  const menu = await openAccountMenu(page);
  await expect(menu).toContainText('Bola Adeyemi');

  // The server keeps it: a fresh load still shows the new name.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Bola Adeyemi');
});

test('a visitor opening the profile is sent to login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('only an admin sees Administrator, which opens the admin area', async ({ page, request }) => {
  await startSignedIn(page, await adminSessionUser(request));
  await page.goto('/');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Administrator' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminMode'))).toBe('true');
});

test('a session the server no longer knows is cleared at start-up', async ({ page }) => {
  const customer = await registerCustomer(page);
  const logout = await page.request.post('/api/users/logout', {
    headers: { authorization: `Bearer ${customer.session.token}` },
  });
  expect(logout.status()).toBe(204);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Order Now' })).toBeVisible();
  // The home page is drawn on the server before the app's code runs: the app clears it once live.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('user')), { timeout: 20_000 })
    .toBeNull();
});

test('a stored session of the wrong shape is signed out, even when the server cannot be asked', async ({
  page,
}) => {
  const customer = await registerCustomer(page.request);
  // The server cannot be reached to refresh it (the shape alone must do)...
  await page.route('**/api/me', (route) => route.abort());
  await page.goto('/api/health');
  // ...and it has a token and an id, but no name, phone or role.
  await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), {
    token: customer.session.token,
    uid: customer.session.uid,
  });
  await page.goto('/about');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('user')), { timeout: 20_000 })
    .toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Order Now' })).toBeVisible();
});

test('a name changed on another phone shows at the next start-up', async ({ page }) => {
  const customer = await registerCustomer(page, { name: 'Ada Obi' });
  const renamed = await page.request.patch('/api/me', {
    headers: { authorization: `Bearer ${customer.session.token}` },
    data: { name: 'Ada Obi-Eze' },
  });
  expect(renamed.status()).toBe(200);
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: /^Account menu.*Ada Obi-Eze/ })).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('user') ?? '{}') as { displayName?: string }).displayName,
    ),
  ).toBe('Ada Obi-Eze');
  await expect(await openAccountMenu(page)).toContainText('Ada Obi-Eze');
});
