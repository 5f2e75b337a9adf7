import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new, unique user for one test. */
export function newUser(label: string) {
  counter += 1;
  const id = `${label}-${Date.now().toString(36)}-${counter}`;
  return { email: `${id}@example.com`, password: `Pw-${id}-long`, username: id };
}

/** Signs up through the landing page's 'Sign Up' button and the identity provider's own form. */
export async function signUp(page: Page, user: { email: string; password: string }) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Logs in up to the identity provider's form; the caller handles what comes next (e.g. a code step). */
export async function submitPassword(page: Page, user: { email: string; password: string }) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /log in|sign in|continue/i }).click();
}

/** Logs in through the landing page's 'Log In' button and the identity provider's form. */
export async function logIn(page: Page, user: { email: string; password: string }) {
  await submitPassword(page, user);
  await expect(page).toHaveURL(/\/home$/);
}

/** Logs out from the top bar and waits for the landing page. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
}

/** Navigates inside the single-page app the way a link would, keeping the in-memory session. */
export async function openRoute(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
