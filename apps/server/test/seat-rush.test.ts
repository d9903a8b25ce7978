import { hallSeats, parseHallText } from '@moa/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { seatInHall } from '../src/modules/seating/index.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSchedule, insertStudents } from './support.ts';

/**
 * A seat rush (issue 28): 2,000 students each trying 1–4 seats of a 400-seat hall at once, through the real app on
 * both databases and with two instances on one PostgreSQL. No seat may be sold twice, and the seats taken must equal
 * the seats of live reservations and the schedule's sold count. The control run rushes the same wishes through a
 * take decided from a read made before it (test code only), and must see a seat sold twice: proof the rush is
 * concurrent enough to catch one.
 */

const STUDENTS = 2_000;
const ROWS = 20;
const PER_ROW = 20;
const SEATS = ROWS * PER_ROW;
const LABELS = 'ABCDEFGHIJKLMNOPQRST';

/** Student i wants 1–4 seats side by side, crowding the front rows (where everyone wants to sit). */
function wishOf(i: number): string[] {
  const n = 1 + ((i * 7) % 4);
  const row = LABELS[(i * 13) % 7 < 4 ? (i * 13) % 4 : (i * 31) % ROWS]!;
  const from = 1 + ((i * 17) % (PER_ROW - n + 1));
  return Array.from({ length: n }, (_, k) => `${row}-${from + k}`);
}

