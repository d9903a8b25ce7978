import { DEMO, freshEmail, sessionToken, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { createShowViaApi, seoulDay } from '../support/shows.ts';

/**
 * Focus after an action (WCAG 2.4.3) where other journeys do not already check it: 알리기 (입금했어요) leaves focus on
 * the reservation's card, 질문 n 위로 on the moved question's arrow, and moving between pages puts focus on the new
 * page's heading and announces its name. (예매 대기 신청, 예매 취소하기 and 좌석 확정하기: waitlist.spec.ts; 지원서 제출,
 * 이동, 평가 저장 and 단계 저장: recruiting-applications.spec.ts; 불러와서 맞춰 보기 and 입금 확인 적용:
 * manage-deposits.spec.ts.)
 */

test('알리기 leaves focus on the reservation card', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const title = `알림 공연 ${Date.now() % 100000}`;
  const manager = await sessionToken(page.request, DEMO.manager);
  const showId = await createShowViaApi(page, manager, {
    name: title,
    scheduleDtoList: [
      { orderIndex: 1, date: seoulDay(25), time: '19:00:00', cost: 7000, maxTicket: 2, maxPeople: 30 },
    ],
  });
  const detail = (await (await page.request.get(`/show/detail/${showId}`)).json()) as {
    scheduleList: { scheduleId: number }[];
  };
  const token = await signInViaApi(page, freshEmail('focus'), '/main');
  const auth = { Authorization: `Bearer ${token}` };
  const profile = await page.request.put('/mypage/student/profile', {
    headers: auth,
    data: { name: '포커스', studentId: '20249876', phoneNumber: '010-3141-5926' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const reserved = await page.request.post('/show/detail/reservation', {
    headers: auth,
    data: { scheduleId: detail.scheduleList[0]!.scheduleId, wishToPurchaseTickets: 1 },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);

  await page.goto('/mypage');
  const card = page.getByRole('region', { name: /^예매 내역/ }).getByRole('article', { name: title });
  await card.getByRole('button', { name: '입금했어요' }).click();
  const dialog = page.getByRole('dialog', { name: '입금했어요' });
  await dialog.getByRole('button', { name: '알리기' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('보냈다고 알렸어요');
  await expect(card).toBeFocused();
});

test('질문 n 위로 keeps focus on the moved question; a new page is announced with focus on its heading', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInViaApi(page, DEMO.manager, '/recruiting/create');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: '모아에서 지원서 받기' }).check();
  await page.getByRole('button', { name: '질문 추가' }).click();
  await page.getByRole('button', { name: '질문 추가' }).click();
  const first = page.getByRole('group', { name: '질문 1', exact: true });
  await first.getByRole('textbox', { name: '질문', exact: true }).fill('첫 질문');
  const second = page.getByRole('group', { name: '질문 2', exact: true });
  await second.getByRole('textbox', { name: '질문', exact: true }).fill('둘째 질문');

  // 질문 2 goes to the top: its 위로 is disabled there, so focus is on its 아래로
  await page.getByRole('button', { name: '질문 2 위로' }).click();
  await expect(first.getByRole('textbox', { name: '질문', exact: true })).toHaveValue('둘째 질문');
  await expect(page.getByRole('button', { name: '질문 1 아래로' })).toBeFocused();
  // and down again: its 아래로 is disabled at the bottom, so focus is on its 위로
  await page.keyboard.press('Enter');
  await expect(second.getByRole('textbox', { name: '질문', exact: true })).toHaveValue('둘째 질문');
  await expect(page.getByRole('button', { name: '질문 2 위로' })).toBeFocused();

  // another page: its name is announced and focus lands on its heading
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: '동아리', exact: true }).click();
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(/동아리 목록/);
  await screenshot(page, 'focus-route-clubs-1440', { viewportOnly: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/recruiting');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await screenshot(page, 'focus-route-recruiting-375', { viewportOnly: true });
});
