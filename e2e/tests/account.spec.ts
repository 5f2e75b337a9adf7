import { expect, test } from '@playwright/test';
import { followMailedLink, logIn, logOut, newUser, signUp } from './support';

const IDENTITY_ORIGIN = 'http://localhost:4200';

test('sign-up refuses an easy password and says why; the mailed link confirms the address', async ({ page }) => {
  const user = newUser('weak');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password/i).fill('password1234');
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page.getByText(/too easy to guess/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeHidden();

  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await followMailedLink(page, user.email);
  await expect(page).toHaveURL(/\/home$/);
});

test('a forgotten password is reset through the mailed link, and only the new one logs in', async ({ page }) => {
  const user = newUser('reset');
  await signUp(page, user);
  await logOut(page);

  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await followMailedLink(page, user.email);
  const newPassword = `${user.password}-renewed`;
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await logIn(page, { email: user.email, password: newPassword });
  await logOut(page);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /log in|sign in|continue/i }).click();
  await expect(page).not.toHaveURL(/\/home$/);
});

test('changing the password on the account page signs the other browser out', async ({ browser }) => {
  const user = newUser('change');
  const first = await (await browser.newContext()).newPage();
  await signUp(first, user);
  const second = await (await browser.newContext()).newPage();
  await logIn(second, user);

  await first.goto(`${IDENTITY_ORIGIN}/account`);
  await expect(first.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(first.getByRole('listitem').filter({ hasText: 'Signed in' })).toHaveCount(2);
  await first.getByLabel('Current password').fill(user.password);
  await first.getByLabel('New password').fill(`${user.password}-changed`);
  await first.getByRole('button', { name: 'Change password' }).click();
  await expect(first.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(first.getByRole('listitem').filter({ hasText: 'Signed in' })).toHaveCount(1);

  await second.goto(`${IDENTITY_ORIGIN}/account`);
  await expect(second.getByRole('heading', { name: 'Log in first' })).toBeVisible();
});
