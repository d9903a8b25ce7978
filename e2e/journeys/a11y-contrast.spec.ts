import { expect, test, VIEWPORTS } from '../support/fixtures.ts';
import { lowContrastText, openSettled, roleSwitcher } from '../support/a11y.ts';

/**
 * The success green on its tint (예매 확정, the holders' 입금 확인 toggles, the seat chips) is measured by the contrast
 * check, not skipped as text over no single colour. Every route's contrast and headings: a11y-routes.spec.ts.
 */

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
