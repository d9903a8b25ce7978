import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`skeleton at ${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('opens /main and a deep link with the header and footer', async ({ page }) => {
      await page.goto('/main');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /모아/ })).toBeVisible();
      if (label === 'desktop') {
        await expect(header.getByRole('link', { name: '모집' })).toBeVisible();
        await expect(header.getByRole('link', { name: '동아리' })).toBeVisible();
      }
      await expect(
        header
          .getByRole('link', { name: '로그인' })
          .or(header.getByRole('button', { name: /메뉴/ }))
          .first(),
      ).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('@');
      await screenshot(page, `skeleton-main-${label}`);

      // A deep link loads on its own (history fallback), with the same shell.
      await page.goto('/clubs');
      await expect(page).toHaveURL(/\/clubs$/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await screenshot(page, `skeleton-clubs-${label}`);
    });

    test('shows the not-found page for an unknown route', async ({ page }) => {
      await page.goto('/this/does/not/exist');
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: '홈으로 가기' })).toBeVisible();
    });
  });
}
