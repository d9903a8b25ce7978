import {
  allRoutes,
  axeViolations,
  headingSkips,
  horizontalOverflow,
  lowContrastText,
  openSettled,
  roleSwitcher,
} from '../support/a11y.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

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

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every route at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('text reaches 4.5:1 (3:1 large); headings never skip a level; names contain the visible text; lists hold only items', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const routes = await allRoutes(page);
      const signInAs = roleSwitcher(page);
      const contrast: string[] = [];
      const headings: string[] = [];
      const names: string[] = [];
      for (const { path, role } of routes) {
        await signInAs(role);
        await openSettled(page, path);
        // the banner's slide fades in; measure once it is still
        await page.waitForTimeout(300);
        for (const low of await lowContrastText(page)) {
          contrast.push(
            `${role} ${path}: "${low.text}" ${low.ratio}:1 < ${low.required} (${low.color} on ${low.background}; ${low.selector})`,
          );
        }
        for (const skip of await headingSkips(page)) headings.push(`${role} ${path}: ${skip}`);
        for (const v of await axeViolations(page, AXE_RULES)) {
          names.push(`${role} ${path} @${name}: ${v.rule} ${v.targets.join(', ')}`);
        }
      }
      expect([...new Set(contrast)], 'text below AA contrast').toEqual([]);
      expect(headings, 'heading levels out of order').toEqual([]);
      expect(names, 'names without their visible text, lists with other children').toEqual([]);
    });
  });
}

test.describe('every route at 320px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no route scrolls sideways', async ({ page }) => {
    test.setTimeout(240_000);
    const routes = await allRoutes(page);
    const signInAs = roleSwitcher(page);
    const failures: string[] = [];
    for (const { path, role } of routes) {
      await signInAs(role);
      await openSettled(page, path);
      const { scrollWidth, clientWidth, culprits } = await horizontalOverflow(page);
      if (scrollWidth > clientWidth) {
        failures.push(
          `${role} ${path}: scrollWidth ${scrollWidth} > ${clientWidth} (${culprits.join(', ')})`,
        );
        await screenshot(page, `a11y-overflow-320${path.replaceAll('/', '-')}`);
      }
    }
    expect(failures, 'routes that scroll sideways at 320 px').toEqual([]);
    // the manager area whose sidebar buttons used to stick out
    await signInAs('manager');
    await openSettled(page, '/manager/mypage');
    await screenshot(page, 'a11y-manager-mypage-320');
  });
});
