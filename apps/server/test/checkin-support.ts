import { expect } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import type { TestApp } from './harness.ts';
import { bearer, insertSchedule, insertStudents, signInAs } from './support.ts';

/**
 * A door to test check-in at: a show of the first demo club (manager@example.ac.kr) with two schedules 20 days ahead,
 * and students who reserve and pay through the real calls; each holder's ticket code is read from their own /mypage.
 */
export interface Door {
  manager: string;
  clubId: number;
  showId: number;
  schedule1: number;
  schedule2: number;
  scheduleDay: string;
  /** A new student reserves `tickets` in the schedule; paid unless told otherwise. */
  holder(opts: { tickets: number; paid?: boolean; scheduleId?: number }): Promise<DoorHolder>;
}

export interface DoorHolder {
  reservationId: number;
  token: string;
  email: string;
  /** The ticket's code from /mypage, or null (no ticket while unpaid). */
  code: string | null;
}

let prefixCount = 0;

export async function myCard(t: TestApp, token: string, reservationId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/mypage/student/reservation',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const card = (
    res.json() as { reservationId: number; ticket: { code: string; admitted: number } | null }[]
  ).find((c) => c.reservationId === reservationId);
  return card!;
}

export async function setPaid(
  t: TestApp,
  manager: string,
  scheduleId: number,
  reservationId: number,
  isPaid: boolean,
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/mypage/manager/holder/${scheduleId}`,
    headers: bearer(manager),
    payload: { reservationList: [{ reservationId, isPaid }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function openDoor(t: TestApp, now: () => Date = () => new Date()): Promise<Door> {
  const manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
  const owner = await t.db
    .selectFrom('users')
    .select('club_id')
    .where('email', '=', 'manager@example.ac.kr')
    .executeTakeFirstOrThrow();
  const clubId = owner.club_id!;
  const scheduleDay = addDays(seoulToday(now()), 20);
  const { showId, scheduleId: schedule1 } = await insertSchedule(t.db, {
    clubId,
    date: scheduleDay,
    seats: 500,
    maxTicket: 4,
    name: '입장 테스트 공연',
  });
  const { id: schedule2 } = await t.db
    .insertInto('schedules')
    .values({
      show_id: showId,
      order_index: 2,
      date: scheduleDay,
      time: '21:00:00',
      cost: 10_000,
      max_ticket: 4,
      max_people: 500,
      apply_people: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const holder: Door['holder'] = async ({ tickets, paid = true, scheduleId = schedule1 }) => {
    const prefix = `door${++prefixCount}x`;
    await insertStudents(t.db, prefix, 1);
    const email = `${prefix}0@example.ac.kr`;
    const token = (await signInAs(t.app, email)).token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(token),
      payload: { scheduleId, wishToPurchaseTickets: tickets },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reservationId = res.json().reservationId as number;
    if (paid) await setPaid(t, manager, scheduleId, reservationId, true);
    const card = await myCard(t, token, reservationId);
    return { reservationId, token, email, code: card.ticket?.code ?? null };
  };
  return { manager, clubId, showId, schedule1, schedule2, scheduleDay, holder };
}

export const scanAt = (t: TestApp, token: string, scheduleId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/mypage/manager/checkin/${scheduleId}`,
    headers: bearer(token),
    payload,
  });

export const syncAt = (t: TestApp, token: string, scheduleId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/mypage/manager/checkin/${scheduleId}/sync`,
    headers: bearer(token),
    payload,
  });
