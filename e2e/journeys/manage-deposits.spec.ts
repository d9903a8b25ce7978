import type { Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, freshEmail, signIn, completeAddInfo } from '../support/auth.ts';
import { kbExcelSave, shinhanXls } from '../support/bank-files.ts';

/**
 * Deposit import (docs/product.md#deposit-import): a new student reserves a ticket; the club's manager imports a bank
 * statement made here with that student's deposit name and amount, reviews the match, leaves the page, reopens the
 * import from 가져온 내역 and applies it; the student's /mypage then shows 예매 확정. The student pays again: a later
 * statement's deposit for the paid ticket is applied as 중복 입금, stays under 정리할 입금 and is owed back in 환불 관리.
 */

const ULLIM = '소리울 정기공연 〈울림〉';
const HOUR = 3_600_000;

interface Schedule {
  scheduleId: number;
  order: number;
  date: string;
  time: string;
  cost: number;
  applyPeople: number;
  maxPeople: number;
  maxTickets: number;
}

async function ullim(page: Page): Promise<{ showId: number; scheduleList: Schedule[] }> {
  const list = await page.request.get('/attraction/list');
  const { entireList } = (await list.json()) as { entireList: { id: number; title: string; kind: string }[] };
  const item = entireList.find((i) => i.title === ULLIM && i.kind === 'show');
  expect(item, `${ULLIM} in /attraction/list`).toBeTruthy();
  return (await (await page.request.get(`/show/detail/${item!.id}`)).json()) as {
    showId: number;
    scheduleList: Schedule[];
  };
}

/**
 * A KB-style statement: the deposit now (Seoul wall-clock time), a withdrawal, a deposit from nobody we know, and
 * `strangers` more such deposits (enough for the review to read them page by page).
 */
function statement(depositName: string, amount: number, minutesLater = 0, strangers = 0): Buffer {
  const seoul = seoulNow(minutesLater);
  const lines = [
    '거래내역조회',
    '',
    '거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원)',
    `${seoul},타행이체,${depositName},0,"${amount.toLocaleString('en-US')}","1,234,567"`,
    `${seoul},체크카드,편의점,"3,000",0,"1,231,567"`,
    `${seoul},타행이체,20991234모르는분,0,"7,000","1,238,567"`,
    ...Array.from({ length: strangers }, (_, i) => `${seoul},타행이체,2098${1000 + i}손님,0,${1_000 + i},0`),
  ];
  return Buffer.from(`\ufeff${lines.join('\r\n')}`, 'utf8');
}

/** A new student with a complete profile reserves one ticket of a schedule a few hours ahead with a seat. */
async function reserveTicket(page: Page, who: string) {
  await signIn(page, freshEmail(who));
  const studentId = `2025${String(Date.now()).slice(-4)}`;
  const depositName = `${studentId}입금이`;
  await completeAddInfo(page, { name: '입금이', studentId, phone: '01034567890' });

  const show = await ullim(page);
  const schedule = [...show.scheduleList]
    .sort((a, b) => a.order - b.order)
    .find(
      (s) =>
        new Date(`${s.date}T${s.time.slice(0, 5)}:00+09:00`).getTime() > Date.now() + 3 * HOUR &&
        s.maxPeople > s.applyPeople,
    );
  expect(schedule, 'a schedule ahead with a seat').toBeTruthy();
  await page.goto(`/show/${show.showId}`);
  await page.getByRole('radio', { name: new RegExp(`^${schedule!.order}회차 · `) }).check();
  await page.getByRole('button', { name: '예매하기', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: '이대로 예매하시겠습니까?' })
    .getByRole('button', { name: '예매하기' })
    .click();
  const success = page.getByRole('dialog', { name: '예매가 완료되었습니다' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: '확인' }).click();
  return { depositName, show, schedule: schedule! };
}

/** Seoul wall-clock time now, as statements write it. */
const seoulNow = (minutesLater = 0) =>
  new Date(Date.now() + 9 * HOUR + minutesLater * 60_000).toISOString().slice(0, 19).replace('T', ' ');

