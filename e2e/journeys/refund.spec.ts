import type { Page } from '@playwright/test';
import { DEMO, freshEmail, sessionToken, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * Cancelling and refunds (docs/product.md#cancelling-and-refunds), in Chromium against the real server: a student
 * with a paid reservation asks to cancel with the refund account on a phone, the club approves it from the 취소 요청
 * worklist, marks the refund sent on the show's refund list, and the student sees 환불 완료; an unpaid reservation is
 * cancelled at once from /mypage with its seats back; a refused request shows the club's reason. Schedule 3 of 〈울림〉
 * is used so the other journeys' counts stay as they were.
 */

const SHOW = '소리울 정기공연 〈울림〉';
const ORDER = 3;

interface Booking {
  email: string;
  token: string;
  scheduleId: number;
  reservationId: number;
  showId: number;
}

/** The show's schedule ORDER: its id and how many seats are taken. */
async function schedule(page: Page): Promise<{ showId: number; scheduleId: number; applyPeople: number }> {
  const list = (await (await page.request.get('/attraction/list')).json()) as {
    entireList: { id: number; title: string; kind: string }[];
  };
  const showId = list.entireList.find((i) => i.title === SHOW && i.kind === 'show')!.id;
  const detail = (await (await page.request.get(`/show/detail/${showId}`)).json()) as {
    scheduleList: { scheduleId: number; order: number; applyPeople: number }[];
  };
  const found = detail.scheduleList.find((s) => s.order === ORDER)!;
  return { showId, scheduleId: found.scheduleId, applyPeople: found.applyPeople };
}

/** A new student with a profile, signed in on the page at /main, holding 2 tickets of the schedule (paid or not). */
async function studentWithReservation(page: Page, name: string, paid: boolean): Promise<Booking> {
  const email = freshEmail('refund');
  const token = await signInViaApi(page, email, '/main');
  const auth = { Authorization: `Bearer ${token}` };
  const studentId = `2025${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const profile = await page.request.put('/mypage/student/profile', {
    headers: auth,
    data: { name, phoneNumber: '010-3141-5926', studentId },
  });
  expect(profile.ok(), 'PUT /mypage/student/profile').toBe(true);
  const { showId, scheduleId } = await schedule(page);
  const reserved = await page.request.post('/show/detail/reservation', {
    headers: auth,
    data: { scheduleId, wishToPurchaseTickets: 2 },
  });
  expect(reserved.ok(), 'POST /show/detail/reservation').toBe(true);
  const { reservationId } = (await reserved.json()) as { reservationId: number };
  if (paid) {
    const manager = await sessionToken(page.request, DEMO.manager);
    const marked = await page.request.put(`/mypage/manager/holder/${scheduleId}`, {
      headers: { Authorization: `Bearer ${manager}` },
      data: { reservationList: [{ reservationId, isPaid: true }] },
    });
    expect(marked.ok(), 'PUT /mypage/manager/holder (paid)').toBe(true);
  }
  return { email, token, scheduleId, reservationId, showId };
}

/** Signs the page in as someone else (the token is per tab) and opens `landing`. */
async function switchTo(page: Page, email: string, landing: string): Promise<void> {
  await page.evaluate(() => sessionStorage.clear());
  await signInViaApi(page, email, landing);
}

const card = (page: Page) => page.getByRole('article', { name: SHOW });

/** Waits until no animation runs (a dialog fading in), so a screenshot shows the settled screen. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Both widths of the page from its top, as screenshots named `refund-{name}-375` and `-1440`. */
async function shootBoth(page: Page, name: string): Promise<void> {
  for (const [width, viewport] of [
    ['375', VIEWPORTS.mobile],
    ['1440', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await screenshot(page, `refund-${name}-${width}`);
  }
}

/** A dialog's screenshot, once it has faded in. */
async function shootDialog(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, `refund-${name}`);
}

test('a paid reservation: 취소 요청 with the refund account, approved, refunded, and 환불 완료 for the student', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.mobile);
  const booking = await studentWithReservation(page, '환불하늘', true);

  // the student, on a phone: 취소 요청 opens the refund-account form
  await page.goto('/mypage');
  const item = card(page);
  await expect(item.getByText('예매 확정', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: '예매 취소' })).toHaveCount(0);
  await item.getByRole('button', { name: '취소 요청' }).click();
  const form = page.getByRole('dialog', { name: '예매 취소 요청' });
  await expect(form).toContainText('20,000원을 환불해드려요');
  await expect(form.getByLabel('예금주')).toHaveValue('환불하늘');
  // nothing chosen: the bank is asked for on its field
  await form.getByRole('button', { name: '취소 요청하기' }).click();
  await expect(form.getByText('환불받을 은행을 선택해주세요.')).toBeVisible();
  await expect(form.getByLabel('은행')).toBeFocused();
  await form.getByLabel('은행').selectOption('카카오뱅크');
  await form.getByLabel('계좌번호').pressSequentially('3333-01-2345678');
  await expect(form.getByLabel('계좌번호')).toHaveValue('3333012345678');
  await shootDialog(page, 'request-form-375');
  await form.getByRole('button', { name: '취소 요청하기' }).click();
  await expect(form).toBeHidden();
  await expect(item).toContainText('취소 요청을 보냈어요');
  await expect(item).toContainText('카카오뱅크 3333012345678 (예금주 환불하늘)');
  await expect(item.getByRole('button', { name: '계좌 수정' })).toBeVisible();
  await expect(item.getByRole('button', { name: '요청 철회' })).toBeVisible();
  await shootBoth(page, 'student-pending');

  // the manager: the tab counts the request; the 취소 요청 filter is the worklist
  await switchTo(page, DEMO.manager, '/manager/mypage');
  await expect(page.getByRole('link', { name: /예매자 관리.*처리할 취소 요청 \d+건/ })).toBeVisible();
  const toWorklist = page.getByRole('link', {
    name: new RegExp(`^${SHOW} ${ORDER}회차 취소 요청 \\d+건 보기$`),
  });
  await expect(toWorklist).toBeVisible();
  await shootBoth(page, 'manager-mypage');
  await toWorklist.click();
  await expect(page).toHaveURL(new RegExp(`/manager/holder/${booking.scheduleId}\\?filter=cancelRequested$`));
  const worklist = page.getByRole('list', { name: `${SHOW} 취소 요청 목록` });
  const request = worklist.getByRole('listitem', { name: '환불하늘' });
  await expect(request).toContainText('카카오뱅크 3333012345678 (예금주 환불하늘)');
  await expect(request).toContainText('20,000원');
  await shootBoth(page, 'worklist');
  await request.getByRole('checkbox', { name: '환불하늘 선택' }).check();
  await page.getByRole('button', { name: '취소 승인' }).click();
  const approve = page.getByRole('alertdialog', { name: '취소 요청을 승인하시겠습니까?' });
  await expect(approve).toContainText('좌석 2매가 다시 열립니다');
  await expect(approve).toContainText('20,000원은 환불할 금액으로');
  await shootDialog(page, 'approve-1440');
  await approve.getByRole('button', { name: '승인하기' }).click();
  await expect(page.getByRole('status').getByText('1명의 취소 요청을 승인했습니다.')).toBeVisible();
  await expect(worklist.getByRole('listitem', { name: '환불하늘' })).toHaveCount(0);

  // the show's refunds: owed, with the account; marked sent
  await page.getByRole('link', { name: `${SHOW} 환불 관리` }).click();
  await expect(page).toHaveURL(/\/manager\/show\/\d+\/refunds$/);
  const refunds = page.getByRole('list', { name: `${SHOW} 환불 내역` });
  const owed = refunds.getByRole('listitem', { name: '환불하늘' });
  await expect(owed).toContainText('3333012345678');
  await expect(owed).toContainText('환불 대기');
  await shootBoth(page, 'list');
  await owed.getByRole('checkbox', { name: '환불하늘 환불 선택' }).check();
  await page.getByRole('button', { name: '환불 완료로 표시' }).click();
  await expect(page.getByRole('status').getByText('1건을 환불 완료로 표시했습니다.')).toBeVisible();
  await page
    .getByRole('group', { name: '환불 상태로 보기' })
    .getByRole('button', { name: /^환불 완료/ })
    .click();
  await expect(refunds.getByRole('listitem', { name: '환불하늘' })).toContainText('환불 완료');
  await shootBoth(page, 'list-done');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe(`${SHOW}_환불.xlsx`);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV 다운로드' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^소리울 정기공연 〈울림〉_\d{4}-\d{2}-\d{2}_환불\.csv$/);

  // the student sees the refund sent
  await page.setViewportSize(VIEWPORTS.mobile);
  await switchTo(page, booking.email, '/mypage');
  await expect(card(page)).toContainText('예매가 취소되었어요.');
  await expect(card(page)).toContainText('환불 20,000원');
  await expect(card(page).getByText('환불 완료', { exact: true })).toBeVisible();
  await shootBoth(page, 'student-done');
});

test('an unpaid reservation is cancelled at once from /mypage and its seats return', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await studentWithReservation(page, '취소바다', false);
  const before = (await schedule(page)).applyPeople;

  await page.goto('/mypage');
  const item = card(page);
  await expect(item.getByText('입금 미확인', { exact: true })).toBeVisible();
  await shootBoth(page, 'student-unpaid');
  await page.setViewportSize(VIEWPORTS.mobile);
  await item.getByRole('button', { name: '예매 취소' }).click();
  const ask = page.getByRole('alertdialog', { name: '예매를 취소하시겠습니까?' });
  await expect(ask).toContainText('2매 예매가 바로 취소되고 좌석이 다시 열립니다');
  await shootDialog(page, 'cancel-confirm-375');
  await ask.getByRole('button', { name: '예매 취소하기' }).click();
  await expect(ask).toBeHidden();
  await expect(item.getByText('취소됨', { exact: true })).toBeVisible();
  await expect(item).toContainText('예매가 취소되었어요.');
  await expect(item.getByRole('button')).toHaveCount(0);
  await shootBoth(page, 'student-cancelled');
  expect((await schedule(page)).applyPeople, 'the two seats are back').toBe(before - 2);
});

test("a refused cancel request shows the club's reason on the student's card", async ({ page }) => {
  test.setTimeout(90_000);
  const booking = await studentWithReservation(page, '거절가람', true);
  const asked = await page.request.post(
    `/mypage/student/reservation/${booking.reservationId}/cancel-request`,
    {
      headers: { Authorization: `Bearer ${booking.token}` },
      data: { refundAccount: { bankName: '토스뱅크', accountNumber: '100012345678', holder: '거절가람' } },
    },
  );
  expect(asked.ok(), 'POST cancel-request').toBe(true);

  // the manager, on a phone, refuses it with a reason
  await page.setViewportSize(VIEWPORTS.mobile);
  await switchTo(page, DEMO.manager, `/manager/holder/${booking.scheduleId}?filter=cancelRequested`);
  const worklist = page.getByRole('list', { name: `${SHOW} 취소 요청 목록` });
  await worklist.getByRole('checkbox', { name: '거절가람 선택' }).check();
  await page.getByRole('button', { name: '취소 거절' }).click();
  const dialog = page.getByRole('dialog', { name: '취소 요청을 거절하시겠습니까?' });
  await dialog.getByRole('button', { name: '거절하기' }).click();
  await expect(dialog.getByText('거절 사유를 입력해주세요.')).toBeVisible();
  await dialog.getByLabel('거절 사유').fill('공연 하루 전부터는 취소할 수 없습니다.');
  await shootDialog(page, 'reject-375');
  await dialog.getByRole('button', { name: '거절하기' }).click();
  await expect(page.getByRole('status').getByText('1명의 취소 요청을 거절했습니다.')).toBeVisible();

  await switchTo(page, booking.email, '/mypage');
  const note = card(page).getByRole('note');
  await expect(note).toContainText('동아리에서 취소 요청을 거절했어요');
  await expect(note).toContainText('사유: 공연 하루 전부터는 취소할 수 없습니다.');
  await expect(card(page).getByRole('button', { name: '취소 요청' })).toBeVisible();
  await shootBoth(page, 'student-refused');
});
