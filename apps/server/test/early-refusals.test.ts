import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { ERROR_STATUS, type ErrorCode } from '@moa/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession, hashToken } from '../src/modules/auth/sessions.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { httpSend, type RawAnswer } from './http-get.ts';
import { bearer, insertClub, insertSchedule, insertStudents } from './support.ts';

/**
 * Reservation attempts refused before Fastify (docs/decisions/0023-early-refusals.md), over real HTTP: the first
 * look runs only on a listening server. An answer Fastify gave shows in its request log ("incoming request"); one
 * given before it does not. Each early answer is held to what Fastify answers the same request (app.inject, which
 * always goes through Fastify), byte for byte but for the request id and the date.
 */

const PATH = '/show/detail/reservation';
const day = addDays(seoulToday(), 30);

interface LogLine {
  msg?: string;
  req?: { url?: string; method?: string };
}

function logInto(lines: LogLine[]): Writable {
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
}

/** An app's listening port and the count of reservation attempts its Fastify has seen. */
class Listening {
  port = 0;
  constructor(
    readonly app: FastifyInstance,
    readonly lines: LogLine[],
  ) {}
  async listen(): Promise<this> {
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    this.port = (this.app.server.address() as AddressInfo).port;
    return this;
  }
  reachedFastify(url = PATH): number {
    return this.lines.filter(
      (l) => l.msg === 'incoming request' && l.req?.url === url && l.req.method === 'POST',
    ).length;
  }
  attempt(
    token: string,
    body: unknown,
    headers: Record<string, string> = {},
    url = PATH,
  ): Promise<RawAnswer> {
    return httpSend(
      this.port,
      'POST',
      url,
      { 'content-type': 'application/json', ...bearer(token), ...headers },
      typeof body === 'string' ? body : JSON.stringify(body),
    );
  }
  /** Puts the token's session in the session cache, as any signed-in request does. */
  async warm(token: string): Promise<void> {
    const me = await this.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
  }
}

const ID_HEADER = 'x-request-id';

/** The answer's body with its request id taken out (it is checked against the header). */
function bodyWithoutId(body: string, id: string | undefined): string {
  expect(id).toBeTruthy();
  const parsed = JSON.parse(body) as { requestId?: string };
  expect(parsed.requestId).toBe(id);
  return body.replace(JSON.stringify(id), '"<id>"');
}

/**
 * Header lines but for the ones that differ per answer (date, the request id and so the length) or are the
 * connection's (keep-alive).
 */
function stableHeaders(raw: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (name === 'date' || name === 'connection' || name === 'keep-alive') continue;
    pairs.push([name, name === ID_HEADER || name === 'content-length' ? '<varies>' : raw[i + 1]!]);
  }
  return pairs;
}

