import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO, freshEmail, sessionToken, signInViaApi } from '../support/auth.ts';
import { kbExcelSave } from '../support/bank-files.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * 내 동아리 on /mypage (docs/product.md#members): a student whom the club added sees the term's dues with the account
 * to transfer to and says 입금했어요; the treasurer imports the bank's statement on a phone and the deposit pays the
 * dues, so the student is an active member; the student agrees to the union receiving their 연락처 and answers the
 * question whether they continue next term. The club's other steps are called through the API as its screens would.
 */

async function managerCalls(request: APIRequestContext) {
  const token = await sessionToken(request, DEMO.manager);
  const headers = { authorization: `Bearer ${token}` };
  const send = async (method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const res = await request[method](url, { headers, data });
    return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
  };
  return send;
}

/**
 * A term of this journey's own, years ahead: other journeys on the same server use the term holding today (and may
 * renew it, once), so this one never meets them.
 */
async function ownTerm(send: Awaited<ReturnType<typeof managerCalls>>) {
  const year = 2200 + Math.floor(Math.random() * 700);
  const made = await send('post', '/mypage/manager/club/terms', {
    name: `${year}-2학기`,
    startsOn: `${year}-09-01`,
    endsOn: `${year + 1}-02-28`,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body as unknown as { termId: number; name: string; startsOn: string; endsOn: string };
}

async function newStudent(browser: Browser, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const email = freshEmail('member');
  const token = await signInViaApi(page, email);
  const studentId = String(20_000_000 + Math.floor(Math.random() * 9_999_999));
  const res = await page.request.put('/mypage/student/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: '한결', studentId, phoneNumber: '010-2468-1357', department: '국어국문학과' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { page, email, studentId };
}

// One journey: a renewal is started once a term, so a second run on the same server would find it started.
test("a member's dues, consent and renewal on /mypage, at 375 px", async ({ browser, request }) => {
  {
    const label = 'mobile';
    const send = await managerCalls(request);
    const term = await ownTerm(send);
    const { page, email, studentId } = await newStudent(browser, VIEWPORTS.mobile);

    const added = await send('post', `/mypage/manager/club/terms/${term.termId}/members`, { email });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const payBy = `${term.startsOn.slice(0, 4)}-09-15`;
    const dues = await send('put', `/mypage/manager/club/terms/${term.termId}/dues`, {
      amount: 30000,
      payBy,
      bankName: '신한은행',
      accountNumber: '110123456789',
      accountName: '소리울',
    });
    expect(dues.status, JSON.stringify(dues.body)).toBe(200);
    // a member added by e-mail is active; one who joins (최종 합격, a renewal's yes) is pending and charged the dues:
    // moved back to pending, the student is charged as such a member is
    const membershipId = added.body.membershipId as number;
    const member = `/mypage/manager/club/terms/${term.termId}/members/${membershipId}`;
    const pending = await send('put', member, { status: 'pending' });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);

    await page.goto('/mypage');
    // 학과, saved with the profile, is shown with it
    await expect(page.getByRole('definition').filter({ hasText: '국어국문학과' })).toBeVisible();
    const section = page.getByRole('region', { name: '내 동아리' });
    await expect(section).toBeVisible();
    const duesCard = section.getByRole('article', { name: /회비$/ });
    await expect(duesCard).toContainText('30,000원');
    await expect(duesCard).toContainText('미납');
    await expect(duesCard).toContainText('110123456789');
    await expect(duesCard).toContainText(`${studentId}한결`);
    await expect(duesCard.getByRole('button', { name: '계좌번호 복사' })).toBeVisible();
    await screenshot(page, `my-clubs-dues-${label}`);
    await duesCard.getByRole('button', { name: '입금했어요' }).click();
    await expect(duesCard).toContainText('입금했다고 알렸어요');

    // the treasurer imports the bank's statement on a show's deposit page, on a phone: the deposit under 학번+이름
    // at the amount left pays the dues, and the student becomes an active member
    const { performanceList } = (await send('get', '/mypage/manager/show')).body as unknown as {
      performanceList: { showId: number }[];
    };
    const managerPage = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
    await signInViaApi(managerPage, DEMO.manager, `/manager/show/${performanceList[0]!.showId}/deposits`);
    await expect(managerPage.getByRole('heading', { level: 1, name: '입금 내역 가져오기' })).toBeVisible();
    const depositName = `${studentId}한결`;
    await managerPage.getByLabel('거래내역 파일 올리기').setInputFiles({
      name: '거래내역.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: kbExcelSave({
        at: `${new Date().toISOString().slice(0, 10)} 10:15:00`,
        name: depositName,
        amount: 30000,
      }),
    });
    await managerPage.getByRole('button', { name: '불러와서 맞춰 보기' }).click();
    const matched = managerPage.getByRole('region', { name: /^매칭됨/ });
    await expect(matched).toContainText(`회비 · ${term.name} · 한결 (${studentId}) · 30,000원`);
    await expect(matched.getByRole('checkbox', { name: `${depositName} 입금 적용` })).toBeChecked();
    await screenshot(managerPage, 'my-clubs-dues-deposit-mobile');
    await managerPage.getByRole('button', { name: '입금 확인 적용' }).click();
    await managerPage
      .getByRole('alertdialog', { name: '입금 확인을 적용할까요?' })
      .getByRole('button', { name: '입금 확인 적용' })
      .click();
    await expect(
      managerPage.getByText('회비 1건, 30,000원을 납부 확인했어요.', { exact: false }),
    ).toBeVisible();
    await managerPage.context().close();

    await page.reload();
    await expect(page.getByRole('article', { name: /회비$/ })).toContainText('납부 완료');
    await expect(page.getByRole('region', { name: '내 동아리' }).getByRole('listitem')).toContainText('활동');

    // the union consent: off until the student agrees; kept after a reload
    const consent = section.getByRole('checkbox', { name: '학생회에 내 연락처를 보내는 데 동의해요' });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(section.getByText('연락처 제공에 동의했습니다.')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: '내 동아리' })
        .getByRole('checkbox', { name: '학생회에 내 연락처를 보내는 데 동의해요' }),
    ).toBeChecked();

    // the club starts the next term: the student is asked whether they continue, and says yes
    const nextYear = Number(term.endsOn.slice(0, 4));
    const [nextStart, nextEnd] = [`${nextYear}-03-01`, `${nextYear}-08-31`];
    const renewal = await send('post', `/mypage/manager/club/terms/${term.termId}/renewal`, {
      name: `${nextYear}-1학기`,
      startsOn: nextStart,
      endsOn: nextEnd,
    });
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(200);
    await page.reload();
    const question = page.getByRole('article', { name: /에도 활동하시나요\?$/ });
    await expect(question).toBeVisible();
    await screenshot(page, `my-clubs-renewal-${label}`);
    await question.getByRole('button', { name: '계속할게요' }).click();
    await expect(page.getByRole('article', { name: /에도 활동하시나요\?$/ })).toContainText(
      '계속하기로 답했어요',
    );
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'my-clubs-desktop');
  }
});
