import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { makePng } from '../../test-support/png.ts';

/**
 * Sales that open at a set time (docs/product.md#sales-opening): a manager sets 예매 오픈 시각 a few minutes ahead
 * through the show form; the student sees the opening time, a countdown and 예매 오픈 전; the server refuses an early
 * reservation in words; then the server's clock passes the opening (TEST_CLOCK=1, the serverClock fixture, moved
 * back afterwards) and the browser's clock by as much (Playwright's page.clock), and 예매하기 turns on without a
 * reload and the reservation goes through.
 */

const MINUTE = 60_000;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
/** An instant as a datetime-local value in Seoul. */
const seoulMinute = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16);

async function createShow(page: Page, token: string, name: string): Promise<number> {
  const request = {
    name,
    location: '학생회관 소극장',
    startDate: day(30),
    endDate: day(30),
    runtime: 80,
    manager: '박지훈',
    managerPhoneNumber: '010-2843-1957',
    maxPeople: 30,
    accountNumber: '3333012345678',
    accountName: '소리울',
    accountBankName: '카카오뱅크',
    introductionLetter: '정각에 열리는 공연입니다.',
    noticeLetter: '',
    earlyBird: false,
    scheduleDtoList: [
      { orderIndex: 1, date: day(30), time: '19:00:00', cost: 7000, maxTicket: 2, maxPeople: 30 },
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
      poster: { name: 'poster.png', mimeType: 'image/png', buffer: makePng(300, 400) },
      qr: { name: 'qr.png', mimeType: 'image/png', buffer: makePng(200, 200) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** One part of the page, saved beside screenshot()'s files, to be looked at closely. */
async function partShot(part: Locator, name: string): Promise<void> {
  await part.screenshot({
    path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `${name}.png`),
  });
}

async function serverNow(page: Page): Promise<number> {
  const res = await page.request.get('/api/time');
  expect(res.ok()).toBe(true);
  return Date.parse(((await res.json()) as { now: string }).now);
}

test.describe('sales that open at a set time', () => {
  test('the manager sets 예매 오픈 시각; the student counts down and reserves on the dot, without a reload', async ({
    browser,
    serverClock,
  }) => {
    test.setTimeout(120_000);
    const name = `정각 공연 ${Date.now() % 100000}`;

    // The manager publishes a show, then sets the opening three to four minutes ahead in the edit form.
    const managerPage = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    const managerToken = await signInViaApi(managerPage, DEMO.manager, '/manager/mypage');
    const showId = await createShow(managerPage, managerToken, name);
    const opensAt = Math.ceil((await serverNow(managerPage)) / MINUTE) * MINUTE + 3 * MINUTE;
    await managerPage.goto(`/edit/show/${showId}`);
    const field = managerPage.getByLabel('예매 오픈 시각');
    await expect(field).toHaveValue('');
    await field.fill(seoulMinute(opensAt));
    await field.scrollIntoViewIfNeeded();
    const schedulesSection = managerPage.getByRole('region', { name: '회차' });
    await screenshot(managerPage, 'sales-open-form-desktop');
    await partShot(schedulesSection, 'sales-open-form-part-desktop');
    await managerPage.setViewportSize(VIEWPORTS.mobile);
    await field.scrollIntoViewIfNeeded();
    await screenshot(managerPage, 'sales-open-form-mobile');
    await partShot(schedulesSection, 'sales-open-form-part-mobile');
    await managerPage.setViewportSize(VIEWPORTS.desktop);
    await managerPage.getByRole('button', { name: '수정 내용 저장하기' }).click();
    await expect(managerPage).toHaveURL(new RegExp(`/show/${showId}$`));

    // The manager's show list says when sales open.
    await managerPage.goto('/manager/show');
    await expect(
      managerPage
        .getByText(/^예매 오픈 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 오[전후] \d{1,2}:\d{2}$/)
        .first(),
    ).toBeVisible();

    // The student, on a browser clock that the test moves (it runs on from now until then).
    const studentContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const student = await studentContext.newPage();
    await student.clock.install({ time: new Date() });
    const studentToken = await signInViaApi(student, DEMO.student, `/show/${showId}`);
    await expect(student.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(student.getByText('예매 오픈', { exact: true })).toBeVisible();
    await expect(
      student.getByText(/^\d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 오[전후] \d{1,2}:\d{2}$/),
    ).toBeVisible();
    const countdown = student.getByTestId('sales-countdown');
    await expect(countdown).toHaveText(/^오픈까지\d분 \d{1,2}초$/);
    const before = student.getByRole('button', { name: '예매 오픈 전' });
    await expect(before).toBeDisabled();
    // schedules may be chosen ahead
    await student.getByRole('radio', { name: /^1회차/ }).check();
    await expect(before).toBeDisabled();
    const panel = student.getByRole('region', { name: '회차 선택' });
    await screenshot(student, 'sales-open-show-desktop');
    await partShot(panel, 'sales-open-show-part-desktop');
    await student.setViewportSize(VIEWPORTS.mobile);
    await screenshot(student, 'sales-open-show-mobile');
    await partShot(panel, 'sales-open-show-part-mobile');
    await student.setViewportSize(VIEWPORTS.desktop);

    // The server refuses an early reservation, naming the opening time.
    const schedule = (
      (await (await student.request.get(`/show/detail/${showId}`)).json()) as {
        scheduleList: { scheduleId: number }[];
      }
    ).scheduleList[0]!.scheduleId;
    const early = await student.request.post('/show/detail/reservation', {
      headers: { authorization: `Bearer ${studentToken}` },
      data: { scheduleId: schedule, wishToPurchaseTickets: 1 },
    });
    expect(early.status()).toBe(409);
    const refusal = (await early.json()) as { code: string; message: string };
    expect(refusal.code).toBe('SALES_NOT_OPEN');
    expect(refusal.message).toMatch(
      /^예매는 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 오[전후] \d{1,2}:\d{2}에 열립니다\.$/,
    );

    // Both clocks pass the opening by the same amount: the server's (fixture) and the browser's (page.clock).
    const ahead = opensAt - (await serverNow(student)) + 2_000;
    await serverClock.advance(ahead);
    await student.clock.runFor(ahead);
    const reserve = student.getByRole('button', { name: '예매하기', exact: true });
    await expect(reserve).toBeEnabled();
    await expect(countdown).toHaveCount(0);
    expect(student.url()).toContain(`/show/${showId}`);

    await reserve.click();
    await student
      .getByRole('alertdialog', { name: '이대로 예매하시겠습니까?' })
      .getByRole('button', { name: '예매하기' })
      .click();
    await expect(student.getByRole('dialog', { name: '예매가 완료되었습니다' })).toBeVisible();
    await studentContext.close();
  });
});
