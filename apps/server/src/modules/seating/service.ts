import {
  autoAssign,
  companionsAlone,
  packTaken,
  SEATING_MESSAGES,
  seatsLabel,
  type DashboardGrade,
  type SeatMap,
  type SeatPlan,
  type SeatPlanRequest,
  type SeatState,
  type StageSide,
} from '@moa/contract';
import type { z } from 'zod';
import type { seatPlanRequest } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { seoulInstant } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';

/**
 * Seated schedules (docs/product.md#assigned-seats, docs/decisions/0026-seated-schedules.md): the plan a manager
 * paints, the map and state a student chooses from, and the seats a reservation takes and gives back. A seat is
 * sold once per schedule by reservation_seats' primary key; the schedule's count (max_people, apply_people) keeps
 * following the seats, so every count-based rule (seats left, sold out, the early refusals) holds for seats too.
 */

const HOUR_MS = 3_600_000;
const WHAT = '회차';
export const DEFAULT_GRADE = { name: '일반석', color: '#2563EB' } as const;

type PlanInput = z.output<typeof seatPlanRequest>;

const notFound = () => new AppError('NOT_FOUND', '회차를 찾을 수 없습니다.');
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The plan as the manager's screen reads it. */
async function planOf(db: Db, scheduleId: number): Promise<SeatPlan> {
  const s = await repo.findSchedule(db, scheduleId);
  if (!s) throw notFound();
  if (s.hall_id === null) throw new AppError('CONFLICT', SEATING_MESSAGES.notSeatedSchedule);
  const [seats, grades, paint, held] = await Promise.all([
    repo.hallSeats(db, s.hall_id),
    repo.grades(db, scheduleId),
    repo.paint(db, scheduleId),
    repo.heldKeys(db, scheduleId),
  ]);
  const byGrade = new Map<number, string[]>();
  const byBlock = new Map<string, string[]>();
  for (const p of paint) {
    if (p.grade !== null) byGrade.set(p.grade, [...(byGrade.get(p.grade) ?? []), p.seat_key]);
    if (p.block_label !== null)
      byBlock.set(p.block_label, [...(byBlock.get(p.block_label) ?? []), p.seat_key]);
  }
  return {
    scheduleId,
    hallId: s.hall_id,
    hallName: s.hall_name ?? '',
    stage: (s.hall_stage ?? 'top') as StageSide,
    seats: seats.map((h) => ({
      key: h.seat_key,
      section: h.section,
      row: h.row_label,
      number: h.seat_number,
      x: h.x,
      y: h.y,
      kind: h.kind,
    })),
    grades: grades.map((g) => ({
      name: g.name,
      price: g.price,
      color: g.color,
      seats: byGrade.get(g.position) ?? [],
    })),
    blocks: [...byBlock].map(([label, keys]) => ({ label, seats: keys })),
    wheelchairReleaseHours: s.wheelchair_release_hours,
    held: held.sort(),
    maxPeople: s.max_people,
  };
}

async function ownedSchedule(ctx: AppContext, user: SessionUser, scheduleId: number) {
  return assertOwned(await repo.findSchedule(ctx.db, scheduleId), user.clubId!, WHAT);
}

/** GET /mypage/manager/schedule/{scheduleId}/seats. */
export async function seatPlan(ctx: AppContext, user: SessionUser, scheduleId: number): Promise<SeatPlan> {
  await ownedSchedule(ctx, user, scheduleId);
  return planOf(ctx.db, scheduleId);
}

/**
 * PUT /mypage/manager/schedule/{scheduleId}/seats: the grades and blocks painted anew. The schedule's row is locked
 * first, so a reservation's conditional update and this recount queue on it; a seat a live reservation holds keeps a
 * grade (its holder paid for one), and the seat count becomes the seats now for sale plus the held blocked ones.
 */