test.describe('deposit import', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a manager imports a statement, applies the match, and the student sees 예매 확정', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { depositName, show, schedule } = await reserveTicket(page, 'deposit');

    // the manager, in a browser of their own
    const managerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const manager = await managerContext.newPage();
    await signIn(manager, DEMO.manager);
    await manager.goto('/manager/mypage');
    await manager
      .getByRole('link', { name: `${ULLIM} 입금 내역 가져오기` })
      .first()
      .click();
    await expect(manager).toHaveURL(new RegExp(`/manager/show/${show.showId}/deposits$`));
    await expect(manager.getByRole('heading', { level: 1, name: '입금 내역 가져오기' })).toBeVisible();
    await screenshot(manager, 'deposits-import-desktop');
    await manager.setViewportSize(VIEWPORTS.mobile);
    await screenshot(manager, 'deposits-import-mobile');
    await manager.setViewportSize(VIEWPORTS.desktop);

    await manager.getByLabel('거래내역 파일 올리기').setInputFiles({
      name: '거래내역.csv',
      mimeType: 'text/csv',
      buffer: statement(depositName, schedule.cost, 0, 120),
    });
    await expect(manager.getByText('선택한 파일: 거래내역.csv')).toBeVisible();
    await manager.getByRole('button', { name: '불러와서 맞춰 보기' }).click();

    const matched = manager.getByRole('region', { name: /^매칭됨/ });
    await expect(matched).toContainText(depositName);
    // focus on the review's summary, not fallen to the page with the form that went away
    await expect
      .poll(() => manager.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('status');
    const unmatched = manager.getByRole('region', { name: /^매칭 안 됨/ });
    await expect(unmatched).toContainText('20991234모르는분');
    await expect(matched.getByRole('checkbox', { name: `${depositName} 입금 적용` })).toBeChecked();
    const won = `${new Intl.NumberFormat('ko-KR').format(schedule.cost)}원`;
    await expect(manager.getByText(`1명 · ${won}`)).toBeVisible();
    await screenshot(manager, 'deposits-review-desktop');
    await manager.setViewportSize(VIEWPORTS.mobile);
    await screenshot(manager, 'deposits-review-mobile');
    await manager.setViewportSize(VIEWPORTS.desktop);
    // 122 deposits: the first 100 come with the answer, the rest on 더 보기.
    await expect(manager.getByText('입금 122건을 불러왔어요.')).toBeVisible();
    await expect(unmatched).not.toContainText('20981119손님');
    await manager.getByRole('button', { name: '더 보기 (100/122)' }).click();
    await expect(unmatched).toContainText('20981119손님');
    await expect(manager.getByRole('button', { name: /^더 보기/ })).toHaveCount(0);
    // Only 매칭 안 됨: its rows from the start, page by page.
    await manager.getByRole('button', { name: /^매칭 안 됨 121/ }).click();
    await expect(matched).toHaveCount(0);
    await expect(manager.getByRole('button', { name: '더 보기 (100/121)' })).toBeVisible();
    await manager.getByRole('button', { name: /^전체 122/ }).click();
    await expect(matched.getByRole('checkbox', { name: `${depositName} 입금 적용` })).toBeChecked();

    // Left without applying: the import waits in 가져온 내역 and is opened again.
    await manager.reload();
    const history = manager.getByRole('region', { name: '가져온 내역' });
    const waiting = history.getByRole('listitem').filter({ hasText: '적용할 수 있는 1건 남음' });
    await expect(waiting).toContainText('거래내역.csv');
    await screenshot(manager, 'deposits-history-desktop');
    await manager.setViewportSize(VIEWPORTS.mobile);
    await screenshot(manager, 'deposits-history-mobile');
    await manager.setViewportSize(VIEWPORTS.desktop);
    await waiting.getByRole('button', { name: '열어서 적용하기' }).click();
    await expect(matched.getByRole('checkbox', { name: `${depositName} 입금 적용` })).toBeChecked();

    await manager.getByRole('button', { name: '입금 확인 적용' }).click();
    await manager
      .getByRole('alertdialog', { name: '입금 확인을 적용할까요?' })
      .getByRole('button', { name: '입금 확인 적용' })
      .click();
    await expect(manager.getByText(`1명, ${won}을 입금 확인했어요.`)).toBeVisible();
    await expect(manager.getByRole('status').filter({ hasText: '입금 확인했어요' })).toBeFocused();
    await screenshot(manager, 'deposits-done-desktop');

    // The student sent the price again: on the next statement it is 이미 입금 확인, chosen, and applied as 중복 입금.
    await manager.getByRole('button', { name: '다른 내역 가져오기' }).click();
    await manager.getByLabel('거래내역 파일 올리기').setInputFiles({
      name: '거래내역-2.csv',
      mimeType: 'text/csv',
      buffer: statement(depositName, schedule.cost, 5),
    });
    await manager.getByRole('button', { name: '불러와서 맞춰 보기' }).click();
    const paidGroup = manager.getByRole('region', { name: /^이미 입금 확인/ });
    await expect(paidGroup.getByRole('checkbox', { name: `${depositName} 입금 적용` })).toBeChecked();
    await manager.getByRole('button', { name: '입금 확인 적용' }).click();
    await manager
      .getByRole('alertdialog', { name: '입금 확인을 적용할까요?' })
      .getByRole('button', { name: '입금 확인 적용' })
      .click();
    await expect(manager.getByText(`중복·초과 입금 1건, ${won}은 환불 관리에 기록했어요.`)).toBeVisible();
    const issues = manager.getByRole('region', { name: /^정리할 입금/ });
    const duplicate = issues.getByRole('listitem').filter({ hasText: depositName });
    await expect(duplicate).toContainText('중복 입금');
    await expect(duplicate).toContainText(`환불 대기 ${won}`);
    await screenshot(manager, 'deposits-issues-desktop');
    await manager.setViewportSize(VIEWPORTS.mobile);
    await screenshot(manager, 'deposits-issues-mobile');
    await manager.setViewportSize(VIEWPORTS.desktop);
    await duplicate.getByRole('link', { name: '환불 관리로' }).click();
    await expect(manager).toHaveURL(new RegExp(`/manager/show/${show.showId}/refunds$`));
    await expect(manager.getByText('중복 입금').first()).toBeVisible();
    await screenshot(manager, 'deposits-refunds-desktop');
    // Sent back and marked 환불 완료: nothing is left to settle on the deposits page.
    await manager.getByRole('checkbox', { name: '입금이 환불 선택' }).check();
    await manager.getByRole('button', { name: '환불 완료로 표시' }).click();
    await expect(manager.getByText('1건을 환불 완료로 표시했습니다.')).toBeVisible();
    await manager.goto(`/manager/show/${show.showId}/deposits`);
    await expect(manager.getByRole('region', { name: '가져온 내역' })).toBeVisible();
    await expect(manager.getByRole('region', { name: /^정리할 입금/ })).toHaveCount(0);
    await managerContext.close();

    // the student's card: 예매 확정
    await page.goto('/mypage');
    const card = page.getByRole('article', { name: ULLIM }).filter({ hasText: `${schedule.order}회차 · ` });
    await expect(card).toContainText('예매 확정');
  });

  test('a KB 엑셀저장 (.xls, HTML) and a 신한 .xls are read as the banks export them, with no mapping step', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { depositName, show, schedule } = await reserveTicket(page, 'bankfiles');
    const managerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const manager = await managerContext.newPage();
    await signIn(manager, DEMO.manager);
    const upload = async (name: string, buffer: Buffer) => {
      await manager.goto(`/manager/show/${show.showId}/deposits`);
      // The file chooser offers what banks name their downloads.
      await expect(manager.getByLabel('거래내역 파일 올리기')).toHaveAttribute('accept', /(^|,)\.xls(,|$)/);
      await manager
        .getByLabel('거래내역 파일 올리기')
        .setInputFiles({ name, mimeType: 'application/vnd.ms-excel', buffer });
      await manager.getByRole('button', { name: '불러와서 맞춰 보기' }).click();
    };
    const matched = manager.getByRole('region', { name: /^매칭됨/ });
    const reading = manager.getByRole('region', { name: '읽은 방법' });

    await upload(
      'KB_거래내역조회.xls',
      kbExcelSave({ at: seoulNow(), name: depositName, amount: schedule.cost }),
    );
    await expect(reading).toContainText('KB국민은행 인터넷뱅킹 엑셀저장 형식으로 읽었어요.');
    await expect(reading).toContainText('출금 1줄');
    await expect(reading).toContainText('합계·빈 줄 1줄');
    await expect(matched.getByRole('checkbox', { name: `${depositName} 입금 적용` })).toBeChecked();
    await expect(manager.getByRole('heading', { name: '열 고르기' })).toHaveCount(0);
    await screenshot(manager, 'deposits-bank-layout-desktop');
    await manager.setViewportSize(VIEWPORTS.mobile);
    await screenshot(manager, 'deposits-bank-layout-mobile');
    await manager.setViewportSize(VIEWPORTS.desktop);

    await upload(
      '신한_거래내역.xls',
      shinhanXls({ at: seoulNow(1), name: depositName, amount: schedule.cost }),
    );
    await expect(reading).toContainText('신한은행 엑셀(.xls) 형식으로 읽었어요.');
    await expect(reading).toContainText('입금자 이름은 ‘내용’ 열에서 읽었어요.');
    await expect(matched.getByRole('checkbox', { name: `${depositName} 입금 적용` })).toBeChecked();
    await managerContext.close();
  });
});
