import { allRoutes, axeViolations, openSettled, roleSwitcher } from '../support/a11y.ts';
import { expect, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * Names that match what is shown (WCAG 2.5.3, axe `label-content-name-mismatch`: the bell's name starts with the
 * figure it shows) and lists made only of list items (axe `list`: the form builder's questions), on every route at
 * 375 px and 1440 px, signed in as the role that sees it.
 */

const RULES = ['label-content-name-mismatch', 'list'];

test('every route at both widths: accessible names contain the visible text, lists hold only items', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const routes = await allRoutes(page);
  const signInAs = roleSwitcher(page);
  const found: string[] = [];
  for (const route of routes) {
    await signInAs(route.role);
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await openSettled(page, route.path);
      for (const v of await axeViolations(page, RULES)) {
        found.push(`${route.role} ${route.path} @${width}: ${v.rule} ${v.targets.join(', ')}`);
      }
    }
  }
  expect(found).toEqual([]);
});
