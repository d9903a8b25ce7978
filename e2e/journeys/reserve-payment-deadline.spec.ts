import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { freshEmail, signIn, completeAddInfo } from '../support/auth.ts';
import { reserveOnShowPage } from '../support/shows.ts';

/**
 * The student's side of the payment deadline (docs/product.md#payment-and-cancel-requests): the success modal says
 * until when to pay and how long is left, /mypage shows it on the card and in the payment modal, "입금했어요" is said
 * by keyboard alone and shown back; then the server's clock passes the deadline (TEST_CLOCK=1,
 * POST /api/test/clock) and the reservation nobody paid for is 기한 만료, its seats back on the show page.
 *
 * The server's clock moves, the browser's does not: this journey moves it a day forward and, when done, back again
 * (the serverClock fixture), so the demo data's own deadlines (one to three days away) stay ahead for the others.
 */

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

const ULLIM = '소리울 정기공연 〈울림〉';
const HOUR = 3_600_000;

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const startOf = (s: Schedule) => new Date(`${s.date}T${s.time.slice(0, 5)}:00+09:00`).getTime();

async function showNamed(page: Page, name: string): Promise<{ showId: number; scheduleList: Schedule[] }> {
  const list = await page.request.get('/attraction/list');
  const { entireList } = (await list.json()) as { entireList: { id: number; title: string; kind: string }[] };
  const item = entireList.find((i) => i.title === name && i.kind === 'show');
  expect(item, `${name} in /attraction/list`).toBeTruthy();
  const detail = await page.request.get(`/show/detail/${item!.id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as { showId: number; scheduleList: Schedule[] };
}

/** A modal once its opening animation is over, the viewport only, saved beside screenshot()'s files. */
async function modalShot(page: Page, dialog: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `${name}.png`),
  });
}

test.describe('the payment deadline, for the student', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the pay-by time after reserving and on /mypage, 입금했어요 by keyboard, and an unpaid one expiring', async ({
    page,
    serverClock,
  }) => {
    test.setTimeout(120_000);
    // a new student with a complete profile, through the sign-in screens
    await signIn(page, freshEmail('deadline'));
    const studentId = `2024${String(Date.now()).slice(-4)}`;
    const depositName = `${studentId}기한이`;
    await completeAddInfo(page, { name: '기한이', studentId, phone: '01023456789' });

    // two schedules far enough ahead that the day's deadline is not cut short by the schedule, each with a seat
    const show = await showNamed(page, ULLIM);
    const open = [...show.scheduleList]
      .sort((a, b) => a.order - b.order)
      .filter((s) => startOf(s) > Date.now() + 50 * HOUR && s.maxPeople > s.applyPeople && s.maxTickets >= 1);
    expect(open.length, 'two schedules more than two days ahead with a seat').toBeGreaterThanOrEqual(2);
    const [claimed, unpaid] = open as [Schedule, Schedule];

    // the success modal: until when (Seoul time) and how long is left
    const success = await reserveOnShowPage(page, show.showId, ULLIM, claimed.order);
    await expect(success).toContainText(
      /\d+월 \d+일 \([월화수목금토일]\) 오[전후] \d+:\d{2}까지 입금해주세요/,
    );
    await expect(success).toContainText(/23시간 59분 남음|24시간 남음|1일 남음/);
    await modalShot(page, success, 'deadline-success-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await modalShot(page, success, 'deadline-success-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);
    await success.getByRole('button', { name: '확인' }).click();

    // a second reservation, which nobody will pay for
    const second = await reserveOnShowPage(page, show.showId, ULLIM, unpaid.order);
    await second.getByRole('button', { name: '확인' }).click();
    const before = (await showNamed(page, ULLIM)).scheduleList.find(
      (s) => s.scheduleId === unpaid.scheduleId,
    )!;

    // /mypage: both 입금 미확인 with their pay-by time
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    const cardOf = (order: number) =>
      page.getByRole('article', { name: ULLIM }).filter({ hasText: `${order}회차 · ` });
    const claimedCard = cardOf(claimed.order);
    const unpaidCard = cardOf(unpaid.order);
    for (const card of [claimedCard, unpaidCard]) {
      await expect(card).toContainText('입금 미확인');
      await expect(card).toContainText(/입금 기한\s*\d+월 \d+일 \([월화수목금토일]\) 오[전후] \d+:\d{2}까지/);
      // within the last day: the countdown, in words
      await expect(card).toContainText(/\d+시간 \d+분 남음/);
    }
    await screenshot(page, 'deadline-mypage-desktop');

    // the payment modal, then 입금했어요, by keyboard alone
    const pay = claimedCard.getByRole('button', { name: '결제하기' });
    await pay.focus();
    await page.keyboard.press('Enter');
    const payment = page.getByRole('dialog', { name: '입금하기' });
    await expect(payment).toContainText(/까지 입금해주세요/);
    await expect(payment).toContainText(/\d+시간 \d+분 남음/);
    await modalShot(page, payment, 'deadline-payment-modal-desktop');
    const claimButton = payment.getByRole('button', { name: '입금했어요' });
    // Tab through the modal's controls until 입금했어요 (the last) has the focus
    for (let i = 0; i < 12; i += 1) {
      if (await claimButton.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(claimButton).toBeFocused();
    await page.keyboard.press('Enter');

    const claim = page.getByRole('dialog', { name: '입금했어요' });
    const time = claim.getByLabel('보낸 시각');
    await expect(time).toBeFocused();
    await expect(time).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await expect(claim.getByLabel('보낸 금액')).toHaveValue(
      new Intl.NumberFormat('ko-KR').format(claimed.cost),
    );
    await expect(claim.getByLabel('입금자명')).toHaveValue(depositName);
    await modalShot(page, claim, 'deadline-claim-dialog-desktop');
    // the amount by keyboard: Tab past the time's parts (year … minute are stops of their own) to the amount
    const amount = claim.getByLabel('보낸 금액');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      if (await amount.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(amount).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(claimed.cost));
    await page.keyboard.press('Tab');
    await expect(claim.getByLabel('입금자명')).toBeFocused();
    // Enter in a field sends the form
    await page.keyboard.press('Enter');
    await expect(claim).toBeHidden();
    // focus is back in the payment modal, which now shows what was said, with 수정
    await expect(payment).toContainText(
      new RegExp(`${won(claimed.cost)}, ${depositName} 이름으로 보냈다고 알렸어요 · 확인 중`),
    );
    await expect(payment.getByRole('button', { name: '수정' })).toBeVisible();
    await modalShot(page, payment, 'deadline-payment-claimed-desktop');
    await page.keyboard.press('Escape');
    await expect(payment).toBeHidden();
    await expect(pay).toBeFocused();

    await expect(claimedCard).toContainText('확인 중');
    await expect(claimedCard).toContainText(
      new RegExp(
        `\\d+월 \\d+일 \\d{2}:\\d{2}에 ${won(claimed.cost)}, ${depositName} 이름으로 보냈다고 알렸어요`,
      ),
    );
    await expect(claimedCard.getByRole('button', { name: '수정' })).toBeVisible();
    await expect(claimedCard.getByRole('button', { name: '입금했어요' })).toHaveCount(0);
    await screenshot(page, 'deadline-mypage-claimed-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'deadline-mypage-claimed-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    // the server's clock passes the unpaid one's deadline (a day and a minute); the claimed one has a day more
    const { expired } = await serverClock.advance(24 * HOUR + 60_000);
    expect(expired).toBeGreaterThanOrEqual(1);

    await page.reload();
    await expect(unpaidCard).toContainText('기한 만료');
    await expect(unpaidCard).toContainText('입금 기한이 지나 예매가 취소되었어요');
    for (const name of ['결제하기', '입금했어요', '예매 취소', '취소 요청']) {
      await expect(unpaidCard.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(claimedCard).toContainText('확인 중');
    await expect(claimedCard.getByRole('button', { name: '결제하기' })).toBeVisible();
    await screenshot(page, 'deadline-mypage-expired-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'deadline-mypage-expired-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    // the seat is back on the show page
    const after = (await showNamed(page, ULLIM)).scheduleList.find(
      (s) => s.scheduleId === unpaid.scheduleId,
    )!;
    expect(after.applyPeople).toBe(before.applyPeople - 1);
    await page.goto(`/show/${show.showId}`);
    await expect(
      page.getByRole('radio', { name: new RegExp(`^${unpaid.order}회차 · `) }),
    ).toHaveAccessibleName(new RegExp(`잔여석 ${after.maxPeople - after.applyPeople}석`));
  });
});
