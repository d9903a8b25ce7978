import type { Page } from '@playwright/test';
import { sessionToken, signInViaApi, DEMO } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { createSeatedShow, takeSeats, type SeatedShow } from '../support/seats.ts';

/**
 * Choosing seats on the show page (docs/product.md#assigned-seats): on a phone the map opens fitted to the width and
 * a tap zooms in before it chooses; the bar says the seats, grade, count and total; the reservation takes them.
 * Losing a seat to another student keeps the other picks and offers the nearest free seat; 자동 배정 finds seats side
 * by side; the list mode and the map work by keyboard alone.
 */

const stamp = Date.now().toString(36).slice(-5);
let show: SeatedShow;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const token = await sessionToken(page.request, DEMO.manager);
  await page.goto('/main');
  show = await createSeatedShow(page, token, `좌석 공연 ${stamp}`);
  await page.close();
});

async function openSeatMap(page: Page, student: string) {
  await signInViaApi(page, student, `/show/${show.showId}`);
  await expect(page.getByRole('heading', { level: 1, name: show.name })).toBeVisible();
  await page.getByRole('radio', { name: /^1회차 · / }).check();
  await expect(page.getByRole('heading', { name: '좌석 선택' })).toBeVisible();
  return page.getByRole('grid', { name: /좌석 배치도/ });
}

const seat = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

async function reserveAndConfirm(page: Page) {
  await page.getByRole('button', { name: '예매하기', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '이대로 예매하시겠습니까?' });
  await expect(confirm).toBeVisible();
  return confirm;
}

