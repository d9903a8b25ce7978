import type {
  ManagerWaitlist,
  StudentWaitlistEntry,
  WaitlistJoinRequest,
  WaitlistJoinResult,
} from '@moa/contract';
import { formatSalesOpen, SHOW_MESSAGES, WAITLIST_MESSAGES } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { salesOpenAtOf, seoulInstant } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { ticketLimit } from '../capacity/index.ts';
import { returnSeats } from './offers.ts';
import * as repo from './repository.ts';
import { releaseOfferSeats } from '../seating/index.ts';

/** An offer's seats as recorded on its entry ([] for unnumbered tickets). */
const keysOf = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

const notFound = () => new AppError('NOT_FOUND', WAITLIST_MESSAGES.notFound);
const noOffer = () => new AppError('OFFER_UNAVAILABLE', WAITLIST_MESSAGES.noOffer);
export const alreadyReserved = () => new AppError('ALREADY_RESERVED', WAITLIST_MESSAGES.alreadyReserved);
const alreadyWaiting = () => new AppError('ALREADY_WAITING', WAITLIST_MESSAGES.alreadyWaiting);

function assertProfile(user: SessionUser) {
  if (!user.profileComplete || !user.studentId || !user.name) {
    throw new AppError('PROFILE_INCOMPLETE', WAITLIST_MESSAGES.profileRequired);
  }
}

/** A student joins a sold-out schedule's waiting list with the number of tickets they want (within the cap). */
export async function joinWaitlist(
  ctx: AppContext,
  user: SessionUser,
  body: WaitlistJoinRequest,
): Promise<WaitlistJoinResult> {
  assertProfile(user);
  const now = ctx.now();
  const s = await repo.scheduleForJoin(ctx.db, body.scheduleId, user.id);
  if (!s) throw new AppError('NOT_FOUND', '회차를 찾을 수 없습니다.');
  if (seoulInstant(s.date, s.time).getTime() <= now.getTime()) {
    throw new AppError('SCHEDULE_STARTED', '이미 시작되었거나 종료된 회차는 예매 대기를 신청할 수 없습니다.');
  }
  if (s.sales_open_at && Date.parse(s.sales_open_at) > now.getTime()) {
    throw new AppError(
      'SALES_NOT_OPEN',
      SHOW_MESSAGES.salesNotOpen(formatSalesOpen(salesOpenAtOf(s.sales_open_at)!)),
    );
  }
  if (s.waitlist_enabled !== 1) throw new AppError('WAITLIST_DISABLED', WAITLIST_MESSAGES.disabled);
  if (body.wishToPurchaseTickets > s.max_ticket) throw ticketLimit(s.max_ticket);
  if (s.own_reservation_id !== null) throw alreadyReserved();
  if (s.own_entry_id !== null) throw alreadyWaiting();
  const free = s.max_people - s.apply_people;
  if (free >= body.wishToPurchaseTickets) {
    throw new AppError('SEATS_AVAILABLE', WAITLIST_MESSAGES.seatsLeft(free));
  }
  const at = now.toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const waitlistId = await repo.insertEntry(trx, {
        scheduleId: s.id,
        userId: user.id,
        tickets: body.wishToPurchaseTickets,
        at,
      });
      await recordAudit(
        trx,
        user,
        'waitlist.join',
        { type: 'waitlist', id: waitlistId },
        { scheduleId: s.id, tickets: body.wishToPurchaseTickets },
      );
      return { waitlistId, position: await repo.positionOf(trx, s.id, waitlistId) };
    });
  } catch (err) {
    // Two joins at once from the same student: the partial unique index lets one through.
    if (isUniqueViolation(err)) throw alreadyWaiting();
    throw err;
  }
}