export async function saveSeatPlan(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  body: PlanInput,
): Promise<SeatPlan> {
  await ownedSchedule(ctx, user, scheduleId);
  await ctx.db.transaction().execute(async (trx) => {
    const s = await repo.lockSchedule(trx, scheduleId, ctx.dialect);
    if (!s) throw notFound();
    if (s.hall_id === null) throw new AppError('CONFLICT', SEATING_MESSAGES.notSeatedSchedule);
    const hallKeys = new Set((await repo.hallSeats(trx, s.hall_id)).map((h) => h.seat_key));
    const grade = new Map<string, number>();
    const twice: string[] = [];
    const unknown: string[] = [];
    body.grades.forEach((g, position) => {
      for (const key of g.seats) {
        if (!hallKeys.has(key)) unknown.push(key);
        else if (grade.has(key)) twice.push(key);
        else grade.set(key, position);
      }
    });
    const block = new Map<string, string>();
    for (const b of body.blocks) {
      for (const key of b.seats) {
        if (!hallKeys.has(key)) unknown.push(key);
        else block.set(key, b.label);
      }
    }
    if (unknown.length > 0) throw invalid('grades', SEATING_MESSAGES.unknownSeats([...new Set(unknown)]));
    if (twice.length > 0) throw invalid('grades', SEATING_MESSAGES.seatInTwoGrades([...new Set(twice)]));
    const held = await repo.heldKeys(trx, scheduleId);
    const ungraded = held.filter((k) => !grade.has(k));
    if (ungraded.length > 0) throw new AppError('CONFLICT', SEATING_MESSAGES.heldUngraded(ungraded.sort()));
    const heldSet = new Set(held);
    const forSale = [...grade.keys()].filter((k) => !block.has(k) || heldSet.has(k)).length;
    if ([...grade.keys()].filter((k) => !block.has(k)).length === 0) {
      throw invalid('grades', SEATING_MESSAGES.nothingForSale);
    }
    const keys = new Set([...grade.keys(), ...block.keys()]);
    await repo.replacePlan(
      trx,
      scheduleId,
      body.grades.map((g, position) => ({
        schedule_id: scheduleId,
        position,
        name: g.name,
        price: g.price,
        color: g.color.toUpperCase(),
      })),
      [...keys].map((key) => ({
        schedule_id: scheduleId,
        hall_id: s.hall_id!,
        seat_key: key,
        grade: grade.get(key) ?? null,
        block_label: block.get(key) ?? null,
      })),
    );
    await repo.setSeating(trx, scheduleId, {
      max_people: forSale,
      cost: Math.min(...body.grades.map((g) => g.price)),
      wheelchair_release_hours: body.wheelchairReleaseHours,
    });
    await recordAudit(
      trx,
      user,
      'schedule.seats',
      { type: 'schedule', id: scheduleId },
      {
        grades: body.grades.map((g) => ({ name: g.name, price: g.price, seats: g.seats.length })),
        blocked: block.size,
        forSale,
      },
    );
  });
  return planOf(ctx.db, scheduleId);
}

// ---- a schedule set in a hall, from the show form (modules/manage/shows.ts) ----

/** Refuses a hall that is not the manager's club's, naming the schedule. */
export async function assertClubHall(db: Db, hallId: number, clubId: number, order: number): Promise<void> {
  if (!(await repo.clubOwnsHall(db, hallId, clubId))) {
    throw invalid(`scheduleDtoList.${order - 1}.hallId`, SEATING_MESSAGES.hallNotFound(order));
  }
}

/**
 * Sets a schedule in a hall with the first plan: every seat in one grade (일반석) at the schedule's price. Answers
 * the seat count. The caller has checked that the schedule holds no seats.
 */
export async function seatInHall(db: Db, scheduleId: number, hallId: number, price: number): Promise<number> {
  const seats = await repo.hallSeats(db, hallId);
  await db.updateTable('schedules').set({ hall_id: hallId }).where('id', '=', scheduleId).execute();
  await repo.replacePlan(
    db,
    scheduleId,
    [{ schedule_id: scheduleId, position: 0, name: DEFAULT_GRADE.name, price, color: DEFAULT_GRADE.color }],
    seats.map((h) => ({
      schedule_id: scheduleId,
      hall_id: hallId,
      seat_key: h.seat_key,
      grade: 0,
      block_label: null,
    })),
  );
  await repo.setSeating(db, scheduleId, { max_people: seats.length, cost: price });
  return seats.length;
}

