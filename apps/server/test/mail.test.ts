import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createMailer, MAIL_INTERVAL_MS } from '../src/modules/notifications/mailer.ts';
import { notify } from '../src/modules/notifications/notify.ts';
import { createPost, formPost, send } from './applications-support.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSchedule, insertStudents, signInAs } from './support.ts';

/**
 * Notification e-mail (docs/product.md#notifications) through a real SMTP server on loopback: the message's headers,
 * Korean text and HTML parts, the link back, the per-kind unsubscribe link and the link to every switch; a recruiting
 * application's mails (to the club's manager, and the result with the club's message); an outage (server down, then up:
 * everything delivered once), also one of more than a day; a mail refused outright given up; the rate limit; two
 * instances on one PostgreSQL sending each mail once; a claim's lease counted from the claim.
 */

/** An SMTP server on a loopback port that keeps what it receives, and can be stopped and started on the same port. */
class Inbox {
  received: ParsedMail[] = [];
  port = 0;
  /** The reply code a recipient is refused with (a 4xx "try later" or a 5xx refusal); undefined accepts it. */
  refuse: (to: string) => number | undefined = () => undefined;
  /** Runs for each message received before the server answers it, while the sender waits for that answer. */
  onMail: (mail: ParsedMail) => Promise<void> = async () => {};
  #server: SMTPServer | undefined;

