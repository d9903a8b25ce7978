import { kbExcelSave } from '../support/bank-files.ts';
import { signInViaApi } from '../support/auth.ts';
import { newStudent, ownClub } from '../support/clubs.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { createShowViaApi, seoulDay } from '../support/shows.ts';

/**
 * From recruiting to a paid-up member (docs/product.md#members), at 375 px: a student applies to a club's post; the
 * manager moves them to 최종 합격 and sends the result on a phone, which makes them a pending member of the term; the
 * term's dues are on their /mypage with the account; the treasurer reads the bank's statement on the club's show's
 * deposit page, the deposit under 학번+이름 pays the dues, and the student is an active member. A club of its own, so
 * no other journey meets its term. The post's form and the application form are driven in
 * recruiting-applications.spec.ts; here the student's application is sent as its screen sends it.
 */

test('an applicant told 최종 합격 becomes a pending member, pays the dues by transfer and is active, at 375 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { clubName, manager, send, termId, termName } = await ownClub(request, '합격');
  const post = await request.post('/manager/recruiting/create', {
    headers: { authorization: `Bearer ${send.token}` },
    multipart: {
      request: {
        name: 'request.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({
            name: `${clubName} 신입 부원 모집`,
            category: 'regular',
            startDate: seoulDay(-1),
            endDate: seoulDay(7),
            mandatorySemesters: '2학기',
            meetingTime: '매주 화 18:30',
            content: '합주와 공연',
            eligibility: '재학생 누구나',
            notice: '개별 연락',
            manager: '박지훈',
            managerPhoneNumber: '010-2843-1957',
            applicationUrl: '',
            applicationMode: 'form',
            questions: [{ kind: 'long', label: '지원 동기', required: true, maxLength: 200 }],
            introductionLetter: '밴드 동아리입니다.',
          }),
        ),
      },
    },
  });
  expect(post.ok(), await post.text()).toBe(true);
  const postId = ((await post.json()) as { id: number }).id;
  const dues = await send('put', `/mypage/manager/club/terms/${termId}/dues`, {
    amount: 25000,
    payBy: seoulDay(7),
    bankName: 'KB국민은행',
    accountNumber: '12345678901234',
    accountName: clubName,
  });
  expect(dues.status, JSON.stringify(dues.body)).toBe(200);

  // the student applies, as the application form sends it
  const student = await newStudent(browser, '다온');
  const detail = await request.get(`/recruiting/detail/${postId}`);
  const [question] = ((await detail.json()) as { questions: { questionId: number }[] }).questions;
  const applied = await student.page.request.post(`/recruiting/${postId}/application`, {
    headers: { authorization: `Bearer ${student.token}` },
    data: { consent: true, answers: [{ questionId: question!.questionId, value: '무대에 서 보고 싶어요' }] },
  });
  expect(applied.ok(), await applied.text()).toBe(true);

  // the manager, on a phone: 최종 합격, then the result sent through its confirm step
  const club = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  await signInViaApi(club, manager, `/manager/recruiting/${postId}/applications`);
  await club.getByRole('link', { name: '다온 지원서 보기' }).click();
  await expect(club.getByRole('heading', { level: 1, name: '다온' })).toBeVisible();
  await club.getByRole('combobox', { name: '단계' }).selectOption({ label: '최종 합격' });
  await club.getByRole('button', { name: '단계 저장' }).click();
  await expect(club.getByText('1명을 ‘최종 합격’ 단계로 옮겼습니다.')).toBeVisible();
  await club.getByRole('link', { name: '지원자 목록으로' }).click();
  await club.getByRole('button', { name: '결과 보내기' }).click();
  await club.getByRole('dialog', { name: '결과 보내기' }).getByRole('button', { name: '확인하기' }).click();
  await club
    .getByRole('alertdialog', { name: '1명에게 ‘최종 합격’ 결과를 보낼까요?' })
    .getByRole('button', { name: '보내기' })
    .click();
  await expect(club.getByText('1명에게 결과를 보냈습니다.')).toBeVisible();

  // a pending member of the term, charged its dues
  await club.goto('/manager/members');
  const card = club
    .getByRole('list', { name: /회원 명단$/ })
    .getByRole('listitem')
    .filter({ hasText: '다온' });
  await expect(card).toContainText('가입 대기');
  await expect(card).toContainText('미납');
  await screenshot(club, 'member-from-recruiting-roster-375');

  // the student's /mypage: the membership, and the dues with the account to transfer to
  await student.page.goto('/mypage');
  const section = student.page.getByRole('region', { name: '내 동아리' });
  await expect(section.getByRole('listitem').filter({ hasText: clubName })).toContainText('가입 대기');
  const duesCard = section.getByRole('article', { name: `${clubName} ${termName} 회비` });
  await expect(duesCard).toContainText('25,000원');
  await expect(duesCard).toContainText('12345678901234');
  await expect(duesCard).toContainText(`${student.studentId}다온`);
  await screenshot(student.page, 'member-from-recruiting-dues-375');

  // the treasurer reads the bank's statement on the club's show's deposits page
  const showId = await createShowViaApi(club, send.token, {
    name: `${clubName} 정기공연`,
    scheduleDtoList: [
      { orderIndex: 1, date: seoulDay(20), time: '19:00:00', cost: 5000, maxTicket: 2, maxPeople: 50 },
    ],
  });
  await club.goto(`/manager/show/${showId}/deposits`);
  await expect(club.getByRole('heading', { level: 1, name: '입금 내역 가져오기' })).toBeVisible();
  await club.getByLabel('거래내역 파일 올리기').setInputFiles({
    name: '거래내역.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: kbExcelSave({
      at: `${seoulDay(0)} 10:15:00`,
      name: `${student.studentId}다온`,
      amount: 25000,
    }),
  });
  await club.getByRole('button', { name: '불러와서 맞춰 보기' }).click();
  const matched = club.getByRole('region', { name: /^매칭됨/ });
  await expect(matched).toContainText(`회비 · ${termName} · 다온 (${student.studentId}) · 25,000원`);
  await club.getByRole('button', { name: '입금 확인 적용' }).click();
  await club
    .getByRole('alertdialog', { name: '입금 확인을 적용할까요?' })
    .getByRole('button', { name: '입금 확인 적용' })
    .click();
  await expect(club.getByText('회비 1건, 25,000원을 납부 확인했어요.', { exact: false })).toBeVisible();

  // an active member, paid up
  await student.page.reload();
  await expect(duesCard).toContainText('납부 완료');
  await expect(section.getByRole('listitem').filter({ hasText: clubName })).toContainText('활동');
  await screenshot(student.page, 'member-from-recruiting-active-375');
});
