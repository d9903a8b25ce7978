import { randomBytes } from 'node:crypto';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_DOMAIN } from '../../apps/server/src/db/seed/accounts.ts';

/** The demo accounts' e-mails by role, as the seed creates them. */
export { DEMO_EMAILS as DEMO } from '../../apps/server/src/db/seed/accounts.ts';

/** An e-mail of the allowed domain that has never signed in: `${prefix}-…@example.ac.kr`. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@${DEMO_DOMAIN}`;
}

/** The keys this product keeps in sessionStorage, sorted. */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).sort());
}

/**
 * Signs in through the screens: /login, the Google button, then on the development provider's page the demo
 * account's button, or any other e-mail through its form. Ends where the app lands (/main, or /add-info the first
 * time), with the token stored.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page
    .getByRole('main')
    .getByRole('button', { name: /로그인/ })
    .first()
    .click();
  await page.waitForURL(/\/dev-idp\/authorize/);
  const account = page.getByRole('button', { name: new RegExp(`^${email.replace(/[.+]/g, '\\$&')}`) });
  if ((await account.count()) > 0) {
    await account.first().click();
  } else {
    await page.getByLabel('다른 이메일로 로그인').fill(email);
    await page.getByRole('button', { name: '계속' }).click();
  }
  await page.waitForURL(
    (url) =>
      !['/loading', '/login', '/login/oauth2/code/google'].includes(url.pathname) &&
      !url.pathname.startsWith('/dev-idp'),
  );
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY), {
      message: 'token stored',
    })
    .toBeTruthy();
}

/** Opens the signed-in user's my-page: the header's profile button on desktop, the side menu on narrow screens. */
export async function openMyPage(page: Page, desktop: boolean): Promise<void> {
  if (desktop) {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /마이페이지|관리자 콘솔/ })
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: '메뉴 열기' }).click();
    await page
      .getByRole('navigation', { name: '전체 메뉴' })
      .getByRole('link', { name: '마이페이지' })
      .click();
  }
}

interface AuthConfig {
  authorizationEndpoint: string;
  clientId: string;
  scope: string;
  redirectPath: string;
}

/**
 * A session token for an e-mail, without any page: the development provider's authorize form is posted with a fresh
 * state and nonce, and the id token from the redirect's hash is exchanged at /api/oauth/google/session.
 */
export async function sessionToken(request: APIRequestContext, email: string): Promise<string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('sessionToken needs use.baseURL');
  const origin = new URL(baseURL).origin;
  const configResponse = await request.get('/api/auth/config');
  expect(configResponse.ok(), 'GET /api/auth/config').toBe(true);
  const config = (await configResponse.json()) as AuthConfig;

  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const authorize = new URL(config.authorizationEndpoint, origin);
  const redirectUri = `${origin}${config.redirectPath || '/loading'}`;
  const response = await request.post(authorize.pathname, {
    form: {
      client_id: config.clientId,
      redirect_uri: redirectUri,
      response_type: 'id_token',
      scope: config.scope || 'openid email profile',
      state,
      nonce,
      email,
    },
    maxRedirects: 0,
  });
  expect(response.status(), 'dev provider redirect').toBe(302);
  const location = response.headers()['location'] ?? '';
  const hash = new URLSearchParams(location.split('#')[1] ?? '');
  const credential = hash.get('id_token');
  expect(credential, 'id_token in the redirect hash').toBeTruthy();

  const session = await request.post('/api/oauth/google/session', { data: { credential, nonce } });
  expect(session.ok(), 'POST /api/oauth/google/session').toBe(true);
  const { token } = (await session.json()) as { token: string };
  return token;
}

/**
 * Signs in without the sign-in screens (sessionToken), then stores the token where the app reads it. The page ends
 * on `landing` (default /main) with the session loaded.
 */
export async function signInViaApi(page: Page, email: string, landing = '/main'): Promise<string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('signInViaApi needs use.baseURL');
  const token = await sessionToken(page.request, email);
  // the token lives in sessionStorage of the app's origin: set it on a page of that origin, then load the app
  if (!page.url().startsWith(new URL(baseURL).origin)) await page.goto(landing);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [SESSION_STORAGE_KEY, token]);
  await page.goto(landing);
  return token;
}

/**
 * Signs in through the screens (signIn) when the login screen has its sign-in button; otherwise through the
 * provider directly (signInViaApi).
 */
export async function signInViaUi(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const ready = await page
    .getByRole('main')
    .getByRole('button', { name: /로그인/ })
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (ready) await signIn(page, email);
  else await signInViaApi(page, email);
}

/**
 * A new student's /add-info: fills name, student id and phone, starts, and confirms the completion dialog; the
 * student lands on /main.
 */
export async function completeAddInfo(
  page: Page,
  profile: { name: string; studentId: string; phone: string },
): Promise<void> {
  await expect(page).toHaveURL(/\/add-info$/);
  await page.getByLabel(/^이름/).fill(profile.name);
  await page.getByLabel(/^학번/).fill(profile.studentId);
  await page.getByLabel(/^전화번호/).pressSequentially(profile.phone);
  await page.getByRole('button', { name: '시작하기' }).click();
  await page
    .getByRole('alertdialog', { name: '추가 정보 입력이 완료되었습니다' })
    .getByRole('button', { name: '확인' })
    .click();
  await expect(page).toHaveURL(/\/main$/);
}
