import { expect, type Page } from '@playwright/test';
import type { CheckinSchedule, ReservationCard } from '@moa/contract';
import { DEMO, freshEmail, sessionToken } from './auth.ts';

/** What the server has for a schedule's door (GET /mypage/manager/checkin/{scheduleId}), read as `token`'s holder. */
export async function checkinSchedule(page: Page, token: string, scheduleId: number): Promise<CheckinSchedule> {
  const res = await page.request.get(`/mypage/manager/checkin/${scheduleId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as CheckinSchedule;
}

/** A ticket holder made for a door journey, with the code their ticket's QR carries. */
export interface Holder {
  name: string;
  studentId: string;
  code: string;
  reservationId: number;
}

/** The club's manager marks a reservation paid or unpaid. */
export async function markPaid(
  page: Page,
  scheduleId: number,
  reservationId: number,
  isPaid: boolean,
): Promise<void> {
  const manager = await sessionToken(page.request, DEMO.manager);
  const marked = await page.request.put(`/mypage/manager/holder/${scheduleId}`, {
    headers: { Authorization: `Bearer ${manager}` },
    data: { reservationList: [{ reservationId, isPaid }] },
  });
  expect(marked.ok(), `PUT /mypage/manager/holder (isPaid ${isPaid})`).toBe(true);
}

/** A new student holding `tickets` paid tickets of the schedule, with the ticket's code from their /mypage list. */
export async function paidHolder(
  page: Page,
  scheduleId: number,
  name: string,
  tickets: number,
): Promise<Holder> {
  const token = await sessionToken(page.request, freshEmail('holder'));
  const auth = { Authorization: `Bearer ${token}` };
  const studentId = `2026${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const profile = await page.request.put('/mypage/student/profile', {
    headers: auth,
    data: { name, phoneNumber: '010-2718-2818', studentId },
  });
  expect(profile.ok(), 'PUT /mypage/student/profile').toBe(true);
  const reserved = await page.request.post('/show/detail/reservation', {
    headers: auth,
    data: { scheduleId, wishToPurchaseTickets: tickets },
  });
  expect(reserved.ok(), `POST /show/detail/reservation: ${await reserved.text()}`).toBe(true);
  const { reservationId } = (await reserved.json()) as { reservationId: number };
  await markPaid(page, scheduleId, reservationId, true);
  const cards = (await (
    await page.request.get('/mypage/student/reservation', { headers: auth })
  ).json()) as ReservationCard[];
  const code = cards.find((c) => c.reservationId === reservationId)?.ticket?.code;
  expect(code, 'the paid reservation has a ticket').toBeTruthy();
  return { name, studentId, code: code!, reservationId };
}
