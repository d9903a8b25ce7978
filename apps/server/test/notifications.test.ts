import { notificationPageSchema, type Notification } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { sendReminders } from '../src/modules/notifications/reminders.ts';
import { unsubscribeToken } from '../src/modules/notifications/service.ts';
import { createPost, formPost, goodAnswers, QUESTIONS, questionsOf } from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  clubIdOf,
  insertSchedule,
  insertStudents,
  jsonPart,
  multipart,
  signInAs,
  whileRefusing,
} from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * The notification centre, following clubs and the reminders (docs/product.md#notifications), on an injected clock:
 * notices made in the same transaction as their change, read and paged; followers told of new posts and sales
 * openings; pay-by reminders once each; managers told of transfer claims and cancel requests; recruiting applications'
 * stage moves, interview bookings and results told to their applicants, and new applications to the club's managers.
 */
const HOUR = 3_600_000;

describe.each(DB_KINDS)('notifications (%s)', (kind) => {
  let t: TestApp;
  let clock = Math.floor(Date.now() / 60_000) * 60_000;
  let clubId = 0;
  let manager = '';
  const students: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    await insertStudents(t.db, 'listener', 6);
    for (let i = 0; i < 6; i++) students.push((await signInAs(t.app, `listener${i}@example.ac.kr`)).token);
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload } : {}) });
  const page = async (token: string, before?: number) =>
    notificationPageSchema.parse(
      (await call('GET', `/mypage/notifications${before ? `?before=${before}` : ''}`, token)).json(),
    );
  const schedule = (opts: { seats?: number; deadlineHours?: number } = {}) =>
    insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(new Date(clock)), 10),
      seats: opts.seats ?? 10,
      deadlineHours: opts.deadlineHours,
      name: '겨울 정기공연',
    });
  const reserve = (token: string, scheduleId: number, n = 2) =>
    call('POST', '/show/detail/reservation', token, { scheduleId, wishToPurchaseTickets: n });

  it('a reservation notifies its student with the pay-by time; a refused one notifies nobody', async () => {
    const { scheduleId } = await schedule({ seats: 2 });
    const made = await reserve(students[0]!, scheduleId);
    expect(made.statusCode, made.body).toBe(200);
    const mine = await page(students[0]!);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      kind: 'reservationMade',
      title: '예매가 접수되었습니다',
      link: '/mypage',
      readAt: null,
      createdAt: new Date(clock).toISOString(),
    });
    expect(mine.items[0]!.body).toMatch(/^겨울 정기공연 1회차 2매\. .+까지 20,000원을 입금해주세요\.$/);
    expect((await reserve(students[1]!, scheduleId)).json().code).toBe('SOLD_OUT');
    expect((await page(students[1]!)).items).toEqual([]);
  });

  it('marks read by id or all at once, and pages newest first', async () => {
    const { scheduleId } = await schedule({ seats: 100 });
    const id = (await reserve(students[2]!, scheduleId)).json().reservationId;
    // 24 more: 12 payment confirmations and 12 undos, one notice each (입금 확인, 입금 확인 취소).
    for (let i = 0; i < 12; i++) {
      for (const isPaid of [true, false]) {
        const res = await call('PUT', `/mypage/manager/holder/${scheduleId}`, manager, {
          reservationList: [{ reservationId: id, isPaid }],
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const first = await page(students[2]!);
    expect(first.unread).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.kind).toBe('paymentRevoked');
    expect(first.items.map((n) => n.id)).toEqual([...first.items.map((n) => n.id)].sort((a, b) => b - a));
    const second = await page(students[2]!, first.nextBefore!);
    expect(second.items.map((n) => n.kind)).toEqual([
      'paymentRevoked',
      'paymentConfirmed',
      'paymentRevoked',
      'paymentConfirmed',
      'reservationMade',
    ]);
    expect(second.nextBefore).toBeNull();

    const read = await call('PUT', '/mypage/notifications/read', students[2]!, { ids: [first.items[0]!.id] });
    expect(read.json()).toEqual({ unread: 24 });
    // Someone else's ids change nothing of theirs.
    await call('PUT', '/mypage/notifications/read', students[3]!, { ids: [first.items[1]!.id] });
    expect((await page(students[2]!)).unread).toBe(24);
    expect((await call('PUT', '/mypage/notifications/read', students[2]!, { all: true })).json()).toEqual({
      unread: 0,
    });
    expect((await call('PUT', '/mypage/notifications/read', students[2]!, { ids: [] })).statusCode).toBe(400);
    expect((await call('GET', '/mypage/notifications', '')).statusCode).toBe(401);
  });

  it('followers hear of a new event and of a show’s sales opening, once; the manager sees the count', async () => {
    expect((await call('PUT', `/club/${clubId}/follow`, students[3]!)).json()).toEqual({
      clubId,
      following: true,
    });
    expect((await call('PUT', `/club/${clubId}/follow`, students[3]!)).statusCode).toBe(200);
    expect((await call('PUT', `/club/2147483000/follow`, students[3]!)).statusCode).toBe(404);
    const follows = (await call('GET', '/mypage/follows', students[3]!)).json();
    expect(follows).toEqual([expect.objectContaining({ clubId, followedAt: new Date(clock).toISOString() })]);
    expect((await call('GET', '/mypage/manager/club', manager)).json().followerCount).toBe(1);

    // A new event of the club, built from one of its own (the form's fields).
    const entertainId = (
      await t.db.selectFrom('entertains').select('id').where('club_id', '=', clubId).executeTakeFirstOrThrow()
    ).id;
    const {
      id: _id,
      poster: _poster,
      noUrl: _noUrl,
      ...fields
    } = (await call('GET', `/manager/entertain/update/${entertainId}`, manager)).json();
    const form = multipart([
      jsonPart({ ...fields, name: '동아리 MT', category: 'food' }),
      { name: 'poster', value: makePng(), filename: 'p.png', contentType: 'image/png' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/manager/entertain/create',
      headers: { ...bearer(manager), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const news = (await page(students[3]!)).items[0]!;
    expect(news).toMatchObject({
      kind: 'clubNews',
      body: '동아리 MT',
      link: `/entertain/${created.json().id}`,
    });
    expect(news.title).toMatch(/의 새 행사$/);
    expect((await page(students[4]!)).items).toEqual([]);

    // A show whose sales open in an hour: its followers hear when they open, once.
    const { showId } = await schedule();
    await t.db
      .updateTable('shows')
      .set({ sales_open_at: new Date(clock + HOUR).toISOString() })
      .where('id', '=', showId)
      .execute();
    await sendReminders(t.app.ctx);
    expect((await page(students[3]!)).items[0]!.kind).toBe('clubNews');
    const before = (await page(students[3]!)).items.length;
    clock += HOUR;
    await sendReminders(t.app.ctx);
    await sendReminders(t.app.ctx);
    const after = await page(students[3]!);
    expect(after.items).toHaveLength(before + 1);
    expect(after.items[0]).toMatchObject({ kind: 'clubNews', link: `/show/${showId}` });
    expect(after.items[0]!.title).toMatch(/예매가 열렸습니다$/);

    expect((await call('DELETE', `/club/${clubId}/follow`, students[3]!)).json()).toEqual({
      clubId,
      following: false,
    });
    expect((await call('GET', '/mypage/follows', students[3]!)).json()).toEqual([]);
  });

  it('reminds 24 h and 3 h before the pay-by time, once each, and not after "입금했어요"', async () => {
    const { scheduleId } = await schedule({ deadlineHours: 48 });
    const a = (await reserve(students[4]!, scheduleId, 1)).json().reservationId;
    const b = (await reserve(students[5]!, scheduleId, 1)).json().reservationId;
    const claim = await call('POST', `/mypage/student/reservation/${b}/transfer-claim`, students[5]!, {
      transferredAt: new Date(clock).toISOString(),
      amount: 10_000,
      depositName: '학생5',
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const reminders = async (token: string) =>
      (await page(token)).items.filter((n) => n.kind === 'payReminder').length;
    clock += 23 * HOUR;
    await sendReminders(t.app.ctx);
    expect(await reminders(students[4]!)).toBe(0);
    clock += 2 * HOUR;
    await Promise.all([sendReminders(t.app.ctx), sendReminders(t.app.ctx)]);
    expect(await reminders(students[4]!)).toBe(1);
    clock += 19 * HOUR;
    await sendReminders(t.app.ctx);
    expect(await reminders(students[4]!)).toBe(1);
    clock += 2 * HOUR;
    await sendReminders(t.app.ctx);
    await sendReminders(t.app.ctx);
    expect(await reminders(students[4]!)).toBe(2);
    expect(await reminders(students[5]!)).toBe(0);
    expect(a).toBeGreaterThan(0);
    // The managers heard of the transfer claim.
    const managerItems = (await page(manager)).items;
    expect(managerItems.find((n) => n.kind === 'transferClaim')).toMatchObject({
      link: `/manager/holder/${scheduleId}`,
      body: expect.stringContaining('학생5'),
    });
  });

  it('e-mail choices per kind, and the unsubscribe link works without signing in', async () => {
    const prefs = (await call('GET', '/mypage/notifications/email', students[0]!)).json();
    expect(prefs).toMatchObject({ enabled: false, email: 'listener0@example.ac.kr' });
    expect(prefs.kinds.reservationMade).toBe(true);
    const off = await call('PUT', '/mypage/notifications/email', students[0]!, {
      kinds: { clubNews: false },
    });
    expect(off.json().kinds).toMatchObject({ clubNews: false, reservationMade: true });
    const userId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'listener0@example.ac.kr')
        .executeTakeFirstOrThrow()
    ).id;
    const token = await unsubscribeToken(t.db, userId, 'payReminder');
    expect(await unsubscribeToken(t.db, userId, 'payReminder')).toBe(token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token, kind: 'payReminder' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'payReminder', label: '입금 기한 알림' });
    expect((await call('GET', '/mypage/notifications/email', students[0]!)).json().kinds.payReminder).toBe(
      false,
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: 'x'.repeat(32), kind: 'payReminder' },
    });
    expect(forged.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token, kind: 'nonsense' } }))
        .statusCode,
    ).toBe(400);
  });

  describe('recruiting applications', () => {
    const TITLE = '알림 부원 모집';
    let postId = 0;
    let clubName = '';
    let officer = '';
    let otherManager = '';
    const applicants: string[] = [];
    const applicationIds: number[] = [];

    /** The user's notifications of a kind (newest first), through the app. */
    const ofKind = async (token: string, kind: Notification['kind']) =>
      (await page(token)).items.filter((n) => n.kind === kind);
    const stageMove = (ids: number[], stage: string) =>
      call('PUT', `/mypage/manager/recruiting/${postId}/applications`, manager, {
        applicationIds: ids,
        stage,
      });
    const sendResult = (ids: number[], stage: string, message: string) =>
      call('POST', `/mypage/manager/recruiting/${postId}/results`, manager, {
        stage,
        applicationIds: ids,
        message,
      });

    beforeAll(async () => {
      const today = seoulToday(new Date(clock));
      postId = await createPost(
        t.app,
        manager,
        formPost(addDays(today, -1), addDays(today, 7), QUESTIONS, TITLE),
      );
      clubName = (
        await t.db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow()
      ).name;
      await insertStudents(t.db, 'applicant', 4);
      for (let i = 0; i < 4; i++)
        applicants.push((await signInAs(t.app, `applicant${i}@example.ac.kr`)).token);
      // a second officer of the same club (granted as an administrator does), and the manager of another club
      await t.db
        .insertInto('club_managers')
        .values({
          email: 'officer@example.ac.kr',
          club_id: clubId,
          granted_by: 'admin@example.ac.kr',
          created_at: new Date(clock).toISOString(),
        })
        .execute();
      officer = (await signInAs(t.app, 'officer@example.ac.kr')).token;
      otherManager = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    });

    it('a new application tells the club’s managers, not another club’s; a refused one tells nobody', async () => {
      const q = await questionsOf(t.app, postId);
      for (const token of applicants.slice(0, 3)) {
        const res = await call('POST', `/recruiting/${postId}/application`, token, {
          answers: goodAnswers(q),
          consent: true,
        });
        expect(res.statusCode, res.body).toBe(200);
        applicationIds.push(res.json().applicationId);
      }
      const told = await ofKind(manager, 'newApplication');
      expect(told).toHaveLength(3);
      expect(told[0]).toMatchObject({
        title: '새 지원서',
        body: `학생2 님이 ${TITLE}에 지원했습니다.`,
        link: `/manager/recruiting/${postId}/applications`,
        readAt: null,
      });
      expect(await ofKind(officer, 'newApplication')).toHaveLength(3);
      expect(await ofKind(otherManager, 'newApplication')).toEqual([]);
      // the applicants themselves hear nothing of their own application
      expect(await ofKind(applicants[0]!, 'application')).toEqual([]);

      // applying twice, and answers that break the form's rules, change nothing: no application, no notice
      const again = await call('POST', `/recruiting/${postId}/application`, applicants[0]!, {
        answers: goodAnswers(q),
        consent: true,
      });
      expect(again.json().code).toBe('ALREADY_APPLIED');
      const bad = await call('POST', `/recruiting/${postId}/application`, applicants[3]!, {
        answers: [{ questionId: q[0]!.questionId, value: '피아노' }],
        consent: true,
      });
      expect(bad.statusCode).toBe(400);
      expect(await ofKind(manager, 'newApplication')).toHaveLength(3);
    });

    it('a stage move tells each applicant whose stage they see changed, once; a decision not told, nobody', async () => {
      const [a0, a1, a2] = applicationIds as [number, number, number];
      const moved = await stageMove([a0, a1, a2], 'interview');
      expect(moved.json()).toEqual({ success: true, count: 3 });
      for (const token of applicants.slice(0, 3)) {
        const items = await ofKind(token, 'application');
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({
          title: '면접 단계로 진행합니다',
          body: `${clubName} ${TITLE}: 면접 시간을 골라 예약해주세요.`,
          link: `/recruiting/${postId}/apply`,
        });
      }
      // the same batch again: nobody's stage changes, nobody is told again
      expect((await stageMove([a0, a1, a2], 'interview')).json().count).toBe(3);
      expect(await ofKind(applicants[0]!, 'application')).toHaveLength(1);

      // a decision not yet told stays hidden: no notice until the result is sent
      await stageMove([a2], 'screenFailed');
      expect(await ofKind(applicants[2]!, 'application')).toHaveLength(1);
      // moved back to 지원 from the interview stage: told where it stands
      await stageMove([a2], 'interview');
      await stageMove([a2], 'applied');
      const back = await ofKind(applicants[2]!, 'application');
      expect(back.map((n) => n.title)).toEqual([
        '지원 단계가 바뀌었습니다',
        '면접 단계로 진행합니다',
        '면접 단계로 진행합니다',
      ]);
      expect(back[0]).toMatchObject({
        body: `${clubName} ${TITLE}: 지금 단계는 ‘지원 완료 · 검토 중’입니다.`,
        link: '/mypage',
      });
      // an unknown application in the batch refuses all of it, and tells nobody
      const before = (await page(applicants[2]!)).items.length;
      expect((await stageMove([a2, 2147483000], 'interview')).statusCode).toBe(404);
      expect((await page(applicants[2]!)).items).toHaveLength(before);
    });

    it('a booking and a move are confirmed to the student; the club moving a slot tells those booked', async () => {
      const today = seoulToday(new Date(clock));
      const slot = async (day: number) => {
        const res = await call('POST', `/mypage/manager/recruiting/${postId}/slots`, manager, {
          startsAt: `${addDays(today, day)}T19:00`,
          durationMinutes: 20,
          place: '학생회관 B103호',
          capacity: 2,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().id as number;
      };
      const [first, second] = [await slot(3), await slot(4)];
      const book = (token: string, slotId: number) =>
        call('PUT', `/recruiting/${postId}/application/slot`, token, { slotId });
      expect((await book(applicants[0]!, first)).statusCode).toBe(200);
      const booked = (await ofKind(applicants[0]!, 'application'))[0]!;
      expect(booked).toMatchObject({
        title: '면접 시간이 예약되었습니다',
        link: `/recruiting/${postId}/apply`,
      });
      expect(booked.body).toMatch(new RegExp(`^${clubName} ${TITLE} 면접: .+ 오후 7:00 · 학생회관 B103호$`));
      expect((await book(applicants[0]!, second)).statusCode).toBe(200);
      expect((await ofKind(applicants[0]!, 'application'))[0]!.title).toBe('면접 시간을 옮겼습니다');
      // booking the slot already held changes nothing and says nothing
      await book(applicants[0]!, second);
      expect(await ofKind(applicants[0]!, 'application')).toHaveLength(3);
      // the managers are not told of each booking: the timetable shows who comes when
      expect(await ofKind(manager, 'application')).toEqual([]);

      // the club moves the slot: the one booked hears the new time; a new capacity alone tells nobody
      const update = (startsAt: string, capacity: number) =>
        call('PUT', `/mypage/manager/recruiting/${postId}/slots/${second}`, manager, {
          startsAt,
          durationMinutes: 20,
          place: '학생회관 B103호',
          capacity,
        });
      expect((await update(`${addDays(today, 4)}T20:30`, 2)).statusCode).toBe(200);
      const changed = (await ofKind(applicants[0]!, 'application'))[0]!;
      expect(changed.title).toBe('면접 일정이 바뀌었습니다');
      expect(changed.body).toMatch(/오후 8:30 · 학생회관 B103호$/);
      expect((await update(`${addDays(today, 4)}T20:30`, 3)).statusCode).toBe(200);
      expect(await ofKind(applicants[0]!, 'application')).toHaveLength(4);
      expect(await ofKind(applicants[1]!, 'application')).toHaveLength(1);

      // a booking given back by a stage move is told, with where it stands
      expect((await book(applicants[1]!, first)).statusCode).toBe(200);
      await stageMove([applicationIds[1]!], 'screenFailed');
      const dropped = (await ofKind(applicants[1]!, 'application'))[0]!;
      expect(dropped).toMatchObject({
        title: '예약한 면접이 취소되었습니다',
        body: `${clubName} ${TITLE}: 지금 단계는 ‘지원 완료 · 검토 중’입니다.`,
      });
      await stageMove([applicationIds[1]!], 'interview');
    });

    it('results tell each applicant once, with the message; a send rolled back tells nobody', async () => {
      const [a0, a1] = applicationIds as [number, number];
      // 최종 합격 not yet told: nobody hears of it (a0 keeps the booked interview, a1 had none)
      const counts = async () =>
        Promise.all(applicants.slice(0, 2).map(async (token) => (await ofKind(token, 'application')).length));
      const before = await counts();
      await stageMove([a0, a1], 'accepted');
      expect(await counts()).toEqual(before);

      // a send that fails after its notices were written (the audit insert refused) rolls them back with it
      await whileRefusing(
        t.db,
        { table: 'audit_log', event: 'INSERT', when: "NEW.action = 'application.result'" },
        async () => expect((await sendResult([a0, a1], 'accepted', '축하합니다!')).statusCode).toBe(500),
      );
      expect(await counts()).toEqual(before);
      expect(
        await t.db
          .selectFrom('application_results')
          .select('id')
          .where('application_id', 'in', [a0, a1])
          .execute(),
      ).toEqual([]);

      const message = `축하합니다! ${clubName} 최종 합격을 알려드립니다.\n단체 대화방에 들어와주세요: https://open.kakao.com/o/moa`;
      expect((await sendResult([a0, a1], 'accepted', message)).json()).toEqual({ sent: 2, alreadySent: 0 });
      for (const token of applicants.slice(0, 2)) {
        const [result] = await ofKind(token, 'application');
        expect(result).toMatchObject({
          title: `${clubName} 지원 결과: 최종 합격`,
          body: message,
          link: '/mypage',
          readAt: null,
        });
      }
      const after = await counts();
      expect(after).toEqual(before.map((n) => n + 1));
      // sent again (a double click, another officer): told already, nobody hears twice
      expect((await sendResult([a0, a1], 'accepted', message)).json()).toEqual({ sent: 0, alreadySent: 2 });
      expect(await counts()).toEqual(after);
    });
  });
});
