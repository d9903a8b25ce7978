import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createMailer } from '../src/modules/notifications/mailer.ts';
import { createPost, formPost, send } from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { LoopbackInbox } from './mail-inbox.ts';
import { bearer, clubIdOf, insertSchedule, insertStudents, signInAs } from './support.ts';

/**
 * What the e-mails carry beyond their notice (docs/product.md#notifications, #calendar-files), received by a real
 * SMTP server on loopback and parsed: the reservation mail's account, amount and deposit name; the payment
 * confirmation's date, place and ticket link; a calendar file (.ics) of the reservation and of a booked interview,
 * read back with ical.js — Seoul wall-clock times at the right instant, Korean text with commas and semicolons intact,
 * the same UID in the mails and in the file /mypage downloads.
 */

const TITLE = '봄, 정기공연; 앵콜';
const PLACE = '학생회관 2층, "소극장"; 뒷문';

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  start: Date;
  end: Date;
  status: string;
}

function parseIcs(text: string): ParsedEvent {
  const cal = new ICAL.Component(ICAL.parse(text));
  const vevent = cal.getFirstSubcomponent('vevent')!;
  const e = new ICAL.Event(vevent);
  return {
    uid: e.uid,
    summary: e.summary,
    location: e.location,
    description: e.description,
    start: e.startDate.toJSDate(),
    end: e.endDate.toJSDate(),
    status: String(vevent.getFirstPropertyValue('status')),
  };
}

const icsOf = (mail: ParsedMail) => {
  const files = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(files).toHaveLength(1);
  return { name: files[0]!.filename, event: parseIcs(files[0]!.content.toString('utf8')) };
};

