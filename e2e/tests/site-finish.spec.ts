import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import registry from '../../shared/apps.json';
import { logIn, logOut, newUser, signUp, submitPassword } from './support';

/** Every signed-in route of shared/apps.json with the heading its page shows. */
const SIGNED_IN_ROUTES = [
  ...Object.entries(registry.host.routes).filter(([path]) => path !== '/'),
  ...Object.values(registry.remotes).flatMap(({ routes }) => Object.entries(routes)),
].map(([path, { title }]) => ({ path, title }));

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1024, height: 768 },
] as const;

/** The bar the window shows: the 'Resume Builder' bar on a phone, the top bar on a laptop. */
async function openMainMenu(page: Page, width: number) {
  if (width <= 768) {
    const toggle = page.getByRole('button', { name: 'Menu' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/** The paths a user reaches by opening each dropdown of the main navigation and following its links. */
async function pathsReachableFromMenus(page: Page, width: number) {
  const reached = new Set<string>();
  const nav = await openMainMenu(page, width);
  const triggers = await nav.locator('button[aria-expanded]').allTextContents();
  for (const label of triggers) {
    const menu = await openMainMenu(page, width);
    await menu.getByRole('button', { name: label.trim(), exact: true }).click();
    const links = await menu.getByRole('link').evaluateAll((anchors) =>
      anchors.filter((anchor) => anchor.checkVisibility()).map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
    for (const link of links) reached.add(link);
    await page.keyboard.press('Escape');
  }
  return reached;
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } });

    test('every signed-in route is reachable from the menus, fits the window and has no serious accessibility violation', async ({
      page,
    }) => {
      await page.goto('/');
      await expectNoSeriousViolations(page, '/');
      await signUp(page, newUser(`finish-${name}`));

      const reached = await pathsReachableFromMenus(page, width);
      reached.add('/home');
      reached.add('/preferences');
      for (const { path } of SIGNED_IN_ROUTES) expect(reached, `${path} is in a menu`).toContain(path);

      for (const { path, title } of SIGNED_IN_ROUTES) {
        await test.step(path, async () => {
          await page.goto(path);
          if (path !== '/home') await expect(page.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
          else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
          await expectNoSeriousViolations(page, path);
        });
      }
    });
  });
}

async function expectNoSeriousViolations(page: Page, path: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${path}`).toEqual([]);
}

test('a deep link survives signing in: the user lands on the page they opened', async ({ page }) => {
  const user = newUser('deep-link');
  await signUp(page, user);
  await logOut(page);
  await page.goto('/applications');
  await expect(page).toHaveURL(/\/$/);
  await submitPassword(page, user);
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('heading', { name: registry.remotes.mfe_jobs.routes['/applications'].title, level: 1 })).toBeVisible();
  await logOut(page);
  await logIn(page, user);
});

test('four idle minutes bring a warning with a countdown; Stay signed in keeps the session, the fifth minute ends it', async ({ page }) => {
  await page.clock.install();
  await signUp(page, newUser('idle'));
  // /jobs-view, not a page where the timer rests (such as /career-view, made for long reading).
  await page.goto('/jobs-view');
  await expect(page.getByRole('heading', { name: 'Job Description History', level: 1 })).toBeVisible();

  await page.clock.fastForward('04:01');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/signed out in \d+ seconds/);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  await page.clock.fastForward('04:01');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('a double click on Submit creates one job, and a list that failed offers Retry and then shows', async ({ page }) => {
  await signUp(page, newUser('double'));
  await page.goto('/jobs-submit');
  await page.getByRole('button', { name: 'Free-Form Paste' }).click();
  await page.getByRole('textbox').fill('Platform Engineer\nCompany: Initech\n\nRequirements\n- Kubernetes and Terraform');
  await page.getByRole('button', { name: 'Parse & Submit' }).dblclick();
  await expect(page.getByText('Platform Engineer').first()).toBeVisible();

  // The list fails until the user asks again: the query's own quiet retry answers 500 too.
  let failing = true;
  await page.route(/\/api\/jobs\/history\//, async (route) => {
    if (!failing || route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'The database is not answering.' }) });
  });
  await page.goto('/jobs-view');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article', { name: /Platform Engineer/ })).toHaveCount(1);
});