describe.each(DB_KINDS)('reservation refusals before Fastify, over real HTTP (%s)', (kind) => {
  let t: TestApp;
  let a: Listening;
  let clubId: number;
  let students: number[];
  let next = 0;
  /** A student with a complete profile and a cached session. */
  const student = async () => {
    const token = await createSession(t.db, students[next++]!);
    await a.warm(token);
    return token;
  };

  beforeAll(async () => {
    const lines: LogLine[] = [];
    t = await createTestApp(kind, { config: { logLevel: 'info' }, logStream: logInto(lines) });
    a = await new Listening(t.app, lines).listen();
    clubId = await insertClub(t.db, `early-${kind}`);
    students = await insertStudents(t.db, `early${kind}`, 30);
  });
  afterAll(async () => t?.close());

  /**
   * The attempt through Fastify over HTTP (a query string the first look leaves alone, which Fastify's route ignores);
   * then, once the schedule's snapshot is read, before Fastify, with Fastify's status, header lines and body; and
   * what app.inject answers.
   */
  async function refusedEarly(token: string, body: unknown, code: ErrorCode) {
    const status = ERROR_STATUS[code];
    const fastifyUrl = `${PATH}?via=fastify`;
    const viaFastify = await a.attempt(token, body, {}, fastifyUrl);
    expect(a.reachedFastify(fastifyUrl)).toBeGreaterThan(0);
    await a.warm(token);
    await a.attempt(token, body); // reads the schedule's snapshot if it is not current
    await t.app.earlyRefusals.snapshots.idle();
    const before = a.reachedFastify();
    const early = await a.attempt(token, body);
    expect(a.reachedFastify()).toBe(before);
    const injected = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/json', ...bearer(token) },
      payload: JSON.stringify(body),
    });
    expect(a.reachedFastify()).toBe(before + 1); // the control: Fastify's log does see an attempt it answers

    expect(early.status).toBe(status);
    expect(JSON.parse(early.body.toString()).code).toBe(code);
    const earlyBody = bodyWithoutId(early.body.toString(), early.headers[ID_HEADER] as string);
    // app.inject: the same status, body and headers (it has no date, connection or keep-alive lines).
    expect(injected.statusCode).toBe(status);
    expect(bodyWithoutId(injected.body, injected.headers[ID_HEADER] as string)).toBe(earlyBody);
    const { date: _d, connection: _c, [ID_HEADER]: _i, ...injectedHeaders } = injected.headers;
    const { date: _d2, connection: _c2, 'keep-alive': _k, [ID_HEADER]: _i2, ...earlyHeaders } = early.headers;
    expect(earlyHeaders).toEqual(injectedHeaders);
    // Fastify's own answer over HTTP: the same header lines, in the same order.
    expect(viaFastify.status).toBe(status);
    expect(bodyWithoutId(viaFastify.body.toString(), viaFastify.headers[ID_HEADER] as string)).toBe(
      earlyBody,
    );
    expect(stableHeaders(early.rawHeaders)).toEqual(stableHeaders(viaFastify.rawHeaders));
    // Request ids as unique as Fastify's own.
    expect(new Set([early, viaFastify].map((r) => r.headers[ID_HEADER])).size).toBe(2);
    return early;
  }

  /** A one-seat schedule another student holds, and a student whose attempt on it is refused early as sold out. */
  async function soldOut() {
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 1 });
    const holder = await student();
    expect((await a.attempt(holder, { scheduleId, wishToPurchaseTickets: 1 })).status).toBe(200);
    const token = await student();
    await refusedEarly(token, { scheduleId, wishToPurchaseTickets: 1 }, 'SOLD_OUT');
    return { scheduleId, token };
  }

  it('refuses each kind before Fastify as Fastify does, in reserve’s order', async () => {
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 3, maxTicket: 2 });
    const holder = await student();
    // A successful reservation goes through Fastify.
    const before = a.reachedFastify();
    const made = await a.attempt(holder, { scheduleId, wishToPurchaseTickets: 2 });
    expect(made.status).toBe(200);
    expect(a.reachedFastify()).toBe(before + 1);

    await refusedEarly(holder, { scheduleId, wishToPurchaseTickets: 1 }, 'ALREADY_RESERVED');
    const other = await student();
    // Ticket limit before sold out, sold out with seats left, and not found.
    await refusedEarly(other, { scheduleId, wishToPurchaseTickets: 3 }, 'TICKET_LIMIT');
    const short = await refusedEarly(other, { scheduleId, wishToPurchaseTickets: 2 }, 'SOLD_OUT');
    expect(JSON.parse(short.body.toString()).message).toContain('1매');
    await refusedEarly(other, { scheduleId: 987_654, wishToPurchaseTickets: 1 }, 'NOT_FOUND');

    const started = await insertSchedule(t.db, { clubId, date: addDays(seoulToday(), -1), seats: 5 });
    await refusedEarly(
      other,
      { scheduleId: started.scheduleId, wishToPurchaseTickets: 1 },
      'SCHEDULE_STARTED',
    );
    const later = await insertSchedule(t.db, { clubId, date: day, seats: 5 });
    await t.db
      .updateTable('shows')
      .set({ sales_open_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('id', '=', later.showId)
      .execute();
    await refusedEarly(other, { scheduleId: later.scheduleId, wishToPurchaseTickets: 1 }, 'SALES_NOT_OPEN');

    const [incompleteId] = await insertStudents(t.db, `incomplete${kind}`, 1);
    await t.db.updateTable('users').set({ profile_complete: 0 }).where('id', '=', incompleteId!).execute();
    const incomplete = await createSession(t.db, incompleteId!);
    await refusedEarly(incomplete, { scheduleId, wishToPurchaseTickets: 1 }, 'PROFILE_INCOMPLETE');
  });

  it('lets the next attempt through once a seat is free again, and counts early refusals in the metrics', async () => {
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 1 });
    const first = await student();
    const made = await a.attempt(first, { scheduleId, wishToPurchaseTickets: 1 });
    expect(made.status).toBe(200);
    const second = await student();
    await refusedEarly(second, { scheduleId, wishToPurchaseTickets: 1 }, 'SOLD_OUT');
    const refusals = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(
        /moa_reservation_refusals_total\{call="reserve",code="SOLD_OUT"\} (\d+)/.exec(text)?.[1] ?? 0,
      );
    };
    const counted = await refusals();
    await a.attempt(second, { scheduleId, wishToPurchaseTickets: 1 });
    expect(await refusals()).toBe(counted + 1);

    // The holder cancels: the seat is back, and the next attempt goes to Fastify and gets it.
    const { reservationId } = JSON.parse(made.body.toString()) as { reservationId: number };
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/mypage/student/reservation/${reservationId}`,
      headers: bearer(first),
    });
    expect(cancelled.statusCode).toBe(200);
    const before = a.reachedFastify();
    const again = await a.attempt(second, { scheduleId, wishToPurchaseTickets: 1 });
    expect(again.status).toBe(200);
    expect(a.reachedFastify()).toBe(before + 1);
  });

  it('hands a body cut off while it is read to Fastify, and refuses the next attempt early as before', async () => {
    const { scheduleId, token } = await soldOut();
    // Half of the body, then the connection is gone: the first look, which took the request, must still let go of it.
    const before = a.reachedFastify();
    const body = JSON.stringify({ scheduleId, wishToPurchaseTickets: 1 });
    const socket = net.connect(a.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const taken = new Promise<void>((resolve) => a.app.server.once('request', () => resolve()));
    socket.write(
      `POST ${PATH} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
        `authorization: Bearer ${token}\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await taken; // the headers are in and the first look has the request: only then is the connection cut
    socket.destroy();
    await vi.waitFor(() => expect(a.reachedFastify()).toBe(before + 1), { timeout: 5_000 });
    const after = a.reachedFastify();
    const again = await a.attempt(token, { scheduleId, wishToPurchaseTickets: 1 });
    expect([again.status, JSON.parse(again.body.toString()).code]).toEqual([409, 'SOLD_OUT']);
    expect(a.reachedFastify()).toBe(after);
  });

  it('looks up a session the cache does not hold as Fastify would, and refuses its first attempt early', async () => {
    const { scheduleId } = await soldOut();
    const body = { scheduleId, wishToPurchaseTickets: 1 };
    const rowOf = (token: string) =>
      t.db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
    // A student this instance has not seen, whose session is due its last_used_at write.
    const fresh = await createSession(t.db, students[next++]!);
    const long = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: long })
      .where('token_hash', '=', hashToken(fresh))
      .execute();
    let before = a.reachedFastify();
    const first = await a.attempt(fresh, body);
    expect([first.status, JSON.parse(first.body.toString()).code]).toEqual([409, 'SOLD_OUT']);
    expect(a.reachedFastify()).toBe(before);
    // …touched as Fastify's lookup touches it.
    expect(Date.parse((await rowOf(fresh)).last_used_at)).toBeGreaterThan(Date.parse(long));

    // What the lookup finds no student for is Fastify's, which looks again and answers as before.
    const revoked = await createSession(t.db, students[next++]!);
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_hash', '=', hashToken(revoked))
      .execute();
    const manager = await createSession(t.db, students[next++]!);
    const managerUserId = (await rowOf(manager)).user_id;
    await t.db
      .updateTable('users')
      .set({ authority: 'ROLE_CLUB', club_id: clubId })
      .where('id', '=', managerUserId)
      .execute();
    const cases: [string, number, string][] = [
      ['unknown-token', 401, 'UNAUTHORIZED'],
      [revoked, 401, 'SESSION_EXPIRED'],
      [manager, 403, 'FORBIDDEN'],
    ];
    for (const [token, status, code] of cases) {
      before = a.reachedFastify();
      const answer = await a.attempt(token, body);
      expect([answer.status, JSON.parse(answer.body.toString()).code]).toEqual([status, code]);
      expect(a.reachedFastify()).toBe(before + 1);
    }

    // A looked-up student's attempt on a schedule with no current snapshot starts no read of it (the sessions looked
    // up are mostly those of a rush's first attempts, while sales still move the version): Fastify answers.
    const other = await insertSchedule(t.db, { clubId, date: day, seats: 5 });
    await t.app.earlyRefusals.snapshots.idle();
    const loads = t.app.earlyRefusals.snapshots.stats.loads;
    before = a.reachedFastify();
    const bought = await a.attempt(await createSession(t.db, students[next++]!), {
      scheduleId: other.scheduleId,
      wishToPurchaseTickets: 1,
    });
    expect(bought.status).toBe(200);
    expect(a.reachedFastify()).toBe(before + 1);
    expect(t.app.earlyRefusals.snapshots.stats.loads).toBe(loads);

    // Sold out by another looked-up student, the next one's attempt is Fastify's refusal, which has the schedule read:
    // from then on a looked-up student's attempt is refused early too.
    const rest = { scheduleId: other.scheduleId, wishToPurchaseTickets: 4 };
    expect((await a.attempt(await createSession(t.db, students[next++]!), rest)).status).toBe(200);
    before = a.reachedFastify();
    const late = await a.attempt(await createSession(t.db, students[next++]!), {
      ...rest,
      wishToPurchaseTickets: 1,
    });
    expect([late.status, JSON.parse(late.body.toString()).code]).toEqual([409, 'SOLD_OUT']);
    expect(a.reachedFastify()).toBe(before + 1);
    await vi.waitFor(() => expect(t.app.earlyRefusals.snapshots.stats.loads).toBe(loads + 1));
    await t.app.earlyRefusals.snapshots.idle();
    const later = await a.attempt(await createSession(t.db, students[next++]!), {
      ...rest,
      wishToPurchaseTickets: 1,
    });
    expect([later.status, JSON.parse(later.body.toString()).code]).toEqual([409, 'SOLD_OUT']);
    expect(a.reachedFastify()).toBe(before + 1);
  });

  it('takes a cached student’s role as of the app’s clock, as Fastify does', async () => {
    // Over the ticket limit whatever the clock says.
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 5, maxTicket: 1 });
    const body = { scheduleId, wishToPurchaseTickets: 2 };
    // A student whose position grant begins in an hour: a club manager on an instance whose clock is two hours ahead
    // (not more: an instance sweeps sessions idle by its clock as it starts).
    const token = await createSession(t.db, students[next++]!);
    const { email } = await t.db
      .selectFrom('users')
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      .select('users.email')
      .where('sessions.token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('club_managers')
      .values({
        email,
        club_id: clubId,
        granted_by: 'test',
        created_at: new Date().toISOString(),
        source: 'position',
        starts_at: new Date(Date.now() + 3_600_000).toISOString(),
        ends_at: null,
      })
      .execute();
    const ahead = await createSecondInstance(t, { now: () => new Date(Date.now() + 7_200_000) });
    try {
      const b = await new Listening(ahead.app, []).listen();
      // The control: on that instance a plain student's attempt is refused early, from the schedule's snapshot…
      const plain = await student();
      await b.warm(plain);
      await b.attempt(plain, body);
      await ahead.app.earlyRefusals.snapshots.idle();
      const refused = await b.attempt(plain, body);
      expect([refused.status, JSON.parse(refused.body.toString()).code]).toEqual([409, 'TICKET_LIMIT']);
      // …and here, where the wall clock says student, the cached session's user is a manager: Fastify's 403.
      await a.warm(token);
      expect(JSON.parse((await a.attempt(token, body)).body.toString()).code).toBe('TICKET_LIMIT');
      await b.warm(token);
      const answer = await b.attempt(token, body);
      expect([answer.status, JSON.parse(answer.body.toString()).code]).toEqual([403, 'FORBIDDEN']);
    } finally {
      await ahead.close();
    }
  });

  it('leaves to Fastify what only Fastify may answer, with the body it read handed on', async () => {
    const { scheduleId, token } = await soldOut();
    const cases: [Parameters<Listening['attempt']>, number, string][] = [
      // The body read, found invalid, and replayed: Fastify's validation names the field.
      [[token, { scheduleId, wishToPurchaseTickets: 0 }], 400, 'VALIDATION_FAILED'],
      [[token, { scheduleId, wishToPurchaseTickets: 1, note: 'a\u0000' }], 400, 'VALIDATION_FAILED'],
      [[token, '{"scheduleId": 1,'], 400, 'BAD_REQUEST'],
      [
        [token, { scheduleId, wishToPurchaseTickets: 1 }, { 'content-type': 'application/xml' }],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        [token, { scheduleId, wishToPurchaseTickets: 1 }, { 'content-type': 'text/plain' }],
        400,
        'VALIDATION_FAILED',
      ],
      [['not-a-token', { scheduleId, wishToPurchaseTickets: 1 }], 401, 'UNAUTHORIZED'],
      // Fields the contract does not name are Fastify's to judge: here it strips them and refuses as sold out.
      [[token, { scheduleId, wishToPurchaseTickets: 1, extra: 1 }], 409, 'SOLD_OUT'],
    ];
    for (const [args, status, code] of cases) {
      const before = a.reachedFastify();
      const answer = await a.attempt(...args);
      expect([answer.status, JSON.parse(answer.body.toString()).code]).toEqual([status, code]);
      expect(a.reachedFastify()).toBe(before + 1);
    }
    const invalid = await a.attempt(token, { scheduleId, wishToPurchaseTickets: 0 });
    expect(JSON.parse(invalid.body.toString()).fieldErrors).toHaveProperty('wishToPurchaseTickets');

    // A holder's second try while seats are plenty: the snapshot did not read the holders (one row), so Fastify.
    const plenty = await insertSchedule(t.db, { clubId, date: day, seats: 10, maxTicket: 2 });
    expect((await a.attempt(token, { scheduleId: plenty.scheduleId, wishToPurchaseTickets: 1 })).status).toBe(
      200,
    );
    for (let i = 0; i < 2; i++) {
      await a.attempt(token, { scheduleId: plenty.scheduleId, wishToPurchaseTickets: 1 });
      await t.app.earlyRefusals.snapshots.idle();
    }
    const reachedBefore = a.reachedFastify();
    const again = await a.attempt(token, { scheduleId: plenty.scheduleId, wishToPurchaseTickets: 1 });
    expect(JSON.parse(again.body.toString()).code).toBe('ALREADY_RESERVED');
    expect(a.reachedFastify()).toBe(reachedBefore + 1);
    // …while a refusal before that step is still answered early from the same snapshot.
    await refusedEarly(token, { scheduleId: plenty.scheduleId, wishToPurchaseTickets: 3 }, 'TICKET_LIMIT');

    // While stopping, Fastify's 503 (the first look steps aside).
    t.app.beginClosing();
    const before = a.reachedFastify();
    const stopping = await a.attempt(token, { scheduleId, wishToPurchaseTickets: 1 });
    expect(stopping.status).toBe(503);
    expect(a.reachedFastify()).toBe(before + 1);
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('two instances on one PostgreSQL', () => {
  let t: TestApp;
  let clubId: number;
  let students: number[];
  beforeAll(async () => {
    t = await createTestApp('postgres', { config: { logLevel: 'info' }, logStream: logInto([]) });
    clubId = await insertClub(t.db, 'two');
    students = await insertStudents(t.db, 'two', 10);
  });
  afterAll(async () => t?.close());

  async function instanceB(): Promise<{ b: Listening; close(): Promise<void> }> {
    const lines: LogLine[] = [];
    const handle: DatabaseHandle = t.openSecond();
    const app = await buildApp(t.config, { database: handle, logStream: logInto(lines) });
    const b = await new Listening(app, lines).listen();
    return {
      b,
      async close() {
        await app.close();
        await handle.close();
      },
    };
  }

  /** B has heard every write A committed so far. */
  async function heardA(b: Listening): Promise<void> {
    const from = t.app.publicCache.invalidation.remote!.id;
    await b.app.publicCache.invalidation.remote!.heard(from, t.app.publicCache.invalidation.version.value);
  }

  /** The attempt on B, and whether B's Fastify answered it. */
  async function onB(b: Listening, token: string, scheduleId: number) {
    await b.warm(token);
    const before = b.reachedFastify();
    const answer = await b.attempt(token, { scheduleId, wishToPurchaseTickets: 1 });
    return {
      status: answer.status,
      code: JSON.parse(answer.body.toString()).code,
      fastify: b.reachedFastify() > before,
    };
  }

  async function run(deaf: boolean) {
    const { b, close } = await instanceB();
    try {
      const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 1, maxTicket: 1 });
      const [buyer, waiter] = await Promise.all(students.splice(0, 2).map((id) => createSession(t.db, id)));
      // B reads the schedule's snapshot (one seat left).
      await b.warm(waiter!);
      await b.attempt(waiter!, { scheduleId, wishToPurchaseTickets: 2 });
      await b.app.earlyRefusals.snapshots.idle();

      // A sells the last seat; B hears it. B's snapshot is outdated: Fastify refuses, then B before Fastify.
      const made = await t.app.inject({
        method: 'POST',
        url: PATH,
        headers: bearer(buyer!),
        payload: { scheduleId, wishToPurchaseTickets: 1 },
      });
      expect(made.statusCode).toBe(200);
      await heardA(b);
      const sold = [await onB(b, waiter!, scheduleId)];
      await b.app.earlyRefusals.snapshots.idle();
      sold.push(await onB(b, waiter!, scheduleId));

      // The control's B stops hearing A (its version stays usable, as if a notification were lost unnoticed).
      if (deaf) await b.app.publicCache.invalidation.remote!.close();
      // A's buyer cancels: the seat is back.
      const cancelled = await t.app.inject({
        method: 'DELETE',
        url: `/mypage/student/reservation/${made.json().reservationId}`,
        headers: bearer(buyer!),
      });
      expect(cancelled.statusCode).toBe(200);
      if (!deaf) await heardA(b);
      const after = await onB(b, waiter!, scheduleId);
      return { sold, after };
    } finally {
      await close();
    }
  }

  it('a sale on A makes B refuse before Fastify, and a cancel on A lets B’s next attempt through', async () => {
    const { sold, after } = await run(false);
    expect(sold).toEqual([
      { status: 409, code: 'SOLD_OUT', fastify: true },
      { status: 409, code: 'SOLD_OUT', fastify: false },
    ]);
    expect(after).toMatchObject({ status: 200, fastify: true });
  });

  it('control: a B that does not hear A keeps refusing from its old snapshot after the cancel', async () => {
    const { sold, after } = await run(true);
    expect(sold[1]).toEqual({ status: 409, code: 'SOLD_OUT', fastify: false });
    expect(after).toEqual({ status: 409, code: 'SOLD_OUT', fastify: false });
  });
});
