/**
 * A new user of a running stack with the local identity provider, made the way a person makes one:
 * the landing page's 'Sign Up', the provider's form, then the confirmation link the provider wrote
 * to its outbox (it has no mail server). For the measurements that need a signed-in browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The link of the confirmation mail the local identity provider wrote to its outbox for `email`. */
export async function confirmationLink(identityDataDir, email, timeoutMs = 10_000) {
  const outbox = path.join(identityDataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // The provider writes each mail to a hidden temporary file first and then renames it: only the
    // renamed ones are whole (and a temporary one may be gone by the time it would be read).
    const mails = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.json') && !file.startsWith('.')) : [];
    const messages = mails.map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')));
    const mail = messages.find((message) => message.to.includes(email));
    const link = mail?.text.split(/\s+/).find((word) => /^https?:\/\/.*\/confirm\?/.test(word));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation mail for ${email} in ${outbox} after ${timeoutMs} ms`);
}

/**
 * Signs a new user up in `page` (its context's base URL is the shell) and waits until /home shows
 * its greeting, which the shell renders from the API's answer: the API has stored the user by then.
 * Returns the user's email.
 */
export async function signUpInBrowser(page, identityDataDir, { label = 'bench', timeoutMs = 60_000 } = {}) {
  const id = `${label}-${Date.now().toString(36)}`;
  const email = `${id}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(`Pw-${id}-long`);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await page.goto(await confirmationLink(identityDataDir, email));
  await page.waitForURL(/\/home$/, { timeout: timeoutMs });
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor({ timeout: timeoutMs });
  return email;
}
