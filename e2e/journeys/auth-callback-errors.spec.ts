import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { freshEmail } from '../support/auth.ts';

interface AuthConfig {
  authorizationEndpoint: string;
  clientId: string;
}

/** Starts a sign-in as the login button would: a state and nonce kept in this tab. */
async function pendingSignIn(page: Page, state: string, nonce: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ([s, n]) => {
      sessionStorage.setItem('moa.auth.state', s!);
      sessionStorage.setItem('moa.auth.nonce', n!);
    },
    [state, nonce],
  );
}

/** The development provider's redirect for `email`, as the browser would follow it (code or id-token flow). */
async function authorize(page: Page, email: string, flow: 'code' | 'id_token', state: string, nonce: string) {
  const config = (await (await page.request.get('/api/auth/config')).json()) as AuthConfig;
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(new URL(config.authorizationEndpoint, origin).pathname, {
    form: {
      client_id: config.clientId,
      redirect_uri: `${origin}${flow === 'code' ? '/login/oauth2/code/google' : '/loading'}`,
      response_type: flow,
      scope: 'openid email profile',
      state,
      nonce,
      email,
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return new URL(response.headers()['location']!, origin);
}

test.describe('sign-in callback failures (375 px)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('a bogus code opens the 인증 오류 modal; the screen shows one message with no second status', async ({
    page,
  }) => {
    await pendingSignIn(page, 'code-state', 'code-nonce');
    await page.goto('/login/oauth2/code/google?code=not-a-real-code&state=code-state');

    const modal = page.getByRole('alertdialog', { name: '인증 오류' });
    await expect(modal).toContainText('요청이 올바르지 않거나 세션이 만료되었습니다');
    // focus starts on the way out of the problem
    await expect(modal.getByRole('button', { name: '다시 로그인' })).toBeFocused();
    await page.screenshot({ path: 'test-results/screenshots/auth-code-invalid-modal-mobile.png' });
    await modal.getByRole('button', { name: '닫기' }).click();

    // one message for one failure: the status message and the server's reason, never a status twice
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('로그인하지 못했습니다');
    await expect(alert).toContainText('잘못된 요청입니다');
    await expect(alert).toContainText('로그인 코드가 올바르지 않거나 이미 사용되었습니다');
    expect(((await alert.textContent()) ?? '').match(/\(\d{3}\)/g) ?? []).toHaveLength(0);
    await screenshot(page, 'auth-code-invalid-mobile');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
    await page.getByRole('link', { name: '로그인 화면으로' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a used id token (sign-in replayed) opens the 인증 오류 modal; 다시 로그인 goes to /login', async ({
    page,
  }) => {
    await pendingSignIn(page, 'first-state', 'first-nonce');
    const redirect = await authorize(page, freshEmail('replay'), 'id_token', 'first-state', 'first-nonce');
    // the first use signs in
    await page.goto(`${redirect.pathname}${redirect.hash}`);
    await expect(page).toHaveURL(/\/add-info$/);
    // the same id token again, in a tab that started a sign-in with the same state
    await page.evaluate(() => sessionStorage.clear());
    await pendingSignIn(page, 'first-state', 'first-nonce');
    await page.goto(`${redirect.pathname}${redirect.hash}`);

    const modal = page.getByRole('alertdialog', { name: '인증 오류' });
    await expect(modal).toContainText('다시 로그인해주세요');
    await expect(page.getByRole('alert')).toContainText('로그인하지 못했습니다');
    await modal.getByRole('button', { name: '다시 로그인' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  });

  test('a code exchange answered with isFirst goes to /add-info', async ({ page }) => {
    await pendingSignIn(page, 'is-first-state', 'is-first-nonce');
    const redirect = await authorize(page, freshEmail('isfirst'), 'code', 'is-first-state', 'is-first-nonce');
    // the spec lets the exchange answer isFirst instead of first
    await page.route('**/api/oauth/google/token', async (route) => {
      const response = await route.fetch();
      const { token, first } = (await response.json()) as { token: string; first: boolean };
      await route.fulfill({ response, json: { token, isFirst: first } });
    });
    await page.goto(`${redirect.pathname}${redirect.search}`);
    await expect(page).toHaveURL(/\/add-info$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY)).toBeTruthy();
  });
});
