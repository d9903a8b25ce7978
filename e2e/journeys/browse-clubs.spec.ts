import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`browsing clubs at ${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('/clubs → a tab → a club → a past show', async ({ page }) => {
      await page.goto('/clubs');
      await expect(page.getByRole('heading', { level: 1, name: '동아리 목록' })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: '동아리 분류' });
      await expect(tabs.getByRole('tab')).toHaveText([
        '공연',
        '체육',
        '종교',
        '학술',
        '전시',
        '봉사',
        '컴퓨터',
      ]);

      // another tab first, then back to 공연 by keyboard
      await tabs.getByRole('tab', { name: '체육' }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('link', { name: /FC 청춘/ })).toBeVisible();
      await expect(panel.getByRole('link', { name: /소리울/ })).toHaveCount(0);
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.getByRole('tab', { name: '공연' })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByRole('tab', { name: '공연' })).toBeFocused();
      await screenshot(page, `browse-clubs-${label}`);

      await panel.getByRole('link', { name: /소리울/ }).click();
      await expect(page).toHaveURL(/\/clubs\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: '소리울' })).toBeVisible();
      await expect(page.getByText('2학기')).toBeVisible();
      const links = page.getByRole('list', { name: '관련 링크' }).getByRole('link');
      await expect(links).toHaveCount(3);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^https:\/\//);
      }
      await expect(page.getByRole('heading', { name: /진행 중인 공연·행사/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /지난 모집 공고/ })).toBeVisible();
      const past = page.getByRole('region', { name: /지난 공연·행사/ });
      await screenshot(page, `browse-club-detail-${label}`);

      await past.getByRole('link', { name: /소리울 어쿠스틱 나이트/ }).click();
      await expect(page).toHaveURL(/\/show\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: '소리울 어쿠스틱 나이트' })).toBeVisible();
      // its schedules are over: none can be picked
      const schedules = page.getByRole('radio');
      expect(await schedules.count()).toBeGreaterThan(0);
      for (const schedule of await schedules.all()) await expect(schedule).toBeDisabled();
      await expect(page.getByText('지난 회차').first()).toBeVisible();
      await screenshot(page, `browse-past-show-${label}`);
    });

    test('a club without a stated semester rule, and an unknown club', async ({ page }) => {
      await page.goto('/clubs?category=sports');
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /FC 청춘/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'FC 청춘' })).toBeVisible();
      await expect(page.getByText('필수 활동 학기')).toBeVisible();
      await expect(page.getByText('없음', { exact: true })).toBeVisible();

      await page.goto('/clubs/99999');
      await expect(page.getByText('동아리를 찾을 수 없습니다')).toBeVisible();
      await page.getByRole('link', { name: '목록으로' }).click();
      await expect(page).toHaveURL(/\/clubs$/);
    });
  });
}
