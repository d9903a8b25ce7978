import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO, freshEmail, signInViaApi } from '../support/auth.ts';
import { checkinSchedule } from '../support/checkin.ts';
import { cameraPhone, qrVideo } from '../support/fake-camera.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * The door (docs/product.md#door-check-in): the demo student's paid reservation shows its e-ticket on /mypage; the
 * ticket's code is turned into the picture of a fake camera, and a second Chromium started with that camera opens
 * the manager's check-in screen, scans the real ticket (admitted), scans it again (already used), goes offline, lets
 * two more holders in by name from the list kept on the phone, comes back and syncs them.
 */

const SHOW = '소리울 정기공연 〈울림〉';

async function readTicket(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: `${SHOW} 입장 QR 코드` }).first();
  await expect(qr).toBeVisible();
  return (await qr.getAttribute('data-ticket-code'))!;
}

test('a real ticket is scanned by a phone camera, used twice, and the door works on offline and syncs', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // the student's ticket, at both widths
  await page.setViewportSize(VIEWPORTS.mobile);
  await signInViaApi(page, DEMO.student, '/mypage');
  const code = await readTicket(page);
  expect(code).toMatch(/^MOA1-\d+-\d+-[0-9A-F]{32}$/);
  await page.getByRole('region', { name: '모바일 티켓' }).first().scrollIntoViewIfNeeded();
  await screenshot(page, 'checkin-ticket-375');
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, 'checkin-ticket-1440');
  const scheduleId = Number(code.split('-')[2]);

  const video = qrVideo(code, path.join(testInfo.outputPath(), 'ticket.y4m'));
  const baseURL = testInfo.project.use.baseURL!;
  let browser: Browser | null = null;
  try {
    const phone = await cameraPhone(video, baseURL);
    browser = phone.browser;
    const context = phone.context;
    const door = await context.newPage();
    const errors: string[] = [];
    door.on('pageerror', (err) => errors.push(err.message));
    const token = await signInViaApi(door, DEMO.manager, '/manager/mypage');
    await door.getByRole('link', { name: `${SHOW} 1회차 입장 확인` }).click();
    await expect(door).toHaveURL(`/manager/checkin/${scheduleId}`);
    await expect(door.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
    await expect(door.getByText('온라인', { exact: true })).toBeVisible();
    const counts = door.getByTestId('checkin-counts');
    const before = Number((await counts.innerText()).split(' / ')[0]);
    await screenshot(door, 'checkin-screen-375');

    // the real ticket through the camera: 2 tickets, so the door asks how many come in
    await door.getByRole('button', { name: '카메라로 스캔' }).click();
    await door.getByRole('button', { name: '2명 모두' }).click({ timeout: 20_000 });
    const overlay = door.getByRole('alert').filter({ hasText: '입장하세요' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('김모아');
    await expect(counts).toHaveText(new RegExp(`^${before + 2} / `));
    // the same ticket again, still in front of the camera: used, when and where
    const used = door.getByRole('alert').filter({ hasText: '이미 사용된 티켓' });
    await expect(used).toBeVisible({ timeout: 15_000 });
    await expect(used).toContainText('김모아');
    await screenshot(door, 'checkin-already-375');
    await used.click();
    await door.getByRole('button', { name: '카메라 끄기' }).click();

    // offline: two more holders let in by name, from the list on the phone
    const list = await checkinSchedule(door, token, scheduleId);
    const others = list.holders.filter((h) => h.status === 'paid' && h.admitted === 0 && h.name !== '김모아');
    expect(others.length).toBeGreaterThanOrEqual(2);
    await context.setOffline(true);
    await expect(door.getByText('오프라인', { exact: true })).toBeVisible();
    const search = door.getByRole('searchbox', { name: /이름, 학번/ });
    for (const [i, holder] of others.slice(0, 2).entries()) {
      await search.fill(holder.studentId);
      await door.getByRole('button', { name: `${holder.name} 입장` }).click();
      if (holder.tickets > 1) await door.getByRole('button', { name: `${holder.tickets}명 모두` }).click();
      const offline = door.getByRole('alert').filter({ hasText: '입장하세요' });
      await expect(offline).toContainText('오프라인으로 확인했어요');
      await offline.click();
      await expect(door.getByText(`동기화 대기 ${i + 1}건`)).toBeVisible();
    }
    const offlineCount = before + 2 + others[0]!.tickets + others[1]!.tickets;
    await expect(counts).toHaveText(new RegExp(`^${offlineCount} / `));
    await screenshot(door, 'checkin-offline-375');

    // back online: the queue syncs by itself and the server has both
    await context.setOffline(false);
    await expect(door.getByText('모두 동기화됨')).toBeVisible({ timeout: 20_000 });
    await expect(door.getByText('온라인', { exact: true })).toBeVisible();
    const after = await checkinSchedule(door, token, scheduleId);
    expect(after.counts.admitted).toBe(offlineCount);
    for (const holder of others.slice(0, 2)) {
      expect(after.holders.find((h) => h.reservationId === holder.reservationId)?.admitted).toBe(
        holder.tickets,
      );
    }
    expect(after.conflicts).toEqual([]);
    await door.setViewportSize(VIEWPORTS.desktop);
    await screenshot(door, 'checkin-screen-1440');
    expect(errors).toEqual([]);
  } finally {
    await browser?.close();
  }
});

test('a manager gives a volunteer the door of one show; the volunteer sees its check-in screen without phone numbers', async ({
  page,
  browser,
}) => {
  const volunteer = freshEmail('door');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInViaApi(page, DEMO.manager, '/manager/show');
  await page
    .getByRole('link', { name: new RegExp(`${SHOW}.*판매 현황`) })
    .first()
    .click();
  const staff = page.getByRole('region', { name: '입장 도우미' });
  await expect(staff.getByText('아직 입장 도우미가 없습니다')).toBeVisible();
  await staff.getByLabel('도우미 이메일').fill('not-an-email');
  await staff.getByRole('button', { name: '추가' }).click();
  await expect(staff.getByText('이메일 형식을 확인해주세요.')).toBeVisible();
  await staff.getByLabel('도우미 이메일').fill(volunteer);
  await staff.getByRole('button', { name: '추가' }).click();
  await expect(staff.getByText(volunteer)).toBeVisible();
  await expect(staff.getByText('로그인 전')).toBeVisible();
  await screenshot(page, 'checkin-staff-1440');
  await page.setViewportSize(VIEWPORTS.mobile);
  await staff.scrollIntoViewIfNeeded();
  await screenshot(page, 'checkin-dashboard-375');

  // the volunteer, in a browser of their own: /mypage names the door, and the screen shows no phone numbers
  const context = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const phone = await context.newPage();
  await signInViaApi(phone, volunteer, '/mypage');
  const duty = phone.getByRole('region', { name: '입장 확인 담당' });
  await expect(duty).toContainText(SHOW);
  await screenshot(phone, 'checkin-duty-375');
  await duty.getByRole('link', { name: /^1회차/ }).click();
  await expect(phone.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
  await expect(phone.getByText('입장 도우미로 확인 중입니다')).toBeVisible();
  await phone.getByRole('searchbox', { name: '이름, 학번 또는 입금자명' }).fill('김모아');
  await expect(phone.getByText('20231234김모아')).toBeVisible();
  await expect(phone.getByText(/010-\d{4}-\d{4}/)).toHaveCount(0);
  // the manager's pages stay closed to the volunteer
  await phone.goto('/manager/mypage');
  await expect(phone.getByText('동아리 관리자 권한이 필요합니다')).toBeVisible();
  await context.close();

  // taken away: the volunteer's door closes
  await page.getByRole('button', { name: `${volunteer} 입장 도우미 삭제` }).click();
  await page
    .getByRole('alertdialog', { name: '입장 도우미를 삭제할까요?' })
    .getByRole('button', { name: '삭제' })
    .click();
  await expect(page.getByText('아직 입장 도우미가 없습니다')).toBeVisible();
});
