import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createMailer } from '../src/modules/notifications/mailer.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSession, insertStudents, signInAs } from './support.ts';

/**
 * Notification e-mail (docs/product.md#notifications) through a real SMTP server on loopback: the message's headers,
 * Korean text and HTML parts, the link back and the per-kind unsubscribe link; an outage (server down, then up:
 * everything delivered once); the rate limit; two instances on one PostgreSQL sending each mail once.
 */

/** An SMTP server on a loopback port that keeps what it receives, and can be stopped and started on the same port. */
class Inbox {
  received: ParsedMail[] = [];
  port = 0;
  #server: SMTPServer | undefined;

  async start(): Promise<void> {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
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

describe.each(DB_KINDS)('notification e-mail (%s)', (kind) => {
  const inbox = new Inbox();
  let t: TestApp;
  let clock = Math.floor(Date.now() / MINUTE) * MINUTE;
  const now = () => new Date(clock);
  let scheduleId = 0;
  const tokens: string[] = [];

  beforeAll(async () => {
    await inbox.start();
    // The app runs without SMTP (no mail timer racing the test); each test drives its own sender at this server.
    t = await createTestApp(kind, { now, config: { publicUrl: 'https://moa.example', devSignIn: true } });
    const clubId = await insertClub(t.db, '메일 동아리');
    ({ scheduleId } = await insertSession(t.db, {
      clubId,
      date: addDays(seoulToday(now()), 10),
      seats: 100,
      name: '봄 정기공연',
    }));
    await insertStudents(t.db, 'mailed', 30);
    for (let i = 0; i < 30; i++) tokens.push((await signInAs(t.app, `mailed${i}@example.ac.kr`)).token);
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
    expect(await slow.sendDue()).toBe(1);
    expect(await slow.sendDue()).toBe(1);
    slow.close();
    expect(inbox.received.length - before).toBe(2);
    const rest = mailer();
    expect(await rest.sendDue()).toBe(2);
    rest.close();
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
});
