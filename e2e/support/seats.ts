import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { createShowViaApi, seoulDay } from './shows.ts';

const JSON_ONLY = { accept: 'application/json' };

/**
 * A 소극장 of five rows of 20 with two aisles (docs/product.md#halls): 가 and 나 are R석 at 20,000원, 다 to 마 S석 at
 * 15,000원, and 마열 1·2번 blocked as 운영석 (docs/product.md#assigned-seats). Made through the manager's calls.
 */
export const SMALL_HALL = [
  '무대',
  ...['가', '나', '다', '라', '마'].map((row) => `${row} | ○○○○○ _ ○○○○○○○○○○ _ ○○○○○`),
].join('\n');

const rowSeats = (row: string, from = 1, to = 20) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${row}-${from + i}`);

export interface SeatedShow {
  showId: number;
  scheduleId: number;
  name: string;
}

export async function createSeatedShow(page: Page, token: string, name: string): Promise<SeatedShow> {
  const auth = { authorization: `Bearer ${token}`, ...JSON_ONLY };
  const hall = await page.request.post('/mypage/manager/halls', {
    headers: auth,
    data: { name: `${name} 소극장`, text: SMALL_HALL },
  });
  expect(hall.status(), await hall.text()).toBe(200);
  const hallId = ((await hall.json()) as { hallId: number }).hallId;
  const date = seoulDay(40);
  const showId = await createShowViaApi(page, token, {
    name,
    scheduleDtoList: [
      { orderIndex: 1, date, time: '19:00:00', cost: 15000, maxTicket: 4, maxPeople: 100, hallId } as never,
    ],
  });
  const detail = await page.request.get(`/show/detail/${showId}`, { headers: JSON_ONLY });
  const scheduleId = ((await detail.json()) as { scheduleList: { scheduleId: number }[] }).scheduleList[0]!
    .scheduleId;
  const plan = await page.request.put(`/mypage/manager/schedule/${scheduleId}/seats`, {
    headers: auth,
    data: {
      grades: [
        { name: 'R석', price: 20000, color: '#c0392b', seats: [...rowSeats('가'), ...rowSeats('나')] },
        {
          name: 'S석',
          price: 15000,
          color: '#2e6fd8',
          seats: [...rowSeats('다'), ...rowSeats('라'), ...rowSeats('마', 3)],
        },
      ],
      blocks: [{ label: '운영석', seats: rowSeats('마', 1, 2) }],
    },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  return { showId, scheduleId, name };
}

/** Another student takes `seats` through the API, as a second browser would. */
export async function takeSeats(
  request: APIRequestContext,
  token: string,
  scheduleId: number,
  seats: string[],
): Promise<void> {
  const taken = await request.post('/show/detail/reservation', {
    headers: { authorization: `Bearer ${token}`, ...JSON_ONLY },
    data: { scheduleId, wishToPurchaseTickets: seats.length, wishSeats: seats },
  });
  expect(taken.status(), await taken.text()).toBe(200);
}
