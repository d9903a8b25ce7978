import type { Browser, Page } from '@playwright/test';
import {
  allRoutes,
  axeViolations,
  headingSkips,
  horizontalOverflow,
  lowContrastText,
  openSettled,
  roleSwitcher,
  type RouteCase,
} from '../support/a11y.ts';
import { consoleErrorsOf, expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * Every route, signed in as the role that sees it, loaded once at each width and measured for everything a sweep
 * looks at (one load a route and width instead of one for each check: docs/decisions/0014-ci-time.md, sixth round):
 *
 * - at 375 and 1440 px: text contrast as rendered in Chromium (WCAG AA: 4.5:1, large text 3:1), headings that never
 *   skip a level, accessible names that contain the visible text (WCAG 2.5.3, axe `label-content-name-mismatch`: the
 *   bell's name starts with the figure it shows) and lists made only of list items (axe `list`: the form builder's
 *   questions);
 * - at 320 px: no sideways scrolling (WCAG 1.4.10).
 *
 * The three widths are three tests, which Playwright may hand to different workers.
 */

const AXE_RULES = ['label-content-name-mismatch', 'list'];

test.describe.configure({ mode: 'parallel' });

/**
 * Opens every route and measures it: the routes of each role one after another on a page of their own (a browser
 * context each, as the journeys' own page is), the roles side by side, as a sweep spends most of its time waiting for
 * pages to settle. Returns what `measure` found, and fails on a console error of any of the pages.
 */
async function sweep(
  browser: Browser,
  viewport: { width: number; height: number },
  routes: RouteCase[],
  measure: (page: Page, route: RouteCase) => Promise<string[]>,
): Promise<string[]> {
  const roles = [...new Set(routes.map((r) => r.role))];
  const found = await Promise.all(
    roles.map(async (role) => {
      // the config's options (address, locale, time zone, no service worker) with this width
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        const errors = consoleErrorsOf(page);
        await roleSwitcher(page)(role);
        const out: string[] = [];
        for (const route of routes.filter((r) => r.role === role)) {
          await openSettled(page, route.path);
          out.push(...(await measure(page, route)));
        }
        expect(errors, `console errors (${role})`).toEqual([]);
        return out;
      } finally {
        await context.close();
      }
    }),
  );
  return found.flat();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every route at ${viewport.width}px`, () => {
    test('text reaches 4.5:1 (3:1 large); headings never skip a level; names contain the visible text; lists hold only items', async ({
      page,
      browser,
    }) => {
      test.setTimeout(300_000);
      const routes = await allRoutes(page);
      const found = await sweep(browser, viewport, routes, async (p, { path, role }) => {
        // the banner's slide does not fade in: the journeys run with reduced motion (playwright.config.ts)
        const contrast = (await lowContrastText(p)).map(
          (low) =>
            `contrast ${role} ${path}: "${low.text}" ${low.ratio}:1 < ${low.required} (${low.color} on ${low.background}; ${low.selector})`,
        );
        const headings = (await headingSkips(p)).map((skip) => `heading ${role} ${path}: ${skip}`);
        const names = (await axeViolations(p, AXE_RULES)).map(
          (v) => `axe ${role} ${path} @${name}: ${v.rule} ${v.targets.join(', ')}`,
        );
        return [...new Set(contrast), ...headings, ...names];
      });
      expect(
        found,
        'text below AA contrast, heading levels out of order, names without their visible text, lists with other children',
      ).toEqual([]);
    });
  });
}

test.describe('every route at 320px', () => {
  test('no route scrolls sideways', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const routes = await allRoutes(page);
    const failures = await sweep(browser, { width: 320, height: 640 }, routes, async (p, { path, role }) => {
      const { scrollWidth, clientWidth, culprits } = await horizontalOverflow(p);
      if (scrollWidth <= clientWidth) return [];
      await screenshot(p, `a11y-overflow-320${path.replaceAll('/', '-')}`);
      return [`${role} ${path}: scrollWidth ${scrollWidth} > ${clientWidth} (${culprits.join(', ')})`];
    });
    expect(failures, 'routes that scroll sideways at 320 px').toEqual([]);
    // the manager area whose sidebar buttons used to stick out
    await page.setViewportSize({ width: 320, height: 640 });
    await roleSwitcher(page)('manager');
    await openSettled(page, '/manager/mypage');
    await screenshot(page, 'a11y-manager-mypage-320');
  });
});
