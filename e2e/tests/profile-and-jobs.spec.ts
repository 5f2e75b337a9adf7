import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signUp } from './support';

/** Fills labelled fields of a form or dialog. */
async function fillFields(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
}

test('career history and education: add, edit and delete', async ({ page }) => {
  await signUp(page, newUser('career'));

  await page.goto('/career-view');
  await expect(page.getByText('No career history found.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit New Entry' }).or(page.getByRole('link', { name: 'Submit New Entry' })).click();
  await expect(page).toHaveURL(/\/career-submit$/);
  await fillFields(page, {
    Position: 'Backend Engineer',
    Company: 'Acme Corp',
    'Start Date': '2019-03-01',
    Description: 'Built the billing platform.',
    'Key Achievements': 'Cut invoice run time by 80%\nLed the move to PostgreSQL',
  });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/career-view$/);
  await expect(page.getByText('Backend Engineer at Acme Corp')).toBeVisible();
  await expect(page.getByText('From Mar 1, 2019 to Present')).toBeVisible();
  await expect(page.getByText('Key Achievements:')).toBeVisible();
  // The record's own row in the list holds the text too: look in its achievements.
  await expect(page.getByRole('list', { name: 'Key Achievements:' }).getByRole('listitem').filter({ hasText: 'Led the move to PostgreSQL' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).first().click();
  const careerDialog = page.getByRole('dialog', { name: 'Update Career History' });
  await careerDialog.getByLabel('End Date', { exact: true }).fill('2022-06-30');
  await careerDialog.getByRole('button', { name: 'Update' }).click();
  await expect(careerDialog).toBeHidden();
  await expect(page.getByText('From Mar 1, 2019 to Jun 30, 2022')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByRole('dialog', { name: 'Update Career History' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this career history record?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('No career history found.')).toBeVisible();

  await page.goto('/education-submit');
  await fillFields(page, {
    Degree: 'BSc Computer Science',
    Institution: 'University of Łódź',
    'Start Date': '2014-10-01',
    'End Date': '2018-06-30',
    GPA: '3.8',
  });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/education-view$/);
  await expect(page.getByText('BSc Computer Science at University of Łódź')).toBeVisible();
  await expect(page.getByText(/GPA: 3\.8/)).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).first().click();
  const educationDialog = page.getByRole('dialog', { name: 'Update Education' });
  await educationDialog.getByLabel('Degree', { exact: true }).fill('MSc Computer Science');
  await educationDialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('MSc Computer Science at University of Łódź')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByRole('dialog', { name: 'Update Education' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this education record?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('No education records found.')).toBeVisible();
});

const POSTING = `Senior Data Engineer
Company: Northwind Analytics
Location: Remote (EU)

About the role
You will build streaming pipelines with Kafka and Spark.

Requirements
- 5+ years with Python
- Experience with Airflow`;

test('jobs: structured and free-form submit, search, sort, page, edit and delete', async ({ page }) => {
  await signUp(page, newUser('jobs'));
  await page.goto('/jobs-submit');
  await expect(page.getByText('No recent submissions found')).toBeVisible();

  // Six structured jobs, so the history has two pages of 4.
  for (let index = 1; index <= 6; index += 1) {
    await page.getByLabel('Job Title').fill(`Platform Engineer ${index}`);
    await page.getByLabel('Company').fill(index % 2 ? 'Globex' : 'Initech');
    await page.getByLabel(/Job Description/).fill(`Role ${index}: keep the platform running.`);
    await expect(page.getByText(`${`Role ${index}: keep the platform running.`.length}/2000`)).toBeVisible();
    await page.getByRole('button', { name: 'Submit Job' }).click();
    await expect(page.getByLabel('Job Title')).toHaveValue('');
  }
  await expect(page.getByRole('heading', { name: 'Recent Submissions' })).toBeVisible();
  await expect(page.getByText('Platform Engineer 6').first()).toBeVisible();

  // The whole posting, pasted: title and company come from the text.
  await page.getByRole('button', { name: 'Free-Form Paste' }).click();
  await expect(page.getByRole('heading', { name: 'Paste Full Job Posting' })).toBeVisible();
  await page.getByRole('button', { name: 'Parse & Submit' }).click();
  await expect(page.getByText('Please paste a job posting.')).toBeVisible();
  await page.getByRole('textbox').fill(POSTING);
  await page.getByRole('button', { name: 'Parse & Submit' }).click();
  await expect(page.getByText('Senior Data Engineer').first()).toBeVisible();

  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/jobs-view$/);
  await expect(page.getByText('7 results • Page 1 of 2')).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toContainText('Senior Data Engineer');
  await expect(firstCard).toContainText('Northwind Analytics');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('7 results • Page 2 of 2')).toBeVisible();
  await page.getByLabel(/sort/i).selectOption({ label: 'Oldest First' });
  await expect(page.getByText('7 results • Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Platform Engineer 1');

  await page.getByPlaceholder('Search jobs...').fill('initech');
  await expect(page.getByText('3 results • Page 1 of 1')).toBeVisible();
  await page.getByPlaceholder('Search jobs...').fill('kafka');
  await expect(page.getByText('1 results • Page 1 of 1').or(page.getByText('1 result • Page 1 of 1'))).toBeVisible();
  await page.getByPlaceholder('Search jobs...').fill('no such job anywhere');
  await expect(page.getByText('No job descriptions match your search.')).toBeVisible();
  await page.getByPlaceholder('Search jobs...').fill('');

  // Edit one, then delete it.
  await page.getByRole('article').filter({ hasText: 'Platform Engineer 1' }).getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: /Edit Job #\d+/ });
  await editor.getByLabel('Title').fill('Staff Platform Engineer');
  await editor.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: 'Staff Platform Engineer' })).toBeVisible();

  await page.getByRole('article').filter({ hasText: 'Staff Platform Engineer' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: /Edit Job #\d+/ }).getByRole('button', { name: 'Delete Job' }).click();
  await expect(page.getByText('Are you sure you want to delete?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('6 results • Page 1 of 2')).toBeVisible();
  await expect(page.getByText('Staff Platform Engineer')).toHaveCount(0);
});
