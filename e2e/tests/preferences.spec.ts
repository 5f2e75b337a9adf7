import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logIn, logOut, newUser, signUp, submitPassword } from './support';

/** A 1×1 PNG: the browser compresses it to WebP before upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of text.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** The RFC 6238 code an authenticator app shows for `secret` (SHA-1, 6 digits, 30 s), `stepOffset` steps from now. */
function totp(secret: string, stepOffset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepOffset));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('a user edits the profile, uploads an avatar, switches themes and turns multi-factor sign-in on and off', async ({ page }) => {
  const user = newUser('prefs');
  await signUp(page, user);
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  // Profile: a phone not in US format is blocked with its message; a good edit shows at once in the top bar.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('Username').fill('ada.l');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  const phone = page.getByPlaceholder('Format: 123-456-7890');
  await phone.fill('12-34');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid US phone number (e.g., 123-456-7890)')).toBeVisible();
  await phone.fill('(555) 123-4567');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText('(555) 123-4567')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /ada\.l/ })).toBeVisible();

  // Avatar: compressed in the browser, stored by the API, shown in the top bar at once.
  await page.getByLabel('Change Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const topBarAvatar = page.getByRole('banner').locator('img').first();
  await expect(topBarAvatar).toHaveAttribute('src', /\/api\/avatars\/[0-9a-f]{32}$/);
  const avatarResponse = await page.request.get((await topBarAvatar.getAttribute('src'))!);
  expect(avatarResponse.headers()['content-type']).toBe('image/webp');

  // Theme: applied at once, kept across a reload.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/dark-theme/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark-theme/);
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveClass(/light-theme/);
  await page.getByRole('radio', { name: 'Match System' }).check();
  await expect(page.locator('html')).not.toHaveClass(/(light|dark)-theme/);

  // MFA on: the next sign-in enrolls an authenticator with a QR code, then asks for a code.
  await page.getByRole('button', { name: 'Toggle MFA Settings' }).click();
  const mfaDialog = page.getByRole('dialog');
  // The checkbox follows the server's answer, so it changes once the request is done.
  await mfaDialog.getByRole('checkbox', { name: 'Enable MFA' }).click();
  await expect(mfaDialog.getByRole('checkbox', { name: 'Enable MFA' })).toBeChecked();
  await expect(mfaDialog.getByText('MFA is enabled. You will be prompted for an additional authentication step on your next login.')).toBeVisible();
  // The close mark reads 'X' and is announced as 'Close'.
  await expect(mfaDialog.getByRole('button', { name: 'Close' })).toHaveText('X');
  await mfaDialog.getByRole('button', { name: 'Close' }).click();
  await logOut(page);

  await submitPassword(page, user);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await logOut(page);

  // The next sign-in asks for a code; a wrong one is refused.
  await submitPassword(page, user);
  await page.getByLabel('Authentication code').fill(totp(secret, -10));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Try the current code from your app.')).toBeVisible();
  // A code from the next step: the one used at enrollment may still be current, and codes cannot be replayed.
  await page.getByLabel('Authentication code').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // MFA off: the next sign-in needs only the password.
  await page.goto('/preferences');
  await page.getByRole('button', { name: 'Toggle MFA Settings' }).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Enable MFA' }).click();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Enable MFA' })).not.toBeChecked();
  await expect(page.getByRole('dialog').getByText('MFA is disabled.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await logOut(page);
  await logIn(page, user);
});
