import { expect, test } from '@playwright/test';
import { newUser, signUp } from './support';

/** Each remote's routes and the heading its screen shows. */
const ROUTE_HEADINGS: Array<[string, string]> = [
  ['/resume-upload', 'Upload or Paste Your Resume'],
  ['/career-view', 'My Career History'],
  ['/career-submit', 'Add Career History'],
  ['/education-view', 'My Education'],
  ['/education-submit', 'Add Education'],
  ['/skills-view', 'My Skills'],
  ['/skills-submit', 'Add New Skill'],
  ['/jobs-view', 'Job Description History'],
  ['/jobs-submit', 'Submit New Job'],
  ['/applications', 'Apply to Jobs'],
  ['/advice', 'Get Job-Seeking Advice'],
  ['/resume-generate', 'Generate Your Resume'],
  ['/generated-resumes', 'Generated Resumes'],
  ['/preferences', 'Preferences'],
];

test('a new user signs up, reaches every screen, manages skills, keeps the session and logs out', async ({ page }) => {
  const user = newUser('skills');
  await signUp(page, user);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
  for (const card of ['Resume Upload', 'AI Resume Generator', 'Career History', 'Education View', 'Job Listings', 'Job Application', 'Job Advice', 'Preferences']) {
    await expect(page.getByRole('link', { name: new RegExp(card) }).first()).toBeVisible();
  }

  for (const [route, heading] of ROUTE_HEADINGS) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first(), route).toBeVisible();
  }

  // Add two skills.
  await page.goto('/skills-view');
  await expect(page.getByText('No skills found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete All Skills' })).toBeDisabled();
  for (const skill of ['TypeScript', 'PostgreSQL']) {
    await page.getByRole('button', { name: 'Add New Skill' }).click();
    await expect(page).toHaveURL(/\/skills-submit$/);
    await page.getByLabel('New Skill:').fill(skill);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/skills-view$/);
    await expect(page.getByText('Skill added successfully!')).toBeVisible();
    await expect(page.getByText(skill, { exact: true })).toBeVisible();
  }

  // Edit one.
  await page.getByRole('listitem').filter({ hasText: 'PostgreSQL' }).getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Update Skill' });
  await editor.getByLabel('Skill').fill('PostgreSQL 16');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('PostgreSQL 16', { exact: true })).toBeVisible();

  // Delete one through the overlay's confirmation.
  await page.getByRole('listitem').filter({ hasText: 'TypeScript' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Update Skill' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this skill?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('TypeScript', { exact: true })).toBeHidden();

  // A reload keeps the session (silent sign-in) and the data.
  await page.reload();
  await expect(page.getByText('PostgreSQL 16', { exact: true })).toBeVisible();

  // Delete all.
  await page.getByRole('button', { name: 'Delete All Skills' }).click();
  await expect(page.getByText('Are you sure you want to delete all skills?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete All' }).click();
  await expect(page.getByText('Deleted 1 skills')).toBeVisible();
  await expect(page.getByText('No skills found.')).toBeVisible();

  // Log out: back to the landing page; a protected route sends to /.
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.goto('/skills-view');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test("a second user cannot see the first user's skills", async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signUp(firstPage, newUser('owner'));
  await firstPage.goto('/skills-submit');
  await firstPage.getByLabel('New Skill:').fill('Kubernetes');
  await firstPage.getByRole('button', { name: 'Submit' }).click();
  await expect(firstPage.getByText('Kubernetes', { exact: true })).toBeVisible();

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signUp(secondPage, newUser('other'));
  await secondPage.goto('/skills-view');
  await expect(secondPage.getByText('No skills found.')).toBeVisible();
  await expect(secondPage.getByText('Kubernetes')).toHaveCount(0);
  await first.close();
  await second.close();
});

test('a remote that is down or never answers shows a fallback with Retry while the rest works', async ({ page }) => {
  const user = newUser('fallback');
  await signUp(page, user);
  // The jobs remote is unreachable; the generation remote accepts the request and never answers.
  await page.route('http://localhost:4003/**', (route) => route.abort('connectionrefused'));
  await page.route('http://localhost:4004/**', () => {
    /* never fulfilled */
  });

  await page.goto('/jobs-view');
  const jobsFallback = page.getByRole('alert').filter({ hasText: 'unavailable' });
  await expect(jobsFallback).toBeVisible({ timeout: 10_000 });
  await expect(jobsFallback.getByRole('button', { name: 'Retry' })).toBeVisible();

  const started = Date.now();
  await page.goto('/resume-generate');
  await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeLessThan(10_000);

  // Other remotes and the shell keep working.
  await page.goto('/skills-view');
  await expect(page.getByRole('heading', { name: 'My Skills' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();

  // Once the remote is back, Retry loads it without a reload.
  await page.goto('/jobs-view');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 10_000 });
  await page.unroute('http://localhost:4003/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Job Description History' })).toBeVisible();
});

test("a remote's own page signs in against the identity provider and uses the real API", async ({ browser }) => {
  const user = newUser('standalone');
  const shell = await browser.newContext();
  const shellPage = await shell.newPage();
  await signUp(shellPage, user);
  await shellPage.goto('/skills-submit');
  await shellPage.getByLabel('New Skill:').fill('Terraform');
  await shellPage.getByRole('button', { name: 'Submit' }).click();
  await expect(shellPage.getByText('Terraform', { exact: true })).toBeVisible();
  await shell.close();

  // A fresh browser opens the profile-data remote's standalone page directly: it asks to log in.
  const standalone = await browser.newContext();
  const page = await standalone.newPage();
  await page.goto('http://localhost:4002/skills-view');
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL('http://localhost:4002/skills-view');
  await expect(page.getByRole('heading', { name: 'My Skills' })).toBeVisible();
  await expect(page.getByText('Terraform', { exact: true })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await standalone.close();
});