  async start(): Promise<void> {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, done) => {
        const code = this.refuse(address.address);
        if (code === undefined) return done();
        done(
          Object.assign(new Error(code >= 500 ? 'No such user' : 'Try again later'), { responseCode: code }),
        );
      },
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then(async (mail) => {
            this.received.push(mail);
            await this.onMail(mail);
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
    this.#server = undefined;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const toOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

describe.each(DB_KINDS)('notification e-mail (%s)', (kind) => {
  const inbox = new Inbox();
  let t: TestApp;
  let clock = Math.floor(Date.now() / MINUTE) * MINUTE;
  const now = () => new Date(clock);
  let scheduleId = 0;
  let clubId = 0;
  const tokens: string[] = [];

  beforeAll(async () => {
    await inbox.start();
    // The app runs without SMTP (no mail timer racing the test); each test drives its own sender at this server.
    t = await createTestApp(kind, { now, config: { publicUrl: 'https://moa.example', devSignIn: true } });
    clubId = await insertClub(t.db, '메일 동아리');
    ({ scheduleId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(now()), 10),
      seats: 100,
      name: '봄 정기공연',
    }));
    await insertStudents(t.db, 'mailed', 37);
    for (let i = 0; i < 37; i++) tokens.push((await signInAs(t.app, `mailed${i}@example.ac.kr`)).token);
  });
  afterAll(async () => {
    await t?.close();
    await inbox.stop();
  });

  const reserve = async (i: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(tokens[i]!),
      payload: { scheduleId, wishToPurchaseTickets: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const mailer = (ctx = t.app.ctx, ratePerMinute = 600) =>
    createMailer({
      ...ctx,
      config: {
        ...ctx.config,
        smtpUrl: `smtp://127.0.0.1:${inbox.port}`,
        mailFrom: '모아 <no-reply@moa.example>',
        mailRatePerMinute: ratePerMinute,
      },
    })!;

  it('sends a Korean message with a text part, a link back and an unsubscribe link for its kind', async () => {
    await reserve(0);
    const m = mailer();
    expect(await m.sendDue()).toBe(1);
    expect(await m.sendDue()).toBe(0);
    m.close();
    const mail = inbox.received.at(-1)!;
    expect(mail.subject).toBe('[모아] 예매가 접수되었습니다');
    expect(mail.from?.value).toEqual([{ name: '모아', address: 'no-reply@moa.example' }]);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('mailed0@example.ac.kr');
    expect(mail.text).toMatch(/봄 정기공연 1회차 1매\. .+까지 10,000원을 입금해주세요\./);
    expect(mail.text).toContain('바로 가기: https://moa.example/mypage');
    expect(mail.html).toContain('<a href="https://moa.example/mypage">');
    const link = /그만 받으려면: (\S+)/.exec(mail.text!)![1]!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://moa.example/unsubscribe');
    expect(url.searchParams.get('kind')).toBe('reservationMade');
    expect(mail.headers.get('list')).toMatchObject({ unsubscribe: { url: link } });
    // every switch is on /notifications, for students and club managers alike
    expect(mail.text).toContain('알림 메일 설정: https://moa.example/notifications#notification-mail');
    expect(mail.html).toContain(
      '<a href="https://moa.example/notifications#notification-mail">알림 메일 설정</a>',
    );

    // The link works without signing in; that kind then stops coming by e-mail, other kinds still come.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: url.searchParams.get('token'), kind: 'reservationMade' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const before = inbox.received.length;
    await reserve(1);
    await t.app.inject({
      method: 'PUT',
      url: '/mypage/notifications/email',
      headers: bearer(tokens[1]!),
      payload: { kinds: { reservationMade: false } },
    });
    await reserve(2);
    const again = mailer();
    await again.sendDue();
    again.close();
    // Student 1 turned it off in /mypage before the mail went: only student 2's comes.
    expect(inbox.received.slice(before).map((x) => (x.to && 'text' in x.to ? x.to.text : ''))).toEqual([
      'mailed2@example.ac.kr',
    ]);
  });

  it('gives each kind of mail its own unsubscribe link, one-click (RFC 8058) and withdrawn by subscribing again', async () => {
    const [userId] = await insertStudents(t.db, 'oneclick', 1);
    const session = (await signInAs(t.app, 'oneclick0@example.ac.kr')).token;
    const mailTo = async (...kinds: ('reservationMade' | 'payReminder')[]) => {
      const before = inbox.received.length;
      await notify(
        t.db,
        kinds.map((kind) => ({
          userId: userId!,
          kind,
          title: `${kind} 알림`,
          body: '본문',
          link: '/mypage',
        })),
        now().toISOString(),
      );
      const m = mailer();
      await m.sendDue();
      m.close();
      return inbox.received.slice(before).filter((x) => toOf(x) === 'oneclick0@example.ac.kr');
    };
    const linkOf = (mail: ParsedMail) => new URL(/그만 받으려면: (\S+)/.exec(mail.text!)![1]!);
    const header = (mail: ParsedMail, key: string) =>
      mail.headerLines.find((h) => h.key === key)?.line.replace(/\r\n/g, '');
    const oneClick = (link: URL) =>
      t.app.inject({
        method: 'POST',
        url: link.pathname + link.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const kinds = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/mypage/notifications/email', headers: bearer(session) })
      ).json().kinds as Record<string, boolean>;

    const mails = await mailTo('reservationMade', 'payReminder');
    expect(mails).toHaveLength(2);
    const [made, reminder] = ['reservationMade', 'payReminder'].map((kind) =>
      mails.find((m) => linkOf(m).searchParams.get('kind') === kind)!,
    );
    const madeLink = linkOf(made!);
    const reminderLink = linkOf(reminder!);
    expect(madeLink.searchParams.get('token')).not.toBe(reminderLink.searchParams.get('token'));
    for (const mail of [made!, reminder!]) {
      expect(header(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${linkOf(mail).toString()}>`);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    }
    // One kind's token stops no other kind.
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: madeLink.searchParams.get('token'), kind: 'payReminder' },
    });
    expect(crossed.statusCode).toBe(404);

    // The mail client's one-click POST to the List-Unsubscribe address, without signing in, stops that kind only.
    const clicked = await oneClick(madeLink);
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ kind: 'reservationMade', label: expect.any(String) });
    expect(await kinds()).toMatchObject({ reservationMade: false, payReminder: true });
    expect(await mailTo('reservationMade')).toEqual([]);

    // Subscribing again withdraws the old link; the next mail of that kind carries a new one, which works.
    await t.app.inject({
      method: 'PUT',
      url: '/mypage/notifications/email',
      headers: bearer(session),
      payload: { kinds: { reservationMade: true } },
    });
    const stale = await oneClick(madeLink);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().code).toBe('NOT_FOUND');
    expect(await kinds()).toMatchObject({ reservationMade: true });
    const [fresh] = await mailTo('reservationMade');
    const freshLink = linkOf(fresh!);
    expect(freshLink.searchParams.get('token')).not.toBe(madeLink.searchParams.get('token'));
    expect((await oneClick(freshLink)).statusCode).toBe(200);
    // The other kind's link was never touched.
    expect((await oneClick(reminderLink)).statusCode).toBe(200);
    expect(await kinds()).toMatchObject({ reservationMade: false, payReminder: false });
  });

  it('loses nothing in an SMTP outage and sends nothing twice when it is back', async () => {
    const before = inbox.received.length;
    await inbox.stop();
    for (let i = 3; i < 8; i++) await reserve(i);
    const m = mailer();
    expect(await m.sendDue()).toBe(0);
    const pending = await t.db
      .selectFrom('notifications')
      .select(['mail_state', 'mail_attempts', 'mail_error'])
      .where('mail_attempts', '>', 0)
      .execute();
    expect(pending).toHaveLength(5);
    expect(pending.every((p) => p.mail_state === 'pending' && p.mail_error)).toBe(true);
    await inbox.start();
    // Not before the backoff.
    expect(await m.sendDue()).toBe(0);
    clock += MINUTE;
    expect(await m.sendDue()).toBe(5);
    expect(await m.sendDue()).toBe(0);
    m.close();
    const to = inbox.received.slice(before).map((x) => (x.to && 'text' in x.to ? x.to.text : ''));
    expect(to.sort()).toEqual([3, 4, 5, 6, 7].map((i) => `mailed${i}@example.ac.kr`));
  });

  it('keeps to the rate limit', async () => {
    const before = inbox.received.length;
    for (let i = 8; i < 12; i++) await reserve(i);
    const slow = mailer(t.app.ctx, 6);
    // Each call in an interval of its own: on PostgreSQL the rate's window runs by the clock and is shared by every
    // instance (and by the senders of the tests before).
    clock += MAIL_INTERVAL_MS;
    expect(await slow.sendDue()).toBe(1);
    clock += MAIL_INTERVAL_MS;
    expect(await slow.sendDue()).toBe(1);
    slow.close();
    expect(inbox.received.length - before).toBe(2);
    const rest = mailer();
    expect(await rest.sendDue()).toBe(2);
    rest.close();
  });

  it('mails a new application to the club’s manager, and the result with the club’s message to the applicant', async () => {
    // the club's manager account, granted as an administrator does, then signed in
    await t.db
      .insertInto('club_managers')
      .values({
        email: 'officer@example.ac.kr',
        club_id: clubId,
        granted_by: 'admin',
        created_at: now().toISOString(),
      })
      .execute();
    const manager = (await signInAs(t.app, 'officer@example.ac.kr')).token;
    const today = seoulToday(now());
    const postId = await createPost(
      t.app,
      manager,
      formPost(addDays(today, -1), addDays(today, 7), [], '가을 부원 모집'),
    );
    const before = inbox.received.length;
    const applied = await send(t.app, 'POST', `/recruiting/${postId}/application`, tokens[0]!, {
      answers: [],
      consent: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const applicationIds = [applied.json().applicationId as number];
    await send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/applications`, manager, {
      applicationIds,
      stage: 'accepted',
    });
    const message =
      '축하합니다! 메일 동아리 최종 합격을 알려드립니다.\n단체 대화방에 들어와주세요: https://open.kakao.com/o/moa&x';
    const told = await send(t.app, 'POST', `/mypage/manager/recruiting/${postId}/results`, manager, {
      stage: 'accepted',
      applicationIds,
      message,
    });
    expect(told.json()).toEqual({ sent: 1, alreadySent: 0 });
    const m = mailer();
    expect(await m.sendDue()).toBe(2);
    m.close();
    const [toManager, toStudent] = inbox.received.slice(before);
    expect(toManager!.subject).toBe('[모아] 새 지원서');
    expect(toManager!.text).toContain('학생0 님이 가을 부원 모집에 지원했습니다.');
    expect(toManager!.text).toContain(
      `바로 가기: https://moa.example/manager/recruiting/${postId}/applications`,
    );
    expect(/그만 받으려면: (\S+)/.exec(toManager!.text!)![1]).toContain('kind=newApplication');

    expect(toStudent!.to && 'text' in toStudent!.to ? toStudent!.to.text : '').toBe('mailed0@example.ac.kr');
    expect(toStudent!.subject).toBe('[모아] 메일 동아리 지원 결과: 최종 합격');
    // the message's lines as the club wrote them, in both parts
    expect(toStudent!.text).toContain(`\n${message}\n`);
    expect(toStudent!.text).toContain('바로 가기: https://moa.example/mypage');
    expect(toStudent!.html).toContain(
      '<p style="white-space:pre-line">축하합니다! 메일 동아리 최종 합격을 알려드립니다.\n단체 대화방에 들어와주세요: https://open.kakao.com/o/moa&amp;x</p>',
    );
    expect(/그만 받으려면: (\S+)/.exec(toStudent!.text!)![1]).toContain('kind=application');
  });

  // Several instances share PostgreSQL only; SQLite is one process's file (docs/architecture.md).
  it.runIf(kind === 'postgres')('two instances send each mail exactly once', async () => {
    const second = await createSecondInstance(t, { now });
    try {
      const before = inbox.received.length;
      for (let i = 12; i < 30; i++) await reserve(i);
      const a = mailer();
      const b = mailer(second.app.ctx);
      const [x, y] = await Promise.all([a.sendDue(), b.sendDue()]);
      a.close();
      b.close();
      expect(x + y).toBe(18);
      const to = inbox.received.slice(before).map((m) => (m.to && 'text' in m.to ? m.to.text : ''));
      expect(new Set(to).size).toBe(18);
      expect(to).toHaveLength(18);
    } finally {
      await second.close();
    }
  });

  /** The reservation notices' mail rows of these students, through the database. */
  const mailRows = (students: number[]) =>
    t.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select([
        'notifications.id',
        'notifications.mail_state',
        'notifications.mail_attempts',
        'notifications.mail_next_at',
        'notifications.mail_locked_until',
        'notifications.mail_error',
      ])
      .where(
        'users.email',
        'in',
        students.map((i) => `mailed${i}@example.ac.kr`),
      )
      .where('notifications.kind', '=', 'reservationMade')
      .orderBy('notifications.id')
      .execute();
  /** Reservation mails received since `from`, to whom. */
  const madeTo = (from: number) =>
    inbox.received
      .slice(from)
      .filter((m) => m.subject === '[모아] 예매가 접수되었습니다')
      .map(toOf)
      .sort();

  it('leases each mail from its own claim: a slow send does not let another instance send the next one again', async () => {
    const before = inbox.received.length;
    await reserve(30);
    await reserve(31);
    const other = mailer();
    const leases: { claimedAt: number; until: number }[] = [];
    inbox.onMail = async () => {
      const [sending] = (await mailRows([30, 31])).filter((r) => r.mail_state === 'sending');
      leases.push({ claimedAt: clock, until: Date.parse(sending!.mail_locked_until!) });
      // Each send takes 4 minutes by the app's clock; while the second one is still under way, another instance
      // looks for mail to send.
      clock += 4 * MINUTE;
      if (leases.length === 2) await other.sendDue();
    };
    const m = mailer();
    try {
      expect(await m.sendDue()).toBe(2);
    } finally {
      inbox.onMail = async () => {};
      m.close();
      other.close();
    }
    // Both leases are as long, each from its own claim, and the second was still held when the other instance looked.
    expect(leases[1]!.claimedAt - leases[0]!.claimedAt).toBe(4 * MINUTE);
    expect(leases[1]!.until - leases[1]!.claimedAt).toBe(leases[0]!.until - leases[0]!.claimedAt);
    expect(leases[1]!.until).toBeGreaterThan(leases[1]!.claimedAt + 4 * MINUTE);
    expect(madeTo(before)).toEqual(['mailed30@example.ac.kr', 'mailed31@example.ac.kr']);
    expect((await mailRows([30, 31])).map((r) => r.mail_state)).toEqual(['sent', 'sent']);

    // The control: a lease that did run out (its instance died mid-send, a day ago) is taken and sent by another
    // instance, as a retry (a day-old notification never tried would be skipped).
    await reserve(36);
    const [held] = await mailRows([36]);
    await t.db
      .updateTable('notifications')
      .set({ mail_state: 'sending', mail_locked_until: new Date(clock + MINUTE).toISOString() })
      .where('id', '=', held!.id)
      .execute();
    const survivor = mailer();
    await survivor.sendDue();
    expect((await mailRows([36]))[0]!.mail_state).toBe('sending');
    clock += 25 * HOUR;
    await survivor.sendDue();
    survivor.close();
    expect((await mailRows([36]))[0]).toMatchObject({ mail_state: 'sent', mail_attempts: 1 });
    expect(madeTo(before)).toContain('mailed36@example.ac.kr');
  });

  it('loses nothing in an outage of more than a day: tried at most 6 h apart, never given up, sent once when back', async () => {
    const before = inbox.received.length;
    await inbox.stop();
    const from = clock;
    const students = [32, 33, 34];
    for (const i of students) await reserve(i);
    const m = mailer();
    let tries = 0;
    let gap = 0;
    // Each try when the last one said; by the app's clock, never by waiting.
    while (clock - from < 30 * HOUR) {
      await m.sendDue();
      tries++;
      const rows = await mailRows(students);
      expect(rows.map((r) => [r.mail_state, r.mail_attempts])).toEqual(
        students.map(() => ['pending', tries]),
      );
      expect(rows.every((r) => r.mail_error)).toBe(true);
      const next = Math.max(...rows.map((r) => Date.parse(r.mail_next_at)));
      gap = next - clock;
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(6 * HOUR);
      clock = next;
    }
    expect(tries).toBeGreaterThan(8);
    expect(gap).toBe(6 * HOUR);
    await inbox.start();
    await m.sendDue();
    clock += 6 * HOUR;
    await m.sendDue();
    m.close();
    expect(madeTo(before)).toEqual(students.map((i) => `mailed${i}@example.ac.kr`));
    expect((await mailRows(students)).map((r) => r.mail_state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('gives up a mail the SMTP server refuses outright (5xx) a few times; “try later” (4xx) never counts', async () => {
    const address = 'mailed35@example.ac.kr';
    let code = 451;
    inbox.refuse = (to) => (to === address ? code : undefined);
    const m = mailer();
    const tryAgain = async () => {
      await m.sendDue();
      const [row] = await mailRows([35]);
      clock = Math.max(clock, Date.parse(row!.mail_next_at));
      return row!;
    };
    try {
      await reserve(35);
      for (let i = 0; i < 6; i++) expect((await tryAgain()).mail_state).toBe('pending');
      code = 550;
      expect((await tryAgain()).mail_state).toBe('pending');
      expect((await tryAgain()).mail_state).toBe('pending');
      const failed = await tryAgain();
      expect(failed).toMatchObject({ mail_state: 'failed', mail_attempts: 9 });
      expect(failed.mail_error).toContain('550');
      // Given up: not tried again.
      clock += 6 * HOUR;
      expect(await tryAgain()).toMatchObject({ mail_state: 'failed', mail_attempts: 9 });
    } finally {
      inbox.refuse = () => undefined;
      m.close();
    }
    expect(inbox.received.some((x) => toOf(x) === address)).toBe(false);
  });
});
