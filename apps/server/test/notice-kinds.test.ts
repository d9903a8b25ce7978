import {
  formatSalesOpen,
  notificationPageSchema,
  showEditSchema,
  toSalesOpenAt,
  type Notification,
} from '@moa/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { sendReminders } from '../src/modules/notifications/reminders.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { lapseDueOffers } from '../src/modules/waitlist/lapse.ts';
import { createPost, formPost } from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  clubIdOf,
  insertSchedule,
  insertStudents,
  jsonPart,
  multipart,
  showCreateParts,
  showCreateRequest,
  showEditRequest,
  signInAs,
  whileRefusing,
} from './support.ts';
import { seatsHeld } from './waitlist-support.ts';

/**
 * Each notice kind (docs/product.md#notifications) made by the real flow, on an injected clock: who gets it, its
 * kind, words and link. Reservations expired; waiting-list offers, lapses and claims; cancel requests (to the club's
 * managers), refusals and approvals; refunds done; a club's followers told of a new show and recruiting post, and of
 * a show's sales opening again when the club moves it. A reservation or claim rolled back after its notice was
 * written notifies nobody.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SHOW = '알림 정기공연';
const ACCOUNT = { bankName: '카카오뱅크', accountNumber: '3333012345678', holder: '김학생' };
/** An instant as notices say it ("12월 1일 (화) 오후 8:00", Seoul time). */
const when = (iso: string) => formatSalesOpen(toSalesOpenAt(new Date(iso)));

