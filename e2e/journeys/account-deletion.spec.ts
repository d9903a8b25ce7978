import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { freshEmail, signInViaApi, storedKeys } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * Deleting the account (docs/product.md#deleting-the-account) and 캘린더에 추가 (docs/product.md#calendar-files), in
 * Chromium against the real server: a student's card offers the reservation's .ics; 회원 탈퇴 on /mypage says what
 * happens, refuses while a transfer the student announced is unconfirmed, and otherwise asks for the typed word,
 * deletes the account, cancels the unpaid reservation (its seats back), and signs the student out. Schedule 3 of
 * 〈울림〉, whose seats come back by the end.
 */

const SHOW = '소리울 정기공연 〈울림〉';
const ORDER = 3;

async function schedule(page: Page): Promise<{ scheduleId: number; applyPeople: number }> {
  const list = (await (await page.request.get('/attraction/list')).json()) as {
    entireList: { id: number; title: string; kind: string }[];
  };
  const showId = list.entireList.find((i) => i.title === SHOW && i.kind === 'show')!.id;
  const detail = (await (await page.request.get(`/show/detail/${showId}`)).json()) as {
    scheduleList: { scheduleId: number; order: number; applyPeople: number }[];
  };
  const found = detail.scheduleList.find((s) => s.order === ORDER)!;
  return { scheduleId: found.scheduleId, applyPeople: found.applyPeople };
}

/** A new student with a profile, signed in on the page, holding 2 unpaid tickets of the schedule. */
async function student(page: Page, name: string) {
  const email = freshEmail('leave');
  const token = await signInViaApi(page, email, '/main');
  const auth = { Authorization: `Bearer ${token}` };
  const studentId = `2026${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const profile = await page.request.put('/mypage/student/profile', {
    headers: auth,
    data: { name, phoneNumber: '010-2718-2818', studentId },
  });
  expect(profile.ok(), 'PUT /mypage/student/profile').toBe(true);
  const { scheduleId } = await schedule(page);
  const reserved = await page.request.post('/show/detail/reservation', {
    headers: auth,
    data: { scheduleId, wishToPurchaseTickets: 2 },
  });
  expect(reserved.ok(), 'POST /show/detail/reservation').toBe(true);
  const { reservationId } = (await reserved.json()) as { reservationId: number };
  return { token, auth, reservationId };
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function shootBoth(page: Page, name: string, viewportOnly = false): Promise<void> {
  for (const [width, viewport] of [
    ['375', VIEWPORTS.mobile],
    ['1440', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await screenshot(page, `account-${name}-${width}`, { viewportOnly });
  }
}

test('a card offers its calendar file; 회원 탈퇴 says what happens, then deletes and signs out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await schedule(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  const me = await student(page, '떠나는별');

  await page.goto('/mypage');
  const card = page.getByRole('article', { name: SHOW });
  await expect(card.getByText('입금 미확인', { exact: true })).toBeVisible();

  // 캘린더에 추가: the server's .ics of this reservation, saved as a file
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: '캘린더에 추가' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = fs.readFileSync((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`UID:reservation-${me.reservationId}@`);
  expect(ics).toContain(`SUMMARY:${SHOW} ${ORDER}회차`);

  const section = page.getByRole('region', { name: '회원 탈퇴' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText('모든 기기에서 로그아웃돼요');
  await shootBoth(page, 'section');

  await section.getByRole('button', { name: '탈퇴하기' }).click();
  const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
  await expect(dialog).toContainText('입금 전 예매는 취소되고 좌석이 다시 열려요');
  await expect(dialog).toContainText(`${SHOW} ${ORDER}회차`);
  await expect(dialog).toContainText('예매 대기 0건, 지원서 0건');
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(dialog.getByText('확인을 위해 ‘탈퇴’를 입력해주세요.')).toBeVisible();
  await expect(dialog.getByLabel('확인을 위해 ‘탈퇴’를 입력해주세요')).toBeFocused();
  await dialog.getByLabel('확인을 위해 ‘탈퇴’를 입력해주세요').fill('탈퇴');
  await shootBoth(page, 'dialog', true);
  await page.setViewportSize(VIEWPORTS.mobile);
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();

  const done = page.getByRole('alertdialog', { name: '탈퇴가 완료되었어요' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/main$/);
  // signed out: nothing of the session is kept in the tab
  await expect.poll(async () => (await storedKeys(page)).filter((k) => k.startsWith('moa.'))).toEqual([]);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

  // the old token is gone, and the seats are back
  expect((await page.request.get('/api/auth/me', { headers: me.auth })).status()).toBe(401);
  expect((await schedule(page)).applyPeople).toBe(before.applyPeople);
});

test('회원 탈퇴 is refused while an announced transfer is unconfirmed, with the reason', async ({ page }) => {
  test.setTimeout(90_000);
  const before = await schedule(page);
  const me = await student(page, '기다리는별');
  const claimed = await page.request.post(`/mypage/student/reservation/${me.reservationId}/transfer-claim`, {
    headers: me.auth,
    data: { transferredAt: new Date().toISOString(), amount: 20_000, depositName: '기다리는별' },
  });
  expect(claimed.ok(), 'POST transfer-claim').toBe(true);

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/mypage');
  const section = page.getByRole('region', { name: '회원 탈퇴' });
  await section.getByRole('button', { name: '탈퇴하기' }).click();
  const blocked = page.getByRole('dialog', { name: '지금은 탈퇴할 수 없어요' });
  await expect(blocked).toContainText('입금했다고 알린 예매를 동아리가 아직 확인하지 않았어요');
  await expect(blocked).toContainText(`${SHOW} ${ORDER}회차`);
  await expect(blocked.getByRole('button', { name: '탈퇴하기' })).toHaveCount(0);
  await shootBoth(page, 'blocked', true);
  await blocked.getByRole('button', { name: '닫기' }).click();
  await expect(blocked).toBeHidden();

  // leave the demo data as it was
  const cancel = await page.request.delete(`/mypage/student/reservation/${me.reservationId}`, {
    headers: me.auth,
  });
  expect(cancel.ok(), 'DELETE reservation').toBe(true);
  expect((await schedule(page)).applyPeople).toBe(before.applyPeople);
});
