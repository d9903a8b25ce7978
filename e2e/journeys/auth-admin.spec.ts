import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, freshEmail, signIn } from '../support/auth.ts';
import { makePng } from '../../test-support/png.ts';

test.describe('the administrator (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('creates a club, grants its manager role to a new e-mail, and the new manager has it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/main$/);
    const header = page.getByRole('banner');
    await expect(header.getByText('관리자', { exact: true })).toBeVisible();
    await header.getByRole('link', { name: '관리자 콘솔' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 콘솔' })).toBeVisible();

    // clubs: the seeded ones, then a new one with a poster
    const clubs = page.getByRole('list', { name: '동아리 목록' });
    await expect(clubs.getByRole('heading', { name: '소리울' })).toBeVisible();
    await screenshot(page, 'auth-admin-clubs-desktop');

    const clubName = `이투이 밴드 ${Date.now() % 100000}`;
    await page.getByRole('button', { name: '동아리 등록' }).click();
    const form = page.getByRole('form', { name: '새 동아리 등록' });
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form.getByText('동아리 이름을 입력해주세요.')).toBeVisible();
    await expect(form.getByText('목록에서 선택해주세요.')).toBeVisible();

    await form.getByLabel('동아리 이름').fill(clubName);
    await form.getByLabel('분야').selectOption({ label: '공연' });
    await form.getByLabel(/^소개/).fill('여행 가듯 가볍게 합주하는 밴드 동아리입니다.');
    await form.getByLabel('포스터 이미지').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(form.getByRole('img', { name: '포스터 이미지 미리보기' })).toBeVisible();
    await screenshot(page, 'auth-admin-club-form-desktop');
    await form.getByRole('button', { name: '등록' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${clubName} 동아리를 등록했습니다.` }),
    ).toBeVisible();
    const card = clubs.getByRole('listitem').filter({ has: page.getByRole('heading', { name: clubName }) });
    await expect(card.getByText('공연', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: `${clubName} 포스터` })).toBeVisible();

    // managers: grant the new club to an e-mail that has never signed in
    const email = freshEmail('manager');
    await page.getByRole('tab', { name: '동아리 관리자' }).click();
    await expect(page).toHaveURL(/\?tab=managers$/);
    const grant = page.getByRole('form', { name: '관리자 권한 부여' });
    await grant.getByLabel('이메일').fill(email);
    await grant.getByLabel('동아리').selectOption({ label: `${clubName} · 공연` });
    await grant.getByRole('button', { name: '권한 부여' }).click();
    await expect(page.getByText(`${email}에게 ${clubName} 관리자 권한을 부여했습니다.`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await expect(row).toContainText(clubName);
    await expect(row).toContainText('첫 로그인 전');
    await screenshot(page, 'auth-admin-managers-desktop');

    // the audit log shows both writes, newest first
    await page.getByRole('tab', { name: '활동 기록' }).click();
    const log = page.getByRole('list', { name: '활동 기록' });
    const first = log.locator(':scope > li').first();
    await expect(first).toContainText('관리자 권한 부여');
    await expect(first).toContainText(email);
    await expect(first).toContainText(clubName);
    await expect(log.locator(':scope > li').nth(1)).toContainText('동아리 등록');
    await screenshot(page, 'auth-admin-audit-desktop');

    // the new manager signs in: a club account from the first sign-in
    await page.goto('/logout');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('banner').getByText('동아리 계정')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: '동아리 마이페이지' }).click();
    await expect(page).toHaveURL(/\/manager\/mypage$/);
    await expect(page.getByRole('heading', { level: 1, name: '동아리 마이페이지' })).toBeVisible();

    // and the console now says that e-mail has signed in
    await page.goto('/logout');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    await signIn(page, DEMO.admin);
    await page.goto('/admin?tab=managers');
    await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toContainText(
      '로그인 완료',
    );
  });
});

test.describe('the administrator (375px)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('the console is usable on a narrow screen', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await expect(
      page.getByRole('list', { name: '동아리 목록' }).getByRole('heading', { name: '소리울' }),
    ).toBeVisible();
    await screenshot(page, 'auth-admin-clubs-mobile');
    await page
      .getByRole('list', { name: '동아리 목록' })
      .getByRole('button', { name: '소리울 수정' })
      .click();
    await expect(page.getByRole('form', { name: '소리울 정보 수정' })).toBeVisible();
    await expect(page.getByLabel('동아리 이름')).toHaveValue('소리울');
    await screenshot(page, 'auth-admin-club-form-mobile');
    await page.getByRole('button', { name: '취소' }).click();

    await page.getByRole('tab', { name: '동아리 관리자' }).click();
    await expect(page.getByRole('row', { name: /manager@example\.ac\.kr/ })).toBeVisible();
    await screenshot(page, 'auth-admin-managers-mobile');
    await page.getByRole('tab', { name: '활동 기록' }).click();
    await expect(
      page.getByRole('list', { name: '활동 기록' }).or(page.getByText('아직 기록이 없습니다')),
    ).toBeVisible();
    await screenshot(page, 'auth-admin-audit-mobile');
  });
});
