import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { freshEmail, openMyPage, signIn, storedKeys } from '../support/auth.ts';

/** The product's own sessionStorage keys (the router keeps its scroll positions there too). */
const moaKeys = async (page: Page) => (await storedKeys(page)).filter((key) => key.startsWith('moa.'));

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`a new student at ${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('signs in with a new e-mail, fills in /add-info and reaches /mypage', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
      await expect(page.getByRole('note')).toContainText('학교 계정으로만 로그인할 수 있습니다');
      await screenshot(page, `auth-login-${label}`);

      // the button leaves for the provider's consent page with a fresh state and nonce (id-token flow)
      const email = freshEmail('student');
      await page.getByRole('button', { name: 'Google 계정으로 로그인' }).click();
      await page.waitForURL(/\/dev-idp\/authorize\?/);
      const authorize = new URL(page.url());
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        response_type: 'id_token',
        scope: 'openid email profile',
        prompt: 'consent',
        redirect_uri: new URL('/loading', page.url()).toString(),
      });
      expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
      expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
      await screenshot(page, `auth-dev-provider-${label}`);
      await page.getByLabel('다른 이메일로 로그인').fill(email);
      await page.getByRole('button', { name: '계속' }).click();

      // first sign-in: the extra information
      await expect(page).toHaveURL(/\/add-info$/);
      await expect(page.getByRole('heading', { level: 1, name: '추가 정보 입력' })).toBeVisible();
      await expect(page.getByText(`${email} 계정으로 로그인했습니다`)).toBeVisible();
      await expect(page.getByRole('region', { name: '개인정보 수집 및 이용 동의' })).toBeVisible();
      // the state and nonce were single use; only the session token is kept, and the signed-in user for reloads
      // without network (docs/decisions/0013-service-worker.md)
      expect(await moaKeys(page)).toEqual(['moa.offline.user', SESSION_STORAGE_KEY]);

      const start = page.getByRole('button', { name: '시작하기' });
      await start.click();
      await expect(page.getByRole('alert')).toHaveText('모든 정보를 입력해주세요.');
      await expect(page.getByText('이름을 입력해주세요.')).toBeVisible();
      await expect(page.getByText('학번을 입력해주세요.')).toBeVisible();
      await expect(page.getByText('전화번호를 입력해주세요.')).toBeVisible();
      await screenshot(page, `auth-add-info-errors-${label}`);

      const name = page.getByLabel(/^이름/);
      const studentId = page.getByLabel(/^학번/);
      const phone = page.getByLabel(/^전화번호/);
      await name.fill('새내기');
      await studentId.pressSequentially('2026ab12');
      await expect(studentId).toHaveValue('202612');
      await phone.click();
      await expect(page.getByText('8자리 학번을 입력해주세요.')).toBeVisible();
      await studentId.press('End');
      await studentId.pressSequentially('34');
      await expect(studentId).toHaveValue('20261234');
      await phone.pressSequentially('01098765432');
      await expect(phone).toHaveValue('010-9876-5432');
      await screenshot(page, `auth-add-info-filled-${label}`);

      await start.click();
      const done = page.getByRole('alertdialog', { name: '추가 정보 입력이 완료되었습니다' });
      await expect(done).toBeVisible();
      await done.getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/main$/);

      await openMyPage(page, label === 'desktop');
      await expect(page).toHaveURL(/\/mypage$/);
      await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    });

    test('leaving /add-info with a field filled asks first, in the app and on unload', async ({ page }) => {
      await signIn(page, freshEmail('leaver'));
      await expect(page).toHaveURL(/\/add-info$/);
      const name = page.getByLabel(/^이름/);
      await name.click();
      await name.pressSequentially('김');

      await page.getByRole('banner').getByRole('link', { name: '모아 홈' }).click();
      const dialog = page.getByRole('alertdialog', { name: '페이지를 나가시겠습니까?' });
      await expect(dialog).toBeVisible();
      await screenshot(page, `auth-add-info-leave-${label}`);
      await dialog.getByRole('button', { name: '계속 작성하기' }).click();
      await expect(page).toHaveURL(/\/add-info$/);
      await expect(name).toHaveValue('김');

      // closing the tab asks the browser's own question
      const unload = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const question = await unload;
      expect(question.type()).toBe('beforeunload');
      await question.dismiss();
      await expect(name).toHaveValue('김');

      // leaving for real closes the tab, so no page is left holding a dialog when the context closes
      const again = page.waitForEvent('dialog');
      const closed = page.waitForEvent('close');
      await page.close({ runBeforeUnload: true });
      await (await again).accept();
      await closed;
    });
  });
}
