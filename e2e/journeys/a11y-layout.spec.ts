import type { Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { clippedText, horizontalOverflow, openSettled, roleSwitcher, scaleText } from '../support/a11y.ts';
import { DEMO, signInViaApi } from '../support/auth.ts';

/**
 * Layout that holds still (no route scrolling sideways at 320 px: a11y-routes.spec.ts): /main does not jump while it
 * loads, and a full page load starts at the top (only back/forward returns to a saved position). The manager's
 * screens reflow (WCAG 2.2 1.4.10, 1.4.4): the sales dashboard at every width, the forms and the interview timetable
 * with text at 200 %, the holder table's values whole at 200 %, poster cards' titles and dates whole on phones, and
 * the applicants' checkboxes big enough to touch (2.5.8) with a select-all on phones.
 */

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
      entireList: { id: number; kind: string; title: string }[];
    };
    const show = list.entireList.find((i) => i.kind === 'show')!;
    const showId = show.id;

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
    // the address changes first; the page, and its scroll to the top, come when its code and data have arrived
    await expect(page.getByRole('heading', { level: 1, name: show.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** The manager's ids in the demo data: a show with holders and its schedule, and the first recruiting post. */
async function managerIds(page: Page) {
  const token = await signInViaApi(page, DEMO.manager, '/main');
  const get = async <T>(path: string) => {
    const answer = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.ok(), `GET ${path}`).toBe(true);
    return (await answer.json()) as T;
  };
  const schedules = await get<{
    reservationList: { scheduleId: number; showId: number; applyPeople: number }[];
  }>('/mypage/manager/holder/list');
  const held = schedules.reservationList.find((s) => s.applyPeople > 0)!;
  const posts = await get<{ recruitingList: { recruitingId: number }[] }>('/mypage/manager/recruiting');
  return {
    showId: held.showId,
    scheduleId: held.scheduleId,
    recruitingId: posts.recruitingList[0]!.recruitingId,
  };
}

/** How the page scrolls sideways, with the elements that stick out, or null when it does not. */
async function sideways(page: Page, what: string): Promise<string | null> {
  const { scrollWidth, clientWidth, culprits } = await horizontalOverflow(page);
  return scrollWidth > clientWidth
    ? `${what}: scrollWidth ${scrollWidth} > ${clientWidth} (${culprits.slice(0, 6).join(', ')})`
    : null;
}

test.describe('the manager’s screens', () => {
  test('the sales dashboard never scrolls sideways, 320–1440 px', async ({ page }) => {
    const { showId } = await managerIds(page);
    const failures: string[] = [];
    for (const width of [320, 375, 601, 700, 768, 820, 900, 1010, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openSettled(page, `/manager/show/${showId}/dashboard`);
      failures.push((await sideways(page, `${width} px`)) ?? '');
      if ([375, 768, 1440].includes(width)) await screenshot(page, `a11y-dashboard-${width}`);
    }
    expect(failures.filter(Boolean), 'widths at which the dashboard scrolls sideways').toEqual([]);
  });

  test('the holder table keeps every value readable with text at 200 % (1280 px)', async ({ page }) => {
    const { scheduleId } = await managerIds(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettled(page, `/manager/holder/${scheduleId}`);
    await expect(page.getByRole('table')).toBeVisible();
    await scaleText(page, 200);
    const cut = await clippedText(page, 'main table tbody');
    expect(cut, 'holder cells cut off at 200 % text').toEqual([]);
    expect(await sideways(page, 'the holder list at 200 % text')).toBeNull();
    await screenshot(page, 'a11y-holders-200-1280', { viewportOnly: true });
  });

  for (const width of [375, 320]) {
    test(`the show forms and the interview timetable reflow at ${width} px, text at 100 and 200 %`, async ({
      page,
    }) => {
      const { showId, recruitingId } = await managerIds(page);
      await page.setViewportSize({ width, height: 800 });
      const failures: string[] = [];
      for (const path of [
        '/show/create',
        `/edit/show/${showId}`,
        `/manager/recruiting/${recruitingId}/interviews`,
      ]) {
        await openSettled(page, path);
        failures.push((await sideways(page, `${path}, text at 100 %`)) ?? '');
        await scaleText(page, 200);
        failures.push((await sideways(page, `${path}, text at 200 %`)) ?? '');
        if (width === 375) await screenshot(page, `a11y-200${path.replaceAll('/', '-')}-${width}`);
      }
      expect(failures.filter(Boolean), `pages that scroll sideways at ${width} px`).toEqual([]);
    });
  }

  test('applicants: a visible select-all on phones, checkboxes of 24 px or more', async ({ page }) => {
    const { recruitingId } = await managerIds(page);
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await openSettled(page, `/manager/recruiting/${recruitingId}/applications`);
      const all = page.getByRole('checkbox', { name: '보이는 지원자 전체 선택' });
      await expect(all, `select-all at ${viewport.width} px`).toBeVisible();
      if (viewport === VIEWPORTS.mobile) {
        // on a phone its words are on the screen (a 1 px box read out only is no control for a finger)
        await expect(page.getByText('보이는 지원자 전체 선택')).toBeInViewport();
        const words = (await page.getByText('보이는 지원자 전체 선택').boundingBox())!;
        expect(words.width, 'the select-all’s words are shown').toBeGreaterThan(24);
      }
      const boxes = page.locator('main table input[type="checkbox"]');
      expect(await boxes.count()).toBeGreaterThan(1);
      for (const box of await boxes.all()) {
        const size = (await box.boundingBox())!;
        expect(Math.min(size.width, size.height), 'a checkbox’s size (px)').toBeGreaterThanOrEqual(24);
      }
      // the words are part of the target: a tap on them chooses every applicant shown, a second tap none
      await page.locator('main label').filter({ hasText: '보이는 지원자 전체 선택' }).click();
      for (const box of await boxes.all()) await expect(box).toBeChecked();
      await all.click();
      for (const box of await boxes.all()) await expect(box).not.toBeChecked();
      await screenshot(page, `a11y-applicants-${viewport.width}`);
    }
  });
});

/** Rewrites every `title` in the app's JSON answers to a long Korean one, as long as a title may be (30). */
async function longTitles(page: Page): Promise<void> {
  const LONG = '2026 겨울 정기공연 〈한여름 밤의 꿈〉 앙코르 특별무대';
  const rewrite = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(rewrite)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [
              k,
              k === 'title' && typeof v === 'string' ? LONG : rewrite(v),
            ]),
          )
        : value;
  await page.route('**/*', async (route) => {
    if (!['fetch', 'xhr'].includes(route.request().resourceType())) return route.fallback();
    const answer = await route.fetch();
    if (!(answer.headers()['content-type'] ?? '').includes('json'))
      return route.fulfill({ response: answer });
    await route.fulfill({ response: answer, json: rewrite(await answer.json()) });
  });
}

for (const width of [375, 320]) {
  test.describe(`poster cards at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('long titles and dates wrap, never cut', async ({ page }) => {
      const clubs = (await (await page.request.get('/club/list')).json()) as {
        clubList: { clubId: number }[];
      };
      await longTitles(page);
      const signInAs = roleSwitcher(page);
      const failures: string[] = [];
      const lists = [
        [
          'anonymous',
          ['/main', '/recruiting', ...clubs.clubList.slice(0, 3).map((c) => `/clubs/${c.clubId}`)],
        ],
        ['student', ['/mypage']],
        ['manager', ['/manager/show', '/manager/entertain', '/manager/recruiting']],
      ] as const;
      for (const [role, paths] of lists) {
        await signInAs(role);
        for (const path of paths) {
          await openSettled(page, path);
          const cut = await clippedText(page, 'main li');
          if (cut.length > 0) {
            failures.push(`${path}: ${cut.join('; ')}`);
            await screenshot(page, `a11y-cards-cut-${width}${path.replaceAll('/', '-')}`);
          }
        }
      }
      expect(failures, 'card text cut off').toEqual([]);
      await screenshot(page, `a11y-cards-manager-${width}`);
      await signInAs('anonymous');
      await openSettled(page, '/main');
      await screenshot(page, `a11y-cards-main-${width}`);
    });
  });
}
