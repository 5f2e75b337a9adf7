import { expect, test } from '@playwright/test';
import registry from '../../shared/apps.json';
import { newUser, signUp } from './support';

/** What the shell names the browser tab on a route: the route's title, then the site's name. */
const documentTitle = (routeTitle: string) => `${routeTitle} · ${registry.host.pageTitle}`;

/** Every remote route of shared/apps.json: a route registered there is covered here as it is. */
const REMOTE_ROUTES = Object.entries(registry.remotes).flatMap(([remote, { routes }]) =>
  Object.entries(routes).map(([path, { title }]) => ({ remote, path, title })),
);

test("every registered route shows its page under the registry's title, and names the tab after it", async ({ page }) => {
  const landing = registry.host.routes['/'].title;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: landing, exact: true, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(landing));
  const tabTitles = [await page.title()];

  await signUp(page, newUser('registry'));
  // The dashboard's heading greets the user by name, so only its tab carries the registry's title.
  await expect(page).toHaveTitle(documentTitle(registry.host.routes['/home'].title));
  tabTitles.push(await page.title());

  for (const { remote, path, title } of REMOTE_ROUTES) {
    await test.step(`${path} (${remote})`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(documentTitle(title));
      tabTitles.push(await page.title());
    });
  }

  expect(new Set(tabTitles).size, 'each route names the tab differently').toBe(tabTitles.length);
});
