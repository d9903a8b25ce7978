import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { makePng } from '../../test-support/png.ts';
import { DEMO, sessionToken, signInViaApi } from '../support/auth.ts';
import { newStudent, ownClub } from '../support/clubs.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * The term's report to the student union (docs/product.md#the-union-report), at 375 px and 1440 px: a club of its own
 * in a union whose rules ask for 3 members from 2 departments, none over half, and one activity; three members all of
 * 경영학과 and one meeting that took place (the server's test clock), reported with a photo. The manager opens 학기
 * 보고서 from the members page: two rules missed, said before anything is sent; the meeting's report and photo. In the
 * 결산 the treasurer adds the carry-over, an expense with a receipt photo, and one without (refused until the reason is
 * given); the balance closes to the won; the XLSX has the same totals; the printed page is the report alone.
 */

const PHOTO = path.join(import.meta.dirname, '..', 'fixtures', 'activity-photo.jpg');

const seoulMinute = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

test('a term report: rules judged, the ledger filled, the balance to the won, exported and printed', async ({
  browser,
  request,
  serverClock,
}) => {
  test.setTimeout(150_000);
  const { clubId, manager, send, termId } = await ownClub(request, '보고서');
  const admin = await sessionToken(request, DEMO.admin);
  const union = await request.post('/api/admin/unions', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      name: `연합회 ${Math.random().toString(36).slice(2, 6)}`,
      university: '본교',
      rules: { minMembers: 3, minDepartments: 2, maxDepartmentPercent: 50, minActivities: 1 },
      clubIds: [clubId],
    },
  });
  expect(union.ok(), await union.text()).toBe(true);
  for (const name of ['가온', '나래', '다솜']) {
    const s = await newStudent(browser, name);
    const added = await send('post', `/mypage/manager/club/terms/${termId}/members`, { email: s.email });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await s.page.context().close();
  }
  const meeting = await send('post', `/mypage/manager/club/terms/${termId}/meetings`, {
    title: '정기 모임',
    startsAt: seoulMinute(3),
    durationMinutes: 60,
    place: '학생회관 301호',
    audience: 'all',
    lateMinutes: 10,
  });
  expect(meeting.status, JSON.stringify(meeting.body)).toBe(200);
  await serverClock.advance(5 * 60_000);
  // the meeting's report and a photo, as 활동 기록 saves them: evidence the union reads in the report
  const meetingId = (meeting.body as { meetings: { meetingId: number }[] }).meetings[0]!.meetingId;
  const activity = `/mypage/manager/club/terms/${termId}/activities/meeting/${meetingId}`;
  const saved = await send('put', activity, { summary: '신입 환영회와 공연 파트 배정', attendees: null });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const photo = await request.post(`${activity}/photos`, {
    headers: { authorization: `Bearer ${send.token}` },
    multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) } },
  });
  expect(photo.ok(), await photo.text()).toBe(true);

  const page = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  await signInViaApi(page, manager, '/manager/members');
  await page.getByRole('link', { name: '학기 보고서' }).click();
  await expect(page).toHaveURL(/\/manager\/members\/report\?term=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '학기 보고서' })).toBeVisible();
  await expect(page.getByText('규정 4개 중 2개를 아직 채우지 못했습니다')).toBeVisible();
  const rules = page.getByRole('region', { name: '학생회 규정' });
  await expect(rules.getByRole('listitem').filter({ hasText: '미충족' })).toHaveCount(2);
  await expect(page.getByRole('region', { name: '회원 명단' }).getByRole('row')).toHaveCount(4);
  const activities = page.getByRole('region', { name: '활동 내역' });
  await expect(activities).toContainText('정기 모임');
  await expect(activities).toContainText('신입 환영회와 공연 파트 배정');
  await expect(activities.getByRole('img', { name: '정기 모임 활동 사진 1' })).toBeVisible();
  await screenshot(page, 'report-rules-375');

  // 결산: the carry-over, an expense with a receipt, one without a receipt until its reason is given
  const finance = page.getByRole('region', { name: '결산' });
  const add = async () => {
    await finance.getByRole('button', { name: '수입·지출 추가' }).click();
    return page.getByRole('dialog', { name: '수입·지출 추가' });
  };
  let dialog = await add();
  await dialog.getByLabel('수입', { exact: true }).check();
  await dialog.getByLabel('금액 (원)').fill('123,456');
  await dialog.getByLabel('항목').fill('이월금');
  await dialog.getByLabel('내용').fill('지난 학기 이월금');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(finance.getByRole('row').filter({ hasText: '지난 학기 이월금' })).toContainText('123,456원');

  dialog = await add();
  await dialog.getByLabel('금액 (원)').fill('88000');
  await dialog.getByLabel('항목').fill('대관료');
  await dialog.getByLabel('내용').fill('정기 공연 대관료');
  await dialog
    .getByLabel('영수증 사진')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: makePng(300, 400) });
  await screenshot(page, 'report-ledger-375', { viewportOnly: true });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  const rent = finance.getByRole('row').filter({ hasText: '정기 공연 대관료' });
  await rent.getByRole('button', { name: '영수증 보기' }).click();
  const receipt = page.getByRole('dialog', { name: '정기 공연 대관료 영수증' });
  await expect(receipt.getByRole('img', { name: '정기 공연 대관료 영수증 사진' })).toBeVisible();
  await receipt.getByRole('button', { name: '닫기' }).click();

  dialog = await add();
  await dialog.getByLabel('금액 (원)').fill('31337');
  await dialog.getByLabel('항목').fill('식비');
  await dialog.getByLabel('내용').fill('뒤풀이');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(
    dialog.getByText('지출에는 영수증 사진을 첨부하거나 영수증이 없는 사유를 적어주세요.'),
  ).toBeVisible();
  await dialog.getByLabel('영수증이 없는 사유').fill('현금 결제, 영수증 분실');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(finance.getByRole('row').filter({ hasText: '뒤풀이' })).toContainText(
    '영수증 없음: 현금 결제, 영수증 분실',
  );
  await expect(finance.getByTestId('finance-balance')).toHaveText('4,119원');
  await screenshot(page, 'report-finance-375');

  // the XLSX: the same totals
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀로 받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/_학기보고서\.xlsx$/);
  const book = XLSX.read(fs.readFileSync(await download.path()), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['요약', '규정', '회원 명단', '활동', '결산']);
  const money = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['결산']!, { header: 1 });
  const total = (label: string) => money.find((row) => row[2] === label)?.[4];
  expect([total('수입 합계'), total('지출 합계'), total('잔액')]).toEqual([123_456, 119_337, 4_119]);
  const roster = XLSX.utils.sheet_to_json<string[]>(book.Sheets['회원 명단']!, { header: 1 });
  expect(roster).toHaveLength(4);

  // the address is a page the server answers: a reload shows the same term's report
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '학기 보고서' })).toBeVisible();
  await expect(finance.getByTestId('finance-balance')).toHaveText('4,119원');
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, 'report-1440');
  // printed: the report alone (no header, no buttons)
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: '엑셀로 받기' })).toBeHidden();
  await expect(page.getByRole('heading', { name: '결산' })).toBeVisible();
  await screenshot(page, 'report-print-1440');
  await page.emulateMedia({ media: 'screen' });
});
