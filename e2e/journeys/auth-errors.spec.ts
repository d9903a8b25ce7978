import { SESSION_STORAGE_KEY } from '@moa/contract';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, freshEmail } from '../support/auth.ts';

test.describe('sign-in callbacks (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('an e-mail outside the university domain is refused with the university-account message', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google 계정으로 로그인' }).click();
    await page.waitForURL(/\/dev-idp\/authorize\?/);
    await page
      .getByLabel('다른 이메일로 로그인')
      .fill(freshEmail('outsider').replace('example.ac.kr', 'gmail.com'));
    await page.getByRole('button', { name: '계속' }).click();

    await expect(page).toHaveURL(/\/loading$/);
    const modal = page.getByRole('alertdialog', { name: '로그인 오류' });
    await expect(modal).toContainText('학교 계정으로 로그인해주세요');
    await screenshot(page, 'auth-domain-refused-desktop');
    await modal.getByRole('button', { name: '닫기' }).click();
    await expect(page.getByRole('alert')).toContainText('학교 계정으로만 로그인할 수 있습니다');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
    await page.getByRole('link', { name: '로그인 화면으로' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a callback whose state was not issued by this tab is refused without signing in', async ({
    page,
  }) => {
    await page.goto('/loading#id_token=eyJhbGciOiJSUzI1NiJ9.e30.c2ln&state=forged');
    await expect(page.getByRole('alert')).toContainText('로그인 요청 정보가 일치하지 않습니다');
    await expect(page).toHaveURL(/\/loading$/);
    await screenshot(page, 'auth-state-mismatch-desktop');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  });

  test('the code flow signs in through /login/oauth2/code/google', async ({ page }) => {
    await page.goto('/login');
    const config = (await (await page.request.get('/api/auth/config')).json()) as {
      authorizationEndpoint: string;
      clientId: string;
    };
    const origin = new URL(page.url()).origin;
    await page.evaluate(() => {
      sessionStorage.setItem('moa.auth.state', 'code-flow-state');
      sessionStorage.setItem('moa.auth.nonce', 'code-flow-nonce');
    });
    const authorize = new URL(config.authorizationEndpoint);
    authorize.search = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: `${origin}/login/oauth2/code/google`,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'code-flow-state',
      nonce: 'code-flow-nonce',
    }).toString();
    await page.goto(authorize.toString());
    await page.getByRole('button', { name: new RegExp(`^${DEMO.student.replace(/\./g, '\\.')}`) }).click();

    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
    const keys = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith('moa.'))
        .sort(),
    );
    // the token, and the signed-in user kept for reloads without network (docs/decisions/0013-service-worker.md)
    expect(keys).toEqual(['moa.offline.user', SESSION_STORAGE_KEY]);
  });
});
