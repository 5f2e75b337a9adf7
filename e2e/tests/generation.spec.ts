import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { generateResume, seedProfileAndJob } from './seed';
import { newUser, signUp } from './support';

const FORMATS = {
  markdown: { file: 'resume.markdown', check: (bytes: Buffer) => expect(bytes.toString('utf8')).toContain('Zalando SE') },
  html: { file: 'resume.html', check: (bytes: Buffer) => expect(bytes.toString('utf8')).toContain('Zalando SE') },
  text: { file: 'resume.txt', check: (bytes: Buffer) => expect(bytes.toString('utf8')).toContain('Zalando SE') },
  pdf: { file: 'resume.pdf', check: (bytes: Buffer) => expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-') },
  docx: { file: 'resume.docx', check: (bytes: Buffer) => expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK') },
} as const;

test('a user generates a tailored resume, finds it, previews and downloads it in all five formats', async ({ page }) => {
  const user = newUser('generate');
  await signUp(page, user);
  await seedProfileAndJob(page);
  await generateResume(page, user.username);

  await page.goto('/generated-resumes');
  await expect(page.getByRole('heading', { name: 'Generated Resumes' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: user.username });
  await expect(card).toContainText('2 roles • 1 degrees');
  await card.click();

  const popup = page.getByRole('dialog', { name: user.username });
  await expect(popup).toContainText('Data Scientist at Zalando SE');
  // The match report: what the job asks for that the resume lacks.
  await expect(popup).toContainText('Snowflake');
  await popup.getByRole('button', { name: 'Format' }).click();

  const panel = page.getByRole('dialog', { name: 'Format & Download Resume' });
  await expect(panel).toBeVisible();
  for (const [format, { file, check }] of Object.entries(FORMATS)) {
    await panel.getByRole('radio', { name: format }).check();
    await panel.getByRole('button', { name: 'Preview' }).click();
    const preview = panel.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview).toBeVisible();
    if (format === 'markdown' || format === 'text') await expect(preview).toContainText('Zalando SE');
    if (format === 'html') await expect(preview.frameLocator('iframe').getByText('Zalando SE').first()).toBeVisible();
    if (format === 'pdf') await expect(preview.locator('iframe[title="PDF preview"]')).toHaveAttribute('src', /^blob:/);
    if (format === 'docx') await expect(preview).toContainText('Zalando SE');

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Generate & Download' }).click()]);
    expect(download.suggestedFilename()).toBe(file);
    check(readFileSync(await download.path()));
  }
});
