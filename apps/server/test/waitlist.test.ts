import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { lapseDueOffers } from '../src/modules/waitlist/lapse.ts';
import { devSubject } from '../src/modules/auth/dev-subject.ts';
import { DEMO_EMAILS } from '../src/db/seed/accounts.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  clubIdOf,
  insertClub,
  insertSchedule,
  insertStudents,
  jsonPart,
  multipart,
  signInAs,
} from './support.ts';
import { seatsHeld } from './waitlist-support.ts';

/**
 * The waiting list (docs/product.md#waiting-list) on an injected clock: joining a sold-out schedule, returned seats
 * offered in join order to the first whose count fits, claiming, lapsing, leaving, and the manager's view.
 */
const MINUTE = 60_000;

describe.each(DB_KINDS)('waiting list (%s)', (kind) => {
  let t: TestApp;
  let clock = Math.floor(Date.now() / MINUTE) * MINUTE;
  let clubId = 0;
  let manager = '';
  let otherManager = '';
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    await insertStudents(t.db, 'waiter', 12);
    for (let i = 0; i < 12; i++) tokens.push((await signInAs(t.app, `waiter${i}@example.ac.kr`)).token);
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    // A manager of another club.
    const otherClub = await insertClub(t.db, '다른 동아리');
    await t.db
      .insertInto('users')
      .values({
        sub: devSubject('other-manager@example.ac.kr'),
        email: 'other-manager@example.ac.kr',
        authority: 'ROLE_CLUB',
        name: '다른 매니저',
        student_id: null,
        phone: null,
        club_id: otherClub,
        profile_complete: 1,
        created_at: new Date(clock).toISOString(),
        updated_at: new Date(clock).toISOString(),
      })
      .execute();
    otherManager = (await signInAs(t.app, 'other-manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const schedule = (seats: number, maxTicket = 4) =>
    insertSchedule(t.db, { clubId, date: addDays(seoulToday(new Date(clock)), 10), seats, maxTicket });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload } : {}) });
  const reserve = async (token: string, scheduleId: number, n: number) => {
    const res = await call('POST', '/show/detail/reservation', token, {
      scheduleId,
      wishToPurchaseTickets: n,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reservationId as number;
  };
  const join = (token: string, scheduleId: number, n: number) =>
    call('POST', '/show/detail/waitlist', token, { scheduleId, wishToPurchaseTickets: n });
  const mine = async (token: string) => (await call('GET', '/mypage/student/waitlist', token)).json();
  const cancel = (token: string, reservationId: number) =>
    call('DELETE', `/mypage/student/reservation/${reservationId}`, token);

  it('refuses joining a schedule with seats, beyond the cap, twice, or while holding it, and changes nothing', async () => {
    const { scheduleId } = await schedule(4, 2);
    const open = await join(tokens[0]!, scheduleId, 2);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'SEATS_AVAILABLE', message: expect.stringContaining('4매') });

    await reserve(tokens[1]!, scheduleId, 2);
    await reserve(tokens[2]!, scheduleId, 1);
    // One seat left: a student who wants two may wait for them.
    expect((await join(tokens[0]!, scheduleId, 3)).json()).toMatchObject({ code: 'TICKET_LIMIT' });
    expect((await join(tokens[3]!, scheduleId, 1)).json()).toMatchObject({ code: 'SEATS_AVAILABLE' });
    expect((await join(tokens[1]!, scheduleId, 2)).json()).toMatchObject({ code: 'ALREADY_RESERVED' });
    const first = await join(tokens[0]!, scheduleId, 2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ position: 1 });
    const again = await join(tokens[0]!, scheduleId, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_WAITING', message: expect.stringMatching(/대기/) });
    const bad = await join(tokens[3]!, scheduleId, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('wishToPurchaseTickets');
    expect((await join(tokens[3]!, 2_147_483_000, 1)).statusCode).toBe(404);

    const rows = await t.db
      .selectFrom('waitlist')
      .selectAll()
      .where('schedule_id', '=', scheduleId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses joining when the show turned its waiting list off, and needs a complete profile', async () => {
    const { showId, scheduleId } = await schedule(1);
    await reserve(tokens[4]!, scheduleId, 1);
    await t.db.updateTable('shows').set({ waitlist_enabled: 0 }).where('id', '=', showId).execute();
    const off = await join(tokens[5]!, scheduleId, 1);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'WAITLIST_DISABLED' });
    await t.db.updateTable('shows').set({ waitlist_enabled: 1 }).where('id', '=', showId).execute();
    const detail = (await t.app.inject({ method: 'GET', url: `/show/detail/${showId}` })).json();
    expect(detail.waitlistEnabled).toBe(true);

    const newcomer = (await signInAs(t.app, 'newcomer@example.ac.kr')).token;
    expect((await join(newcomer, scheduleId, 1)).json()).toMatchObject({ code: 'PROFILE_INCOMPLETE' });
  });

  it('offers returned seats in join order to the first whose count fits; the others keep their place', async () => {
    const { scheduleId } = await schedule(4);
    const a = await reserve(tokens[0]!, scheduleId, 2);
    const b = await reserve(tokens[1]!, scheduleId, 2);
    const c = (await join(tokens[2]!, scheduleId, 3)).json();
    const d = (await join(tokens[3]!, scheduleId, 1)).json();
    const e = (await join(tokens[4]!, scheduleId, 2)).json();
    expect([c.position, d.position, e.position]).toEqual([1, 2, 3]);

    // Two seats back: C wants three and keeps the first place; D's one fits; E's two do not fit the one left.
    expect((await cancel(tokens[0]!, a)).statusCode).toBe(200);
    const dView = await mine(tokens[3]!);
    expect(dView).toEqual([
      expect.objectContaining({
        waitlistId: d.waitlistId,
        scheduleId,
        status: 'offered',
        position: 2,
        offer: { tickets: 1, expiresAt: new Date(clock + 30 * MINUTE).toISOString(), seats: [] },
      }),
    ]);
    expect((await mine(tokens[2]!))[0]).toMatchObject({ status: 'waiting', position: 1, offer: null });
    expect((await mine(tokens[4]!))[0]).toMatchObject({ status: 'waiting', position: 3, offer: null });
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 3, consistent: true });

    // Two more back: three free, C's three fit now.
    expect((await cancel(tokens[1]!, b)).statusCode).toBe(200);
    expect((await mine(tokens[2]!))[0]).toMatchObject({ status: 'offered', offer: { tickets: 3 } });
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 4, consistent: true });
    // Held seats are nobody else's: a stranger finds the schedule sold out.
    const stranger = await call('POST', '/show/detail/reservation', tokens[6]!, {
      scheduleId,
      wishToPurchaseTickets: 1,
    });
    expect(stranger.json()).toMatchObject({ code: 'SOLD_OUT' });

    // C claims: an ordinary unpaid reservation with the normal deadline.
    const claim = await call('POST', `/mypage/student/waitlist/${c.waitlistId}/claim`, tokens[2]!);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({
      scheduleId,
      ticketCount: 3,
      amount: 30_000,
      payBy: new Date(clock + 24 * 60 * MINUTE).toISOString(),
    });
    const cards = (await call('GET', '/mypage/student/reservation', tokens[2]!)).json();
    expect(cards[0]).toMatchObject({ scheduleId, status: 'unpaid', ticketCount: 3 });
    expect(await mine(tokens[2]!)).toEqual([]);
    // Claiming twice, or someone else's offer, changes nothing.
    expect(
      (await call('POST', `/mypage/student/waitlist/${c.waitlistId}/claim`, tokens[2]!)).json(),
    ).toMatchObject({
      code: 'OFFER_UNAVAILABLE',
    });
    expect(
      (await call('POST', `/mypage/student/waitlist/${d.waitlistId}/claim`, tokens[4]!)).statusCode,
    ).toBe(404);

    // D lets the offer lapse: its seat goes back; E's two still do not fit, so it stays free for anyone.
    clock += 31 * MINUTE;
    expect(
      (await call('POST', `/mypage/student/waitlist/${d.waitlistId}/claim`, tokens[3]!)).json(),
    ).toMatchObject({
      code: 'OFFER_UNAVAILABLE',
    });
    expect(await lapseDueOffers(t.app.ctx)).toBe(1);
    expect(await lapseDueOffers(t.app.ctx)).toBe(0);
    expect((await mine(tokens[3]!))[0]).toMatchObject({ status: 'lapsed', position: null, offer: null });
    expect((await mine(tokens[4]!))[0]).toMatchObject({ status: 'waiting', position: 1 });
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 3, consistent: true });

    // The manager's view: join order, places among those in line, who was offered what.
    const view = await call('GET', `/mypage/manager/holder/${scheduleId}/waitlist`, manager);
    expect(view.statusCode, view.body).toBe(200);
    expect(
      view.json().entries.map((x: { status: string; position: number | null }) => [x.status, x.position]),
    ).toEqual([
      ['claimed', null],
      ['lapsed', null],
      ['waiting', 1],
    ]);
    expect(view.json().entries[2]).toMatchObject({
      name: '학생4',
      stdCode: '20250004',
      wishToPurchaseTickets: 2,
    });
    expect(
      (await call('GET', `/mypage/manager/holder/${scheduleId}/waitlist`, otherManager)).statusCode,
    ).toBe(403);
    const cardsOfManager = (await call('GET', '/mypage/manager/holder/list', manager)).json().reservationList;
    expect(cardsOfManager.find((x: { scheduleId: number }) => x.scheduleId === scheduleId)).toMatchObject({
      waitlistLength: 1,
    });
  });

  it('a student leaves the line; leaving with an open offer passes the seats to the next in line', async () => {
    const { scheduleId } = await schedule(2);
    const a = await reserve(tokens[0]!, scheduleId, 2);
    const f = (await join(tokens[5]!, scheduleId, 2)).json();
    const g = (await join(tokens[6]!, scheduleId, 2)).json();
    const h = (await join(tokens[7]!, scheduleId, 1)).json();
    expect((await call('DELETE', `/mypage/student/waitlist/${h.waitlistId}`, tokens[6]!)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/mypage/student/waitlist/${h.waitlistId}`, tokens[7]!)).statusCode).toBe(
      200,
    );
    expect(await mine(tokens[7]!)).toEqual([]);

    await cancel(tokens[0]!, a);
    expect((await mine(tokens[5]!))[0]).toMatchObject({ status: 'offered' });
    expect((await mine(tokens[6]!))[0]).toMatchObject({ status: 'waiting', position: 2 });
    expect((await call('DELETE', `/mypage/student/waitlist/${f.waitlistId}`, tokens[5]!)).statusCode).toBe(
      200,
    );
    expect((await mine(tokens[6]!))[0]).toMatchObject({
      status: 'offered',
      position: 1,
      offer: { tickets: 2 },
    });
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 2, consistent: true });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'waitlist')
      .where('target_id', 'in', [String(f.waitlistId), String(g.waitlistId)])
      .execute();
    expect(audit.map((x) => x.action).sort()).toEqual(
      ['waitlist.join', 'waitlist.join', 'waitlist.leave', 'waitlist.offer', 'waitlist.offer'].sort(),
    );
  });

  it('seats from an expiry, a deleted holder and a raised capacity go to the line too', async () => {
    const { showId, scheduleId } = await schedule(2);
    await reserve(tokens[8]!, scheduleId, 2);
    (await join(tokens[9]!, scheduleId, 2)).json();
    (await join(tokens[10]!, scheduleId, 1)).json();
    (await join(tokens[11]!, scheduleId, 1)).json();

    // Expiry: the unpaid reservation's two seats go to the first in line.
    clock += 25 * 60 * MINUTE;
    expect(await expireDue(t.app.ctx)).toBeGreaterThan(0);
    expect(
      (await mine(tokens[9]!)).find((x: { scheduleId: number }) => x.scheduleId === scheduleId),
    ).toMatchObject({
      status: 'offered',
      offer: { tickets: 2 },
    });
    const claimed = await call(
      'POST',
      `/mypage/student/waitlist/${(await mine(tokens[9]!)).find((x: { scheduleId: number }) => x.scheduleId === scheduleId).waitlistId}/claim`,
      tokens[9]!,
    );
    expect(claimed.statusCode, claimed.body).toBe(200);

    // A deleted holder: the manager deletes the claimed reservation; its two seats go to the next two.
    const del = await call('POST', `/mypage/manager/holder/${scheduleId}`, manager, {
      reservationList: [{ reservationId: claimed.json().reservationId }],
    });
    expect(del.statusCode, del.body).toBe(200);
    for (const token of [tokens[10]!, tokens[11]!]) {
      expect(
        (await mine(token)).find((x: { scheduleId: number }) => x.scheduleId === scheduleId),
      ).toMatchObject({
        status: 'offered',
      });
    }
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 2, consistent: true });

    // A raised capacity: the next in line is offered the added seat when the manager saves the show.
    const late = (await join(tokens[0]!, scheduleId, 1)).json();
    await t.db
      .updateTable('shows')
      .set({ manager: '담당자', manager_phone: '010-1234-5678', introduction: '소개', notice: '안내' })
      .where('id', '=', showId)
      .execute();
    const edit = (await call('GET', `/manager/show/update/${showId}`, manager)).json();
    expect(edit).toMatchObject({ waitlistEnabled: true, waitlistOfferMinutes: 30 });
    const body = {
      location: edit.location,
      startDate: edit.startDate,
      endDate: edit.endDate,
      runtime: edit.runtime,
      manager: edit.manager,
      managerPhoneNumber: edit.managerPhoneNumber,
      maxPeople: edit.maxPeople,
      introductionLetter: edit.introductionLetter,
      noticeLetter: edit.noticeLetter,
      earlyBird: edit.earlyBird,
      waitlistOfferMinutes: 45,
      scheduleDtoList: edit.scheduleDtoList.map(({ applyPeople: _a, ...x }: { applyPeople: number }) => ({
        ...x,
        maxPeople: 3,
      })),
    };
    const form = multipart([jsonPart(body)]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/manager/show/update/${showId}`,
      headers: { ...bearer(manager), ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await mine(tokens[0]!)).find((x: { waitlistId: number }) => x.waitlistId === late.waitlistId),
    ).toMatchObject({
      status: 'offered',
      offer: { tickets: 1, expiresAt: new Date(clock + 45 * MINUTE).toISOString(), seats: [] },
    });
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 3, consistent: true });
  });

  it('lets only those who may reserve take seats through it: a manager and the administrator are refused', async () => {
    const { scheduleId } = await schedule(2, 2);
    await insertStudents(t.db, 'seated', 1);
    await reserve((await signInAs(t.app, 'seated0@example.ac.kr')).token, scheduleId, 2);
    for (const email of [DEMO_EMAILS.manager, DEMO_EMAILS.admin]) {
      // A complete student profile, so the role is the only thing that differs from a student.
      await t.db
        .updateTable('users')
        .set({ name: '관리자', student_id: '20249999', phone: '010-0000-0000', profile_complete: 1 })
        .where('email', '=', email)
        .execute();
      const { token: fresh } = await signInAs(t.app, email);
      const reserved = await call('POST', '/show/detail/reservation', fresh, {
        scheduleId,
        wishToPurchaseTickets: 1,
      });
      expect(reserved.statusCode).toBe(403);
      const joined = await join(fresh, scheduleId, 1);
      expect(joined.statusCode).toBe(403);
      expect(joined.json()).toMatchObject({ code: 'FORBIDDEN', message: reserved.json().message });
      // An offer made to them before (a student account later given a club) is not theirs to claim either.
      const { id: userId } = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const { id: waitlistId } = await t.db
        .insertInto('waitlist')
        .values({
          schedule_id: scheduleId,
          user_id: userId,
          tickets: 1,
          status: 'offered',
          offer_expires_at: new Date(clock + 30 * MINUTE).toISOString(),
          created_at: new Date(clock).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const claimed = await call('POST', `/mypage/student/waitlist/${waitlistId}/claim`, fresh);
      expect(claimed.statusCode).toBe(403);
    }
    const held = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('schedule_id', '=', scheduleId)
      .execute();
    expect(held).toHaveLength(1);
    const entries = await t.db
      .selectFrom('waitlist')
      .select('status')
      .where('schedule_id', '=', scheduleId)
      .execute();
    expect(entries.map((e) => e.status)).toEqual(['offered', 'offered']);
  });
});
