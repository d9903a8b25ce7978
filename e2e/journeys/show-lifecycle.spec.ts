import type { Page } from '@playwright/test';
import { DEMO, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { makePng } from '../../test-support/png.ts';

/**
 * A show from creation to the door list, across two people: a manager publishes a show (through the API here; the
 * form itself is driven in manage-content.spec.ts), a student reserves through the page, the manager confirms the
 * payment in batch, and the student sees the reservation confirmed.
 */

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

async function createShow(page: Page, token: string, name: string): Promise<number> {
  const request = {
    name,
    location: '학생회관 소극장',
    startDate: day(40),
    endDate: day(40),
    runtime: 80,
    manager: '박지훈',
    managerPhoneNumber: '010-2843-1957',
    maxPeople: 30,
    accountNumber: '3333012345678',
    accountName: '소리울',
    accountBankName: '카카오뱅크',
    introductionLetter: '문을 여는 순간부터 닫는 순간까지.',
    noticeLetter: '',
    earlyBird: false,
    scheduleDtoList: [
      { orderIndex: 1, date: day(40), time: '18:00:00', cost: 8000, maxTicket: 2, maxPeople: 30 },
      { orderIndex: 2, date: day(40), time: '20:30:00', cost: 8000, maxTicket: 2, maxPeople: 30 },
    ],
  };
  const res = await page.request.post('/manager/show/create', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      request: {
        name: 'request.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(request)),
      },
      poster: { name: 'poster.png', mimeType: 'image/png', buffer: makePng() },
      qr: { name: 'qr.png', mimeType: 'image/png', buffer: makePng(200, 200) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

test.describe('a show from creation to the door list (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('manager publishes, student reserves, manager confirms, student sees it confirmed', async ({
    browser,
  }) => {
    const name = `문 여는 밤 ${Date.now() % 100000}`;
    const managerPage = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    const managerToken = await signInViaApi(managerPage, DEMO.manager, '/manager/mypage');
    const showId = await createShow(managerPage, managerToken, name);

    // The student reserves two tickets of schedule 1.
    const studentPage = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    await signInViaApi(studentPage, DEMO.student, `/show/${showId}`);
    await expect(studentPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await studentPage.getByRole('radio', { name: /^1회차/ }).check();
    await studentPage.getByRole('button', { name: '한 장 더하기' }).click();
    await studentPage.getByRole('button', { name: '예매하기' }).click();
    const confirm = studentPage.getByRole('alertdialog');
    await confirm.getByRole('button', { name: '예매하기' }).click();
    const success = studentPage.getByRole('dialog', { name: '예매가 완료되었습니다' });
    await expect(success).toContainText('16,000원');
    await success.getByRole('button', { name: '확인' }).click();

    await studentPage.goto('/mypage');
    const card = studentPage.getByRole('article', { name });
    await expect(card).toContainText('입금 미확인');

    // The manager finds the holder in schedule 1 and confirms the payment in batch.
    await managerPage.goto('/manager/mypage');
    await managerPage.getByRole('link', { name: `${name} 1회차 예매자 보기` }).click();
    await expect(managerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    const table = managerPage.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('김모아');
    await managerPage.getByRole('checkbox', { name: /전체 선택/ }).check();
    await managerPage.getByRole('button', { name: '입금 확인 처리' }).click();
    await managerPage
      .getByRole('alertdialog', { name: '입금 확인으로 바꿀까요?' })
      .getByRole('button', { name: '입금 확인 처리' })
      .click();
    await expect(managerPage.getByRole('status').getByText(/예매 확정으로 바꿨습니다/)).toBeVisible();
    await screenshot(managerPage, 'lifecycle-holders-confirmed-desktop');

    // The student sees it confirmed, and the transfer details are gone.
    await studentPage.reload();
    await expect(card).toContainText('예매 확정');
    await expect(card).not.toContainText('입금 미확인');
    await expect(card.getByRole('button', { name: '결제하기' })).toHaveCount(0);
    await screenshot(studentPage, 'lifecycle-student-confirmed-desktop');

    // Seats: the show page counts the two tickets.
    const detail = await (await studentPage.request.get(`/show/detail/${showId}`)).json();
    expect(detail.scheduleList[0].applyPeople).toBe(2);
  });
});
