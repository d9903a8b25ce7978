import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { makePng } from '../../test-support/png.ts';

/** A Seoul calendar date `offset` days from today, YYYY-MM-DD. */
export const seoulDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

export interface ScheduleRequest {
  orderIndex: number;
  date: string;
  time: string;
  cost: number;
  maxTicket: number;
  maxPeople: number;
}

/**
 * Publishes a show of the manager's club through POST /manager/show/create (the form itself is driven in
 * manage-content.spec.ts), with poster and QR images made on the spot; `fields` override the request. Answers its id.
 */
export async function createShowViaApi(
  page: Page,
  token: string,
  fields: { name: string; scheduleDtoList: ScheduleRequest[] } & Record<string, unknown>,
): Promise<number> {
  const request = {
    location: '학생회관 소극장',
    startDate: fields.scheduleDtoList[0]!.date,
    endDate: fields.scheduleDtoList.at(-1)!.date,
    runtime: 80,
    manager: '박지훈',
    managerPhoneNumber: '010-2843-1957',
    maxPeople: Math.max(...fields.scheduleDtoList.map((s) => s.maxPeople)),
    accountNumber: '3333012345678',
    accountName: '소리울',
    accountBankName: '카카오뱅크',
    introductionLetter: '',
    noticeLetter: '',
    earlyBird: false,
    ...fields,
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

/**
 * Reserves one ticket of schedule `order` on the show page as the signed-in student, through the confirmation; answers
 * the success dialog, open and settled (its opening animation finished).
 */
export async function reserveOnShowPage(
  page: Page,
  showId: number,
  title: string,
  order: number,
): Promise<Locator> {
  await page.goto(`/show/${showId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${order}회차 · `) }).check();
  await page.getByRole('button', { name: '예매하기', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: '이대로 예매하시겠습니까?' })
    .getByRole('button', { name: '예매하기' })
    .click();
  const success = page.getByRole('dialog', { name: '예매가 완료되었습니다' });
  await expect(success).toBeVisible();
  await success.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return success;
}
