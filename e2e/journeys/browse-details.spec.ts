import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`event detail, errors and 404 at ${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('/entertain/{id}: info rows, social icons and the links inside its other information', async ({
      page,
    }) => {
      await page.goto('/main?category=busking');
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /소리울 캠퍼스 버스킹 데이/ })
        .click();
      await expect(page).toHaveURL(/\/entertain\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: '소리울 캠퍼스 버스킹 데이' })).toBeVisible();
      for (const row of ['분류', '장소', '일정', '시간', '문의']) {
        await expect(page.getByRole('term').filter({ hasText: row })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: /인스타그램/ }).first()).toBeVisible();
      const etc = page.getByRole('region', { name: '기타 정보' });
      const link = etc.getByRole('link', { name: 'https://www.instagram.com/soriul_band' });
      await expect(link).toHaveAttribute('href', 'https://www.instagram.com/soriul_band');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await screenshot(page, `browse-entertain-${label}`);
    });

    test('unknown show and event ids, and an unknown route', async ({ page }) => {
      await page.goto('/main');
      await page.goto('/show/99999');
      await expect(page.getByRole('alert')).toContainText('공연을 찾을 수 없습니다');
      await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
      // a 404 is not about login: no login button
      await expect(page.getByRole('main').getByRole('link', { name: '로그인' })).toHaveCount(0);
      await screenshot(page, `browse-show-not-found-${label}`);
      await page.getByRole('main').getByRole('button', { name: '뒤로 가기' }).click();
      await expect(page).toHaveURL(/\/main$/);

      await page.goto('/entertain/99999');
      await expect(page.getByText('행사를 찾을 수 없습니다')).toBeVisible();

      await page.goto('/this/does/not/exist');
      await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
      await screenshot(page, `browse-404-${label}`);
      await page.getByRole('main').getByRole('link', { name: '홈으로 가기' }).click();
      await expect(page).toHaveURL(/\/main$/);
    });
  });
}
