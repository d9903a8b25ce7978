import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, freshEmail, signIn, signInViaApi, completeAddInfo } from '../support/auth.ts';

interface Schedule {
  scheduleId: number;
  order: number;
  date: string;
  time: string;
  cost: number;
  applyPeople: number;
  maxPeople: number;
  maxTickets: number;
}

interface ShowDetail {
  showId: number;
  showName: string;
  scheduleList: Schedule[];
}

const ULLIM = '소리울 정기공연 〈울림〉';
const HAMLET = '극단 한울 정기공연 〈햄릿〉';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const seatsLeft = (s: Schedule) => Math.max(0, s.maxPeople - s.applyPeople);
const upcoming = (s: Schedule) => new Date(`${s.date}T${s.time.slice(0, 5)}:00+09:00`).getTime() > Date.now();

/** The show of the demo data with this name, read through the public API (never assumed). */
async function showNamed(page: Page, name: string): Promise<ShowDetail> {
  const list = await page.request.get('/attraction/list');
  expect(list.ok()).toBe(true);
  const { entireList } = (await list.json()) as {
    entireList: { id: number; title: string; kind: 'show' | 'entertain' }[];
  };
  // a show by kind: an event may carry the performance category too
  const item = entireList.find((i) => i.title === name && i.kind === 'show');
  expect(item, `${name} in /attraction/list`).toBeTruthy();
  const detail = await page.request.get(`/show/detail/${item!.id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as ShowDetail;
}

/**
 * A modal as the student sees it: the viewport only (a full-page capture stretches the backdrop), once its opening
 * animation has finished. Saved beside screenshot()'s files.
 */
async function modalShot(page: Page, dialog: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `${name}.png`),
  });
}

const radioOf = (page: Page, order: number) =>
  page.getByRole('radio', { name: new RegExp(`^${order}회차 · `) });

test.describe('a student reserves at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile, permissions: ['clipboard-read', 'clipboard-write'] });

  test('signs in, completes /add-info, reserves 2 tickets, pays, and is asked before cancelling on /mypage', async ({
    page,
  }) => {
    // a brand-new student, through the sign-in screens
    const email = freshEmail('reserver');
    await signIn(page, email);
    const studentId = `2026${String(Date.now()).slice(-4)}`;
    await completeAddInfo(page, { name: '예매왕', studentId, phone: '01055557777' });

    // an upcoming schedule with room for 2 and a per-person cap of at least 2
    const show = await showNamed(page, ULLIM);
    const schedule = [...show.scheduleList]
      .sort((a, b) => a.order - b.order)
      .find((s) => upcoming(s) && seatsLeft(s) >= 2 && s.maxTickets >= 2);
    expect(schedule, 'a schedule with room for 2 tickets').toBeTruthy();
    const s = schedule!;

    await page.goto(`/show/${show.showId}`);
    await expect(page.getByRole('heading', { level: 1, name: ULLIM })).toBeVisible();
    const total = page.getByText('총 금액', { exact: true }).locator('..');
    await expect(total).toContainText('0원');

    // no schedule yet: the modal asks for one
    await page.getByRole('button', { name: '예매하기' }).click();
    const choose = page.getByRole('alertdialog', { name: '공연 회차를 선택해주세요' });
    await expect(choose).toBeVisible();
    await choose.getByRole('button', { name: '확인' }).click();

    await radioOf(page, s.order).check();
    await page.getByRole('button', { name: '한 장 더하기' }).click();
    await expect(page.getByRole('group', { name: '매수' })).toContainText('2매');
    await expect(total).toContainText(won(s.cost * 2));
    await screenshot(page, 'reserve-show-picked-mobile');

    await page.getByRole('button', { name: '예매하기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '이대로 예매하시겠습니까?' });
    await expect(confirm).toContainText(`${s.order}회차`);
    await expect(confirm).toContainText('2매');
    await expect(confirm).toContainText(won(s.cost * 2));
    await modalShot(page, confirm, 'reserve-confirm-mobile');
    await confirm.getByRole('button', { name: '예매하기' }).click();

    const success = page.getByRole('dialog', { name: '예매가 완료되었습니다' });
    await expect(success).toBeVisible();
    await expect(success).toContainText(`아래 계좌로 ${won(s.cost * 2)}을 입금해주세요.`);
    await expect(success).toContainText(`입금자명: ${studentId}예매왕`);
    await expect(success.getByRole('img', { name: '송금 QR 코드' })).toBeVisible();
    await modalShot(page, success, 'reserve-success-mobile');
    await success.getByRole('button', { name: '확인' }).click();
    await expect(success).toBeHidden();

    // reserved: the button stays disabled, and the seats left are fresh
    await expect(page.getByRole('button', { name: '예매 완료' })).toBeDisabled();
    await expect(radioOf(page, s.order)).toHaveAccessibleName(new RegExp(`잔여석 ${seatsLeft(s) - 2}석`));
    await screenshot(page, 'reserve-show-reserved-mobile');

    // the reservation on /mypage, unconfirmed
    await page.getByRole('link', { name: '마이페이지에서 보기' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    // The login e-mail heads the page (the 알림 메일 section names it again further down).
    await expect(page.getByText(email).first()).toBeVisible();
    const card = page.getByRole('article', { name: ULLIM });
    await expect(card).toContainText('입금 미확인');
    await expect(card).toContainText(`2매 · ${won(s.cost * 2)}`);
    // narrow screen: the compact top bar, and the transfer information behind its button
    await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
    await expect(page.getByRole('button', { name: '새로고침' }).first()).toBeVisible();
    await expect(card.getByText(`${studentId}예매왕`)).toBeHidden();
    await screenshot(page, 'reserve-mypage-mobile');
    await card.getByRole('button', { name: '입금 정보 보기' }).click();
    await expect(card.getByText(`${studentId}예매왕`)).toBeVisible();
    await screenshot(page, 'reserve-mypage-transfer-mobile');

    // the payment modal: copy the account
    await card.getByRole('button', { name: '결제하기' }).click();
    const pay = page.getByRole('dialog', { name: '입금하기' });
    await expect(pay).toContainText(won(s.cost * 2));
    await expect(pay.getByRole('img', { name: '송금 QR 코드' })).toBeVisible();
    await pay.getByRole('button', { name: '계좌번호 복사' }).click();
    await expect(pay.getByText('클립보드에 복사되었습니다')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^\d{6,}$/);
    await expect(pay).toContainText(copied);
    await modalShot(page, pay, 'reserve-payment-modal-mobile');
    // the payment-app button without a configured link copies the transfer text
    await pay.getByRole('button', { name: '토스 송금' }).click();
    await expect(pay.getByText('토스 송금 링크가 없어 입금 정보를 클립보드에 복사했습니다')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `입금자명: ${studentId}예매왕`,
    );
    await pay.getByRole('button', { name: '닫기' }).click();
    await expect(pay).toBeHidden();

    // an unpaid reservation is cancelled by the student at once, after asking (refund.spec.ts goes through with
    // it); kept here. A cancel request is for paid reservations only.
    await card.getByRole('button', { name: '예매 취소' }).click();
    const ask = page.getByRole('alertdialog', { name: '예매를 취소하시겠습니까?' });
    await expect(ask).toContainText('2매 예매가 바로 취소되고 좌석이 다시 열립니다');
    await modalShot(page, ask, 'reserve-cancel-ask-mobile');
    await ask.getByRole('button', { name: '닫기' }).click();
    await expect(ask).toBeHidden();
    await expect(card).toContainText('입금 미확인');
    await expect(card.getByRole('button', { name: '취소 요청' })).toHaveCount(0);

    // the profile edit: leave-confirmation on cancel, confirm on save, back with the message
    await page.getByRole('link', { name: '내 정보 수정' }).click();
    await expect(page).toHaveURL(/\/mypage\/update$/);
    await expect(page.getByLabel(/^학번/)).toHaveValue(studentId);
    const name = page.getByLabel(/^이름/);
    await name.fill('예매여왕');
    await screenshot(page, 'reserve-profile-edit-mobile');
    await page.getByRole('button', { name: '취소' }).click();
    const leave = page.getByRole('alertdialog', { name: '수정을 그만두시겠습니까?' });
    await leave.getByRole('button', { name: '계속 수정하기' }).click();
    await page.getByRole('button', { name: '저장' }).click();
    const save = page.getByRole('alertdialog', { name: '내 정보를 저장하시겠습니까?' });
    await modalShot(page, save, 'reserve-profile-confirm-mobile');
    await save.getByRole('button', { name: '저장하기' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('status').filter({ hasText: '프로필 정보가 수정되었습니다' })).toBeVisible();
    await expect(page.getByRole('region', { name: '내 정보' })).toContainText('예매여왕');
    await expect(card).toContainText(`${studentId}예매여왕`);
    await screenshot(page, 'reserve-mypage-updated-mobile');
  });

  test('the messenger and payment-app test pages fall back to copying when unconfigured', async ({
    page,
  }) => {
    await page.goto('/kakaolinktest');
    await expect(page.getByRole('heading', { level: 1, name: '카카오톡 공유 테스트' })).toBeVisible();
    await expect(page.getByText('설정되지 않음')).toBeVisible();
    await page.getByRole('button', { name: '카카오톡 공유 테스트' }).click();
    await expect(
      page.getByText('카카오톡 공유를 사용할 수 없어 입금 정보를 클립보드에 복사했습니다'),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('15,000원');
    await screenshot(page, 'reserve-kakaolinktest-mobile');

    await page.goto('/tosslinktest');
    await expect(page.getByRole('heading', { level: 1, name: '토스 송금 링크 테스트' })).toBeVisible();
    await expect(page.getByText('설정되지 않음')).toBeVisible();
    await page.getByRole('button', { name: '토스 송금 테스트' }).click();
    await expect(page.getByText('토스 송금 링크가 없어 입금 정보를 클립보드에 복사했습니다')).toBeVisible();
    await screenshot(page, 'reserve-tosslinktest-mobile');
  });
});

test.describe('reserving at 1440 px', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('sold-out schedules, the per-person text, the seats-left alert, and login first', async ({ page }) => {
    const hamlet = await showNamed(page, HAMLET);
    expect(hamlet.scheduleList.every((s) => s.applyPeople >= s.maxPeople)).toBe(true);
    await page.goto(`/show/${hamlet.showId}`);
    await expect(page.getByRole('heading', { level: 1, name: HAMLET })).toBeVisible();
    for (const s of hamlet.scheduleList) {
      await expect(radioOf(page, s.order)).toBeDisabled();
      await expect(radioOf(page, s.order)).toHaveAccessibleName(/매진$/);
    }
    await expect(page.getByText('모든 회차가 매진되었습니다')).toBeVisible();
    await expect(page.getByRole('button', { name: '예매하기' })).toBeDisabled();
    await screenshot(page, 'reserve-sold-out-desktop');

    const ullim = await showNamed(page, ULLIM);
    const open = ullim.scheduleList.filter((s) => upcoming(s) && seatsLeft(s) > 0 && s.maxTickets > 0);
    const capBound = open.find((s) => s.maxTickets < seatsLeft(s));
    const seatsBound = open.find((s) => seatsLeft(s) < s.maxTickets);
    expect(capBound, 'a schedule limited by the per-person cap').toBeTruthy();
    expect(seatsBound, 'a schedule limited by the seats left').toBeTruthy();

    await page.goto(`/show/${ullim.showId}`);
    await expect(page.getByRole('heading', { level: 1, name: ULLIM })).toBeVisible();
    const stepper = page.getByRole('group', { name: '매수' });
    const plus = page.getByRole('button', { name: '한 장 더하기' });

    await radioOf(page, capBound!.order).check();
    for (let i = 1; i < capBound!.maxTickets; i += 1) await plus.click();
    await expect(stepper).toContainText(`${capBound!.maxTickets}매`);
    await expect(page.getByText(`1인당 ${capBound!.maxTickets}매까지 예매할 수 있습니다`)).toBeVisible();
    await plus.click();
    await expect(stepper).toContainText(`${capBound!.maxTickets}매`);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await screenshot(page, 'reserve-per-person-cap-desktop');

    // a schedule change resets the count; the seats left bind before the cap: an alert
    await radioOf(page, seatsBound!.order).check();
    await expect(stepper).toContainText('1매');
    const left = seatsLeft(seatsBound!);
    for (let i = 1; i < left; i += 1) await plus.click();
    await expect(stepper).toContainText(`${left}매`);
    await plus.click();
    const alert = page.getByRole('alertdialog', { name: `현재 ${left}매 예매할 수 있습니다` });
    await expect(alert).toBeVisible();
    await modalShot(page, alert, 'reserve-seats-alert-desktop');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByText(/^총 금액$/).locator('..')).toContainText(won(seatsBound!.cost * left));

    // signed out: the failure modal says to log in first; 확인 goes to /login
    await page.getByRole('button', { name: '예매하기' }).click();
    const failure = page.getByRole('alertdialog', { name: '예매에 실패했습니다' });
    await expect(failure).toContainText('로그인 후 예매할 수 있습니다');
    await modalShot(page, failure, 'reserve-login-first-desktop');
    await failure.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the student area: reservations, the payment modal and the profile edit', async ({ page }) => {
    await signInViaApi(page, DEMO.student, '/mypage');
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    // wide screens: no compact top bar, and the transfer information is shown without a button
    await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeHidden();
    const list = page.getByRole('region', { name: /예매 내역/ });
    await expect(list.getByRole('button', { name: '새로고침' })).toBeVisible();
    await expect(list.getByText(/예매 내역이 없습니다|\d+건/).first()).toBeVisible();
    await screenshot(page, 'reserve-mypage-desktop');

    const unpaid = list.getByRole('article').filter({ hasText: '입금 미확인' }).first();
    if ((await unpaid.count()) > 0) {
      await expect(unpaid.getByRole('button', { name: '입금 정보 보기' })).toBeHidden();
      await expect(unpaid.getByText('계좌번호', { exact: true })).toBeVisible();
      await unpaid.getByRole('button', { name: '결제하기' }).click();
      const pay = page.getByRole('dialog', { name: '입금하기' });
      await modalShot(page, pay, 'reserve-payment-modal-desktop');
      await pay.getByRole('button', { name: '닫기' }).click();
    }
    const paid = list.getByRole('article').filter({ hasText: '예매 확정' }).first();
    if ((await paid.count()) > 0) await expect(paid.getByText('계좌번호', { exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: '내 정보 수정' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '내 정보 수정' })).toBeVisible();
    await page.getByLabel(/^학번/).fill('123');
    await page.getByLabel(/^전화번호/).click();
    await expect(page.getByText('8자리 학번을 입력해주세요.')).toBeVisible();
    await screenshot(page, 'reserve-profile-edit-desktop');
    await page.getByRole('button', { name: '취소' }).click();
    const leave = page.getByRole('alertdialog', { name: '수정을 그만두시겠습니까?' });
    await modalShot(page, leave, 'reserve-profile-leave-desktop');
    await leave.getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
  });
});