/** Back to unnumbered tickets (the schedule holds no seats). */
export async function unseat(db: Db, scheduleId: number): Promise<void> {
  await repo.dropPlan(db, scheduleId);
  await db.updateTable('schedules').set({ hall_id: null }).where('id', '=', scheduleId).execute();
}

/** After a hall's seats changed (modules/halls): each schedule set in it counts its seats for sale again. */
export async function recountHall(db: Db, hallId: number): Promise<void> {
  for (const scheduleId of await repo.schedulesInHall(db, hallId)) {
    await db
      .updateTable('schedules')
      .set({ max_people: await repo.countSellable(db, scheduleId) })
      .where('id', '=', scheduleId)
      .execute();
  }
}

// ---- the student's map ----

async function publicSchedule(db: Db, showId: number, scheduleId: number) {
  const s = await repo.findSchedule(db, scheduleId);
  if (!s || s.show_id !== showId || s.hall_id === null) throw notFound();
  return { ...s, hall_id: s.hall_id };
}

const releaseAt = (s: { date: string; time: string; wheelchair_release_hours: number | null }) =>
  s.wheelchair_release_hours === null
    ? null
    : new Date(seoulInstant(s.date, s.time).getTime() - s.wheelchair_release_hours * HOUR_MS);

/** GET /show/detail/{showId}/seats/{scheduleId}: the seats with their grades; blocked ones read as not sold. */
export async function seatMap(ctx: AppContext, showId: number, scheduleId: number): Promise<SeatMap> {
  const s = await publicSchedule(ctx.db, showId, scheduleId);
  const [seats, grades, paint] = await Promise.all([
    repo.hallSeats(ctx.db, s.hall_id),
    repo.grades(ctx.db, scheduleId),
    repo.paint(ctx.db, scheduleId),
  ]);
  const painted = new Map(paint.map((p) => [p.seat_key, p]));
  return {
    scheduleId,
    hallName: s.hall_name ?? '',
    stage: (s.hall_stage ?? 'top') as StageSide,
    grades: grades.map((g) => ({ name: g.name, price: g.price, color: g.color })),
    seats: seats.map((h) => {
      const p = painted.get(h.seat_key);
      return {
        key: h.seat_key,
        section: h.section,
        row: h.row_label,
        number: h.seat_number,
        x: h.x,
        y: h.y,
        kind: h.kind,
        grade: p && p.block_label === null ? p.grade : null,
      };
    }),
    maxTickets: s.max_ticket,
    wheelchairReleaseAt: releaseAt(s)?.toISOString() ?? null,
  };
}

/** GET /show/detail/{showId}/seats/{scheduleId}/state: one bit a seat of the map, 1 for taken. */
export async function seatState(ctx: AppContext, showId: number, scheduleId: number): Promise<SeatState> {
  const s = await publicSchedule(ctx.db, showId, scheduleId);
  const [seats, held] = await Promise.all([
    repo.hallSeats(ctx.db, s.hall_id),
    repo.heldKeys(ctx.db, scheduleId),
  ]);
  const taken = new Set(held);
  return {
    scheduleId,
    taken: Buffer.from(packTaken(seats.map((h) => taken.has(h.seat_key)))).toString('base64'),
    seatsLeft: Math.max(0, s.max_people - s.apply_people),
  };
}

// ---- taking and giving back, in the callers' transactions (modules/reservations) ----

export interface SeatedSchedule {
  id: number;
  hall_id: number | null;
  date: string;
  time: string;
  wheelchair_release_hours: number | null;
}

