import type { APIRequestContext } from '@playwright/test';
import { freshEmail, sessionToken, signIn, signInViaApi } from '../support/auth.ts';
import { ownClub, type Send } from '../support/clubs.ts';
import { cameraPhone, qrVideo } from '../support/fake-camera.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { makePng } from '../../test-support/png.ts';

/**
 * A meeting's attendance from the members' side (docs/product.md#meetings-and-attendance), at 375 px: three members
 * scan the meeting's QR with the in-app camera (Chromium's fake camera playing the QR of the code the manager's QR
 * screen shows, fetched fresh for each phone as the screen does every 15 seconds) and are recorded 출석; a fourth opens
 * the QR's address in a tab without a session (as a phone's camera app does), signs in and lands back on it, recorded;
 * a fifth asks for 공결 with a photo on /mypage, which the manager approves. A club of its own.
 */

const seoulMinute = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16);

async function member(request: APIRequestContext, send: Send, termId: number, name: string, n: number) {
  const email = freshEmail(`attend${n}`);
  const token = await sessionToken(request, email);
  const profile = await request.put('/mypage/student/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      studentId: String(20_260_000 + n * 7 + Math.floor(Math.random() * 1000) * 10),
      phoneNumber: '010-2468-1357',
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const added = await send('post', `/mypage/manager/club/terms/${termId}/members`, { email });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { email, name };
}

/** The address the QR screen shows now (the manager's call it makes every 15 seconds). */
async function qrAddress(send: Send, meetingId: number): Promise<string> {
  const code = await send('get', `/mypage/manager/club/meetings/${meetingId}/code`);
  expect(code.status, JSON.stringify(code.body)).toBe(200);
  return (code.body as { url: string }).url;
}

test('three members scan the meeting QR, one lands from the camera app, one asks 공결, at 375 px', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL!;
  const { clubName, manager, send, termId } = await ownClub(request, '출석');
  const names = ['가람', '나린', '다솜', '라온', '마루'];
  const members = [];
  for (const [i, name] of names.entries()) members.push(await member(request, send, termId, name, i));

  const created = await send('post', `/mypage/manager/club/terms/${termId}/meetings`, {
    title: '정기 합주',
    startsAt: seoulMinute(Date.now() + 10 * 60_000),
    durationMinutes: 120,
    place: '학생회관 301호',
    audience: 'all',
    lateMinutes: 10,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const meetingId = (created.body as { meetings: { meetingId: number }[] }).meetings[0]!.meetingId;

  // three phones, each reading the QR on the screen at the time with the app's camera
  for (const [i, m] of members.slice(0, 3).entries()) {
    const video = qrVideo(await qrAddress(send, meetingId), info.outputPath(`attend-${i}.y4m`));
    const phone = await cameraPhone(video, baseURL);
    try {
      const page = await phone.context.newPage();
      await signInViaApi(page, m.email, '/attend');
      await expect(page.getByRole('heading', { level: 2, name: 'QR로 출석하기' })).toBeVisible();
      await page.getByRole('button', { name: '카메라로 QR 찍기' }).click();
      const outcome = page.getByRole('status').filter({ hasText: '출석했어요' });
      await expect(outcome).toBeVisible({ timeout: 15_000 });
      await expect(outcome).toContainText(`${clubName} · 정기 합주`);
      if (i === 0) await screenshot(page, 'attend-done-375', { viewportOnly: true });
    } finally {
      await phone.browser.close();
    }
  }

  // the fourth opens the QR's address in a new tab without the app's session, signs in and is brought back to it
  const landing = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  const address = new URL(await qrAddress(send, meetingId));
  await landing.goto(`${address.pathname}${address.search}`);
  await expect(landing).toHaveURL(/\/login$/);
  await signIn(landing, members[3]!.email);
  await expect(landing).toHaveURL(new RegExp(`/attend/${meetingId}\\?c=`));
  await expect(landing.getByRole('status').filter({ hasText: '출석했어요' })).toBeVisible();
  // the same address again answers what was recorded
  await landing.reload();
  await expect(landing.getByRole('status')).toContainText('이미 기록된 출석이에요');

  // the fifth asks for 공결 on /mypage, with a photo of a document
  const fifth = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  await signInViaApi(fifth, members[4]!.email, '/mypage');
  const meeting = fifth
    .getByRole('region', { name: '다가오는 모임' })
    .getByRole('listitem')
    .filter({ hasText: '정기 합주' });
  await expect(meeting).toContainText('출석 중');
  await meeting.getByRole('button', { name: '공결 신청' }).click();
  const dialog = fifth.getByRole('dialog', { name: '정기 합주 공결 신청' });
  await dialog.getByRole('button', { name: '신청하기' }).click();
  await expect(dialog.getByText('공결 사유를 입력해주세요.')).toBeVisible();
  await dialog.getByLabel('사유').fill('병원 진료 (진료확인서 첨부)');
  await dialog
    .getByLabel('증빙 사진 (선택)')
    .setInputFiles({ name: '확인서.png', mimeType: 'image/png', buffer: makePng(400, 300) });
  await screenshot(fifth, 'attend-excuse-375', { viewportOnly: true });
  await dialog.getByRole('button', { name: '신청하기' }).click();
  await expect(dialog).toBeHidden();
  await expect(fifth.getByText('공결을 신청했습니다.')).toBeVisible();
  await expect(meeting).toContainText('공결 신청 확인 중');

  const excuses = await send('get', `/mypage/manager/club/terms/${termId}/excuses`);
  const [excuse] = excuses.body as { excuseId: number; hasPhoto: boolean }[];
  expect(excuse!.hasPhoto).toBe(true);
  const decided = await send('post', `/mypage/manager/club/excuses/${excuse!.excuseId}/decision`, {
    approve: true,
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  await fifth.reload();
  await expect(meeting).toContainText('공결');
  await expect(meeting).toContainText('공결 승인');
  await screenshot(fifth, 'attend-mypage-375');

  // the manager's list: three by QR, one by the camera app's address, the fifth excused
  const list = await send('get', `/mypage/manager/club/meetings/${meetingId}/attendance`);
  const marks = (list.body as { members: { name: string; mark: string | null }[] }).members.map((m) => [
    m.name,
    m.mark,
  ]);
  expect(marks.sort()).toEqual(
    [
      ['가람', 'present'],
      ['나린', 'present'],
      ['다솜', 'present'],
      ['라온', 'present'],
      ['마루', 'excused'],
    ].sort(),
  );

  // the term's 출석부 on the manager's phone, then on a laptop, and its file
  const book = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  await signInViaApi(book, manager, '/manager/members');
  await book.getByRole('link', { name: '출석부' }).click();
  await expect(book.getByRole('heading', { level: 1, name: '출석부' })).toBeVisible();
  const table = book.getByRole('table', { name: /출석부$/ });
  await expect(table.getByRole('row').filter({ hasText: '가람' })).toContainText('출석');
  await expect(table.getByRole('row').filter({ hasText: '마루' })).toContainText('공결');
  await expect(table.getByRole('row').filter({ hasText: '가람' })).toContainText('100%');
  await screenshot(book, 'attendance-book-375');
  const [file] = await Promise.all([
    book.waitForEvent('download'),
    book.getByRole('button', { name: 'XLSX 다운로드' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/출석부\.xlsx$/);
  await book.setViewportSize(VIEWPORTS.desktop);
  await screenshot(book, 'attendance-book-1440');
});
