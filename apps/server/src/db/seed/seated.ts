import { companionsOf, hallSeats, parseHallText, type HallSeat } from '@moa/contract';
import type { Insertable } from 'kysely';
import { addDays, seoulInstant } from '../../lib/time.ts';
import type { Db } from '../database.ts';
import type { ReservationsTable } from '../schema.ts';
import type { SeatedShowSeed } from './content.ts';
import { createRandom, type Random } from './random.ts';
import { reservationValues, showValues } from './rows.ts';

/**
 * The seated demo show (docs/product.md#assigned-seats): a hall of the club, the show with schedules set in it, each
 * schedule's plan (grades painted on rows, a 운영석 block) and demo students holding chosen seats. The rows are
 * written as the server's repositories write them (modules/halls, modules/seating, modules/reservations), and the
 * counts agree with the seats: max_people is the seats for sale (graded, not blocked; no holder sits in a blocked
 * one), apply_people the seats live reservations hold, each held seat a row of reservation_seats and a key of its
 * reservation's seat_keys.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Its own random source, so the ticketed shows' data stays as it was. */
const SEATED_SEED = 20_261_028;

export interface SeatedDeps {
  show: SeatedShowSeed;
  clubId: number;
  today: string;
  now: Date;
  poster: string;
  qr: string;
  /** Demo students who may hold seats, in a fixed order. */
  students: { id: number; depositName: string }[];
  /** Who confirmed the paid ones (the club's manager). */
  changedBy: string | null;
}

export interface SeatedSummary {
  halls: number;
  shows: number;
  schedules: number;
  reservations: number;
}

interface SeatPlan {
  seats: HallSeat[];
  /** Grade position of each seat by key; absent: not sold. */
  grade: Map<string, number>;
  blocked: Set<string>;
  forSale: number;
}

/** The hall's seats with the show's grades painted on them (`1층:가나다라`: those rows of that section). */
export function seatedPlan(show: SeatedShowSeed): SeatPlan {
  const parsed = parseHallText(show.hall.text);
  if (!parsed.ok) throw new Error(`Seed hall ${show.hall.name} does not parse: ${parsed.errors[0]?.message}`);
  const seats = hallSeats(parsed.hall);
  const grade = new Map<string, number>();
  show.grades.forEach((g, position) => {
    for (const spec of g.rows) {
      const [section, rows] = spec.split(':') as [string, string];
      for (const s of seats) if (s.section === section && rows.includes(s.row)) grade.set(s.key, position);
    }
  });
  const blocked = new Set(show.block.seats);
  for (const key of blocked) {
    if (!grade.has(key)) throw new Error(`Seed block seat ${key} has no grade`);
  }
  const forSale = seats.filter((s) => grade.has(s.key) && !blocked.has(s.key)).length;
  return { seats, grade, blocked, forSale };
}

interface Planned {
  scheduleIndex: number;
  student: number;
  keys: string[];
  price: number;
  paid: boolean;
  createdAt: Date;
}

/** Mostly one or two tickets, sometimes more, never above the schedule's cap. */
function ticketCount(rnd: Random, maxTicket: number): number {
  const roll = rnd.next();
  return Math.min(maxTicket, roll < 0.35 ? 1 : roll < 0.75 ? 2 : roll < 0.9 ? 3 : 4);
}

/** `count` free seats side by side (no aisle or gap) in one row of the grade, somewhere random; null if none. */
function pickSeats(
  rnd: Random,
  plan: SeatPlan,
  taken: Set<string>,
  grade: number,
  count: number,
): string[] | null {
  const rows = new Map<string, HallSeat[]>();
  for (const s of plan.seats) {
    if (s.kind !== 'seat' || plan.grade.get(s.key) !== grade || plan.blocked.has(s.key)) continue;
    const id = `${s.section}-${s.row}`;
    rows.set(id, [...(rows.get(id) ?? []), s]);
  }
  for (const id of rnd.shuffle([...rows.keys()].sort())) {
    const row = rows.get(id)!.sort((a, b) => a.x - b.x);
    const starts: number[] = [];
    for (let i = 0; i + count <= row.length; i++) {
      const run = row.slice(i, i + count);
      if (run.every((s, j) => !taken.has(s.key) && (j === 0 || s.x === run[j - 1]!.x + 1))) starts.push(i);
    }
    if (starts.length > 0) {
      const from = rnd.pick(starts);
      return row.slice(from, from + count).map((s) => s.key);
    }
  }
  return null;
}