test.describe('at 375 px', () => {
  // a phone: touch, so a tap on small seats zooms before it chooses
  test.use({ viewport: VIEWPORTS.mobile, hasTouch: true });

  test('a tap zooms in, taps choose; the bar says seats, grade and total; the seats are reserved', async ({
    page,
  }) => {
    const grid = await openSeatMap(page, 'student011@example.ac.kr');
    await expect(grid).toBeVisible();
    await expect(seat(page, '가열 8번')).toHaveAccessibleName('가열 8번, R석 20,000원, 선택 가능');
    await expect(seat(page, '마열 1번')).toHaveAccessibleName('마열 1번, 판매하지 않음');
    await screenshot(page, 'reserve-seats-map-mobile');

    // fitted to a phone the seats are small: the first tap brings them to a finger's size, the next chooses
    const zoomOut = page.getByRole('button', { name: '축소' });
    await expect(zoomOut).toBeDisabled();
    await seat(page, '가열 8번').tap();
    await expect(zoomOut).toBeEnabled();
    expect((await seat(page, '가열 8번').boundingBox())!.width).toBeGreaterThanOrEqual(22);
    await expect(seat(page, '가열 8번')).toHaveAttribute('aria-selected', 'false');
    await seat(page, '가열 8번').tap();
    await seat(page, '가열 9번').tap();
    await expect(seat(page, '가열 9번')).toHaveAttribute('aria-selected', 'true');

    const bar = page.locator('[data-sticky-inset="bottom"]');
    await expect(bar).toContainText('가열 8·9번 · R석 2매');
    await expect(bar).toContainText('40,000원');
    await screenshot(page, 'reserve-seats-chosen-mobile', { viewportOnly: true });

    const confirm = await reserveAndConfirm(page);
    await expect(confirm).toContainText('가열 8·9번');
    await expect(confirm).toContainText('40,000원');
    await confirm.getByRole('button', { name: '예매하기' }).click();
    const success = page.getByRole('dialog', { name: '예매가 완료되었습니다' });
    await expect(success).toContainText('좌석 가열 8·9번');
    await screenshot(page, 'reserve-seats-success-mobile', { viewportOnly: true });
    await success.getByRole('button', { name: '확인' }).click();
    // /mypage's card names the seats
    await page.goto('/mypage');
    await expect(page.getByText('가열 8·9번').first()).toBeVisible();
  });

  test('자동 배정 finds seats side by side in the grade asked for', async ({ page }) => {
    await openSeatMap(page, 'student012@example.ac.kr');
    const auto = page.getByRole('form', { name: '자동 배정' });
    await auto.getByLabel('등급').selectOption({ label: 'S석' });
    await auto.getByLabel('매수').selectOption({ label: '3매' });
    await auto.getByRole('button', { name: '좌석 찾기' }).click();
    // the front row of S석 (다), its centre block
    await expect(
      page.getByRole('status').filter({ hasText: '다열 9·10·11번을(를) 골랐어요.' }),
    ).toBeVisible();
    for (const n of [9, 10, 11])
      await expect(seat(page, `다열 ${n}번`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-sticky-inset="bottom"]')).toContainText('45,000원');
    await screenshot(page, 'reserve-seats-auto-mobile');
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a seat lost to another student is said, the other pick kept, the nearest free seat offered', async ({
    page,
    browser,
  }) => {
    await openSeatMap(page, 'student013@example.ac.kr');
    await seat(page, '나열 5번').click();
    await seat(page, '나열 6번').click();
    await expect(seat(page, '나열 6번')).toHaveAttribute('aria-selected', 'true');

    const other = await browser.newContext();
    await takeSeats(
      other.request,
      await sessionToken(other.request, 'student014@example.ac.kr'),
      show.scheduleId,
      ['나-6'],
    );
    await other.close();

    const confirm = await reserveAndConfirm(page);
    await confirm.getByRole('button', { name: '예매하기' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '나열 6번은 방금 다른 분이 예매했어요' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('나머지 좌석은 그대로 두었어요.');
    await expect(seat(page, '나열 5번')).toHaveAttribute('aria-selected', 'true');
    await expect(seat(page, '나열 6번')).toHaveAccessibleName(/예매됨$/);
    await screenshot(page, 'reserve-seats-lost-desktop');

    await alert.getByRole('button', { name: '가까운 나열 7번으로 바꾸기' }).click();
    await expect(seat(page, '나열 7번')).toHaveAttribute('aria-selected', 'true');
    const again = await reserveAndConfirm(page);
    await expect(again).toContainText('나열 5·7번');
    await again.getByRole('button', { name: '예매하기' }).click();
    await expect(page.getByRole('dialog', { name: '예매가 완료되었습니다' })).toContainText(
      '좌석 나열 5·7번',
    );
  });

  test('the list mode and the map, by keyboard alone', async ({ page }) => {
    await openSeatMap(page, 'student015@example.ac.kr');
    const tabTo = async (check: () => Promise<boolean>, limit = 40) => {
      for (let i = 0; i < limit && !(await check()); i++) await page.keyboard.press('Tab');
      expect(await check()).toBe(true);
    };
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    // a control's text: its label's for a checkbox, its own for a button
    const focusedText = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return (el?.labels?.[0] ?? el)?.textContent?.trim() ?? '';
      });

    // the map: one tab stop, arrows over the aisle, Space chooses
    await page.getByRole('radio', { name: /^1회차 · / }).focus();
    await tabTo(async () => (await focusedName()).startsWith('가열 1번'));
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await focusedName()).toMatch(/^가열 6번/);
    // five rows down is past the last row: the last row; one up is 라열
    await page.keyboard.press('PageDown');
    expect(await focusedName()).toMatch(/^마열 6번/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press(' ');
    await expect(seat(page, '라열 6번')).toHaveAttribute('aria-selected', 'true');

    // the list mode: a grade, a row, its seats as checkboxes
    await page.getByRole('button', { name: '목록으로 선택' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: '목록으로 선택' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: '등급' }).first()).toHaveValue('1');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('열', { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('열', { exact: true })).toHaveValue('-라');
    await tabTo(async () => (await focusedText()) === '7번');
    await page.keyboard.press(' ');
    await expect(page.getByRole('checkbox', { name: '7번', exact: true })).toBeChecked();
    await expect(page.getByText('라열 6·7번').first()).toBeVisible();
    await screenshot(page, 'reserve-seats-list-desktop');

    await tabTo(async () => (await focusedText()) === '예매하기');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: '이대로 예매하시겠습니까?' });
    await expect(confirm).toContainText('라열 6·7번');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '예매가 완료되었습니다' })).toContainText(
      '좌석 라열 6·7번',
    );
  });
});
