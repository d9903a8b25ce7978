import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures.ts';
import { allRoutes, lowContrastText, openSettled, roleSwitcher } from '../support/a11y.ts';

/**
 * Text contrast of every route as rendered in Chromium (WCAG AA: 4.5:1, large text 3:1), including the success
 * green on its tint (예매 확정, the holders' 입금 확인 toggles, the seat chips), and headings in order.
 */

/** Headings of the page in document order, and the places where a level is skipped on the way down. */
async function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = Array.from(
      document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6'),
    )
      .filter((h) => !h.closest('dialog:not([open]), [aria-hidden="true"], [hidden]'))
      .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim().slice(0, 30) }));
    const skips: string[] = [];
    if (headings[0] && headings[0].level !== 1) skips.push(`first heading is h${headings[0].level}`);
    headings.forEach((h, i) => {
      const previous = i === 0 ? 1 : headings[i - 1]!.level;
      if (h.level > previous + 1) skips.push(`h${previous} → h${h.level} "${h.text}"`);
    });
    return skips;
  });
}

for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
  test.describe(`contrast and headings at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('every route’s text reaches 4.5:1 (3:1 large); headings never skip a level', async ({ page }) => {
      test.setTimeout(300_000);
      const routes = await allRoutes(page);
      const signInAs = roleSwitcher(page);
      const contrast: string[] = [];
      const headings: string[] = [];
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
      }
      expect([...new Set(contrast)], 'text below AA contrast').toEqual([]);
      expect(headings, 'heading levels out of order').toEqual([]);
    });
  });
}

test.describe('the success green on its tint (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('예매 확정 and 입금 확인 are measured, not skipped', async ({ page }) => {
    const signInAs = roleSwitcher(page);
    await signInAs('student');
    await openSettled(page, '/mypage');
    const badge = page.getByRole('main').getByText('예매 확정', { exact: true }).first();
    await expect(badge).toBeVisible();
    const colours = await badge.evaluate((el) => {
      let bg = 'rgba(0, 0, 0, 0)';
      for (let n: Element | null = el; n && /rgba\(.*, 0\)|transparent/.test(bg); n = n.parentElement) {
        bg = getComputedStyle(n).backgroundColor;
      }
      return { color: getComputedStyle(el).color, bg };
    });
    expect(colours.bg, 'the badge sits on the success tint').not.toBe('rgb(255, 255, 255)');
    expect(await lowContrastText(page)).toEqual([]);
  });
});
