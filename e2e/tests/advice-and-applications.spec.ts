import { expect, test } from '@playwright/test';
import { downloadResumeAsPdf, generateResume, seedProfileAndJob } from './seed';
import { newUser, signUp } from './support';

test('a user gets advice for a job and a generated resume, applies with a formatted resume and tracks the application', async ({ page }) => {
  const user = newUser('advice');
  await signUp(page, user);
  await seedProfileAndJob(page);
  await generateResume(page, user.username);

  // A PDF of the resume, to apply with.
  await downloadResumeAsPdf(page, user.username);
  await page.getByRole('dialog', { name: 'Format & Download Resume' }).getByRole('button', { name: 'GO BACK' }).click();

  // Get Advice from the card arrives with that resume chosen.
  await page.getByRole('dialog', { name: user.username }).getByRole('button', { name: 'Get Advice' }).click();
  await expect(page).toHaveURL(/\/advice\?resumeId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Get Job-Seeking Advice' })).toBeVisible();
  await expect(page.getByLabel('Resume', { exact: true })).toHaveValue(/ — Senior Data Scientist — /);
  await page.getByLabel('Job', { exact: true }).fill('globex');
  await page.getByRole('option', { name: 'Senior Data Scientist @ Globex' }).click();
  await page.getByRole('button', { name: 'Get Advice' }).click();

  const advice = page.getByRole('region', { name: 'Advice' });
  await expect(advice.locator('strong').filter({ hasText: /^Match: \d+\/100$/ })).toBeVisible();
  // The job asks for Snowflake; nothing in the profile shows it.
  await expect(advice.locator('strong').filter({ hasText: /^Snowflake$/ }).first()).toBeVisible();
  await expect(advice.locator('ol > li').first()).toBeVisible();
  await page.getByRole('button', { name: 'View Full Advice' }).click();
  const fullAdvice = page.getByRole('dialog', { name: 'Full Advice' });
  await expect(fullAdvice.locator('ol').first()).toBeVisible();
  await fullAdvice.getByRole('button', { name: 'Go Back' }).click();
  await expect(fullAdvice).toBeHidden();

  // Apply with the formatted PDF.
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Apply to Jobs' })).toBeVisible();
  await expect(page.getByText("You haven't applied to any jobs yet.")).toBeVisible();
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByLabel('Job', { exact: true }).fill('globex');
  await page.getByRole('option', { name: 'Senior Data Scientist — Globex' }).click();
  await page.getByLabel('Resume', { exact: true }).fill('globex');
  await page.getByRole('option', { name: 'Senior Data Scientist at Globex — PDF' }).click();
  await apply.click();

  const row = page.getByRole('row').filter({ hasText: 'Globex' });
  await expect(row).toContainText('Senior Data Scientist');
  await expect(row).toContainText('Senior Data Scientist at Globex — PDF');
  const status = row.getByRole('combobox', { name: 'Status of Senior Data Scientist' });
  await expect(status).toHaveValue('Applied');

  // The job card shows the application.
  await page.goto('/jobs-view');
  await expect(page.getByRole('article').filter({ hasText: 'Globex' })).toContainText('Applied');

  // The status change is kept.
  await page.goto('/applications');
  await row.getByRole('combobox', { name: 'Status of Senior Data Scientist' }).selectOption('Interview');
  await expect(status).toHaveValue('Interview');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Globex' }).getByRole('combobox')).toHaveValue('Interview');

  await page.getByRole('row').filter({ hasText: 'Globex' }).getByRole('button', { name: 'Delete application' }).click();
  await expect(page.getByText('Are you sure you want to delete this application?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Application deleted successfully!')).toBeVisible();
  await expect(page.getByText("You haven't applied to any jobs yet.")).toBeVisible();
});
