import { CANCEL_MESSAGES, PAYMENT_DEADLINE, PAYMENT_MESSAGES } from '@moa/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReservationsTable, ReservationStatus } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { seoulInstant } from '../../lib/time.ts';
import { payByFor } from './deadline.ts';
import { returnSeats } from '../waitlist/index.ts';
import { takeSeats } from '../capacity/index.ts';
import { releaseSeats, retakeSeats as retakeChosenSeats } from '../seating/index.ts';

/**
 * Changes of a reservation's status by a manager or an import (docs/product.md#reservation-status). Each is a
 * conditional update on the status it starts from, and takes or gives back seats in the caller's transaction, so a
 * batch either applies whole or not at all.
 */

export interface StatusRow {
  id: number;
  schedule_id: number;
  ticket_count: number;
  status: ReservationStatus;
  pay_by: string;
}

const HOUR_MS = 3_600_000;

async function move(
  db: Db,
  r: Pick<StatusRow, 'id'>,
  from: ReservationStatus,
  set: Updateable<ReservationsTable>,
  notAdmitted = false,
): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set(set)
    .where('id', '=', r.id)
    .where('status', '=', from)
    .$if(notAdmitted, (qb) => qb.where('admitted_tickets', '=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function conflict(): never {
  throw new AppError('CONFLICT', CANCEL_MESSAGES.changedMeanwhile);
}

/**
 * Takes the seats of an expired reservation back (a seated one's same seats, or `seats` a manager chose instead), or
 * refuses when they are gone.
 */
async function retakeSeats(db: Db, r: StatusRow, at: string, seats?: readonly string[]): Promise<void> {
  if (!(await takeSeats(db, r.schedule_id, r.ticket_count))) {
    throw new AppError('SOLD_OUT', '좌석이 남아 있지 않아 기한 만료된 예매를 되살릴 수 없습니다.');
  }
  await retakeChosenSeats(db, r.id, at, seats);
}

/** Runs a status change that may make a second live reservation of the same student in the schedule. */
async function guardOneLive<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', '이 학생은 같은 회차에 다른 예매가 있어 되살릴 수 없습니다.');
    }
    throw err;
  }
}

/** Paid, by a manager (`by` their e-mail) or an import; an expired one is restored if its seats are still free. */
export async function markPaid(db: Db, r: StatusRow, by: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const set: Updateable<ReservationsTable> = {
    status: 'paid',
    payment_changed_at: at,
    payment_changed_by: by,
    status_changed_at: at,
    updated_at: at,
  };
  if (r.status === 'paid') return false;
  if (r.status === 'cancelled')
    throw new AppError('RESERVATION_STATE', '취소된 예매는 입금 확인할 수 없습니다.');
  if (r.status === 'expired') {
    return guardOneLive(async () => {
      await retakeSeats(db, r, at);
      if (!(await move(db, r, 'expired', set))) conflict();
      return true;
    });
  }
  if (!(await move(db, r, 'unpaid', set))) conflict();
  return true;
}

/** Back to unpaid (a payment confirmed by mistake): the student gets at least a day from now to pay. */
export async function markUnpaid(db: Db, r: StatusRow, by: string, now: Date): Promise<boolean> {
  if (r.status !== 'paid') return false;
  const at = now.toISOString();
  const payBy = new Date(
    Math.max(new Date(r.pay_by).getTime(), now.getTime() + PAYMENT_DEADLINE.claimGraceHours * HOUR_MS),
  ).toISOString();
  const set: Updateable<ReservationsTable> = {
    status: 'unpaid',
    pay_by: payBy,
    expires_at: payBy,
    payment_changed_at: at,
    payment_changed_by: by,
    status_changed_at: at,
    updated_at: at,
  };
  if (!(await move(db, r, 'paid', set))) conflict();
  return true;
}

/** An expired reservation holds its seats again, unpaid, with a fresh pay-by time from now. */
export async function restoreExpired(
  db: Db,
  r: StatusRow,
  schedule: { date: string; time: string; deadlineHours: number },
  now: Date,
  seats?: readonly string[],
): Promise<void> {
  if (r.status !== 'expired') throw new AppError('RESERVATION_STATE', PAYMENT_MESSAGES.restoreNotExpired);
  const at = now.toISOString();
  const payBy = payByFor(
    now,
    schedule.deadlineHours,
    seoulInstant(schedule.date, schedule.time),
  ).toISOString();
  await guardOneLive(async () => {
    await retakeSeats(db, r, at, seats);
    const set: Updateable<ReservationsTable> = {
      status: 'unpaid',
      pay_by: payBy,
      expires_at: payBy,
      status_changed_at: at,
      updated_at: at,
    };
    if (!(await move(db, r, 'expired', set))) conflict();
  });
}

/**
 * Gives back the seats of live reservations being deleted (expired and cancelled ones hold none); the waiting list
 * is offered them first.
 */
export async function releaseSeatsOf(
  db: Db,
  scheduleId: number,
  rows: StatusRow[],
  now: Date,
): Promise<void> {
  const seats = rows
    .filter((r) => r.status === 'unpaid' || r.status === 'paid')
    .reduce((sum, r) => sum + r.ticket_count, 0);
  await returnSeats(db, scheduleId, seats, now);
}

/**
 * Cancels a live reservation (by the student while unpaid, or by the club approving a cancel request): cancelled,
 * the request cleared, its seats back to the schedule in the caller's transaction. With `notAdmitted` (the student's
 * own cancel) a ticket already let in at the door is refused, by the same conditional update.
 */
export async function cancelReservation(
  db: Db,
  r: Pick<StatusRow, 'id' | 'schedule_id' | 'ticket_count' | 'status'>,
  now: Date,
  notAdmitted = false,
): Promise<void> {
  if (r.status !== 'unpaid' && r.status !== 'paid') conflict();
  const at = now.toISOString();
  const set: Updateable<ReservationsTable> = {
    status: 'cancelled',
    cancel_requested: 0,
    status_changed_at: at,
    updated_at: at,
  };
  if (!(await move(db, r, r.status, set, notAdmitted))) conflict();
  await releaseSeats(db, [r.id]);
  await returnSeats(db, r.schedule_id, r.ticket_count, now);
}
