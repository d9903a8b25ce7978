import type { Page } from '@playwright/test';
import { signInViaApi } from '../support/auth.ts';
import { newStudent, ownClub } from '../support/clubs.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * The manager's meetings and attendance (docs/product.md#meetings-and-attendance), at 375 px and 1440 px: a club of its
 * own with three members; the manager makes a weekly meeting starting a few minutes from now through the dialog (the
 * keyboard alone), opens its QR screen, a member checks in with the code that screen was answered, the attendance list
 * shows it, the manager marks another member 공결 by hand and, the start passed (the server's test clock), closes the
 * meeting: the third is 결석. A member's 공결 request for the next week, made through the API, is approved on the
 * meetings page.
 */

/** A Seoul wall-clock minute 'YYYY-MM-DDTHH:MM', `minutes` from now. */
const seoulMinute = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  await page.locator('body').focus();
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a weekly meeting: made, its QR scanned, marked by hand, closed, and an excuse approved', async ({
  browser,
  request,
  serverClock,
}) => {
  test.setTimeout(180_000);
  const { manager, send, termId } = await ownClub(request, '모임');
  const a = await newStudent(browser, '가온');
  const b = await newStudent(browser, '나래');
  const c = await newStudent(browser, '다솜');
  const membership = new Map<string, number>();
  for (const s of [a, b, c]) {
    const added = await send('post', `/mypage/manager/club/terms/${termId}/members`, { email: s.email });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    membership.set(s.name, (added.body as { membershipId: number }).membershipId);
  }

  const page = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  await signInViaApi(page, manager, '/manager/members');
  await page.getByRole('link', { name: '모임·출석' }).click();
  await expect(page).toHaveURL(/\/manager\/members\/meetings\?term=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '모임·출석' })).toBeVisible();
  await expect(page.getByText('아직 모임이 없습니다')).toBeVisible();
  await expect(page.getByText('아직 공결 신청이 없습니다')).toBeVisible();
  await screenshot(page, 'meetings-empty-375');

  // 모임 만들기 with the keyboard alone
  const create = page.getByRole('button', { name: '모임 만들기' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '모임 만들기' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByLabel('모임 이름');
  if (!(await title.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await expect(title).toBeFocused();
  await page.keyboard.type('정기 모임');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('시작 일시')).toBeFocused();
  await dialog.getByLabel('시작 일시').fill(seoulMinute(5));
  await tabTo(page, dialog.getByLabel('장소'));
  await page.keyboard.type('학생회관 301호');
  await tabTo(page, dialog.getByLabel('매주 같은 요일·시간에 반복'));
  await page.keyboard.press('Space');
  const weeks = dialog.getByLabel('반복 횟수');
  await expect(weeks).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(weeks).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await screenshot(page, 'meetings-create-375', { viewportOnly: true });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '모임 3개를 만들었습니다' })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '정기 모임' }) });
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  await expect(first).toContainText('진행 중');
  await expect(first).toContainText('미확인3');
  await expect(cards.nth(1)).toContainText('예정');
  await screenshot(page, 'meetings-list-375');
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, 'meetings-list-1440');

  // the last week moved to another room
  await cards.nth(2).getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '모임 수정' });
  await expect(edit.getByLabel('모임 이름')).toHaveValue('정기 모임');
  await expect(edit.getByLabel('매주 같은 요일·시간에 반복')).toHaveCount(0);
  await edit.getByLabel('장소').fill('학생회관 302호');
  await screenshot(page, 'meetings-edit-1440', { viewportOnly: true });
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '모임을 수정했습니다' })).toBeVisible();
  await expect(cards.nth(2)).toContainText('학생회관 302호');

  // the QR screen: the code its call answered is the one a member's phone sends
  const answered = page.waitForResponse((r) => /\/meetings\/\d+\/code$/.test(new URL(r.url()).pathname));
  await first.getByRole('link', { name: 'QR 띄우기' }).click();
  const { meetingId, code } = (await (await answered).json()) as { meetingId: number; code: string };
  await expect(page).toHaveURL(new RegExp(`/manager/members/meetings/${meetingId}/qr$`));
  await expect(page.getByRole('img', { name: '정기 모임 출석 QR 코드' })).toBeVisible();
  await expect(page.getByRole('button', { name: '전체 화면' })).toBeVisible();
  await expect(page.getByText('출석 0명')).toBeVisible();
  await screenshot(page, 'meetings-qr-1440', { viewportOnly: true });
  await page.getByRole('button', { name: '전체 화면' }).click();
  await page.getByRole('button', { name: '전체 화면 끝내기' }).click();
  await expect(page.getByRole('button', { name: '전체 화면' })).toBeVisible();

  const attended = await a.page.request.post(`/mypage/student/meetings/${meetingId}/attend`, {
    headers: { authorization: `Bearer ${a.token}` },
    data: { code },
  });
  expect(attended.status(), await attended.text()).toBe(200);
  expect(((await attended.json()) as { mark: string }).mark).toBe('present');
  // the live count on the QR screen (fetched every 5 seconds)
  await expect(page.getByText('출석 1명')).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, 'meetings-qr-375', { viewportOnly: true });

  // the attendance list: 가온 by QR; 나래 marked 공결 by hand
  await page.getByRole('link', { name: '출석 현황 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/manager/members/meetings/${meetingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '정기 모임 출석 현황' })).toBeVisible();
  await expect(page.getByLabel(`${a.name} 출석 상태`)).toHaveValue('present');
  await expect(page.getByRole('listitem', { name: a.name })).toContainText('QR');
  await page.getByLabel(`${b.name} 출석 상태`).selectOption({ label: '공결' });
  await expect(
    page.getByRole('status').filter({ hasText: `${b.name} 님을 공결(으)로 바꿨습니다` }),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: b.name })).toContainText('직접');
  await screenshot(page, 'meetings-attendance-375');

  // past the start, 출석 마감: 다솜, without a mark, is 결석
  await serverClock.advance(6 * 60_000);
  await page.getByRole('button', { name: '출석 마감' }).click();
  const confirm = page.getByRole('alertdialog', { name: '출석을 마감할까요?' });
  await expect(confirm).toContainText('1명은 결석이 됩니다');
  await confirm.getByRole('button', { name: '출석 마감' }).click();
  await expect(page.getByRole('status').filter({ hasText: '출석을 마감했습니다' })).toBeVisible();
  await expect(page.getByLabel(`${c.name} 출석 상태`)).toHaveValue('absent');
  await expect(page.getByRole('listitem', { name: c.name })).toContainText('마감');
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(page.getByRole('table')).toBeVisible();
  await screenshot(page, 'meetings-attendance-1440');

  // 다솜 asks for 공결 for next week's meeting; the manager approves it on the meetings page
  const meetings = await send('get', `/mypage/manager/club/terms/${termId}/meetings`);
  const next = (meetings.body as { meetingId: number }[])[1]!.meetingId;
  const asked = await c.page.request.post(`/mypage/student/memberships/${membership.get(c.name)}/excuses`, {
    headers: { authorization: `Bearer ${c.token}` },
    multipart: {
      request: {
        name: 'request.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ meetingId: next, reason: '가족 행사가 있습니다' })),
      },
      // a photo of a document: any image (here a corner of the student's own screen)
      photo: {
        name: 'document.png',
        mimeType: 'image/png',
        buffer: await c.page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 120 } }),
      },
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await page.getByRole('link', { name: '모임·출석으로' }).click();
  const excuse = page.getByRole('listitem').filter({ hasText: '가족 행사가 있습니다' });
  await expect(excuse).toContainText('대기');
  await expect(cards.first()).toContainText('마감');
  // a closed meeting is neither changed nor deleted; one not started yet is
  await expect(cards.first().getByRole('button', { name: '수정' })).toHaveCount(0);
  await expect(cards.nth(1).getByRole('button', { name: '삭제' })).toBeVisible();
  await screenshot(page, 'meetings-excuse-1440');
  // the photo, fetched with the manager's session and shown in a dialog
  await excuse.getByRole('button', { name: '사진 보기' }).click();
  const photo = page.getByRole('dialog', { name: `${c.name} 님이 첨부한 사진` });
  const image = photo.getByRole('img', { name: /공결 신청에 첨부한 사진/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, 'meetings-photo-1440', { viewportOnly: true });
  await photo.getByRole('button', { name: '닫기' }).click();
  await expect(photo).toBeHidden();
  await excuse.getByRole('button', { name: '승인' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${c.name} 님의 공결을 승인했습니다` }),
  ).toBeVisible();
  await expect(excuse).toContainText('승인');
  await expect(excuse.getByRole('button', { name: '승인' })).toHaveCount(0);
  await expect(cards.nth(1)).toContainText('공결1');
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, 'meetings-excuse-375');

  // the attendance list by its address (a bookmark, a reload): closed, read as it was left
  await page.goto(`/manager/members/meetings/${meetingId}`);
  await expect(page.getByRole('heading', { level: 1, name: '정기 모임 출석 현황' })).toBeVisible();
  await expect(page.getByLabel(`${c.name} 출석 상태`)).toHaveValue('absent');
  await expect(page.getByRole('button', { name: '출석 마감' })).toHaveCount(0);
});