/**
 * Checks a student's chosen seats against the plan before anything is written: each a seat of the hall, for sale,
 * one price, and a companion seat only with its wheelchair space until they open to everyone. Answers the price.
 * Taking them is decided later, by the primary key, in the reservation's transaction.
 */
export async function checkWish(
  db: Db,
  schedule: SeatedSchedule,
  wish: readonly string[] | undefined,
  tickets: number,
  now: Date,
): Promise<number | null> {
  if (schedule.hall_id === null) {
    if (wish) throw invalid('wishSeats', SEATING_MESSAGES.notSeated);
    return null;
  }
  if (!wish || wish.length === 0) throw invalid('wishSeats', SEATING_MESSAGES.seatsRequired);
  if (wish.length !== tickets) throw invalid('wishSeats', SEATING_MESSAGES.seatCountMismatch);
  const rows = await repo.chosenSeats(db, schedule.id, wish);
  const found = new Map(rows.map((r) => [r.seat_key, r]));
  const unknown = wish.filter((k) => !found.has(k));
  if (unknown.length > 0) throw invalid('wishSeats', SEATING_MESSAGES.seatUnknown(seatsLabel(unknown)));
  const closed = rows.filter((r) => r.block_label !== null || r.price === null).map((r) => r.seat_key);
  if (closed.length > 0) throw invalid('wishSeats', SEATING_MESSAGES.seatNotForSale(seatsLabel(closed)));
  const prices = new Set(rows.map((r) => r.price!));
  if (prices.size > 1) throw invalid('wishSeats', SEATING_MESSAGES.mixedPrices);
  const opens = releaseAt(schedule);
  if (rows.some((r) => r.kind === 'companion') && (opens === null || now < opens)) {
    const seats = (await repo.hallSeats(db, schedule.hall_id)).map((h) => ({
      key: h.seat_key,
      section: h.section,
      row: h.row_label,
      x: h.x,
      y: h.y,
      kind: h.kind,
      grade: 0,
    }));
    const alone = companionsAlone(seats, wish);
    if (alone.length > 0) throw invalid('wishSeats', SEATING_MESSAGES.companionAlone(seatsLabel(alone)));
  }
  // Seats held as this was read are refused here, as the write would refuse them, without its transaction: in a
  // rush most tries are for seats just taken. A seat taken after this read is still refused by the write.
  const held = wish.filter((k) => found.get(k)!.held_key !== null);
  if (held.length > 0) throw seatTaken(held);
  return [...prices][0]!;
}

export function seatTaken(keys: readonly string[]): AppError {
  return new AppError('SEAT_TAKEN', SEATING_MESSAGES.seatTaken(seatsLabel(keys)), undefined, {
    takenSeats: [...keys],
  });
}

/**
 * Takes the chosen seats for a reservation just inserted, all or none: a seat another reservation holds is left by
 * the insert, and then the whole transaction is refused with SEAT_TAKEN naming the seats that were taken.
 */
export async function takeChosen(
  db: Db,
  row: { reservationId: number; scheduleId: number; hallId: number; at: string },
  keys: readonly string[],
): Promise<void> {
  const got = new Set(await repo.takeKeys(db, row, keys));
  const lost = keys.filter((k) => !got.has(k));
  if (lost.length > 0) throw seatTaken(lost);
}

/** The schedule's seat count again: seats for sale plus the blocked ones a reservation holds. */
async function recount(db: Db, scheduleId: number): Promise<void> {
  await repo.setSeating(db, scheduleId, { max_people: await repo.countSellable(db, scheduleId) });
}

/**
 * Gives back the seats of reservations that stop being live (cancelled, expired), in the caller's transaction. A
 * blocked seat counts only while held (only managers put holders there), so its schedule counts its seats again.
 */
export async function releaseSeats(db: Db, reservationIds: readonly number[]): Promise<void> {
  const released = await repo.releaseKeys(db, reservationIds);
  for (const scheduleId of new Set(released.map((r) => r.schedule_id))) {
    const keys = released.filter((r) => r.schedule_id === scheduleId).map((r) => r.seat_key);
    if (await repo.anyBlocked(db, scheduleId, keys)) await recount(db, scheduleId);
  }
}

