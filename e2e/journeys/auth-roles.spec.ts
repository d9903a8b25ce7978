import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, openMyPage, signIn } from '../support/auth.ts';

test.describe('a returning student (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('student@example.ac.kr goes to /main; the profile icon leads to /mypage', async ({ page }) => {
    await signIn(page, DEMO.student);
    await expect(page).toHaveURL(/\/main$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '로그인' })).toHaveCount(0);
    await expect(header.getByText('동아리 계정')).toHaveCount(0);
    const profile = header.getByRole('link', { name: '마이페이지' });
    await expect(profile).toHaveAttribute('href', '/mypage');
    await profile.click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();

    // /login when already signed in goes to /main
    await page.goto('/login');
    await expect(page).toHaveURL(/\/main$/);
  });

  test('a student opening a manager page is sent away with the permission message', async ({ page }) => {
    await signIn(page, DEMO.student);
    await page.goto('/manager/mypage');
    const refused = page.getByRole('alertdialog', { name: '동아리 관리자 권한이 필요합니다' });
    await expect(refused).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '동아리 마이페이지' })).toHaveCount(0);
    await screenshot(page, 'auth-manager-refused-desktop');
    await refused.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/main$/);

    // the console is refused the same way
    await page.goto('/admin');
    await expect(page.getByRole('alertdialog', { name: '관리자 권한이 필요합니다' })).toBeVisible();
  });

  test('signed out, a manager page asks to sign in first, then /login', async ({ page }) => {
    await page.goto('/show/create');
    const refused = page.getByRole('alertdialog', { name: '로그인이 필요합니다' });
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // student pages go to /login at once
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/login$/);
  });
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`a club manager at ${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('manager@example.ac.kr has the club-account badge and reaches /manager/mypage', async ({ page }) => {
      await signIn(page, DEMO.manager);
      await expect(page).toHaveURL(/\/main$/);
      const header = page.getByRole('banner');
      await expect(header.getByText('동아리 계정')).toBeVisible();
      await screenshot(page, `auth-manager-main-${label}`);

      await openMyPage(page, label === 'desktop');
      await expect(page).toHaveURL(/\/manager\/mypage$/);
      await expect(page.getByRole('heading', { level: 1, name: '동아리 마이페이지' })).toBeVisible();
      await screenshot(page, `auth-manager-mypage-${label}`);
    });
  });
}
