import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { generateResume, submitPosting, uploadResume } from './seed';
import { newUser, signUp } from './support';
import { pdfText } from './pdf-text';

const FULL_NAME = 'José Müller';
const EDITED_BULLET = 'Mentored four junior analysts in pricing and Python';
/** The accomplishments of the uploaded resume (02-jose-muller.docx). */
const IMPORTED_ACCOMPLISHMENTS = [
  'Built a returns-prediction model that saved 2.1M EUR a year',
  'Mentored four junior analysts',
  'Automated weekly KPI reporting with Airflow and dbt',
];

test('import → confirm details → generate → edit a bullet and hide a section → the PDF shows the edit', async ({ page }) => {
  const user = newUser('tailored');
  await signUp(page, user);

  // The resume's details are offered, not saved silently; the user confirms them.
  await uploadResume(page);
  const details = page.getByRole('region', { name: 'Use these details?' });
  await expect(details).toContainText(FULL_NAME);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details).toBeHidden();

  await submitPosting(page);
  // The resume is headed with the confirmed full name, not the username.
  await generateResume(page, FULL_NAME);

  await page.goto('/generated-resumes');
  await page.getByRole('article').filter({ hasText: FULL_NAME }).first().click();
  const popup = page.getByRole('dialog', { name: FULL_NAME });
  await popup.getByRole('button', { name: 'Edit' }).click();

  await expect(page.getByRole('heading', { name: 'Edit Generated Resume' })).toBeVisible();
  const position = page.getByRole('group', { name: /Data Scientist at Zalando SE/ });
  const bullets = position.getByRole('textbox', { name: /^Bullet \d+/ });
  // The editor fills its fields once the resume has loaded, which may be after its heading shows.
  const mentoringIndex = async () =>
    (await bullets.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))).findIndex((value) => value.startsWith('Mentored'));
  await expect.poll(mentoringIndex).toBeGreaterThanOrEqual(0);
  const mentoring = await mentoringIndex();
  await bullets.nth(mentoring).fill(EDITED_BULLET);
  await page.getByRole('checkbox', { name: 'Show Skills' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Resume saved.')).toBeVisible();
  const savedPopup = page.getByRole('dialog', { name: FULL_NAME });
  await expect(savedPopup).toContainText('Edited');
  await savedPopup.getByRole('button', { name: 'Format' }).click();

  const panel = page.getByRole('dialog', { name: 'Format & Download Resume' });
  await panel.getByRole('radio', { name: 'pdf' }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Generate & Download' }).click()]);
  expect(download.suggestedFilename()).toBe('resume.pdf');
  const text = await pdfText(readFileSync(await download.path()));

  expect(text.split('\n').slice(0, 3).join(' ')).toContain(FULL_NAME);
  expect(text).toContain(EDITED_BULLET);
  // The hidden section is not printed: no Skills heading, and a skill only the section listed is gone.
  expect(text).not.toMatch(/^SKILLS$/m);
  expect(text).not.toContain('Tableau');
});

test('a cover letter for the job is written from the user’s facts, edited and downloaded', async ({ page }) => {
  const user = newUser('cover-letter');
  await signUp(page, user);
  await uploadResume(page);
  await page.getByRole('region', { name: 'Use these details?' }).getByRole('button', { name: 'Save details' }).click();
  await submitPosting(page);
  await generateResume(page, FULL_NAME);

  await page.goto('/generated-resumes');
  await page.getByRole('article').filter({ hasText: FULL_NAME }).first().click();
  await page.getByRole('dialog', { name: FULL_NAME }).getByRole('button', { name: 'Cover Letter' }).click();

  await expect(page.getByRole('heading', { name: 'Cover Letter' })).toBeVisible();
  const letter = page.getByRole('form', { name: 'Cover letter' });
  await expect(letter.getByLabel('Greeting')).toHaveValue('Dear Globex team,');
  await expect(letter.getByLabel('Signature')).toHaveValue(FULL_NAME);
  // Achievements are quoted word for word from the user's own resume.
  const paragraphs = await letter.getByRole('textbox', { name: /^Paragraph \d/ }).evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
  expect(IMPORTED_ACCOMPLISHMENTS.filter((accomplishment) => paragraphs.join('\n').includes(accomplishment)).length).toBeGreaterThanOrEqual(2);

  await letter.getByLabel('Sign-off').fill('Kind regards,');
  await letter.getByRole('button', { name: 'Save' }).click();
  await expect(letter.getByText(/saved/i)).toBeVisible();

  const download = page.getByRole('region', { name: 'Download' });
  await download.getByRole('radio', { name: 'pdf' }).check();
  const [file] = await Promise.all([page.waitForEvent('download'), download.getByRole('button', { name: 'Download' }).click()]);
  expect(file.suggestedFilename()).toBe('cover-letter.pdf');
  const text = await pdfText(readFileSync(await file.path()));
  expect(text).toContain('Dear Globex team,');
  expect(text).toContain('Kind regards,');
  expect(text).toContain(FULL_NAME);
});
