import path from 'node:path';
import { newStudent, ownClub } from '../support/clubs.ts';
import { signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * The term's activity records (docs/product.md#activity-records), at 375 px and 1440 px: a club of its own with a
 * meeting two members were marked at (출석, 지각); the manager opens 활동 기록 from the members page, sees the meeting
 * with its automatic count, writes its report (a hand count tried and taken back to the automatic one), adds a photo
 * (a real JPEG), adds a 기타 활동 with a hand count, and deletes it.
 */

const PHOTO = path.join(import.meta.dirname, '..', 'fixtures', 'activity-photo.jpg');

/** A Seoul wall-clock minute 'YYYY-MM-DDTHH:MM', `minutes` from now. */
const seoulMinute = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

test('a meeting reported with its automatic count and a photo, and a 기타 활동 added', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { manager, send, termId } = await ownClub(request, '활동');
  const a = await newStudent(browser, '가온');
  const b = await newStudent(browser, '나래');
  const made = await send('post', `/mypage/manager/club/terms/${termId}/meetings`, {
    title: '정기 모임',
    startsAt: seoulMinute(90),
    durationMinutes: 120,
    place: '학생회관 301호',
    audience: 'all',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const meetingId = (made.body as { meetings: { meetingId: number }[] }).meetings[0]!.meetingId;
  for (const [s, mark] of [
    [a, 'present'],
    [b, 'late'],
  ] as const) {
    const added = await send('post', `/mypage/manager/club/terms/${termId}/members`, { email: s.email });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const membershipId = (added.body as { membershipId: number }).membershipId;
    const marked = await send(
      'put',
      `/mypage/manager/club/meetings/${meetingId}/attendance/${membershipId}`,
      {
        mark,
      },
    );
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
  }

  const page = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  await signInViaApi(page, manager, '/manager/members');
  await page.getByRole('link', { name: '활동 기록' }).click();
  await expect(page).toHaveURL(/\/manager\/members\/activities\?term=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '활동 기록' })).toBeVisible();
  const meeting = page.getByRole('listitem', { name: '정기 모임' });
  await expect(meeting).toContainText('모임');
  await expect(meeting).toContainText('학생회관 301호');
  await expect(meeting).toContainText('참여 2명');
  await expect(meeting).toContainText('자동');
  await expect(meeting).toContainText('아직 활동 내용을 적지 않았습니다.');
  await screenshot(page, 'activities-list-375');

  // the report: a hand count tried, then back to the automatic one; a photo
  await meeting.getByRole('button', { name: '기록하기' }).click();
  const dialog = page.getByRole('dialog', { name: '정기 모임 활동 기록' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('비워 두면 자동 집계 2명을 씁니다.');
  await dialog.getByLabel('활동 내용').fill('신입 부원 환영회와 자기소개, 다음 공연 파트 배정');
  const count = dialog.getByLabel('참여 인원');
  await count.fill('15');
  const back = dialog.getByRole('button', { name: '자동 2명으로 되돌리기' });
  await back.click();
  await expect(count).toHaveValue('');
  await expect(back).toBeHidden();
  await dialog.getByLabel('사진 추가').setInputFiles(PHOTO);
  await expect(dialog.getByRole('img', { name: '정기 모임 활동 사진 1' })).toBeVisible();
  await expect(dialog).toContainText('1 / 6');
  await screenshot(page, 'activities-report-375', { viewportOnly: true });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: '정기 모임 활동 기록을 저장했습니다.' }),
  ).toBeVisible();
  await expect(meeting).toContainText('신입 부원 환영회와 자기소개');
  await expect(meeting).toContainText('참여 2명');
  await expect(meeting).toContainText('자동');
  await expect(meeting.getByRole('img', { name: '정기 모임 활동 사진 1' })).toBeVisible();
  await expect(meeting.getByRole('button', { name: '기록 수정' })).toBeVisible();

  // 기타 활동 추가: an MT on today, counted by hand
  await page.getByRole('button', { name: '기타 활동 추가' }).click();
  const other = page.getByRole('dialog', { name: '기타 활동 추가' });
  await other.getByLabel('활동 이름').fill('봄 MT');
  await other.getByLabel('장소').fill('가평');
  await other.getByLabel('참여 인원').fill('20');
  await other.getByLabel('활동 내용').fill('1박 2일 MT, 레크리에이션');
  await screenshot(page, 'activities-other-375', { viewportOnly: true });
  await other.getByRole('button', { name: '추가' }).click();
  await expect(other).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '봄 MT 활동을 추가했습니다.' })).toBeVisible();
  const mt = page.getByRole('listitem', { name: '봄 MT' });
  await expect(mt).toContainText('기타');
  await expect(mt).toContainText('참여 20명');
  await expect(mt).toContainText('직접 입력');
  await expect(mt.getByRole('button', { name: '삭제' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '이번 학기 활동 2개' })).toBeVisible();
  await screenshot(page, 'activities-list-after-375');
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, 'activities-list-1440');

  // at 1440 px: the meeting's report as saved, then the MT deleted (confirmed)
  await meeting.getByRole('button', { name: '기록 수정' }).click();
  const again = page.getByRole('dialog', { name: '정기 모임 활동 기록' });
  await expect(again.getByLabel('활동 내용')).toHaveValue('신입 부원 환영회와 자기소개, 다음 공연 파트 배정');
  await expect(again.getByLabel('참여 인원')).toHaveValue('');
  await expect(again.getByRole('img', { name: '정기 모임 활동 사진 1' })).toBeVisible();
  await screenshot(page, 'activities-report-1440', { viewportOnly: true });
  await again.getByRole('button', { name: '취소' }).click();
  await expect(again).toBeHidden();
  await mt.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('alertdialog', { name: '봄 MT 활동을 삭제할까요?' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '봄 MT 활동을 삭제했습니다.' })).toBeVisible();
  await expect(mt).toHaveCount(0);

  // the saved report as the server has it
  const listed = await send('get', `/mypage/manager/club/terms/${termId}/activities`);
  expect(listed.status).toBe(200);
  const rows = listed.body as {
    kind: string;
    attendees: number | null;
    attendeesManual: number | null;
    photos: unknown[];
  }[];
  expect(rows.find((r) => r.kind === 'meeting')).toMatchObject({ attendees: 2, attendeesManual: null });
  expect(rows.find((r) => r.kind === 'meeting')!.photos).toHaveLength(1);
  expect(rows.filter((r) => r.kind === 'other')).toEqual([]);
});
