import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`browsing recruiting at ${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('/recruiting → a tab → a detail with its apply link', async ({ page }) => {
      await page.goto('/recruiting');
      await expect(page.getByRole('heading', { level: 1, name: '모집 공고' })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: '모집 분류' });
      await expect(tabs.getByRole('tab')).toHaveText(['전체', '정기모집', '추가모집', '상시모집']);
      // signed out: no create button
      await expect(page.getByRole('link', { name: '모집 공고 등록' })).toHaveCount(0);
      await screenshot(page, `browse-recruiting-${label}`);

      await tabs.getByRole('tab', { name: '상시모집' }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('link')).toHaveCount(1);
      await panel.getByRole('link', { name: /FC 청춘 상시 부원 모집/ }).click();

      await expect(page).toHaveURL(/\/recruiting\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'FC 청춘 상시 부원 모집' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'FC 청춘 상시 부원 모집 포스터' })).toBeVisible();
      for (const row of [
        '모집 기간',
        '필수 활동 학기',
        '모임 시간',
        '활동 내용',
        '지원 자격',
        '면접 안내',
        '문의',
      ]) {
        await expect(page.getByRole('term').filter({ hasText: row })).toBeVisible();
      }
      const apply = page.getByRole('link', { name: /지원하기/ });
      await expect(apply).toHaveAttribute('href', 'https://forms.example.ac.kr/fc-cheongchun');
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
      await screenshot(page, `browse-recruiting-detail-${label}`);

      // the club name leads to the club
      await page.getByRole('main').getByRole('link', { name: 'FC 청춘', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'FC 청춘' })).toBeVisible();
    });

    test('an unknown recruiting post says it was not found', async ({ page }) => {
      await page.goto('/recruiting/99999');
      await expect(page.getByText('모집 공고를 찾을 수 없습니다')).toBeVisible();
      await expect(page.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/recruiting');
    });
  });
}