function planReservations(deps: SeatedDeps, plan: SeatPlan, rnd: Random): Planned[][] {
  const { show, now, today } = deps;
  const from = now.getTime() - show.createdDaysAgo * DAY_MS + HOUR_MS;
  const out: Planned[][] = [];
  show.schedules.forEach((s, scheduleIndex) => {
    const start = seoulInstant(addDays(today, s.day), s.time).getTime();
    const until = Math.min(now.getTime() - 20 * 60 * 1000, start - 3 * HOUR_MS);
    const madeAt = () => new Date(from + rnd.next() * Math.max(until - from, HOUR_MS));
    const taken = new Set<string>();
    const planned: Planned[] = [];
    const students = rnd.shuffle(deps.students.map((_, i) => i));
    const take = (student: number, keys: string[]) => {
      for (const k of keys) taken.add(k);
      planned.push({
        scheduleIndex,
        student,
        keys,
        price: show.grades[plan.grade.get(keys[0]!)!]!.price,
        paid: rnd.next() < 0.6,
        createdAt: madeAt(),
      });
    };
    // The first schedule has a wheelchair user with a companion (W and its C).
    if (scheduleIndex === 0) {
      const w = plan.seats.findIndex((x) => x.kind === 'wheelchair' && plan.grade.has(x.key));
      const choosable = plan.seats.map((x) => ({ ...x, grade: plan.grade.get(x.key) ?? null }));
      const together = [w, ...companionsOf(choosable, w).slice(0, s.maxTicket - 1)];
      take(
        students.pop()!,
        together.map((i) => plan.seats[i]!.key),
      );
    }
    let remaining = Math.round(plan.forSale * s.fill) - taken.size;
    while (remaining > 0) {
      const student = students.pop();
      if (student === undefined) break;
      const count = Math.min(ticketCount(rnd, s.maxTicket), remaining);
      const roll = rnd.next();
      const wanted = roll < 0.45 ? 0 : roll < 0.8 ? 1 : 2;
      const grades = [wanted, ...show.grades.map((_, i) => i).filter((i) => i !== wanted)];
      let keys: string[] | null = null;
      for (const g of grades) {
        keys = pickSeats(rnd, plan, taken, g, count);
        if (keys) break;
      }
      if (!keys) break;
      take(student, keys);
      remaining -= count;
    }
    out.push(planned);
  });
  return out;
}

export async function seedSeatedShow(db: Db, deps: SeatedDeps): Promise<SeatedSummary> {
  const { show, now, today } = deps;
  const rnd = createRandom(SEATED_SEED);
  const plan = seatedPlan(show);
  const reservations = planReservations(deps, plan, rnd);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();

  // The hall, as modules/halls writes it.
  const parsed = parseHallText(show.hall.text);
  if (!parsed.ok) throw new Error('unreachable');
  const hallCreated = at(show.createdDaysAgo + 20);
  const { id: hallId } = await db
    .insertInto('halls')
    .values({
      club_id: deps.clubId,
      name: show.hall.name,
      source_text: show.hall.text,
      stage: parsed.hall.stage,
      seat_count: parsed.hall.seatCount,
      created_at: hallCreated,
      updated_at: hallCreated,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seatRows = plan.seats.map((s) => ({
    hall_id: hallId,
    seat_key: s.key,
    section: s.section,
    row_label: s.row,
    seat_number: s.number,
    x: s.x,
    y: s.y,
    kind: s.kind,
  }));
  for (let i = 0; i < seatRows.length; i += 400) {
    await db
      .insertInto('hall_seats')
      .values(seatRows.slice(i, i + 400))
      .execute();
  }

  const dates = show.schedules.map((s) => addDays(today, s.day));
  const { id: showId } = await db
    .insertInto('shows')
    .values(
      showValues(show, {
        clubId: deps.clubId,
        dates,
        maxPeople: plan.forSale,
        poster: deps.poster,
        qr: deps.qr,
        created: at(show.createdDaysAgo),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();

  // Each schedule with its plan, as modules/seating's saveSeatPlan leaves it.
  const cost = Math.min(...show.grades.map((g) => g.price));
  const scheduleIds: number[] = [];
  for (const [index, s] of show.schedules.entries()) {
    const held = reservations[index]!.reduce((n, r) => n + r.keys.length, 0);
    const { id: scheduleId } = await db
      .insertInto('schedules')
      .values({
        show_id: showId,
        order_index: index + 1,
        date: dates[index]!,
        time: s.time,
        cost,
        max_ticket: s.maxTicket,
        max_people: plan.forSale,
        apply_people: held,
        hall_id: hallId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    scheduleIds.push(scheduleId);
    await db
      .insertInto('schedule_grades')
      .values(
        show.grades.map((g, position) => ({
          schedule_id: scheduleId,
          position,
          name: g.name,
          price: g.price,
          color: g.color.toUpperCase(),
        })),
      )
      .execute();
    const paint = plan.seats
      .filter((seat) => plan.grade.has(seat.key) || plan.blocked.has(seat.key))
      .map((seat) => ({
        schedule_id: scheduleId,
        hall_id: hallId,
        seat_key: seat.key,
        grade: plan.grade.get(seat.key) ?? null,
        block_label: plan.blocked.has(seat.key) ? show.block.label : null,
      }));
    for (let i = 0; i < paint.length; i += 400) {
      await db
        .insertInto('schedule_seats')
        .values(paint.slice(i, i + 400))
        .execute();
    }
  }

  // The reservations, oldest first, each with its seats (reservation_seats and seat_keys).
  const all = reservations.flat().sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const r of all) {
    const student = deps.students[r.student]!;
    const row: Insertable<ReservationsTable> = {
      ...reservationValues(rnd, now, {
        scheduleId: scheduleIds[r.scheduleIndex]!,
        scheduleStart: seoulInstant(dates[r.scheduleIndex]!, show.schedules[r.scheduleIndex]!.time).getTime(),
        userId: student.id,
        ticketCount: r.keys.length,
        unitPrice: r.price,
        paid: r.paid,
        cancelRequested: false,
        depositName: student.depositName,
        createdAt: r.createdAt,
        changedBy: deps.changedBy,
      }),
      seat_keys: JSON.stringify(r.keys),
    };
    const { id } = await db.insertInto('reservations').values(row).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('reservation_seats')
      .values(
        r.keys.map((key) => ({
          reservation_id: id,
          schedule_id: scheduleIds[r.scheduleIndex]!,
          hall_id: hallId,
          seat_key: key,
          created_at: row.created_at,
        })),
      )
      .execute();
  }
  return { halls: 1, shows: 1, schedules: show.schedules.length, reservations: all.length };
}
