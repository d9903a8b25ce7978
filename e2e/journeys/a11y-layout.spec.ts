import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { allRoutes, horizontalOverflow, openSettled, roleSwitcher } from '../support/a11y.ts';

/**
 * Layout that holds still: no sideways scrolling at 320 px on any route, /main does not jump while it loads, and a
 * full page load starts at the top (only back/forward returns to a saved position).
 */

test.describe('320 px wide', () => {
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

/** Sums the layout shifts not caused by input, from the start of the page's life (a CLS over the whole load). */
const OBSERVE_SHIFTS = () => {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => {
          const el = s.node as Element | null | undefined;
          return el?.nodeName ? `${el.nodeName.toLowerCase()}.${String(el.className).split(' ')[0]}` : '?';
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test.describe(`/main while loading at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the banner’s space is kept: CLS ≤ 0.02', async ({ page }) => {
      await page.addInitScript(OBSERVE_SHIFTS);
      // the list answers late, as on a slow campus network: the loading state is surely seen first
      await page.route('**/attraction/list', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto('/main');
      await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.02);
      await screenshot(page, `a11y-main-loaded-${viewport.width}`);
    });
  });
}

test.describe('scroll position at 375px', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('a full page load starts at the top; back returns to where the page was', async ({ page }) => {
    const list = (await (await page.request.get('/attraction/list')).json()) as {
      entireList: { id: number; kind: string }[];
    };
    const showId = list.entireList.find((i) => i.kind === 'show')!.id;

    await openSettled(page, '/main');
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1000);

    // a typed address: a new page load in the same tab
    await page.goto(`/show/${showId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), 'a full load of /show starts at the top').toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // a reload of the same address is a full load too: it starts where that page was, here the top
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // back: /main comes back where it was left
    await page.goBack();
    await expect(page).toHaveURL(/\/main$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 10_000 }).toBe(1000);

    // and in the app: a link from a scrolled /main opens the show at the top
    await page.locator(`a[href="/show/${showId}"]`).last().click();
    await expect(page).toHaveURL(new RegExp(`/show/${showId}$`));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