/** The student's places in line and open offers; lapsed offers stay listed until their schedule starts. */
export async function studentWaitlist(ctx: AppContext, user: SessionUser): Promise<StudentWaitlistEntry[]> {
  const now = ctx.now().getTime();
  const rows = await repo.listStudentEntries(ctx.db, user.id);
  return rows
    .filter((r) => r.status !== 'lapsed' || seoulInstant(r.date, r.time).getTime() > now)
    .map((r) => ({
      waitlistId: r.id,
      scheduleId: r.schedule_id,
      showId: r.show_id,
      title: r.show_name,
      wishToPurchaseTickets: r.tickets,
      position: r.status === 'lapsed' ? null : Number(r.position),
      offer:
        r.status === 'offered' && r.offer_expires_at
          ? { tickets: r.tickets, expiresAt: r.offer_expires_at, seats: keysOf(r.seat_keys) }
          : null,
      status: r.status as 'waiting' | 'offered' | 'lapsed',
      order: r.order_index,
      date: r.date,
      time: r.time.slice(0, 5),
      cost: r.cost,
      joinedAt: r.created_at,
    }));
}

/** The student leaves the line; seats held by their open offer go to the next in line at once. */
export async function leaveWaitlist(ctx: AppContext, user: SessionUser, waitlistId: number) {
  const entry = await repo.findOwnEntry(ctx.db, waitlistId, user.id);
  if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered')) throw notFound();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.move(trx, entry.id, entry.status, 'left', now.toISOString()))) throw notFound();
    if (entry.status === 'offered') {
      await releaseOfferSeats(trx, entry.id);
      await returnSeats(trx, entry.schedule_id, entry.tickets, now);
    }
    await recordAudit(
      trx,
      user,
      'waitlist.leave',
      { type: 'waitlist', id: entry.id },
      { scheduleId: entry.schedule_id, wasOffered: entry.status === 'offered' },
    );
  });
  return { success: true as const };
}

/** The student's own offer, open now, for a claim (reservations/claim.ts): refused unless it can be taken. */
export async function openOffer(ctx: AppContext, user: SessionUser, waitlistId: number, at: string) {
  assertProfile(user);
  const entry = await repo.findOwnEntry(ctx.db, waitlistId, user.id);
  if (!entry) throw notFound();
  if (entry.status !== 'offered' || !entry.offer_expires_at || entry.offer_expires_at <= at) throw noOffer();
  return entry;
}

/**
 * Moves the offer to claimed only while it is still open, in the claim's transaction, so a claim racing the offer's
 * lapse is either a reservation or a refusal, never both.
 */
export async function takeOffer(db: Db, waitlistId: number, at: string): Promise<void> {
  if (!(await repo.move(db, waitlistId, 'offered', 'claimed', at, { openAt: at }))) throw noOffer();
}

/** Records the reservation a claimed offer became. */
export async function linkReservation(db: Db, waitlistId: number, reservationId: number): Promise<void> {
  await repo.linkReservation(db, waitlistId, reservationId);
}

/** A schedule's waiting list for its club's manager: everyone in join order, places counted among those in line. */
export async function scheduleWaitlist(
  ctx: AppContext,
  schedule: {
    id: number;
    show_id: number;
    show_name: string;
    order_index: number;
    date: string;
    time: string;
  },
  waitlistEnabled: boolean,
): Promise<ManagerWaitlist> {
  const rows = await repo.listScheduleEntries(ctx.db, schedule.id);
  let place = 0;
  return {
    scheduleId: schedule.id,
    showId: schedule.show_id,
    title: schedule.show_name,
    order: schedule.order_index,
    date: schedule.date,
    time: schedule.time.slice(0, 5),
    waitlistEnabled,
    entries: rows.map((r) => ({
      waitlistId: r.id,
      position: r.status === 'waiting' || r.status === 'offered' ? ++place : null,
      name: r.name ?? '',
      stdCode: r.student_id ?? '',
      phoneNumber: r.phone ?? '',
      wishToPurchaseTickets: r.tickets,
      status: r.status,
      offer:
        r.status === 'offered' && r.offer_expires_at
          ? { tickets: r.tickets, expiresAt: r.offer_expires_at, seats: keysOf(r.seat_keys) }
          : null,
      joinedAt: r.created_at,
      changedAt: r.status_changed_at,
    })),
  };
}
