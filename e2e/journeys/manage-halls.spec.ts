import type { Page } from '@playwright/test';
import { DEMO, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

const stamp = Date.now().toString(36).slice(-5);

/** A hall with two aisles and a balcony (docs/product.md#halls): 6 rows of 20 below, 2 rows of 16 above. */
const HALL = [
  '무대',
  '[1층]',
  ...['가', '나', '다', '라', '마'].map((row) => `${row} | ○○○○○ _ ○○○○○○○○○○ _ ○○○○○`),
  '바 | ○○○WC _ ○○○○○○○○○○ _ CW○○○',
  '[2층] 오른쪽부터',
  'A | ○○○○ _ ○○○○○○○○ _ ○○○○',
  'B | ○○○○ _ ○○○○○○○○ _ ○○○○',
].join('\n');

async function drawing(page: Page) {
  return page.getByRole('textbox', { name: '좌석 배치' });
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the club's halls at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('draws a hall with a balcony, sees the preview, saves, reopens and edits it', async ({ page }) => {
      const name = `E2E 대강당 ${size} ${stamp}`;
      await signInViaApi(page, DEMO.manager, '/manager/mypage');
      await page.getByRole('link', { name: '공연장 관리' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '공연장 관리' })).toBeVisible();
      await page.getByRole('link', { name: '새 공연장' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: '새 공연장' })).toBeVisible();

      await page.getByLabel('공연장 이름').fill(name);
      const text = await drawing(page);
      // a mistake first: the preview lists it with its line, and choosing it puts the caret on that line
      await text.fill(`${HALL}\nC | ○○X○`);
      const problem = page.getByRole('button', { name: /12번째 줄/ });
      await expect(problem).toContainText("알 수 없는 문자 'X'");
      await problem.click();
      await expect(text).toBeFocused();
      await text.fill(HALL);
      await expect(page.getByText('152 / 1,500석')).toBeVisible();
      await expect(
        page.getByRole('img', { name: /좌석 배치 미리보기: 152석, 구역 2개, 무대 위/ }),
      ).toBeVisible();
      await expect(page.getByText('휠체어석 2 · 동반석 2')).toBeVisible();
      await screenshot(page, `manage-halls-create-${size}`);

      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: '공연장 관리' })).toBeVisible();
      await expect(page.getByText(`${name}을(를) 저장했습니다.`)).toBeVisible();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card).toContainText('152석');
      await expect(card).toContainText('무대 위');
      await screenshot(page, `manage-halls-list-${size}`);

      // reopened, it is the text as saved; a third balcony row adds 16 seats
      await card.getByRole('link', { name: `${name} 수정` }).click();
      await expect(page.getByRole('heading', { level: 1, name: '공연장 수정' })).toBeVisible();
      await expect(text).toHaveValue(HALL);
      await text.fill(`${HALL}\nC | ○○○○ _ ○○○○○○○○ _ ○○○○`);
      await expect(page.getByText('168 / 1,500석')).toBeVisible();
      await screenshot(page, `manage-halls-edit-${size}`);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(page.getByText(`${name}을(를) 저장했습니다.`)).toBeVisible();
      await expect(
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) }),
      ).toContainText('168석');
    });
  });
}
