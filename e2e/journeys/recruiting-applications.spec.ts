import type { Page } from '@playwright/test';
import { DEMO, sessionToken, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * Recruiting in the portal from start to end (docs/product.md#recruiting-applications): a manager builds the form of
 * a post, a student applies on a phone (the draft surviving a reload), the manager moves them to 면접 and publishes a
 * slot, the student books it, the manager sends 최종 합격 through the confirm step, and the student's bell counts it:
 * the notification centre lists each step and opens the result on /mypage. The manager opens the new application from
 * their own notification.
 */

/** A calendar date `offset` days from today in Seoul, YYYY-MM-DD. */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
}

const stamp = Date.now().toString(36).slice(-5);
const TITLE = `E2E 밴드 모집 ${stamp}`;

/** A post in the link mode, made through the manager's call; its id. */
async function linkPost(page: Page, token: string): Promise<number> {
  const request = {
    name: TITLE,
    category: 'additional',
    startDate: day(-1),
    endDate: day(7),
    mandatorySemesters: '2학기',
    meetingTime: '매주 화 18:30',
    content: '정기 합주와 버스킹',
    eligibility: '재학생 누구나',
    notice: '면접은 모아에서 예약합니다.',
    manager: '박지훈',
    managerPhoneNumber: '010-2843-1957',
    applicationUrl: 'https://forms.example.ac.kr/e2e',
    introductionLetter: '음악을 좋아하는 마음 하나면 충분합니다.',
  };
  const res = await page.request.post('/manager/recruiting/create', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      request: {
        name: 'request.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(request)),
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

async function closeAlert(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('recruiting applications, start to end', () => {
  test.setTimeout(150_000);

  test('a manager builds a form, a student applies and books an interview, and is told the result', async ({
    page,
  }) => {
    // ---- the manager builds the form (desktop) ----
    await page.setViewportSize(VIEWPORTS.desktop);
    const managerToken = await signInViaApi(page, DEMO.manager);
    const postId = await linkPost(page, managerToken);
    await page.goto(`/edit/recruiting/${postId}`);
    await expect(page.getByLabel('모집 제목')).toHaveValue(TITLE);
    await page.getByRole('radio', { name: '모아에서 지원서 받기' }).check();
    await expect(page.getByLabel('지원 링크')).toHaveCount(0);

    await page.getByRole('button', { name: '질문 추가' }).click();
    const part = page.getByRole('group', { name: '질문 1', exact: true });
    await part.getByLabel('유형').selectOption({ label: '하나 선택' });
    await part.getByRole('textbox', { name: '질문', exact: true }).fill('지원 파트');
    await part.getByLabel('선택지 1', { exact: true }).fill('보컬');
    await part.getByLabel('선택지 2', { exact: true }).fill('기타');
    await part.getByRole('button', { name: '선택지 추가' }).click();
    await part.getByLabel('선택지 3', { exact: true }).fill('드럼');

    await page.getByRole('button', { name: '질문 추가' }).click();
    const motive = page.getByRole('group', { name: '질문 2', exact: true });
    await motive.getByLabel('유형').selectOption({ label: '긴 답변' });
    await motive.getByRole('textbox', { name: '질문', exact: true }).fill('지원 동기');
    await motive.getByLabel('글자 수 제한').fill('80');

    await page.getByRole('button', { name: '질문 추가' }).click();
    const days = page.getByRole('group', { name: '질문 3', exact: true });
    await days.getByLabel('유형').selectOption({ label: '여러 개 선택' });
    await days.getByRole('textbox', { name: '질문', exact: true }).fill('합주 가능한 요일');
    await days.getByLabel('선택지 1', { exact: true }).fill('화');
    await days.getByLabel('선택지 2', { exact: true }).fill('목');
    await days.getByRole('checkbox', { name: '필수 답변' }).uncheck();
    await screenshot(page, 'applications-builder-1440');

    await page.getByRole('button', { name: '수정 내용 저장하기' }).click();
    await page
      .getByRole('alertdialog', { name: '수정한 내용을 저장하시겠습니까?' })
      .getByRole('button', { name: '저장', exact: true })
      .click();
    await expect(page.getByText('모집 공고가 수정되었습니다.')).toBeVisible();

    // ---- the student applies on a phone ----
    await page.setViewportSize(VIEWPORTS.mobile);
    await signInViaApi(page, DEMO.student, `/recruiting/${postId}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.locator('a[href="https://forms.example.ac.kr/e2e"]')).toHaveCount(0);
    await page.getByRole('link', { name: '지원하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/recruiting/${postId}/apply$`));
    await expect(page.getByRole('heading', { level: 1, name: '지원서 작성' })).toBeVisible();
    await expect(page.getByText('김모아')).toBeVisible();
    await expect(page.getByText(/모집 마감일로부터 90일 뒤 자동으로 삭제/)).toBeVisible();
    await screenshot(page, 'applications-apply-375');

    // nothing answered: the first problem is told and focused
    await page.getByRole('button', { name: '지원서 제출하기' }).click();
    await closeAlert(page, "'지원 파트' 항목에서 하나를 선택해주세요");
    await expect(page.getByRole('radio', { name: '보컬' })).toBeFocused();
    await screenshot(page, 'applications-apply-invalid-375');

    await page.getByRole('radio', { name: '드럼' }).check();
    await page.getByLabel(/지원 동기/).fill('축제 버스킹 무대를 보고 드럼을 제대로 배워보고 싶어졌습니다.');
    await page.getByRole('checkbox', { name: '목' }).check();
    // the draft survives a reload
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage))), {
        message: 'draft saved',
      })
      .toContain('드럼을 제대로');
    await page.reload();
    await expect(page.getByText('작성하던 내용을 불러왔습니다.')).toBeVisible();
    await expect(page.getByRole('radio', { name: '드럼' })).toBeChecked();
    await expect(page.getByLabel(/지원 동기/)).toHaveValue(/드럼을 제대로/);

    // an answer over the question's limit is refused with its words
    await page.getByLabel(/지원 동기/).fill('가'.repeat(81));
    await page.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }).check();
    await page.getByRole('button', { name: '지원서 제출하기' }).click();
    await closeAlert(page, "'지원 동기' 답변은 80자를 초과할 수 없습니다");
    await page.getByLabel(/지원 동기/).fill('축제 버스킹 무대를 보고 드럼을 제대로 배워보고 싶어졌습니다.');
    await page.getByRole('button', { name: '지원서 제출하기' }).click();
    await page
      .getByRole('alertdialog', { name: '지원서를 제출하시겠습니까?' })
      .getByRole('button', { name: '제출', exact: true })
      .click();
    await expect(page.getByText(/지원서를 제출했습니다/)).toBeVisible();
    // focus on the result, not fallen to the page with the form that went away
    await expect(page.getByRole('status').filter({ hasText: /지원서를 제출했습니다/ })).toBeFocused();
    await expect(page.getByText('지원 완료 · 검토 중')).toBeVisible();
    await screenshot(page, 'applications-applied-375');

    // applying twice is refused by the server
    const twice = await page.request.post(`/recruiting/${postId}/application`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('moa.token'))}`,
      },
      data: { consent: true, answers: [] },
    });
    expect(twice.status()).toBe(409);
    expect((await twice.json()).message).toContain('이미 이 모집 공고에 지원했습니다');

    // ---- the manager, told of the new application, opens the applicants from it, moves them to 면접 and publishes a slot ----
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInViaApi(page, DEMO.manager, '/notifications');
    const told = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`새 지원서.*김모아 님이 ${TITLE}에 지원했습니다`) });
    await expect(told).toBeVisible();
    await screenshot(page, 'applications-new-application-1440');
    await told.click();
    await expect(page).toHaveURL(new RegExp(`/manager/recruiting/${postId}/applications$`));
    await expect(page.getByRole('heading', { level: 1, name: '지원자 관리' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('checkbox', { name: '김모아 선택' }).check();
    await page.getByLabel('옮길 단계').selectOption({ label: '면접' });
    await page.getByRole('button', { name: '이동', exact: true }).click();
    await expect(page.getByText('1명을 ‘면접’ 단계로 옮겼습니다.')).toBeVisible();
    await expect(page.locator('[data-status-banner]')).toBeFocused();
    await expect(table.getByRole('row').nth(1)).toContainText('면접');

    await page.getByRole('link', { name: '면접 일정' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '면접 일정' })).toBeVisible();
    await page.getByLabel('시작 시각').fill(`${day(3)}T19:00`);
    await page.getByLabel(/장소 또는 화상 링크/).fill('학생회관 B103호 합주실');
    await page.getByRole('button', { name: '추가하기' }).click();
    await expect(page.getByText('면접 시간을 추가했습니다.')).toBeVisible();
    await expect(page.getByText('0/1명')).toBeVisible();

    // ---- the student books it from /mypage ----
    await page.setViewportSize(VIEWPORTS.mobile);
    await signInViaApi(page, DEMO.student, '/mypage');
    const mine = page.getByRole('region', { name: /지원 내역/ });
    await expect(mine.getByText('면접 단계', { exact: true })).toBeVisible();
    await mine.getByRole('link', { name: '면접 시간 선택' }).click();
    await expect(page.getByRole('heading', { name: '면접 시간 선택' })).toBeVisible();
    await page.getByRole('radio', { name: /오후 7:00/ }).check();
    await screenshot(page, 'applications-interview-375');
    await page.getByRole('button', { name: '이 시간으로 예약' }).click();
    await expect(page.getByText('면접 시간을 예약했습니다.')).toBeVisible();
    await expect(page.getByText('예약한 면접')).toBeVisible();
    await expect(page.getByText('내 예약')).toBeVisible();
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'applications-interview-1440');

    // ---- the manager sees who comes when, moves them to 최종 합격 and tells them ----
    await signInViaApi(page, DEMO.manager, `/manager/recruiting/${postId}/interviews`);
    await expect(page.getByText('1/1명')).toBeVisible();
    await expect(page.getByText('김모아')).toBeVisible();
    await screenshot(page, 'applications-timetable-1440');

    await page.goto(`/manager/recruiting/${postId}/applications`);
    await page.getByRole('link', { name: '김모아 지원서 보기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '김모아' })).toBeVisible();
    await expect(page.getByText('축제 버스킹 무대를 보고')).toBeVisible();
    await page.getByRole('radio', { name: '5점' }).check();
    await page.getByLabel(/메모/).fill('리듬감 좋음. 면접 때 합주 경험 물어보기');
    await page.getByRole('button', { name: '평가 저장' }).click();
    await expect(page.getByText('평가를 저장했습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '평가 저장' })).toBeFocused();
    await page.getByRole('combobox', { name: '단계' }).selectOption({ label: '최종 합격' });
    await page.getByRole('button', { name: '단계 저장' }).click();
    await expect(page.getByText('1명을 ‘최종 합격’ 단계로 옮겼습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '단계 저장' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: '단계' })).toBeFocused();
    await screenshot(page, 'applications-detail-1440');

    // what the student has not read yet, before the result goes out
    const studentToken = await sessionToken(page.request, DEMO.student);
    const unread = async () => {
      const res = await page.request.get('/mypage/notifications', {
        headers: { Authorization: `Bearer ${studentToken}` },
      });
      return ((await res.json()) as { unread: number }).unread;
    };
    const unreadBefore = await unread();

    await page.getByRole('link', { name: '지원자 목록으로' }).click();
    await page.getByRole('button', { name: '결과 보내기' }).click();
    const compose = page.getByRole('dialog', { name: '결과 보내기' });
    await compose.getByLabel(/단체 대화방 링크/).fill('https://open.kakao.com/o/e2eband');
    await expect(compose.getByLabel(/안내 메시지/)).toHaveValue(/https:\/\/open\.kakao\.com\/o\/e2eband/);
    await expect(compose.getByText('‘최종 합격’ 단계의 1명에게 보냅니다.')).toBeVisible();
    await screenshot(page, 'applications-results-1440');
    await compose.getByRole('button', { name: '확인하기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '1명에게 ‘최종 합격’ 결과를 보낼까요?' });
    await confirm.getByRole('button', { name: '보내기' }).click();
    await expect(page.getByText('1명에게 결과를 보냈습니다.')).toBeVisible();
    await expect(page.getByText('결과 안내함')).toBeVisible();
    // sending again tells nobody twice
    await page.getByRole('button', { name: '결과 보내기' }).click();
    await expect(page.getByText('보낼 지원자가 없습니다. 먼저 지원자를 이 단계로 옮겨주세요.')).toBeVisible();
    await expect(page.getByText('이미 이 결과를 받은 1명은 빠집니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '확인하기' })).toBeDisabled();
    await page.getByRole('button', { name: '취소' }).click();

    // told once: the student has one more unread notification, however often the manager sends
    expect(await unread()).toBe(unreadBefore + 1);

    // ---- the student's bell counts the result; the notification centre opens it ----
    await page.setViewportSize(VIEWPORTS.mobile);
    await signInViaApi(page, DEMO.student, '/main');
    const bell = page.getByRole('banner').getByRole('link', { name: /^알림/ });
    await expect(bell).toHaveAccessibleName(`알림 ${unreadBefore + 1}, 읽지 않은 알림 ${unreadBefore + 1}개`);
    await expect(bell).toContainText(String(unreadBefore + 1));
    await bell.click();
    await page.waitForURL(/\/notifications$/);
    const centre = page.getByRole('main');
    const result = centre.getByRole('link', { name: /지원 결과: 최종 합격/ }).first();
    await expect(result).toHaveAccessibleName(/^읽지 않음/);
    await expect(result).toContainText('축하합니다!');
    await expect(result).toContainText('open.kakao.com/o/e2eband');
    // the earlier steps were told as they happened
    await expect(
      centre.getByRole('link', { name: new RegExp(`면접 단계로 진행합니다.*${TITLE}`) }),
    ).toBeVisible();
    await expect(
      centre.getByRole('link', {
        name: new RegExp(`면접 시간이 예약되었습니다.*${TITLE}.*학생회관 B103호 합주실`),
      }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'applications-notifications-375');
    await result.click();
    await page.waitForURL(/\/mypage$/);
    await expect(bell).toHaveAccessibleName(
      unreadBefore === 0 ? '알림' : `알림 ${unreadBefore}, 읽지 않은 알림 ${unreadBefore}개`,
    );
    const results = page.getByRole('region', { name: /지원 내역/ });
    await expect(results.getByText('최종 합격', { exact: true })).toBeVisible();
    await expect(results.getByText(/open\.kakao\.com\/o\/e2eband/)).toBeVisible();
    await screenshot(page, 'applications-mypage-375');
    await results.getByRole('link', { name: '지원서 보기' }).click();
    await expect(page.getByRole('link', { name: 'https://open.kakao.com/o/e2eband' })).toBeVisible();
    await expect(page.getByText('리듬감 좋음')).toHaveCount(0);

    // an e-mail's 알림 메일 설정 link lands on the switches, below the list, in view
    await page.goto('/notifications#notification-mail');
    const mail = page.getByRole('region', { name: '알림 메일' });
    await expect(mail.getByRole('switch', { name: '지원 현황과 결과' })).toBeChecked();
    await expect(mail.getByRole('heading', { name: '알림 메일' })).toBeInViewport();
    await screenshot(page, 'applications-mail-settings-375');
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`the review table of the demo post at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInViaApi(page, DEMO.manager, '/manager/recruiting');
      await page.getByRole('link', { name: /정기모집 지원자 관리/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: '지원자 관리' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^전체 12/ })).toBeVisible();
      await screenshot(page, `applications-review-${label === 'mobile' ? '375' : '1440'}`);
      await page.getByRole('button', { name: /^면접 3/ }).click();
      await expect(page.getByText('12명 중 3명')).toBeVisible();
      await page.getByRole('searchbox', { name: '지원자 검색' }).fill('베이스');
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '엑셀 다운로드' }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/정기모집_지원자\.xlsx$/);
    });
  }
});
