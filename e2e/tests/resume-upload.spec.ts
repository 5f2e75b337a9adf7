import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUp } from './support';

const CORPUS = path.join(__dirname, '..', '..', 'server', 'api', 'test', 'fixtures', 'resumes');

/** Resumes of the parser's corpus, each with its ground truth beside it. */
const RESUME_FILES = {
  pdf: { id: '01-lukasz-nowak', file: path.join(CORPUS, 'generated', '01-lukasz-nowak.pdfkit.pdf') },
  docx: { id: '02-jose-muller', file: path.join(CORPUS, 'generated', '02-jose-muller.docx') },
  text: { id: '04-hannah-schmidt', file: path.join(CORPUS, 'generated', '04-hannah-schmidt.txt') },
};

interface GroundTruth {
  skills: string[];
  education: Array<{ degree: string; institution: string }>;
  career: Array<{ position: string; company: string }>;
}

function groundTruth(id: string): GroundTruth {
  return JSON.parse(readFileSync(path.join(CORPUS, `${id}.json`), 'utf8')) as GroundTruth;
}

/** 'Import selected' with every entry the review ticked; the parsed facts then show up in the user's own lists. */
async function expectImported(page: Page, truth: GroundTruth) {
  await page.getByRole('button', { name: 'Import selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Imported \d+ career entr/ })).toBeVisible();
  await page.goto('/career-view');
  for (const job of truth.career) await expect(page.getByText(`${job.position} at ${job.company}`)).toBeVisible();
  await page.goto('/education-view');
  for (const school of truth.education) await expect(page.getByText(`${school.degree} at ${school.institution}`)).toBeVisible();
  await page.goto('/skills-view');
  for (const skill of truth.skills.slice(0, 5)) await expect(page.getByText(skill, { exact: true })).toBeVisible();
}

for (const form of ['pdf', 'docx'] as const) {
  test(`uploading a .${form} resume and importing what it offers fills career history, education and skills`, async ({ page, context }) => {
    const { id, file } = RESUME_FILES[form];
    await signUp(page, newUser(`upload-${form}`));
    await page.goto('/resume-upload');
    await page.getByLabel('Choose a resume file').setInputFiles(file);
    await expect(page.getByText(`Selected file: ${path.basename(file)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resume uploaded successfully!' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: path.basename(file) });
    await expect(card).toBeVisible();

    // View opens the original file in a new tab through a signed link.
    const [tab, fileRequest] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (request) => request.url().includes('/api/resumes/file/')),
      card.getByRole('button', { name: 'View' }).click(),
    ]);
    const original = await page.request.get(fileRequest.url());
    expect(original.status()).toBe(200);
    expect(original.headers()['content-type']).toContain(form === 'pdf' ? 'application/pdf' : 'wordprocessingml');
    expect(Buffer.compare(await original.body(), readFileSync(file))).toBe(0);
    await tab.close();

    await expectImported(page, groundTruth(id));
  });
}

test('pasting resume text and importing what it offers fills the lists, and the pasted text can be edited', async ({ page }) => {
  const { id, file } = RESUME_FILES.text;
  await signUp(page, newUser('paste'));
  await page.goto('/resume-upload');
  await page.getByRole('button', { name: 'Paste Text' }).click();
  await page.getByRole('button', { name: 'Parse Text' }).click();
  await expect(page.getByText('Please enter some text first.')).toBeVisible();
  await page.getByLabel('Resume text').fill(readFileSync(file, 'utf8'));
  await page.getByRole('button', { name: 'Parse Text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resume text parsed successfully!' })).toBeVisible();
  await expectImported(page, groundTruth(id));

  await page.goto('/resume-upload');
  await page.getByRole('button', { name: 'View' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Freeform Resume Text' });
  await dialog.getByLabel('Edit resume text').fill(`${readFileSync(file, 'utf8')}\n\nSKILLS\nRust`);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Resume updated successfully!')).toBeVisible();
  // Only the new skill is ticked: the rest is already in the profile.
  await expect(page.getByRole('checkbox', { name: 'Rust', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Import selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 0 career entries, 0 education entries and 1 skill.' })).toBeVisible();
  await page.goto('/skills-view');
  await expect(page.getByText('Rust', { exact: true })).toBeVisible();

  await page.goto('/resume-upload');
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByText('Are you sure you want to delete this resume?')).toBeVisible();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Resume deleted successfully!')).toBeVisible();
});

test('a file that is not a resume is refused with a clear message', async ({ page }) => {
  await signUp(page, newUser('hostile'));
  await page.goto('/resume-upload');
  await page.getByLabel('Choose a resume file').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is plain text pretending to be a PDF'),
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /not a real PDF/ })).toBeVisible();
});
