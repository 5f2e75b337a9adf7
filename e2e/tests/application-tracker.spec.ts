import { expect, test } from '@playwright/test';
import { downloadResumeAsPdf, generateResume, seedProfileAndJob } from './seed';
import { newUser, signUp } from './support';

/** Today in the browser's time zone plus `days`, as yyyy-mm-dd (what a date field takes). */
function localDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A yyyy-mm-dd day as the site shows it to an English-speaking (en-US) reader: 'Jun 3, 2024'. */
function shownDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

test('a user applies, moves the application through stages on the board with the keyboard, plans a next step and sees it on /home', async ({ page }) => {
  const user = newUser('tracker');
  await signUp(page, user);
  await seedProfileAndJob(page);
  await generateResume(page, user.username);

  // A PDF of the resume, to apply with.
  await downloadResumeAsPdf(page, user.username);
  await page.getByRole('dialog', { name: 'Format & Download Resume' }).getByRole('button', { name: 'GO BACK' }).click();

  await page.goto('/applications');
  await page.getByLabel('Job', { exact: true }).fill('globex');
  await page.getByRole('option', { name: 'Senior Data Scientist — Globex' }).click();
  await page.getByLabel('Resume', { exact: true }).fill('globex');
  await page.getByRole('option', { name: 'Senior Data Scientist at Globex — PDF' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Globex' })).toContainText('Senior Data Scientist');

  // The board, and two moves with the arrow keys: Applied → Screening → Interview.
  await page.getByRole('button', { name: 'Board' }).click();
  const card = page.getByRole('button', { name: 'Senior Data Scientist' });
  await expect(page.getByRole('region', { name: 'Applied (1)' }).getByRole('button', { name: 'Senior Data Scientist' })).toBeVisible();
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'Moved Senior Data Scientist to Screening.' })).toBeVisible();
  await expect(card).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'Moved Senior Data Scientist to Interview.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interview (1)' }).getByRole('button', { name: 'Senior Data Scientist' })).toBeVisible();

  // A note and a next step tomorrow.
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Senior Data Scientist — Globex' });
  await expect(details.getByRole('list', { name: 'Stage history' })).toContainText('Interview:');
  await details.getByLabel('Notes').fill('Technical interview with the data team.');
  await details.getByLabel('Next step date').fill(localDay(1));
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText(`Next step: ${shownDay(localDay(1))}`)).toBeVisible();

  // /home reminds of the next step and counts the interview.
  await page.goto('/home');
  const nextSteps = page.getByRole('region', { name: 'Next steps' });
  await expect(nextSteps).toContainText(`${shownDay(localDay(1))} — Senior Data Scientist at Globex (Interview)`);
  const insights = page.getByRole('region', { name: 'Insights' });
  await expect(insights.locator('dt', { hasText: 'Interview rate' }).locator('xpath=following-sibling::dd')).toHaveText('100%');
  await expect(insights.getByRole('img')).toHaveAccessibleName(/: 1\.$/);
});