/** A manager's choice of seats: each a painted seat of the plan (blocked ones too: managers sell them). */
async function checkManagerSeats(db: Db, scheduleId: number, keys: readonly string[], tickets: number) {
  if (keys.length !== tickets) throw invalid('seats', SEATING_MESSAGES.seatCountMismatch);
  if (new Set(keys).size !== keys.length) throw invalid('seats', SEATING_MESSAGES.seatTwice);
  const rows = await repo.chosenSeats(db, scheduleId, keys);
  const found = new Map(rows.map((r) => [r.seat_key, r]));
  const unknown = keys.filter((k) => found.get(k)?.price == null);
  if (unknown.length > 0) throw invalid('seats', SEATING_MESSAGES.seatUnknown(seatsLabel(unknown)));
}

/** Takes keys for a reservation, all or none (the lost ones named), and records them on it. */
async function take(
  db: Db,
  r: { reservationId: number; scheduleId: number; hallId: number; at: string },
  keys: readonly string[],
  lostMessage?: (labels: string) => string,
) {
  const got = new Set(await repo.takeKeys(db, r, keys));
  const lost = keys.filter((k) => !got.has(k));
  if (lost.length > 0) {
    const message = lostMessage
      ? lostMessage(seatsLabel(lost))
      : SEATING_MESSAGES.seatTaken(seatsLabel(lost));
    throw new AppError('SEAT_TAKEN', message, undefined, { takenSeats: lost });
  }
  await repo.recordKeys(db, r.reservationId, keys);
  if (await repo.anyBlocked(db, r.scheduleId, keys)) await recount(db, r.scheduleId);
}

/**
 * An expired reservation holds seats again (a restore, a late payment): the same seats, or `keys` the manager chose
 * instead, all or none; refused by name when another reservation took any of them meanwhile.
 */
export async function retakeSeats(
  db: Db,
  reservationId: number,
  at: string,
  keys?: readonly string[],
): Promise<void> {
  const r = await repo.reservationKeys(db, reservationId);
  if (!r || r.hall_id === null) return;
  const before = r.seat_keys ? (JSON.parse(r.seat_keys) as string[]) : [];
  if (keys) await checkManagerSeats(db, r.schedule_id, keys, before.length || keys.length);
  const wanted = keys ?? before;
  if (wanted.length === 0) return;
  await take(
    db,
    { reservationId, scheduleId: r.schedule_id, hallId: r.hall_id, at },
    wanted,
    keys ? undefined : SEATING_MESSAGES.seatsGoneRestore,
  );
}

/**
 * A manager moves a live holder to other seats (blocked ones too), all or none: decided under the reservation's
 * lock, its old seats given back and the new ones taken by reservation_seats' key in one transaction.
 */
export async function moveHolderSeats(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  reservationId: number,
  keys: readonly string[],
): Promise<{ success: true; seats: string[] }> {
  const s = await ownedSchedule(ctx, user, scheduleId);
  if (s.hall_id === null) throw new AppError('CONFLICT', SEATING_MESSAGES.notSeatedSchedule);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const r = await repo.lockLiveReservation(trx, reservationId, scheduleId, ctx.dialect);
    if (!r) throw new AppError('NOT_FOUND', SEATING_MESSAGES.holderNotLive);
    await checkManagerSeats(trx, scheduleId, keys, r.ticket_count);
    const before = r.seat_keys ? (JSON.parse(r.seat_keys) as string[]) : [];
    await releaseSeats(trx, [reservationId]);
    await take(trx, { reservationId, scheduleId, hallId: s.hall_id!, at }, keys);
    await recordAudit(
      trx,
      user,
      'holder.seats',
      { type: 'reservation', id: reservationId },
      { scheduleId, from: before, to: [...keys] },
    );
  });
  return { success: true, seats: [...keys] };
}