async function seatedSchedule(
  t: TestApp,
): Promise<{ scheduleId: number; hallId: number; students: number[] }> {
  const clubId = await insertClub(t.db, '좌석 러시');
  const text = [
    '무대',
    ...LABELS.split('').map((r) => `${r} | ${'○'.repeat(PER_ROW / 2)} _ ${'○'.repeat(PER_ROW / 2)}`),
  ].join('\n');
  const parsed = parseHallText(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const at = new Date().toISOString();
  const { id: hallId } = await t.db
    .insertInto('halls')
    .values({
      club_id: clubId,
      name: '러시홀',
      source_text: text,
      stage: 'top',
      seat_count: SEATS,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('hall_seats')
    .values(
      hallSeats(parsed.hall).map((s) => ({
        hall_id: hallId,
        seat_key: s.key,
        section: s.section,
        row_label: s.row,
        seat_number: s.number,
        x: s.x,
        y: s.y,
        kind: s.kind,
      })),
    )
    .execute();
  const { scheduleId } = await insertSchedule(t.db, {
    clubId,
    name: '좌석 러시 공연',
    date: addDays(seoulToday(), 10),
    seats: SEATS,
    maxTicket: 4,
  });
  expect(await seatInHall(t.db, scheduleId, hallId, 10_000)).toBe(SEATS);
  return { scheduleId, hallId, students: await insertStudents(t.db, 'seatrush', STUDENTS) };
}

/** What the rush left: seats held, the schedule's count, the live reservations' tickets, and any seat sold twice. */
async function tally(db: Db, scheduleId: number) {
  const held = await db
    .selectFrom('reservation_seats')
    .select('seat_key')
    .where('schedule_id', '=', scheduleId)
    .execute();
  const { apply_people } = await db
    .selectFrom('schedules')
    .select('apply_people')
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  const live = await db
    .selectFrom('reservations')
    .select(['id', 'ticket_count', 'seat_keys'])
    .where('schedule_id', '=', scheduleId)
    .where('status', 'in', ['unpaid', 'paid'])
    .execute();
  const owners = new Map<string, number>();
  let twice = 0;
  for (const r of live) {
    for (const key of JSON.parse(r.seat_keys ?? '[]') as string[]) {
      if (owners.has(key)) twice++;
      owners.set(key, r.id);
    }
  }
  return {
    held: held.length,
    distinctHeld: new Set(held.map((h) => h.seat_key)).size,
    applyPeople: apply_people,
    tickets: live.reduce((sum, r) => sum + r.ticket_count, 0),
    recorded: owners.size,
    twice,
  };
}

/**
 * Every student sends once, IN_FLIGHT at a time (far more than the pool's 10 connections, so the writes race): all
 * 2,000 at once would queue past the pool's 5 s wait on a loaded machine and answer 503, which is overload, not the
 * race under test.
 */
const IN_FLIGHT = 250;

async function rush(apps: TestApp['app'][], tokens: string[], scheduleId: number) {
  const answers: Awaited<ReturnType<TestApp['app']['inject']>>[] = new Array(tokens.length);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      answers[i] = await apps[i % apps.length]!.inject({
        method: 'POST',
        url: '/show/detail/reservation',
        headers: bearer(tokens[i]!),
        payload: { scheduleId, wishToPurchaseTickets: wishOf(i).length, wishSeats: wishOf(i) },
      });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return answers;
}

function expectExact(
  r: Awaited<ReturnType<typeof tally>>,
  answers: { statusCode: number; json(): unknown }[],
) {
  const sold = answers.reduce((sum, a, i) => sum + (a.statusCode === 200 ? wishOf(i).length : 0), 0);
  expect(r.twice).toBe(0);
  expect(r.distinctHeld).toBe(r.held);
  expect(r.held).toBe(r.applyPeople);
  expect(r.tickets).toBe(r.applyPeople);
  expect(r.recorded).toBe(r.applyPeople);
  expect(sold).toBe(r.applyPeople);
  expect(r.applyPeople).toBeLessThanOrEqual(SEATS);
  // Front rows are crowded, so many wishes collide there and some seats further back stay free.
  expect(r.applyPeople).toBeGreaterThan(SEATS / 3);
  const codes = new Set(
    answers.filter((a) => a.statusCode !== 200).map((a) => (a.json() as { code: string }).code),
  );
  expect(
    [...codes].every((c) => c === 'SEAT_TAKEN' || c === 'SOLD_OUT'),
    [...codes].join(),
  ).toBe(true);
  expect(codes.has('SEAT_TAKEN')).toBe(true);
}

describe.each(DB_KINDS)('a seat rush (%s)', (kind) => {
  it('2,000 students on 400 seats: no seat sold twice, seats = live tickets = the sold count', async () => {
    const t = await createTestApp(kind, { seed: false });
    try {
      const { scheduleId, students } = await seatedSchedule(t);
      const tokens = await Promise.all(students.map((id) => createSession(t.db, id)));
      const answers = await rush([t.app], tokens, scheduleId);
      expectExact(await tally(t.db, scheduleId), answers);
    } finally {
      await t.close();
    }
  }, 240_000);

  it.runIf(kind === 'postgres')(
    'two instances on one PostgreSQL: no seat sold twice',
    async () => {
      const t = await createTestApp(kind, { seed: false });
      const b = await createSecondInstance(t);
      try {
        const { scheduleId, students } = await seatedSchedule(t);
        const tokens = await Promise.all(students.map((id) => createSession(t.db, id)));
        const answers = await rush([t.app, b.app], tokens, scheduleId);
        expectExact(await tally(t.db, scheduleId), answers);
      } finally {
        await b.close();
        await t.close();
      }
    },
    240_000,
  );

  it('control: seats taken on a read made before the write are sold twice', async () => {
    const t = await createTestApp(kind, { seed: false });
    try {
      const { scheduleId, students } = await seatedSchedule(t);
      // The guard is reservation_seats' primary key: the control writes to a table without one.
      await sql`CREATE TABLE control_seats (schedule_id integer, seat_key text, user_id integer)`.execute(
        t.db,
      );
      await Promise.all(
        students.map(async (userId, i) => {
          const wish = wishOf(i);
          const taken = await sql<{ n: number }>`SELECT count(*) AS n FROM control_seats
            WHERE schedule_id = ${scheduleId} AND seat_key IN (${sql.join(wish)})`.execute(t.db);
          if (Number(taken.rows[0]!.n) > 0) return;
          await new Promise((resolve) => setImmediate(resolve));
          for (const key of wish) {
            await sql`INSERT INTO control_seats VALUES (${scheduleId}, ${key}, ${userId})`.execute(t.db);
          }
        }),
      );
      const twice = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT seat_key FROM control_seats
        GROUP BY seat_key HAVING count(*) > 1) d`.execute(t.db);
      expect(Number(twice.rows[0]!.n), 'the control run must see a seat sold twice').toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 240_000);
});
