import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { expect, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, signIn, storedKeys } from '../support/auth.ts';

/** The product's own sessionStorage keys (the router keeps its scroll positions there too). */
const moaKeys = async (page: Page) => (await storedKeys(page)).filter((key) => key.startsWith('moa.'));

test.describe('logout (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('clears the session and every stored value', async ({ page }) => {
    await signIn(page, DEMO.student);
    await expect(page).toHaveURL(/\/main$/);
    // beside the token, the offline copies of the pages that load without network (docs/decisions/0013-service-worker.md);
    // the user's copy is kept once /api/auth/me answers, a moment after the token
    await expect.poll(() => moaKeys(page)).toEqual(['moa.offline.user', SESSION_STORAGE_KEY]);
    await page.goto('/mypage');
    await expect(page.getByRole('region', { name: '모바일 티켓' }).first()).toBeVisible();
    await expect
      .poll(() => moaKeys(page))
      .toEqual(['moa.offline.tickets', 'moa.offline.user', SESSION_STORAGE_KEY]);
    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/main$/);
    expect(await moaKeys(page)).toEqual([]);
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

    // the old token is revoked on the server too
    const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);

    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/login$/);
  });
});
