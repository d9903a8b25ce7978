import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { bearer, insertClub, insertSchedule, insertStudents } from './support.ts';

/**
 * PostgreSQL dropping the app's connections while reservations pour in (a restart or a failover does this to every
 * connection at once): the process stays up, each request answers either 2xx or 503 DATABASE_UNAVAILABLE (never a
 * 500, never no answer), every reservation answered 2xx is in the database afterwards, the seat counts match the
 * reservations, and the same app answers again once the kills stop. The shared PostgreSQL server is never restarted:
 * the suite kills its own app's backends (pg_terminate_backend, picked by application_name), as
 * database-outage.test.ts does one at a time.
 */

const URL_ = process.env.TEST_DATABASE_URL;
const STUDENTS = 240;
/** Requests in flight at once: more than the pool's connections, so requests queue for them as in a rush. */
const IN_FLIGHT = 24;
/** A kill after every this many answers. */
const KILL_EVERY = 12;

interface Answer {
  userId: number;
  status: number;
  code?: string;
  reservationId?: number;
  ticketCount?: number;
}

describe.skipIf(!URL_)('PostgreSQL connections killed under load (postgres)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const appName = `moa_kills_${schema}`;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let admin: pg.Client;
  const logged: { level: number; msg: string }[] = [];
  let scheduleId: number;
  let tokens: Map<number, string>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: URL_ });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const named = new URL(URL_!);
    named.searchParams.set('application_name', appName);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-kills-'));
    handle = openDatabase({ databaseUrl: named.toString(), dataDir, pgSchema: schema });
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    const config = testConfig({ dataDir, webDist: path.join(dataDir, 'no-web'), logLevel: 'warn' });
    app = await buildApp(config, { database: handle, logStream });
    await app.ready();
    const clubId = await insertClub(handle.db, 'kills');
    ({ scheduleId } = await insertSchedule(handle.db, {
      clubId,
      date: addDays(seoulToday(), 30),
      seats: 10_000,
      maxTicket: 4,
    }));
    const ids = await insertStudents(handle.db, 'kill', STUDENTS);
    tokens = new Map();
    for (const id of ids) tokens.set(id, await createSession(handle.db, id));
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Kills every backend of this app (its pool's and its LISTEN connections); resolves with how many. */
  const killBackends = async () => {
    const res = await admin.query<{ killed: boolean }>(
      'SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = $1',
      [appName],
    );
    return res.rows.filter((r) => r.killed).length;
  };

  const reserve = async (userId: number): Promise<Answer> => {
    const res = await app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(tokens.get(userId)!),
      payload: { scheduleId, wishToPurchaseTickets: 1 + (userId % 4) },
    });
    const body = res.json() as { code?: string; reservationId?: number; ticketCount?: number };
    return { userId, status: res.statusCode, ...body };
  };

  /**
   * Reserves for every student in `userIds`, IN_FLIGHT at a time; with `kill`, the app's backends are killed after
   * every KILL_EVERY answers, while the other requests are still in flight.
   */
  const rush = async (userIds: number[], kill: boolean) => {
    const answers: Answer[] = [];
    const queue = [...userIds];
    let kills = 0;
    let killed = 0;
    const pendingKills: Promise<void>[] = [];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        answers.push(await reserve(id));
        if (kill && answers.length % KILL_EVERY === 0 && queue.length > 0) {
          kills++;
          pendingKills.push(killBackends().then((n) => void (killed += n)));
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await Promise.all(pendingKills);
    return { answers, kills, killed };
  };

  /** What the database holds for the schedule: each student's live reservation, and the seats it counts. */
  const stored = async () => {
    const rows = await handle.db
      .selectFrom('reservations')
      .select(['id', 'user_id', 'ticket_count', 'status'])
      .where('schedule_id', '=', scheduleId)
      .execute();
    const { apply_people } = await handle.db
      .selectFrom('schedules')
      .select('apply_people')
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    return { rows, applyPeople: Number(apply_people) };
  };

  it('answers 2xx or 503 DATABASE_UNAVAILABLE, loses no reservation it confirmed, and recovers by itself', async () => {
    const ids = [...tokens.keys()];
    const { answers, kills, killed } = await rush(ids, true);
    expect(answers).toHaveLength(STUDENTS);
    expect(kills).toBeGreaterThanOrEqual(10);
    expect(killed).toBeGreaterThan(0);

    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    // Never a 500: every failure is the database being away, with its code, for the client to send again.
    expect(new Set(refused.map((a) => `${a.status} ${a.code}`))).toEqual(
      new Set(refused.length > 0 ? ['503 DATABASE_UNAVAILABLE'] : []),
    );
    // The kills landed on requests in flight, and requests between them went through.
    expect(refused.length).toBeGreaterThan(0);
    expect(ok.length).toBeGreaterThan(0);
    expect(logged.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);

    // Back without a restart: the same app answers once the kills stop.
    await vi.waitFor(
      async () => expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200),
      { timeout: 10_000 },
    );

    // The metrics counted the same answers (README, "Monitoring").
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain(`moa_reservations_total{call="reserve"} ${ok.length}\n`);
    expect(metrics).toContain(
      `moa_reservation_refusals_total{call="reserve",code="DATABASE_UNAVAILABLE"} ${refused.length}\n`,
    );

    // Every reservation confirmed with 2xx is there, as confirmed; the seats counted are the reservations'.
    const before = await stored();
    const byId = new Map(before.rows.map((r) => [r.id, r]));
    for (const a of ok) {
      expect(byId.get(a.reservationId!), `reservation of user ${a.userId}`).toMatchObject({
        user_id: a.userId,
        ticket_count: a.ticketCount,
        status: 'unpaid',
      });
    }
    expect(before.applyPeople).toBe(before.rows.reduce((sum, r) => sum + r.ticket_count, 0));

    // The students told 503 send again: each now gets 200, or ALREADY_RESERVED if their first try had committed
    // before its connection died (nothing in between). Then every student holds exactly one reservation.
    const retried = await rush(
      refused.map((a) => a.userId),
      false,
    );
    for (const a of retried.answers) {
      expect([`200 undefined`, '409 ALREADY_RESERVED']).toContain(`${a.status} ${a.code}`);
    }
    const after = await stored();
    expect(new Set(after.rows.map((r) => r.user_id)).size).toBe(STUDENTS);
    expect(after.rows).toHaveLength(STUDENTS);
    expect(after.applyPeople).toBe(after.rows.reduce((sum, r) => sum + r.ticket_count, 0));
    // Each 503 was logged as a warning (the operator sees the outage), none as an error.
    expect(logged.filter((l) => l.level === 40).map((l) => l.msg)).toContain('database unavailable');
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('control: the same rush without kills answers 200 to every request', async () => {
    const more = await insertStudents(handle.db, 'calm', 48);
    for (const id of more) tokens.set(id, await createSession(handle.db, id));
    const { answers } = await rush(more, false);
    expect(answers.map((a) => a.status)).toEqual(more.map(() => 200));
  });
});
