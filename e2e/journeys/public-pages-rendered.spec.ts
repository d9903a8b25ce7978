import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * The public pages arrive rendered (docs/decisions/0022-server-rendered-pages.md): a phone paints the page before any
 * JavaScript runs, and the app then takes the same page over without a visible change (every journey fails on a
 * console error, so a hydration mismatch or a script the CSP refuses fails this one too).
 */

const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/main', heading: /공연·행사/ },
  { path: '/recruiting', heading: /모집/ },
  { path: '/clubs', heading: /동아리/ },
];

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`public pages rendered on the server at ${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('show, club and list pages are painted with JavaScript turned off', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
      const page = await context.newPage();
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      }
      await page.goto('/main');
      await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      await screenshot(page, `ssr-nojs-main-${label}`);
      const first = page.getByRole('tabpanel').getByRole('link', { name: /울림/ }).first();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^\/show\/\d+$/);
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1, name: /울림/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /울림/ }).first()).toBeVisible();
      await screenshot(page, `ssr-nojs-show-${label}`);
      await context.close();
    });

    test('the rendered page becomes the app: tabs, links and the reservation panel work', async ({
      page,
    }) => {
      await page.goto('/main');
      const tab = page.getByRole('tab', { name: '공연', exact: true });
      await tab.click();
      await expect(page).toHaveURL(/\/main\?category=performance$/);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tabpanel').getByRole('link', { name: /울림/ }).first().click();
      await expect(page).toHaveURL(/\/show\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: /울림/ })).toBeVisible();
      // loaded directly, the show page is hydrated too
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /울림/ })).toBeVisible();
      await page.getByRole('link', { name: '모아 홈' }).click();
      await expect(page).toHaveURL(/\/main$/);
    });
  });
}
