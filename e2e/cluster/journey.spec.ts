import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { downloadResumeAsPdf, generateResume, RESUME_FILE, submitPosting, uploadResume } from '../tests/seed';
import { logIn, logOut, newUser, signUp } from '../tests/support';

/** What scripts/cluster-test.mjs wrote about the running cluster: each instance's pid and its own address. */
interface ClusterState {
  instances: Record<string, { pid: number; url: string }>;
}

function clusterState(): ClusterState {
  const file = process.env.CLUSTER_STATE;
  if (!file) throw new Error('CLUSTER_STATE is not set: run the cluster journey with npm run test:cluster.');
  return JSON.parse(readFileSync(file, 'utf8')) as ClusterState;
}

/** SIGKILL, as a crash or an out-of-memory kill would end it: no draining, no goodbye to the proxy. */
async function killInstance(name: string) {
  const instance = clusterState().instances[name];
  if (!instance) throw new Error(`The cluster has no instance ${name}`);
  process.kill(instance.pid, 'SIGKILL');
  await expect(async () => {
    await expect(fetch(instance.url)).rejects.toThrow();
  }).toPass({ timeout: 10_000 });
}

test('sign up, upload, generate, format, download and apply while an API and an identity provider instance are killed; nothing is lost', async ({
  page,
  context,
}) => {
  const user = newUser('cluster');
  await signUp(page, user);
  await uploadResume(page);

  await killInstance('api-1');
  await killInstance('identity-1');

  await submitPosting(page);
  await generateResume(page, user.username);

  // Formatted as a PDF and downloaded.
  const download = await downloadResumeAsPdf(page, user.username);
  expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Applied with it.
  await page.goto('/applications');
  await page.getByLabel('Job', { exact: true }).fill('globex');
  await page.getByRole('option', { name: 'Senior Data Scientist — Globex' }).click();
  await page.getByLabel('Resume', { exact: true }).fill('globex');
  await page.getByRole('option', { name: 'Senior Data Scientist at Globex — PDF' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Globex' })).toContainText('Senior Data Scientist at Globex — PDF');

  // A new sign-in, served by the identity provider instance left.
  await logOut(page);
  await logIn(page, user);

  // Nothing was lost: the generated resume, the application, and the uploaded file, read back from S3.
  await page.goto('/generated-resumes');
  await expect(page.getByRole('article').filter({ hasText: user.username })).toBeVisible();
  await page.goto('/applications');
  await expect(page.getByRole('row').filter({ hasText: 'Globex' })).toContainText('Senior Data Scientist');
  await page.goto('/resume-upload');
  const card = page.getByRole('listitem').filter({ hasText: path.basename(RESUME_FILE) });
  const [tab, fileRequest] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('request', (request) => request.url().includes('/api/resumes/file/')),
    card.getByRole('button', { name: 'View' }).click(),
  ]);
  const original = await page.request.get(fileRequest.url());
  expect(original.status()).toBe(200);
  expect(Buffer.compare(await original.body(), readFileSync(RESUME_FILE))).toBe(0);
  await tab.close();
});
