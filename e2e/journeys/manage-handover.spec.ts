import type { Page } from '@playwright/test';
import { signInViaApi } from '../support/auth.ts';
import { newStudent, ownClub } from '../support/clubs.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * Officers and hand-over (docs/product.md#officers-and-hand-over) at 375 px: a club's manager account starts a
 * hand-over of 회장 and 총무 on its 직책·인수인계 page; one successor accepts on /mypage, the other declines with a
 * reason; the manager cancels it and hands 회장 over again; the successor accepts and, the hand-over applied at once,
 * is the club's manager: the header and the officers page say so. A club of its own (made by the administrator), so
 * no other journey meets its terms or its officers.
 */

type Student = Awaited<ReturnType<typeof newStudent>>;

async function startHandover(page: Page, successors: Record<string, Student>) {
  await page.getByRole('button', { name: '인수인계 시작' }).click();
  const dialog = page.getByRole('dialog', { name: '인수인계 시작' });
  await expect(dialog).toBeVisible();
  for (const [position, who] of Object.entries(successors)) {
    await dialog
      .getByLabel(`${position} 후임자`, { exact: true })
      .selectOption({ label: `${who.name} (${who.studentId}) · 지금 회원` });
  }
  return dialog;
}

test('a hand-over of 회장: requested, declined, cancelled, requested again and accepted, at 375 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { clubName, manager, send, termId } = await ownClub(request, '인수인계');
  const a = await newStudent(browser, '가온');
  const b = await newStudent(browser, '나래');
  for (const s of [a, b]) {
    const added = await send('post', `/mypage/manager/club/terms/${termId}/members`, { email: s.email });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }

  // the club's account starts it from its members page
  const club = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  await signInViaApi(club, manager, '/manager/members');
  await club.getByRole('link', { name: '직책·인수인계' }).click();
  await expect(club).toHaveURL(/\/manager\/members\/officers$/);
  await expect(club.getByRole('heading', { level: 1, name: '직책·인수인계' })).toBeVisible();
  await expect(club.getByText('이번 학기에 직책을 맡은 회원이 없습니다')).toBeVisible();

  // nobody chosen: the contract's words, in the dialog
  await club.getByRole('button', { name: '인수인계 시작' }).click();
  const empty = club.getByRole('dialog', { name: '인수인계 시작' });
  await empty.getByRole('button', { name: '요청 보내기' }).click();
  await expect(empty).toContainText('넘겨줄 직책과 후임자를 하나 이상 골라주세요.');
  await empty.getByRole('button', { name: '취소' }).click();
  await expect(empty).toBeHidden();

  const dialog = await startHandover(club, { 회장: a, 총무: b });
  await screenshot(club, 'handover-start-375', { viewportOnly: true });
  await dialog.getByRole('button', { name: '요청 보내기' }).click();
  await expect(dialog).toBeHidden();
  await expect(club.getByRole('status').filter({ hasText: '인수인계 요청을 보냈습니다' })).toBeVisible();
  const open = club.getByRole('article', { name: /진행 중인 인수인계/ });
  await expect(open).toContainText('수락 대기');
  await expect(open.getByText('답 기다리는 중')).toHaveCount(2);
  await screenshot(club, 'handover-open-375');

  // 가온 accepts on /mypage: told plainly that the account becomes the club's manager account
  await a.page.goto('/mypage');
  const request1 = a.page.getByRole('article', { name: `${clubName} 회장 인수인계 요청` });
  await expect(request1).toBeVisible();
  await expect(request1).toContainText('동아리 관리자 계정이 되어');
  await screenshot(a.page, 'handover-request-375');
  await request1.getByRole('button', { name: '수락하기' }).click();
  await expect(request1).toContainText('다른 후임자도 모두 수락하면');

  // 나래 declines with a reason
  await b.page.goto('/mypage');
  const request2 = b.page.getByRole('article', { name: `${clubName} 총무 인수인계 요청` });
  await request2.getByRole('button', { name: '거절하기' }).click();
  await request2.getByLabel('거절 사유 (선택)').fill('이번 학기는 휴학 예정이에요');
  await request2.getByRole('button', { name: '거절 보내기' }).click();
  await expect(request2).toContainText('거절했어요');

  // the manager sees the answers, cancels, and hands 회장 alone over again
  await club.reload();
  await expect(open).toContainText('거절 사유: 이번 학기는 휴학 예정이에요');
  await open.getByRole('button', { name: '인수인계 취소' }).click();
  const confirm = club.getByRole('alertdialog', { name: '인수인계를 취소할까요?' });
  await confirm.getByRole('button', { name: '인수인계 취소' }).click();
  await expect(club.getByRole('status').filter({ hasText: '인수인계를 취소했습니다' })).toBeVisible();
  await expect(club.getByRole('region', { name: '지난 인수인계' })).toContainText('취소됨');

  const again = await startHandover(club, { 회장: a });
  await again.getByRole('button', { name: '요청 보내기' }).click();
  await expect(again).toBeHidden();

  // 가온 accepts: today's hand-over applies at once, and the account is the club's manager
  await a.page.reload();
  const request3 = a.page.getByRole('article', { name: `${clubName} 회장 인수인계 요청` });
  await request3.getByRole('button', { name: '수락하기' }).click();
  await expect(a.page.getByRole('banner').getByText('동아리 계정')).toBeVisible();
  await a.page.goto('/manager/members/officers');
  const now = a.page.getByRole('region', { name: /현재 임원진/ });
  await expect(now).toContainText('회장');
  await expect(now).toContainText(`${a.name} (${a.studentId})`);
  await expect(a.page.getByRole('region', { name: '관리자 계정' })).toContainText(a.email);
  await screenshot(a.page, 'handover-applied-375');

  await club.reload();
  await expect(club.getByRole('region', { name: '지난 인수인계' })).toContainText('적용됨');
  await club.setViewportSize(VIEWPORTS.desktop);
  await screenshot(club, 'handover-history-1440');
});
