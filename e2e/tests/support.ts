import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new, unique user for one test. */
export function newUser(label: string) {
  counter += 1;
  const id = `${label}-${Date.now().toString(36)}-${counter}`;
  return { email: `${id}@example.com`, password: `Pw-${id}-long`, username: id };
}

/**
 * The identity provider of the e2e stack, or the instance E2E_IDENTITY_ORIGIN names (the cluster's
 * journey: its proxy hides the outbox): its outbox shows the mail it would have sent.
 */
const IDENTITY_ORIGIN = process.env.E2E_IDENTITY_ORIGIN ?? 'http://localhost:4200';

/**
 * Opens the newest mail to an address in the identity provider's outbox and follows its link, in the
 * same browser (the sign-up link finishes the login there).
 */
export async function followMailedLink(page: Page, email: string) {
  const newest = page.getByRole('listitem').filter({ hasText: `to ${email}` }).first();
  // The provider sends mail after it has answered, so the message may land a moment later.
  await expect(async () => {
    await page.goto(`${IDENTITY_ORIGIN}/outbox`);
    await expect(newest).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await newest.getByRole('link').click();
  await page.locator('pre').getByRole('link').first().click();
}

/**
 * Signs up through the landing page's 'Sign Up' button and the identity provider's own form, then
 * confirms the address through the link the provider mailed.
 */
export async function signUp(page: Page, user: { email: string; password: string }) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await followMailedLink(page, user.email);
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