// ---- the waiting list's offers (modules/waitlist) ----

/**
 * Seats for an offer of `tickets` on a seated schedule: side by side in one row of one grade (the plan's grades in
 * order), as 자동 배정 picks them, among the seats for sale nobody holds; wheelchair spaces are left to the map.
 * Answers [] for a schedule without a hall, null when no row has that many free seats together.
 * Read in the transaction that freed the seats, which holds the schedule's row.
 */
export async function pickOfferSeats(db: Db, scheduleId: number, tickets: number): Promise<string[] | null> {
  const s = await repo.findSchedule(db, scheduleId);
  if (!s || s.hall_id === null) return [];
  const [seats, grades, paint, held] = await Promise.all([
    repo.hallSeats(db, s.hall_id),
    repo.grades(db, scheduleId),
    repo.paint(db, scheduleId),
    repo.heldKeys(db, scheduleId),
  ]);
  const painted = new Map(paint.map((p) => [p.seat_key, p]));
  const taken = new Set(held);
  const choosable = seats.map((h) => {
    const p = painted.get(h.seat_key);
    return {
      key: h.seat_key,
      section: h.section,
      row: h.row_label,
      x: h.x,
      y: h.y,
      kind: h.kind,
      grade: p && p.block_label === null ? p.grade : null,
    };
  });
  const free = (i: number) => choosable[i]!.grade !== null && !taken.has(choosable[i]!.key);
  for (const g of grades) {
    const keys = autoAssign(choosable, free, g.position, tickets, (s.hall_stage ?? 'top') as StageSide);
    if (keys) return keys;
  }
  return null;
}

/** Holds the picked seats for the offer (its entry records them too, modules/waitlist). */
export async function holdOfferSeats(
  db: Db,
  scheduleId: number,
  waitlistId: number,
  keys: readonly string[],
  at: string,
): Promise<void> {
  if (keys.length === 0) return;
  const s = await repo.findSchedule(db, scheduleId);
  if (!s || s.hall_id === null) return;
  await repo.holdForOffer(db, { waitlistId, scheduleId, hallId: s.hall_id, at }, keys);
}

/** An offer ends unclaimed (lapsed, left, the student's account deleted): its seats are free again. */
export async function releaseOfferSeats(db: Db, waitlistId: number): Promise<void> {
  await repo.releaseOffer(db, waitlistId);
}

/** The seats an offer holds and their price (one grade), or null for an offer of unnumbered tickets. */
export async function offeredSeats(
  db: Db,
  scheduleId: number,
  waitlistId: number,
): Promise<{ keys: string[]; price: number } | null> {
  const keys = await repo.offerKeys(db, waitlistId);
  if (keys.length === 0) return null;
  const rows = await repo.chosenSeats(db, scheduleId, keys);
  const price = rows.find((r) => r.price !== null)?.price;
  return { keys, price: price ?? 0 };
}

/** The claimed offer's seats become the new reservation's, in the claim's transaction. */
export async function passOfferSeats(db: Db, waitlistId: number, reservationId: number): Promise<void> {
  await repo.passOffer(db, waitlistId, reservationId);
}

/** The grades of seated schedules for the dashboard, by schedule: seats for sale and held, each. */
export async function dashboardGrades(
  db: Db,
  scheduleIds: readonly number[],
): Promise<Map<number, DashboardGrade[]>> {
  const out = new Map<number, DashboardGrade[]>();
  for (const r of await repo.gradeCounts(db, scheduleIds)) {
    const list = out.get(r.schedule_id) ?? [];
    list.push({ name: r.name, price: r.price, color: r.color, seats: Number(r.seats), sold: Number(r.sold) });
    out.set(r.schedule_id, list);
  }
  return out;
}

/** The seats a reservation took, as recorded (empty for unnumbered tickets). */
export function seatsOf(r: { seat_keys: string | null }): string[] {
  return r.seat_keys ? (JSON.parse(r.seat_keys) as string[]) : [];
}

export type { SeatPlanRequest };
