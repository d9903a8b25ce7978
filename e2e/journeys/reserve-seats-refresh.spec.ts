import type { APIRequestContext } from '@playwright/test';
import { DEMO, sessionToken, signInViaApi } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { makePng } from '../../test-support/png.ts';

/**
 * Seat counts that stay true (docs/product.md#reservations-and-capacity, item 5): a student has /show/{id} open with
 * a schedule of two seats chosen; another student, in a second browser context, takes both; within one refresh period
 * on the first page's clock (Playwright's page.clock, no waiting) the first sees 매진 and 예매 대기 in place of
 * 예매하기. While nothing changed, the refresh is a 304.
 */

const REFRESH_MS = 5_000;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

async function createShow(request: APIRequestContext, token: string, name: string): Promise<number> {
  const show = {
    name,
    location: '학생회관 소극장',
    startDate: day(30),
    endDate: day(30),
    runtime: 80,
    manager: '박지훈',
    managerPhoneNumber: '010-2843-1957',
    maxPeople: 2,
    accountNumber: '3333012345678',
    accountName: '소리울',
    accountBankName: '카카오뱅크',
    introductionLetter: '두 자리만 남은 공연입니다.',
    noticeLetter: '',
    earlyBird: false,
    waitlistEnabled: true,
    scheduleDtoList: [
      { orderIndex: 1, date: day(30), time: '19:00:00', cost: 7000, maxTicket: 2, maxPeople: 2 },
    ],
  };
  const res = await request.post('/manager/show/create', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      request: {
        name: 'request.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(show)),
      },
      poster: { name: 'poster.png', mimeType: 'image/png', buffer: makePng(300, 400) },
      qr: { name: 'qr.png', mimeType: 'image/png', buffer: makePng(200, 200) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

test('a student on the show page sees the last seats go to another within one refresh: 매진, then 예매 대기', async ({
  page,
  browser,
  request,
}) => {
  const name = `두 자리 공연 ${Date.now() % 100000}`;
  const showId = await createShow(request, await sessionToken(request, DEMO.manager), name);

  const detailAnswers: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === `/show/detail/${showId}`) detailAnswers.push(res.status());
  });
  await page.clock.install({ time: new Date() });
  await signInViaApi(page, DEMO.student, `/show/${showId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('radio', { name: /^1회차.*잔여석 2석$/ }).check();
  const reserve = page.getByRole('button', { name: '예매하기', exact: true });
  await expect(reserve).toBeEnabled();

  // Nothing changed: the page asks again with the ETag it kept, and the server answers 304.
  await page.clock.runFor(REFRESH_MS);
  await page.clock.runFor(REFRESH_MS);
  await expect.poll(() => detailAnswers.filter((s) => s === 304).length).toBeGreaterThan(0);
  await expect(page.getByRole('radio', { name: /^1회차.*잔여석 2석$/ })).toBeChecked();

  // Another student, in a browser of their own, takes both seats.
  const other = await browser.newContext();
  const otherToken = await sessionToken(other.request, 'student001@example.ac.kr');
  const schedule = (
    (await (await other.request.get(`/show/detail/${showId}`)).json()) as {
      scheduleList: { scheduleId: number }[];
    }
  ).scheduleList[0]!.scheduleId;
  const taken = await other.request.post('/show/detail/reservation', {
    headers: { authorization: `Bearer ${otherToken}` },
    data: { scheduleId: schedule, wishToPurchaseTickets: 2 },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  await other.close();

  // One refresh period later, without a reload: 매진, and the reserve area offers the waiting list instead.
  await page.clock.runFor(REFRESH_MS);
  await expect(page.getByRole('radio', { name: /^1회차.*매진$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '예매 대기 신청' })).toBeVisible();
  await expect(reserve).toHaveCount(0);
  expect(page.url()).toContain(`/show/${showId}`);
});
