import {
  APPLICATION_MESSAGES,
  managerSlotListSchema,
  myApplicationSchema,
  openSlotSchema,
} from '@moa/contract';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createPost, formPost, send } from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertStudents, signInAs } from './support.ts';

/**
 * Interview slots: publishing, booking and moving until the cut-off, and the race for a slot's last places. The race
 * sends every applicant at one slot at once and must fill it exactly; its control runs the same race through a booking
 * that reads the places left and then writes without the conditional update, and must overfill the slot, which proves
 * the race is concurrent enough to catch one. On PostgreSQL the lock order is tested too (docs/decisions/0010): a
 * booking and the manager's transaction on the same applicant, two applicants moving opposite ways between two slots,
 * and two officers' stage moves giving places back, are lined up on row locks so that the old order would deadlock;
 * each control runs the old order from the test side and must see PostgreSQL report the deadlock.
 */
const RUSH = 40;
const CAPACITY = 3;

describe.each(DB_KINDS)('interview slots (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  const now = () => new Date(clock);
  let manager = '';

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  /** A new post of the manager's club with `n` new students applied and moved to the interview stage. */
  async function interviewing(n: number, prefix: string) {
    const today = seoulToday(now());
    const postId = await createPost(
      t.app,
      manager,
      formPost(addDays(today, -1), addDays(today, 5), [], prefix),
    );
    const students = await insertStudents(t.db, prefix, n);
    const tokens = await Promise.all(students.map((id) => createSession(t.db, id, now())));
    for (const token of tokens) {
      const res = await send(t.app, 'POST', `/recruiting/${postId}/application`, token, {
        consent: true,
        answers: [],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ids = (
      await t.db.selectFrom('applications').select('id').where('recruiting_id', '=', postId).execute()
    ).map((r) => r.id);
    const move = await send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/applications`, manager, {
      applicationIds: ids,
      stage: 'interview',
    });
    expect(move.json().count).toBe(n);
    return { postId, tokens };
  }

  const slotAt = (days: number, time: string, capacity: number) => ({
    startsAt: `${addDays(seoulToday(now()), days)}T${time}`,
    durationMinutes: 20,
    place: '학생회관 B103호',
    capacity,
  });

  async function publish(postId: number, body: object): Promise<number> {
    const res = await send(t.app, 'POST', `/mypage/manager/recruiting/${postId}/slots`, manager, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  const booked = async (slotId: number) => {
    const slot = await t.db
      .selectFrom('interview_slots')
      .select('booked')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    const holders = await t.db
      .selectFrom('applications')
      .select('id')
      .where('slot_id', '=', slotId)
      .execute();
    return { count: slot.booked, holders: holders.length };
  };

  it('publishes slots, refuses bad ones, and lets an applicant at the interview stage book and move', async () => {
    const { postId, tokens } = await interviewing(2, 'book');
    const [first, second] = tokens as [string, string];
    const past = await send(
      t.app,
      'POST',
      `/mypage/manager/recruiting/${postId}/slots`,
      manager,
      slotAt(-1, '19:00', 1),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.startsAt).toBe('지난 시각에는 면접 시간을 만들 수 없습니다.');
    const bad = await send(t.app, 'POST', `/mypage/manager/recruiting/${postId}/slots`, manager, {
      ...slotAt(3, '25:00', 0),
      place: ' ',
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['capacity', 'place', 'startsAt']);

    const a = await publish(postId, slotAt(3, '19:00', 1));
    const b = await publish(postId, slotAt(3, '19:20', 2));
    const slots = (await send(t.app, 'GET', `/recruiting/${postId}/application/slots`, first)).json();
    expect(slots.map((s: unknown) => openSlotSchema.parse(s).startsAt)).toEqual([
      slotAt(3, '19:00', 1).startsAt,
      slotAt(3, '19:20', 2).startsAt,
    ]);

    const book = (token: string, slotId: number) =>
      send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId });
    const mine = myApplicationSchema.parse((await book(first, a)).json()).application!;
    expect(mine.interview).toMatchObject({ slotId: a, place: '학생회관 B103호', durationMinutes: 20 });
    const full = await book(second, a);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'SLOT_FULL',
      message: '이 면접 시간은 마감되었습니다. 다른 시간을 골라주세요.',
    });
    expect(await booked(a)).toEqual({ count: 1, holders: 1 });

    // moving gives the old place back
    expect((await book(first, b)).statusCode).toBe(200);
    expect(await booked(a)).toEqual({ count: 0, holders: 0 });
    expect(await booked(b)).toEqual({ count: 1, holders: 1 });
    expect((await book(second, a)).statusCode).toBe(200);

    const timetable = managerSlotListSchema.parse(
      (await send(t.app, 'GET', `/mypage/manager/recruiting/${postId}/slots`, manager)).json(),
    );
    expect(timetable.map((s) => [s.booked, s.applicants.length])).toEqual([
      [1, 1],
      [1, 1],
    ]);

    // a slot with bookings keeps them: no deleting it, no capacity below them
    const del = await send(t.app, 'DELETE', `/mypage/manager/recruiting/${postId}/slots/${a}`, manager);
    expect(del.statusCode).toBe(409);

    // within the cut-off nothing moves
    const before = clock;
    clock = Date.parse(`${slotAt(3, '19:00', 1).startsAt}:00+09:00`) - 23 * 3_600_000;
    try {
      const late = await book(first, a);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain('24시간 전부터는');
      const list = (await send(t.app, 'GET', `/recruiting/${postId}/application/slots`, first)).json();
      expect(list.every((s: { closed: boolean }) => s.closed)).toBe(true);
    } finally {
      clock = before;
    }
  });

  it('refuses an applicant who is not at the interview stage, and gives the place back when moved on', async () => {
    const { postId, tokens } = await interviewing(1, 'stage');
    const slot = await publish(postId, slotAt(4, '10:00', 1));
    const [token] = tokens as [string];
    expect(
      (await send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId: slot }))
        .statusCode,
    ).toBe(200);
    const app = await t.db
      .selectFrom('applications')
      .select('id')
      .where('recruiting_id', '=', postId)
      .executeTakeFirstOrThrow();
    await send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/applications`, manager, {
      applicationIds: [app.id],
      stage: 'screenFailed',
    });
    expect(await booked(slot)).toEqual({ count: 0, holders: 0 });
    const refused = await send(t.app, 'GET', `/recruiting/${postId}/application/slots`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('면접 단계의 지원자만 면접 시간을 고를 수 있습니다.');
  });

  it('gives the place back when the applicant deletes the application', async () => {
    const { postId, tokens } = await interviewing(1, 'gone');
    const [token] = tokens as [string];
    const slot = await publish(postId, slotAt(4, '11:00', 1));
    await send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId: slot });
    expect(await booked(slot)).toEqual({ count: 1, holders: 1 });
    expect((await send(t.app, 'DELETE', `/recruiting/${postId}/application`, token)).statusCode).toBe(200);
    expect(await booked(slot)).toEqual({ count: 0, holders: 0 });
  });

  it(`fills a slot of ${CAPACITY} places exactly when ${RUSH} applicants book it at once`, async () => {
    const { postId, tokens } = await interviewing(RUSH, 'rush');
    const slot = await publish(postId, slotAt(5, '18:00', CAPACITY));
    const answers = await Promise.all(
      tokens.map((token) =>
        send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId: slot }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(CAPACITY);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['SLOT_FULL']),
    );
    expect(await booked(slot)).toEqual({ count: CAPACITY, holders: CAPACITY });

    const shrink = await send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/slots/${slot}`, manager, {
      ...slotAt(5, '18:00', CAPACITY - 1),
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe(
      `이미 ${CAPACITY}명이 예약해 정원을 ${CAPACITY}명보다 줄일 수 없습니다.`,
    );
  });

  it('keeps one booking when one applicant moves to two slots at once', async () => {
    const { postId, tokens } = await interviewing(1, 'twice');
    const [token] = tokens as [string];
    const slots = [
      await publish(postId, slotAt(5, '11:00', 2)),
      await publish(postId, slotAt(5, '11:20', 2)),
    ];
    await Promise.all(
      slots.map((slotId) => send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId })),
    );
    const [x, y] = [await booked(slots[0]!), await booked(slots[1]!)];
    expect(x.count + y.count).toBe(1);
    expect([x.count, y.count]).toEqual([x.holders, y.holders]);
  });

  /**
   * The control's booking: the app's booking with the conditional update taken out. The places left are read, then
   * written back as read + 1 after a turn of the event loop, and the application takes the slot. Test code only: the
   * app has no unguarded path.
   */
  async function bookUnguarded(db: Db, slotId: number, applicationId: number): Promise<boolean> {
    const slot = await db
      .selectFrom('interview_slots')
      .select(['booked', 'capacity'])
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    if (slot.booked >= slot.capacity) return false;
    await new Promise((resolve) => setImmediate(resolve));
    await db
      .updateTable('interview_slots')
      .set({ booked: slot.booked + 1 })
      .where('id', '=', slotId)
      .execute();
    await db.updateTable('applications').set({ slot_id: slotId }).where('id', '=', applicationId).execute();
    return true;
  }

  it('control: without the conditional update the same race overfills the slot', async () => {
    const { postId } = await interviewing(RUSH, 'control');
    const slot = await publish(postId, slotAt(5, '20:00', CAPACITY));
    const ids = (
      await t.db.selectFrom('applications').select('id').where('recruiting_id', '=', postId).execute()
    ).map((r) => r.id);
    await Promise.all(ids.map((id) => bookUnguarded(t.db, slot, id)));
    const { holders } = await booked(slot);
    expect(holders, `control run: ${holders} applicants hold a slot of ${CAPACITY}`).toBeGreaterThan(
      CAPACITY,
    );
  });
  describe.skipIf(kind !== 'postgres')(
    'lock order: the application, then the slots by id (PostgreSQL)',
    () => {
      const clients: pg.Client[] = [];
      afterAll(async () => {
        await Promise.all(clients.map((c) => c.end()));
      });

      /** A connection of the test's own, as another transaction would hold one, quick to tell a deadlock. */
      async function connect() {
        const c = t.handle.newClient!();
        clients.push(c);
        await c.connect();
        await c.query(`SET deadlock_timeout = '20ms'`);
        const { rows } = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        return { c, pid: rows[0]!.pid };
      }

      /** Until `n` backends wait behind the connection `pid`, directly or behind one that does. */
      async function queuedBehind(pid: number, n: number) {
        await vi.waitFor(
          async () => {
            const { rows } = await sql<{ n: number }>`
            WITH RECURSIVE behind(pid) AS (
              SELECT a.pid FROM pg_stat_activity a WHERE ${pid}::int = ANY(pg_blocking_pids(a.pid))
              UNION
              SELECT a.pid FROM pg_stat_activity a JOIN behind b ON b.pid = ANY(pg_blocking_pids(a.pid))
            )
            SELECT count(*)::int AS n FROM behind`.execute(t.db);
            expect(rows[0]!.n).toBeGreaterThanOrEqual(n);
          },
          { timeout: 10_000, interval: 5 },
        );
      }

      /** The error a statement (or steps) ended with, or null; settled at once so no rejection goes unheard. */
      const outcome = (p: Promise<unknown>) =>
        p.then(
          () => null,
          (err: { code?: string }) => err,
        );

      const book = (postId: number, token: string, slotId: number) =>
        send(t.app, 'PUT', `/recruiting/${postId}/application/slot`, token, { slotId });

      async function applicationIds(postId: number) {
        const rows = await t.db
          .selectFrom('applications')
          .select('id')
          .where('recruiting_id', '=', postId)
          .orderBy('id')
          .execute();
        return rows.map((r) => r.id);
      }

      /** Two applicants at the interview stage, the second booked in a slot of two places the first will book. */
      async function managerCase(prefix: string) {
        const { postId, tokens } = await interviewing(2, prefix);
        const [a, b] = (await applicationIds(postId)) as [number, number];
        const slot = await publish(postId, slotAt(6, '10:00', 2));
        expect((await book(postId, tokens[1]!, slot)).statusCode).toBe(200);
        return { postId, token: tokens[0]!, a, b, slot };
      }

      /** The manager's stage move of both in its lock order: the application rows (id order) ... */
      const lockApplications = (c: pg.Client, ids: number[]) =>
        c.query('SELECT id FROM applications WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids]);
      /** ... then the second's booking dropped and its place given back. */
      async function dropBooking(c: pg.Client, applicationId: number, slotId: number) {
        await c.query(`UPDATE applications SET stage = 'screenFailed', slot_id = NULL WHERE id = $1`, [
          applicationId,
        ]);
        await c.query('UPDATE interview_slots SET booked = booked - 1 WHERE id = $1 AND booked > 0', [
          slotId,
        ]);
      }

      it('a booking waits for the manager’s stage move of the same applicant, and both go through', async () => {
        const { postId, token, a, b, slot } = await managerCase('lockmgr');
        const manager = await connect();
        await manager.c.query('BEGIN');
        await lockApplications(manager.c, [a, b]);
        const booking = book(postId, token, slot);
        await queuedBehind(manager.pid, 1);
        // the old booking held the slot's row by now, and this would deadlock
        expect(await outcome(dropBooking(manager.c, b, slot))).toBeNull();
        await manager.c.query('COMMIT');
        const res = await booking;
        expect(res.statusCode, res.body).toBe(200);
        expect(myApplicationSchema.parse(res.json()).application!.interview?.slotId).toBe(slot);
        expect(await booked(slot)).toEqual({ count: 1, holders: 1 });
      });

      it('a booking that waited for the manager moving the applicant on is refused, the slot untouched', async () => {
        const { postId, token, a, b, slot } = await managerCase('lockmoved');
        const manager = await connect();
        await manager.c.query('BEGIN');
        await lockApplications(manager.c, [a, b]);
        const booking = book(postId, token, slot);
        await queuedBehind(manager.pid, 1);
        await manager.c.query(`UPDATE applications SET stage = 'screenFailed' WHERE id = $1`, [a]);
        await manager.c.query('COMMIT');
        const res = await booking;
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('면접 단계의 지원자만 면접 시간을 고를 수 있습니다.');
        expect(await booked(slot)).toEqual({ count: 1, holders: 1 });
      });

      it('control: a booking in the old order (the slot, then the application) deadlocks with it', async () => {
        const { a, b, slot } = await managerCase('lockmgrctl');
        const [manager, student] = [await connect(), await connect()];
        await manager.c.query('BEGIN');
        await lockApplications(manager.c, [a, b]);
        await student.c.query('BEGIN');
        await student.c.query(
          'UPDATE interview_slots SET booked = booked + 1 WHERE id = $1 AND booked < capacity',
          [slot],
        );
        const move = outcome(
          student.c.query('UPDATE applications SET slot_id = $1 WHERE id = $2 AND slot_id IS NULL', [
            slot,
            a,
          ]),
        );
        await queuedBehind(manager.pid, 1);
        const errors = await Promise.all([outcome(dropBooking(manager.c, b, slot)), move]);
        expect(errors.flatMap((e) => (e ? [e.code] : []))).toEqual(['40P01']);
        await Promise.all([manager.c.query('ROLLBACK'), student.c.query('ROLLBACK')]);
      });

      /** Two applicants booked in slots X and Y (X published first, so the lower id), two places each. */
      async function swapCase(prefix: string) {
        const { postId, tokens } = await interviewing(2, prefix);
        const [a, b] = (await applicationIds(postId)) as [number, number];
        const x = await publish(postId, slotAt(6, '11:00', 2));
        const y = await publish(postId, slotAt(6, '11:20', 2));
        expect((await book(postId, tokens[0]!, x)).statusCode).toBe(200);
        expect((await book(postId, tokens[1]!, y)).statusCode).toBe(200);
        const gate = await connect();
        await gate.c.query('BEGIN');
        await gate.c.query('SELECT id FROM interview_slots WHERE id = $1 FOR UPDATE', [x]);
        return { postId, tokens: tokens as [string, string], a, b, x, y, gate };
      }

      it('two applicants moving opposite ways between two slots both go through', async () => {
        const { postId, tokens, x, y, gate } = await swapCase('lockswap');
        // a row lock on X lines them up: the Y→X move waits first, the X→Y move behind it, as the old order
        // (the new slot first) needs to deadlock
        const toX = book(postId, tokens[1], x);
        await queuedBehind(gate.pid, 1);
        const toY = book(postId, tokens[0], y);
        await queuedBehind(gate.pid, 2);
        await gate.c.query('ROLLBACK');
        const [rx, ry] = await Promise.all([toX, toY]);
        expect([rx.statusCode, ry.statusCode], `${rx.body} ${ry.body}`).toEqual([200, 200]);
        expect(await booked(x)).toEqual({ count: 1, holders: 1 });
        expect(await booked(y)).toEqual({ count: 1, holders: 1 });
      });

      it('control: the same two moves in the old order (the new slot first) deadlock', async () => {
        const { a, b, x, y, gate } = await swapCase('lockswapctl');
        const [first, second] = [await connect(), await connect()];
        /** The old booking's statements: the new slot's place, the application, the old slot's place. */
        const oldMove = async (c: pg.Client, applicationId: number, from: number, to: number) => {
          await c.query('BEGIN');
          await c.query(
            'UPDATE interview_slots SET booked = booked + 1 WHERE id = $1 AND booked < capacity',
            [to],
          );
          await c.query('UPDATE applications SET slot_id = $1 WHERE id = $2 AND slot_id = $3', [
            to,
            applicationId,
            from,
          ]);
          await c.query('UPDATE interview_slots SET booked = booked - 1 WHERE id = $1 AND booked > 0', [
            from,
          ]);
        };
        const toX = outcome(oldMove(first.c, b, y, x));
        await queuedBehind(gate.pid, 1);
        const toY = outcome(oldMove(second.c, a, x, y));
        await queuedBehind(gate.pid, 2);
        await gate.c.query('ROLLBACK');
        const errors = await Promise.all([toX, toY]);
        expect(errors.flatMap((e) => (e ? [e.code] : []))).toEqual(['40P01']);
        await Promise.all([first.c.query('ROLLBACK'), second.c.query('ROLLBACK')]);
      });

      /**
       * Four applicants, the 1st and 4th booked in Y, the 2nd and 3rd in X (X the lower id): one officer moves the 1st and
       * 2nd on (their places given back Y, X in application order), another the 3rd and 4th (X, Y), lined up on a row
       * lock on X so that giving the places back in application order would deadlock.
       */
      async function batchCase(prefix: string) {
        const { postId, tokens } = await interviewing(4, prefix);
        const ids = (await applicationIds(postId)) as [number, number, number, number];
        const x = await publish(postId, slotAt(6, '13:00', 2));
        const y = await publish(postId, slotAt(6, '13:20', 2));
        for (const [i, slot] of [y, x, x, y].entries()) {
          expect((await book(postId, tokens[i]!, slot)).statusCode).toBe(200);
        }
        const gate = await connect();
        await gate.c.query('BEGIN');
        await gate.c.query('SELECT id FROM interview_slots WHERE id = $1 FOR UPDATE', [x]);
        return { postId, ids, x, y, gate };
      }

      it('two officers moving applicants on give their places back without a deadlock', async () => {
        const { postId, ids, x, y, gate } = await batchCase('lockbatch');
        const move = (applicationIds: number[]) =>
          send(t.app, 'PUT', `/mypage/manager/recruiting/${postId}/applications`, manager, {
            applicationIds,
            stage: 'screenFailed',
          });
        const second = move([ids[2], ids[3]]);
        await queuedBehind(gate.pid, 1);
        const first = move([ids[0], ids[1]]);
        await queuedBehind(gate.pid, 2);
        await gate.c.query('ROLLBACK');
        const answers = await Promise.all([first, second]);
        expect(
          answers.map((r) => r.statusCode),
          answers.map((r) => r.body).join(' '),
        ).toEqual([200, 200]);
        expect(await booked(x)).toEqual({ count: 0, holders: 0 });
        expect(await booked(y)).toEqual({ count: 0, holders: 0 });
      });

      it('control: giving the places back in application order deadlocks the same two moves', async () => {
        const { ids, x, y, gate } = await batchCase('lockbatchctl');
        const [first, second] = [await connect(), await connect()];
        /** The old stage move's statements: the applications locked and moved, each one's place given back in turn. */
        const oldMove = async (c: pg.Client, moves: [number, number][]) => {
          await c.query('BEGIN');
          await lockApplications(
            c,
            moves.map(([id]) => id),
          );
          for (const [id, slot] of moves) await dropBooking(c, id, slot);
        };
        const later = outcome(
          oldMove(second.c, [
            [ids[2], x],
            [ids[3], y],
          ]),
        );
        await queuedBehind(gate.pid, 1);
        const earlier = outcome(
          oldMove(first.c, [
            [ids[0], y],
            [ids[1], x],
          ]),
        );
        await queuedBehind(gate.pid, 2);
        await gate.c.query('ROLLBACK');
        const errors = await Promise.all([earlier, later]);
        expect(errors.flatMap((e) => (e ? [e.code] : []))).toEqual(['40P01']);
        await Promise.all([first.c.query('ROLLBACK'), second.c.query('ROLLBACK')]);
      });

      it('a booking that waited while the club moved its slot inside the cut-off is refused, and books nothing', async () => {
        const { postId, tokens } = await interviewing(1, 'co');
        const [id] = (await applicationIds(postId)) as [number];
        const slot = await publish(postId, slotAt(6, '10:00', 2));
        const club = await connect();
        await club.c.query('BEGIN');
        // as a stage move would: the application row held, so the booking waits after its first read of the slot
        await lockApplications(club.c, [id]);
        const booking = book(postId, tokens[0]!, slot);
        await queuedBehind(club.pid, 1);
        await club.c.query('UPDATE interview_slots SET starts_at = $1 WHERE id = $2', [
          new Date(clock + 60 * 60_000).toISOString(),
          slot,
        ]);
        await club.c.query('COMMIT');
        const res = await booking;
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(APPLICATION_MESSAGES.slotCutoff);
        const row = await t.db
          .selectFrom('interview_slots')
          .select('booked')
          .where('id', '=', slot)
          .executeTakeFirstOrThrow();
        expect(row.booked).toBe(0);
        const application = await t.db
          .selectFrom('applications')
          .select('slot_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(application.slot_id).toBeNull();
      });

      it("an officer's review of an application the student deletes meanwhile is 404, not a server error", async () => {
        const { postId } = await interviewing(1, 'rv');
        const [id] = (await applicationIds(postId)) as [number];
        const student = await connect();
        await student.c.query('BEGIN');
        await student.c.query('DELETE FROM applications WHERE id = $1', [id]);
        const review = send(
          t.app,
          'PUT',
          `/mypage/manager/recruiting/${postId}/applications/${id}/review`,
          manager,
          { rating: 4, note: '' },
        );
        // The review read the application and now waits to write beside it: the race is on.
        await queuedBehind(student.pid, 1);
        await student.c.query('COMMIT');
        const res = await review;
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
        expect(
          await t.db.selectFrom('application_reviews').selectAll().where('application_id', '=', id).execute(),
        ).toEqual([]);
      });
    },
  );
});
