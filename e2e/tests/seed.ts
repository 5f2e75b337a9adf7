import path from 'node:path';
import { expect, type Download, type Page } from '@playwright/test';

export const RESUME_FILE = path.join(__dirname, '..', '..', 'server', 'api', 'test', 'fixtures', 'resumes', 'generated', '02-jose-muller.docx');

const POSTING = `Senior Data Scientist
Company: Globex

About the role
You will build pricing models and the pipelines that feed them.

Requirements
- 5+ years with Python and SQL
- Airflow and dbt for pipelines
- Experience with Snowflake
- Mentoring junior analysts`;

/**
 * Career history, education and skills from an uploaded resume, imported as the review offers them.
 * Its contact details are saved to the profile only when the caller asks; otherwise they stay offered.
 */
export async function uploadResume(page: Page, { saveDetails = false }: { saveDetails?: boolean } = {}) {
  await page.goto('/resume-upload');
  await page.getByLabel('Choose a resume file').setInputFiles(RESUME_FILE);
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resume uploaded successfully!' })).toBeVisible();
  if (saveDetails) {
    const details = page.getByRole('region', { name: 'Use these details?' });
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details).toBeHidden();
  }
  await page.getByRole('button', { name: 'Import selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Imported \d+ career entr/ })).toBeVisible();
}

/** Career history, education and skills from an uploaded resume; the job from a pasted posting. */
export async function seedProfileAndJob(page: Page) {
  await uploadResume(page);
  await submitPosting(page);
}

/** The Globex posting, pasted on /jobs-submit. */
export async function submitPosting(page: Page) {
  await page.goto('/jobs-submit');
  await page.getByRole('button', { name: 'Free-Form Paste' }).click();
  await page.getByRole('textbox').fill(POSTING);
  await page.getByRole('button', { name: 'Parse & Submit' }).click();
  await expect(page.getByText('Senior Data Scientist').first()).toBeVisible();
}

/**
 * Generates a resume for the pasted job from both career records, through the generate screen.
 * The resume carries the user's app profile name: their username until they set a full name.
 */
export async function generateResume(page: Page, name: string) {
  await page.goto('/resume-generate');
  await expect(page.getByRole('heading', { name: 'Generate Your Resume' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page.getByText('Please select both a job description and at least one career history record.')).toBeVisible();

  await page.getByLabel('Job Description').fill('globex');
  await page.getByRole('option', { name: 'Senior Data Scientist - Globex' }).click();
  await page.getByRole('button', { name: /Career History/ }).click();
  await page.getByRole('checkbox', { name: /Data Scientist, Zalando SE/ }).check();
  await page.getByRole('checkbox', { name: /Data Analyst, N26 GmbH/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(page.getByText('Data Scientist at Zalando SE')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page.getByText('Resume Ready!')).toBeVisible();
  await expect(page.getByText('Status: completed')).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate New Resume' })).toBeVisible();
}

/**
 * Formats the generated resume named `name` as a PDF from its Generated Resumes card and downloads
 * it; the 'Format & Download Resume' panel stays open.
 */
export async function downloadResumeAsPdf(page: Page, name: string): Promise<Download> {
  await page.goto('/generated-resumes');
  await page.getByRole('article').filter({ hasText: name }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Format' }).click();
  const panel = page.getByRole('dialog', { name: 'Format & Download Resume' });
  await panel.getByRole('radio', { name: 'pdf' }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Generate & Download' }).click()]);
  return download;
}