describe.each(DB_KINDS)('what the e-mails carry (%s)', (kind) => {
  const inbox = new LoopbackInbox();
  let t: TestApp;
  const clock = Math.floor(Date.now() / 60_000) * 60_000;
  const now = () => new Date(clock);
  let manager = '';
  let student = '';
  let other = '';

  beforeAll(async () => {
    await inbox.start();
    t = await createTestApp(kind, {
      seed: true,
      now,
      config: { publicUrl: 'https://moa.example', devSignIn: true },
    });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const [a, b] = await insertStudents(t.db, 'mailcal', 2);
    student = await createSession(t.db, a!, now());
    other = await createSession(t.db, b!, now());
  });
  afterAll(async () => {
    await t?.close();
    await inbox.stop();
  });

  const sendMail = async () => {
    const m = createMailer({
      ...t.app.ctx,
      config: {
        ...t.app.ctx.config,
        smtpUrl: `smtp://127.0.0.1:${inbox.port}`,
        mailFrom: '모아 <no-reply@moa.example>',
        mailRatePerMinute: 600,
      },
    })!;
    await m.sendDue();
    m.close();
  };
  const mailTo = (email: string, subject: string) => {
    const mail = inbox.received.findLast(
      (m) => m.subject === `[모아] ${subject}` && m.to && 'text' in m.to && m.to.text === email,
    );
    expect(mail, subject).toBeDefined();
    return mail!;
  };

  it('the reservation mail carries the transfer details and the calendar file, and the confirmation the ticket', async () => {
    const clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    const date = addDays(seoulToday(now()), 12);
    const { showId, scheduleId } = await insertSchedule(t.db, {
      clubId,
      date,
      time: '19:30:00',
      seats: 20,
      name: TITLE,
    });
    await t.db.updateTable('shows').set({ location: PLACE, runtime: 100 }).where('id', '=', showId).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(student),
      payload: { scheduleId, wishToPurchaseTickets: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reservationId = res.json().reservationId as number;
    await sendMail();

    const made = mailTo('mailcal0@example.ac.kr', '예매가 접수되었습니다');
    expect(made.text).toContain('입금 계좌: 신한은행 1234 (예금주 예금주)');
    expect(made.text).toContain('입금 금액: 20,000원');
    expect(made.text).toContain('입금자명: 20250000학생0');
    expect(made.text).toMatch(/입금 기한: \d+월 \d+일 \(.\) 오[전후] \d+:\d\d까지/);
    expect(made.html).toContain('<li>입금자명: 20250000학생0</li>');
    const first = icsOf(made);
    // 19:30 in Seoul is 10:30 UTC; the show runs 100 minutes.
    expect(first.event.start.toISOString()).toBe(`${date}T10:30:00.000Z`);
    expect(first.event.end.toISOString()).toBe(`${date}T12:10:00.000Z`);
    expect(first.event).toMatchObject({
      uid: `reservation-${reservationId}@moa.example`,
      summary: `${TITLE} 1회차`,
      location: PLACE,
      status: 'TENTATIVE',
    });
    expect(first.event.description).toContain('2매 · 20,000원');

    // The same event from the page's download; nobody else's.
    const file = await t.app.inject({
      method: 'GET',
      url: `/mypage/student/reservation/${reservationId}/calendar.ics`,
      headers: bearer(student),
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toContain('.ics');
    expect(parseIcs(file.body)).toMatchObject({ uid: first.event.uid, summary: first.event.summary });
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/mypage/student/reservation/${reservationId}/calendar.ics`,
      headers: bearer(other),
    });
    expect(stranger.statusCode).toBe(404);

    // Paid: the date, place and ticket, and the same event, now confirmed.
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(manager),
      payload: { reservationList: [{ reservationId, isPaid: true }] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await sendMail();
    const confirmed = mailTo('mailcal0@example.ac.kr', '입금이 확인되었습니다');
    expect(confirmed.text).toMatch(/일시: \d+월 \d+일 \(.\) 오후 7:30/);
    expect(confirmed.text).toContain(`장소: ${PLACE}`);
    expect(confirmed.text).toContain('매수: 2매');
    expect(confirmed.text).toContain(`티켓: https://moa.example/mypage#reservation-${reservationId}`);
    expect(confirmed.text).not.toContain('입금 계좌');
    const second = icsOf(confirmed);
    expect(second.event).toMatchObject({ uid: first.event.uid, status: 'CONFIRMED' });
    expect(second.event.start.getTime()).toBe(first.event.start.getTime());

    // A cancelled reservation offers none.
    const again = await insertSchedule(t.db, { clubId, date, seats: 5, name: TITLE });
    const unpaid = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(student),
      payload: { scheduleId: again.scheduleId, wishToPurchaseTickets: 1 },
    });
    const unpaidId = unpaid.json().reservationId as number;
    const url = `/mypage/student/reservation/${unpaidId}/calendar.ics`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(student) })).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/mypage/student/reservation/${unpaidId}`,
      headers: bearer(student),
    });
    const gone = await t.app.inject({ method: 'GET', url, headers: bearer(student) });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('RESERVATION_STATE');
  });

  it('a booked interview comes with its calendar file, also from the application page', async () => {
    const today = seoulToday(now());
    const postId = await createPost(
      t.app,
      manager,
      formPost(addDays(today, -1), addDays(today, 5), [], '면접, 일정; 테스트'),
    );
    expect(
      (await send(t.app, 'POST', `/recruiting/${postId}/application`, other, { consent: true, answers: [] }))
        .statusCode,
    ).toBe(200);
    const app = await t.db
      .selectFrom('applications')
      .select('id')
      .where('recruiting_id', '=', postId)
      .executeTakeFirstOrThrow();
    const moved = await send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/applications`, manager, {
      applicationIds: [app.id],
      stage: 'interview',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const day = addDays(today, 3);
    const slot = await send(t.app, 'POST', `/mypage/manager/recruiting/${postId}/slots`, manager, {
      startsAt: `${day}T18:40`,
      durationMinutes: 20,
      place: PLACE,
      capacity: 2,
    });
    expect(slot.statusCode, slot.body).toBe(200);
    const none = await send(t.app, 'GET', `/recruiting/${postId}/application/interview.ics`, other);
    expect(none.statusCode).toBe(404);
    const book = await send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, other, {
      slotId: slot.json().id,
    });
    expect(book.statusCode, book.body).toBe(200);
    await sendMail();

    const mail = mailTo('mailcal1@example.ac.kr', '면접 시간이 예약되었습니다');
    const { event } = icsOf(mail);
    expect(event.start.toISOString()).toBe(`${day}T09:40:00.000Z`);
    expect(event.end.toISOString()).toBe(`${day}T10:00:00.000Z`);
    expect(event).toMatchObject({
      uid: `interview-${app.id}@moa.example`,
      location: PLACE,
      status: 'CONFIRMED',
    });
    expect(event.description).toContain('면접, 일정; 테스트 면접');
    const file = await send(t.app, 'GET', `/recruiting/${postId}/application/interview.ics`, other);
    expect(file.statusCode, file.body).toBe(200);
    expect(parseIcs(file.body)).toMatchObject({ uid: event.uid, location: PLACE });
  });
});
