import type { Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { openSettled, roleSwitcher, type Role } from '../support/a11y.ts';
import { DEMO, signInViaApi } from '../support/auth.ts';

/**
 * A focused control is never hidden (WCAG 2.4.11): Tab forward through every control of the page, then Shift+Tab
 * back, and each focused element must lie fully inside the viewport and clear of every sticky or fixed bar (the
 * header, a toolbar, a save bar) that is not its own container.
 */

interface FocusReport {
  what: string;
  problem: string | null;
  inFooter: boolean;
}

/** Where the focused element is, and what (if anything) hides part of it. */
function inspectFocus(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const label =
      el.getAttribute('aria-label') ||
      (el as HTMLInputElement).labels?.[0]?.textContent ||
      el.textContent ||
      (el as HTMLInputElement).name ||
      '';
    const what = `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const inFooter = el.closest('footer') !== null;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return { what, problem: null, inFooter };
    const vh = window.innerHeight;
    const vw = document.documentElement.clientWidth;
    // a control taller than the screen cannot be shown whole; its top must show
    const tall = rect.height > vh * 0.6;
    if (rect.top < -0.5 || (!tall && rect.bottom > vh + 0.5) || rect.left < -0.5 || rect.right > vw + 0.5) {
      return {
        what,
        problem: `outside the viewport (top ${Math.round(rect.top)}, bottom ${Math.round(rect.bottom)} of ${vh})`,
        inFooter,
      };
    }
    for (const bar of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(bar);
      if (style.position !== 'sticky' && style.position !== 'fixed') continue;
      if (bar.contains(el) || el.contains(bar) || style.visibility === 'hidden' || style.display === 'none')
        continue;
      if (bar.closest('dialog:not([open])')) continue;
      const b = bar.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      const overlapX = Math.min(rect.right, b.right) - Math.max(rect.left, b.left);
      const bottom = tall ? Math.min(rect.bottom, rect.top + 40) : rect.bottom;
      const overlapY = Math.min(bottom, b.bottom) - Math.max(rect.top, b.top);
      // hidden only where the bar paints over the element (a skip link sits above the header, not under it)
      const x = (Math.max(rect.left, b.left) + Math.min(rect.right, b.right)) / 2;
      const y = (Math.max(rect.top, b.top) + Math.min(bottom, b.bottom)) / 2;
      const hit = overlapX > 0.5 && overlapY > 0.5 ? document.elementFromPoint(x, y) : null;
      if (hit && bar.contains(hit) && !el.contains(hit)) {
        const cls = typeof bar.className === 'string' ? bar.className.split(' ')[0] : '';
        return {
          what,
          problem: `${Math.round(overlapY)} px under the ${style.position} ${bar.tagName.toLowerCase()}.${cls}`,
          inFooter,
        };
      }
    }
    return { what, problem: null, inFooter };
  });
}

/** Tabs through the page's controls (forward, then back) and lists every focused element that was hidden. */
async function tabThrough(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('body').focus();
  let steps = 0;
  for (; steps < 300; steps += 1) {
    await page.keyboard.press('Tab');
    const report = await inspectFocus(page);
    if (!report) continue;
    if (report.inFooter) break;
    if (report.problem) problems.push(`${label} Tab → ${report.what}: ${report.problem}`);
  }
  for (let back = 0; back < steps; back += 1) {
    await page.keyboard.press('Shift+Tab');
    const report = await inspectFocus(page);
    if (!report) break;
    if (report.problem) problems.push(`${label} Shift+Tab → ${report.what}: ${report.problem}`);
  }
  return [...new Set(problems)];
}

interface PageCase {
  path: string;
  role: Exclude<Role, 'anonymous'>;
}

async function cases(page: Page): Promise<PageCase[]> {
  const token = await signInViaApi(page, DEMO.manager, '/main');
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const schedules = (await (await page.request.get('/mypage/manager/holder/list', auth)).json()) as {
    reservationList: { scheduleId: number; showId: number; applyPeople: number }[];
  };
  const held = schedules.reservationList.find((s) => s.applyPeople > 0)!;
  await page.evaluate(() => sessionStorage.clear());
  return [
    { path: '/show/create', role: 'manager' },
    { path: '/recruiting/create', role: 'manager' },
    { path: `/edit/show/${held.showId}`, role: 'manager' },
    { path: `/manager/holder/${held.scheduleId}`, role: 'manager' },
    { path: '/mypage', role: 'student' },
    { path: '/admin', role: 'admin' },
  ];
}

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test.describe(`focused controls stay in sight at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('Tab and Shift+Tab through the forms, the holder list, /mypage and /admin', async ({ page }) => {
      test.setTimeout(300_000);
      const signInAs = roleSwitcher(page);
      const problems: string[] = [];
      for (const { path, role } of await cases(page)) {
        await signInAs(role);
        await openSettled(page, path);
        problems.push(...(await tabThrough(page, path)));
      }
      expect(problems, 'focused elements hidden under a bar or off screen').toEqual([]);
    });
  });
}

test.describe('a focused field above the save bar (375px)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('the show form, mid-way through', async ({ page }) => {
    const signInAs = roleSwitcher(page);
    await signInAs('manager');
    await openSettled(page, '/show/create');
    await page.locator('body').focus();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    await page.screenshot({
      path: `${import.meta.dirname}/../test-results/screenshots/a11y-focus-show-create-375.png`,
    });
    await screenshot(page, 'a11y-focus-show-create-375-full');
  });
});
