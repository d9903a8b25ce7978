import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { expect, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, freshEmail, signIn, signInViaApi } from '../support/auth.ts';

/**
 * Dialogs by keyboard in real Chromium: each opens with focus on the control it means (the confirm modal on its
 * confirm button, the success modal on 확인, the logout confirm on 로그아웃), Enter activates only the focused
 * control, and closing gives focus back to the control that opened it.
 */

interface Schedule {
  scheduleId: number;
  order: number;
  date: string;
  time: string;
  applyPeople: number;
  maxPeople: number;
}

// the dialogs with their opening animation, as most people see them (the other journeys run reduced)
test.use({ reducedMotion: 'no-preference' });

const ULLIM = '소리울 정기공연 〈울림〉';

const upcoming = (s: Schedule) => new Date(`${s.date}T${s.time.slice(0, 5)}:00+09:00`).getTime() > Date.now();

async function showNamed(page: Page, name: string): Promise<{ showId: number; scheduleList: Schedule[] }> {
  const list = await page.request.get('/attraction/list');
  const { entireList } = (await list.json()) as { entireList: { id: number; title: string; kind: string }[] };
  const item = entireList.find((i) => i.title === name && i.kind === 'show');
  expect(item, `${name} in /attraction/list`).toBeTruthy();
  const detail = await page.request.get(`/show/detail/${item!.id}`);
  return (await detail.json()) as { showId: number; scheduleList: Schedule[] };
}

/** The modal once its opening animation is over, saved beside screenshot()'s files. */
async function modalShot(page: Page, dialog: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `${name}.png`),
  });
}

/** How many reservations the signed-in student holds, read through the API with the page's token. */
async function reservationCount(page: Page): Promise<number> {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
  const answer = await page.request.get('/mypage/student/reservation', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), 'GET /mypage/student/reservation').toBe(true);
  const body = (await answer.json()) as unknown;
  if (Array.isArray(body)) return body.length;
  const lists = Object.values(body as Record<string, unknown>).filter(Array.isArray);
  return lists.reduce((sum, list) => sum + (list as unknown[]).length, 0);
}

test.describe('dialogs by keyboard (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('Enter on 취소 books nothing; the confirm opens on its confirm button; focus comes back', async ({
    page,
  }) => {
    // a new student with a complete profile
    await signIn(page, freshEmail('keyboard'));
    await expect(page).toHaveURL(/\/add-info$/);
    await page.getByLabel(/^이름/).fill('키보드');
    await page.getByLabel(/^학번/).fill(`2025${String(Date.now()).slice(-4)}`);
    await page.getByLabel(/^전화번호/).pressSequentially('01012344321');
    await page.getByRole('button', { name: '시작하기' }).click();
    const done = page.getByRole('alertdialog', { name: '추가 정보 입력이 완료되었습니다' });
    await expect(done.getByRole('button', { name: '확인' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/main$/);

    const show = await showNamed(page, ULLIM);
    const schedule = [...show.scheduleList]
      .sort((a, b) => a.order - b.order)
      .find((s) => upcoming(s) && s.maxPeople - s.applyPeople >= 1);
    expect(schedule, 'an upcoming schedule with a seat left').toBeTruthy();
    await page.goto(`/show/${show.showId}`);
    await expect(page.getByRole('heading', { level: 1, name: ULLIM })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(`^${schedule!.order}회차 · `) }).check();
    expect(await reservationCount(page)).toBe(0);

    // 예매하기 by keyboard: the confirm modal opens with focus on its confirm button
    const reserve = page.getByRole('button', { name: '예매하기', exact: true });
    await reserve.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: '이대로 예매하시겠습니까?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: '예매하기' })).toBeFocused();
    await modalShot(page, confirm, 'a11y-confirm-focus-desktop');

    // focus on 취소, Enter: the modal closes, nothing is booked, focus is back on 예매하기
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(reserve).toBeFocused();
    await expect(reserve).toBeEnabled();
    await page.waitForTimeout(500);
    expect(await reservationCount(page), 'Enter on 취소 booked nothing').toBe(0);

    // Enter, Enter: the confirm button books; the success modal opens on 확인
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: '예매하기' })).toBeFocused();
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: '예매가 완료되었습니다' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('button', { name: '확인' })).toBeFocused();
    expect(await reservationCount(page)).toBe(1);
    await modalShot(page, success, 'a11y-success-focus-desktop');

    // closing the success modal gives focus back to the reserve button (now 예매 완료)
    await page.keyboard.press('Enter');
    await expect(success).toBeHidden();
    const reserved = page.getByRole('button', { name: '예매 완료' });
    await expect(reserved).toBeFocused();
    await expect(reserved).toBeDisabled();
    // a disabled-looking button does nothing, by mouse or by keyboard
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('on /mypage the logout confirm opens on 로그아웃, and the payment modal gives focus back', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.student, '/mypage');
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();

    // the payment modal: opened by keyboard, closed with Escape and with its 닫기 button
    const pay = page.getByRole('button', { name: '결제하기' }).first();
    await pay.focus();
    await page.keyboard.press('Enter');
    const payment = page.getByRole('dialog', { name: '입금하기' });
    await expect(payment).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(payment).toBeHidden();
    await expect(pay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(payment).toBeVisible();
    await payment.getByRole('button', { name: '닫기' }).focus();
    await page.keyboard.press('Enter');
    await expect(payment).toBeHidden();
    await expect(pay).toBeFocused();

    // the logout confirm: focus on 로그아웃; 취소 closes it and focus returns to the opener
    const logout = page.getByRole('main').getByRole('button', { name: '로그아웃' });
    await logout.focus();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog', { name: '로그아웃하시겠습니까?' });
    await expect(ask.getByRole('button', { name: '로그아웃' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(ask.getByRole('button', { name: '취소' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(logout).toBeFocused();
    await expect(page).toHaveURL(/\/mypage$/);
  });

  test('toggling a holder’s payment keeps focus on that row’s toggle; a cancelled delete returns focus', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.manager, '/manager/mypage');
    await page.getByRole('link', { name: `${ULLIM} 1회차 예매자 보기` }).click();
    await expect(page.getByRole('heading', { level: 1, name: ULLIM })).toBeVisible();

    const row = page.getByRole('table').getByRole('row').nth(1);
    const toggle = row.getByRole('button', { name: /입금 상태:/ });
    const before = (await toggle.getAttribute('aria-label')) ?? '';
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-label', before);
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toBeFocused();
    // and back, with Space
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-label', before);
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toBeFocused();

    // the delete confirm opens on 취소 (the safe choice); Escape gives focus back to the row's delete button
    const remove = row.getByRole('button', { name: /삭제/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog');
    await expect(ask.getByRole('button', { name: '취소' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(remove).toBeFocused();
  });
});