describe.each(DB_KINDS)('notice kinds (%s)', (kind) => {
  let t: TestApp;
  let clock = Math.floor(Date.now() / MINUTE) * MINUTE;
  let clubId = 0;
  let clubName = '';
  let manager = '';
  let otherManager = '';
  const students: string[] = [];
  const userIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    clubName = (
      await t.db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow()
    ).name;
    userIds.push(...(await insertStudents(t.db, 'noticed', 14)));
    for (let i = 0; i < 14; i++) students.push((await signInAs(t.app, `noticed${i}@example.ac.kr`)).token);
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    // the manager of another club
    otherManager = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload } : {}) });
  const items = async (token: string) =>
    notificationPageSchema.parse((await call('GET', '/mypage/notifications', token)).json()).items;
  /** The user's notifications of a kind, newest first, through the app. */
  const ofKind = async (token: string, k: Notification['kind']) =>
    (await items(token)).filter((n) => n.kind === k);
  const schedule = (seats: number, deadlineHours?: number) =>
    insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(new Date(clock)), 10),
      seats,
      deadlineHours,
      name: SHOW,
    });
  const reserve = async (student: number, scheduleId: number, n: number) => {
    const res = await call('POST', '/show/detail/reservation', students[student]!, {
      scheduleId,
      wishToPurchaseTickets: n,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reservationId as number;
  };
  const join = async (student: number, scheduleId: number, n: number) => {
    const res = await call('POST', '/show/detail/waitlist', students[student]!, {
      scheduleId,
      wishToPurchaseTickets: n,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().waitlistId as number;
  };
  const offerOf = async (student: number, waitlistId: number) =>
    (
      (await call('GET', '/mypage/student/waitlist', students[student]!)).json() as {
        waitlistId: number;
        offer: { expiresAt: string } | null;
      }[]
    ).find((e) => e.waitlistId === waitlistId)!.offer;
  const claim = (student: number, waitlistId: number) =>
    call('POST', `/mypage/student/waitlist/${waitlistId}/claim`, students[student]!);
  /** A trigger that refuses one kind of audit row, so the transaction writing it rolls back (its notice with it). */
  const refusingAudit = <T>(action: string, work: () => Promise<T>): Promise<T> =>
    whileRefusing(t.db, { table: 'audit_log', event: 'INSERT', when: `NEW.action = '${action}'` }, work);

  it('a reservation past its pay-by time expires and its student is told', async () => {
    const { scheduleId } = await schedule(10, 1);
    await reserve(0, scheduleId, 2);
    await reserve(1, scheduleId, 1);
    // student 1 pays in time; student 0 does not
    const paid = (await t.db
      .selectFrom('reservations')
      .select('id')
      .where('schedule_id', '=', scheduleId)
      .where('user_id', '=', userIds[1]!)
      .executeTakeFirstOrThrow())!.id;
    await call('PUT', `/mypage/manager/holder/${scheduleId}`, manager, {
      reservationList: [{ reservationId: paid, isPaid: true }],
    });
    clock += 2 * HOUR;
    expect(await expireDue(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await ofKind(students[0]!, 'reservationExpired')).toEqual([
      expect.objectContaining({
        title: '입금 기한이 지나 예매가 만료되었습니다',
        body: `${SHOW} 1회차 2매 예매의 좌석이 반환되었습니다.`,
        link: '/mypage',
        createdAt: new Date(clock).toISOString(),
        readAt: null,
      }),
    ]);
    expect(await ofKind(students[1]!, 'reservationExpired')).toEqual([]);
  });

  it('waiting list: an offer with its time, its lapse, and the next student’s claim told as a reservation with pay-by', async () => {
    const { scheduleId } = await schedule(2);
    const held = await reserve(2, scheduleId, 2);
    const first = await join(3, scheduleId, 2);
    const second = await join(4, scheduleId, 2);
    expect((await call('DELETE', `/mypage/student/reservation/${held}`, students[2]!)).statusCode).toBe(200);

    const offer = (await offerOf(3, first))!;
    expect(await ofKind(students[3]!, 'waitlistOffer')).toEqual([
      expect.objectContaining({
        title: '예매 대기 좌석이 나왔습니다',
        body: `${SHOW} 1회차 2매를 ${when(offer.expiresAt)}까지 확정할 수 있습니다.`,
        link: '/mypage',
      }),
    ]);
    // the one behind is not offered yet, and hears nothing
    expect(await items(students[4]!)).toEqual([]);

    clock = Date.parse(offer.expiresAt) + MINUTE;
    expect(await lapseDueOffers(t.app.ctx)).toBe(1);
    expect(await ofKind(students[3]!, 'waitlistLapsed')).toEqual([
      expect.objectContaining({
        title: '예매 대기 제안이 만료되었습니다',
        body: `${SHOW} 1회차 2매 제안 시간이 지나 다음 대기자에게 넘어갔습니다.`,
        link: '/mypage',
      }),
    ]);
    expect(await ofKind(students[4]!, 'waitlistOffer')).toHaveLength(1);

    const claimed = await claim(4, second);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { payBy } = claimed.json() as { payBy: string };
    expect(await ofKind(students[4]!, 'reservationMade')).toEqual([
      expect.objectContaining({
        title: '예매가 접수되었습니다',
        body: `${SHOW} 1회차 2매. ${when(payBy)}까지 20,000원을 입금해주세요.`,
        link: '/mypage',
        createdAt: new Date(clock).toISOString(),
      }),
    ]);
    expect(await ofKind(students[3]!, 'reservationMade')).toEqual([]);
  });

  it('a claim rolled back after its notice was written leaves the offer open and tells nobody', async () => {
    const { scheduleId } = await schedule(1);
    const held = await reserve(5, scheduleId, 1);
    const waiting = await join(6, scheduleId, 1);
    await call('DELETE', `/mypage/student/reservation/${held}`, students[5]!);
    expect(await offerOf(6, waiting)).not.toBeNull();

    // The claim's audit row, written after its notice, is refused: the whole claim rolls back.
    const refused = await refusingAudit('waitlist.claim', () => claim(6, waiting));
    expect(refused.statusCode).toBe(500);
    expect(await ofKind(students[6]!, 'reservationMade')).toEqual([]);
    expect(await offerOf(6, waiting)).not.toBeNull();
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ reserved: 0, offered: 1, consistent: true });

    // The control: the same claim without the refusal is a reservation, told once.
    expect((await claim(6, waiting)).statusCode).toBe(200);
    expect(await ofKind(students[6]!, 'reservationMade')).toHaveLength(1);
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ reserved: 1, offered: 0, consistent: true });
  });

  it('a reservation whose transaction fails after its notice was written is not made and tells nobody', async () => {
    const { scheduleId } = await schedule(10);
    const victim = userIds[7]!;
    // The database refuses the victim's notice row: on PostgreSQL at COMMIT (a deferred constraint trigger, after
    // every statement of the reservation ran), on SQLite as the row is inserted, the reservation's last statement.
    if (kind === 'postgres') {
      await sql`CREATE FUNCTION refuse_notice() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$`.execute(t.db);
      await sql`CREATE CONSTRAINT TRIGGER refuse_notice AFTER INSERT ON notifications
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.user_id = ${sql.lit(victim)})
        EXECUTE FUNCTION refuse_notice()`.execute(t.db);
    } else {
      await sql`CREATE TRIGGER refuse_notice AFTER INSERT ON notifications
        WHEN NEW.user_id = ${sql.lit(victim)} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(
        t.db,
      );
    }
    let results;
    try {
      // Another student's reservation at the same moment (on SQLite, likely in the same group-commit batch).
      results = await Promise.all(
        [7, 8].map((i) =>
          call('POST', '/show/detail/reservation', students[i]!, { scheduleId, wishToPurchaseTickets: 2 }),
        ),
      );
    } finally {
      await sql`DROP TRIGGER refuse_notice${sql.raw(kind === 'postgres' ? ' ON notifications' : '')}`.execute(
        t.db,
      );
      if (kind === 'postgres') await sql`DROP FUNCTION refuse_notice()`.execute(t.db);
    }
    expect(results.map((r) => r.statusCode)).toEqual([500, 200]);
    expect(await items(students[7]!)).toEqual([]);
    expect(await ofKind(students[8]!, 'reservationMade')).toHaveLength(1);
    const rows = await t.db
      .selectFrom('reservations')
      .select('user_id')
      .where('schedule_id', '=', scheduleId)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([userIds[8]]);
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 2, consistent: true });

    // The control: without the refusal the same reservation is made and told.
    await reserve(7, scheduleId, 2);
    expect(await ofKind(students[7]!, 'reservationMade')).toHaveLength(1);
  });

  it('a cancel request tells the club’s managers; the refusal and the approval tell the student', async () => {
    const { scheduleId } = await schedule(10);
    const id = await reserve(9, scheduleId, 1);
    const ask = () => call('POST', `/mypage/student/reservation/${id}/cancel-request`, students[9]!);
    expect((await ask()).statusCode).toBe(200);
    const told = await ofKind(manager, 'cancelRequest');
    expect(told[0]).toMatchObject({
      title: '예매 취소 요청',
      body: `학생9 님이 ${SHOW} 1회차 1매 예매의 취소를 요청했습니다.`,
      link: `/manager/holder/${scheduleId}`,
      readAt: null,
    });
    expect(await ofKind(otherManager, 'cancelRequest')).toEqual([]);
    expect(await ofKind(students[9]!, 'cancelRequest')).toEqual([]);

    const answer = (payload: object) =>
      call('POST', `/mypage/manager/holder/${scheduleId}/cancel`, manager, payload);
    const reason = '공연 하루 전이라 어렵습니다';
    expect((await answer({ reservationIds: [id], approve: false, reason })).statusCode).toBe(200);
    expect(await ofKind(students[9]!, 'cancelRejected')).toEqual([
      expect.objectContaining({
        title: '예매 취소 요청이 거절되었습니다',
        body: `${SHOW} 1회차: ${reason}`,
        link: '/mypage',
      }),
    ]);

    expect((await ask()).statusCode).toBe(200);
    expect(await ofKind(manager, 'cancelRequest')).toHaveLength(told.length + 1);
    expect((await answer({ reservationIds: [id], approve: true })).statusCode).toBe(200);
    expect(await ofKind(students[9]!, 'cancelApproved')).toEqual([
      expect.objectContaining({
        title: '예매 취소가 승인되었습니다',
        body: `${SHOW} 1회차 1매 예매가 취소되었습니다.`,
        link: '/mypage',
      }),
    ]);
    expect(await ofKind(students[9]!, 'cancelRejected')).toHaveLength(1);
  });

  it('a refund marked sent tells its student, with the amount', async () => {
    const { showId, scheduleId } = await schedule(10);
    const id = await reserve(10, scheduleId, 2);
    await call('PUT', `/mypage/manager/holder/${scheduleId}`, manager, {
      reservationList: [{ reservationId: id, isPaid: true }],
    });
    await call('POST', `/mypage/student/reservation/${id}/cancel-request`, students[10]!, {
      refundAccount: ACCOUNT,
    });
    await call('POST', `/mypage/manager/holder/${scheduleId}/cancel`, manager, {
      reservationIds: [id],
      approve: true,
    });
    expect(await ofKind(students[10]!, 'refundDone')).toEqual([]);
    const refunds = (await call('GET', `/mypage/manager/show/${showId}/refunds`, manager)).json().refunds as {
      refundId: number;
    }[];
    const marked = await call('PUT', `/mypage/manager/show/${showId}/refunds`, manager, {
      refundIds: refunds.map((r) => r.refundId),
      refunded: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await ofKind(students[10]!, 'refundDone')).toEqual([
      expect.objectContaining({
        title: '환불이 완료되었습니다',
        body: `${SHOW} 예매 취소분 20,000원이 환불되었습니다.`,
        link: '/mypage',
      }),
    ]);
    expect(await ofKind(students[9]!, 'refundDone')).toEqual([]);
  });

  describe('followers', () => {
    const follower = 11;
    const stranger = 12;
    const news = async (student: number) => ofKind(students[student]!, 'clubNews');

    beforeAll(async () => {
      expect((await call('PUT', `/club/${clubId}/follow`, students[follower]!)).statusCode).toBe(200);
      // The app's clock runs hours ahead of the system's: notices must carry the app's time.
      clock += 5 * HOUR;
    });

    it('are told of a new show and a new recruiting post, at the app’s time; others are not', async () => {
      const future = (d: number) => addDays(seoulToday(new Date(clock)), d);
      const form = multipart(
        showCreateParts(showCreateRequest(seoulToday(new Date(clock)), { name: '여름 정기공연' })),
      );
      const created = await t.app.inject({
        method: 'POST',
        url: '/manager/show/create',
        headers: { ...bearer(manager), ...form.headers },
        payload: form.payload,
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(await news(follower)).toEqual([
        expect.objectContaining({
          title: `${clubName}의 새 공연`,
          body: '여름 정기공연',
          link: `/show/${created.json().id}`,
          createdAt: new Date(clock).toISOString(),
        }),
      ]);

      clock += MINUTE;
      const postId = await createPost(
        t.app,
        manager,
        formPost(future(-1), future(7), [], '가을 신입 부원 모집'),
      );
      const [post] = await news(follower);
      expect(post).toEqual(
        expect.objectContaining({
          title: `${clubName}의 새 모집 공고`,
          body: '가을 신입 부원 모집',
          link: `/recruiting/${postId}`,
          createdAt: new Date(clock).toISOString(),
        }),
      );
      expect(await news(follower)).toHaveLength(2);
      expect(await news(stranger)).toEqual([]);
    });

    it('are told again when the club moves a show’s sales opening to a new time, once each time', async () => {
      const { showId } = await schedule(10);
      await t.db
        .updateTable('shows')
        .set({ sales_open_at: new Date(clock + HOUR).toISOString() })
        .where('id', '=', showId)
        .execute();
      const opened = async () =>
        (await news(follower)).filter(
          (n) => n.link === `/show/${showId}` && n.title.endsWith('예매가 열렸습니다'),
        );
      clock += HOUR;
      await sendReminders(t.app.ctx);
      expect(await opened()).toEqual([
        expect.objectContaining({
          title: `${clubName} 예매가 열렸습니다`,
          body: `${SHOW} 예매를 지금 할 수 있습니다.`,
        }),
      ]);

      // The manager's edit form sends everything back, the opening too.
      const edit = async (salesOpenAt: string) => {
        const show = showEditSchema.parse(
          (await call('GET', `/manager/show/update/${showId}`, manager)).json(),
        );
        const body = multipart([jsonPart(showEditRequest(show, { salesOpenAt }))]);
        const res = await t.app.inject({
          method: 'PUT',
          url: `/manager/show/update/${showId}`,
          headers: { ...bearer(manager), ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      // The control: an edit that keeps the opening announces nothing again.
      await edit(toSalesOpenAt(new Date(clock)));
      clock += HOUR;
      await sendReminders(t.app.ctx);
      expect(await opened()).toHaveLength(1);

      // Moved two days ahead: told when it comes, once.
      await edit(toSalesOpenAt(new Date(clock + 2 * DAY)));
      await sendReminders(t.app.ctx);
      expect(await opened()).toHaveLength(1);
      clock += 2 * DAY;
      await sendReminders(t.app.ctx);
      await sendReminders(t.app.ctx);
      expect(await opened()).toHaveLength(2);
      expect(await news(stranger)).toEqual([]);
    });
  });
});
