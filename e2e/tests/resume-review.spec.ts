import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUp } from './support';

const GENERATED = path.join(__dirname, '..', '..', 'server', 'api', 'test', 'fixtures', 'resumes', 'generated');
const AS_DOCX = path.join(GENERATED, '02-jose-muller.docx');
const AS_PDF = path.join(GENERATED, '02-jose-muller.pdfkit.pdf');

async function upload(page: Page, file: string) {
  await page.goto('/resume-upload');
  await page.getByLabel('Choose a resume file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload Resume' }).click();
}

const reviewForm = (page: Page) => page.getByRole('form', { name: 'Entries found in your resume' });
const imported = (page: Page) => page.getByRole('status').filter({ hasText: /^Imported \d+ career entr/ });

test('the review imports exactly the ticked entries, as edited', async ({ page }) => {
  await signUp(page, newUser('review'));
  await upload(page, AS_DOCX);
  const review = reviewForm(page);
  await expect(review).toBeVisible();

  await review.getByRole('checkbox', { name: /^Data Analyst at N26 GmbH/ }).uncheck();
  await review.getByRole('checkbox', { name: 'Tableau', exact: true }).uncheck();
  await review.getByRole('button', { name: /^Edit Data Scientist at Zalando SE/ }).click();
  const position = review.getByRole('group', { name: /^Data Scientist at Zalando SE/ }).getByLabel('Position');
  await position.fill('Lead Data Scientist');
  await review.getByRole('button', { name: 'Import selected' }).click();
  await expect(imported(page)).toContainText('Imported 1 career entry, 1 education entry and');

  await page.goto('/career-view');
  await expect(page.getByText('Lead Data Scientist at Zalando SE')).toBeVisible();
  await expect(page.getByText(/N26 GmbH/)).toHaveCount(0);
  await page.goto('/education-view');
  await expect(page.getByText('BSc Mathematics at Humboldt University of Berlin')).toBeVisible();
  await page.goto('/skills-view');
  await expect(page.getByText('Python', { exact: true })).toBeVisible();
  await expect(page.getByText('Tableau', { exact: true })).toHaveCount(0);
});

test('the same resume again, as the same file or as a PDF, adds no duplicates', async ({ page }) => {
  await signUp(page, newUser('review-again'));
  await upload(page, AS_DOCX);
  await reviewForm(page).getByRole('button', { name: 'Import selected' }).click();
  await expect(imported(page)).toBeVisible();

  // The same file: recognised, and its entries all marked when reviewed again.
  await upload(page, AS_DOCX);
  await expect(page.getByRole('status').filter({ hasText: 'You uploaded this file before.' })).toBeVisible();
  await page.getByRole('button', { name: 'Review it again' }).click();
  await expect(reviewForm(page).getByText('Already in your profile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();

  // The same resume as a PDF: another file, every entry already in the profile, so nothing is ticked.
  await upload(page, AS_PDF);
  const review = reviewForm(page);
  await expect(review).toBeVisible();
  for (const checkbox of await review.getByRole('checkbox').all()) await expect(checkbox).not.toBeChecked();
  await review.getByRole('button', { name: 'Import selected' }).click();
  await expect(review.getByRole('alert')).toHaveText('Tick the entries to import first.');

  await page.goto('/career-view');
  await expect(page.getByText('Data Scientist at Zalando SE')).toHaveCount(1);
  await expect(page.getByText('Data Analyst at N26 GmbH')).toHaveCount(1);
  await page.goto('/education-view');
  await expect(page.getByText('BSc Mathematics at Humboldt University of Berlin')).toHaveCount(1);
});

test('a resume with nothing to import says so, never a success', async ({ page }) => {
  await signUp(page, newUser('review-empty'));
  await page.goto('/resume-upload');
  await page.getByRole('button', { name: 'Paste Text' }).click();
  await page.getByLabel('Resume text').fill('Just a note to myself.');
  await page.getByRole('button', { name: 'Parse Text' }).click();
  const message = page.getByRole('status').filter({ hasText: 'We could not find career, education or skills in this file.' });
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', { name: 'Add career history' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import selected' })).toHaveCount(0);
  await expect(imported(page)).toHaveCount(0);
});
