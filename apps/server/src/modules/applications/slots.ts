import type { ManagerSlot, MyApplication, OpenSlot, SlotRequest } from '@moa/contract';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES as M,
  salesOpenInstant,
  toSalesOpenAt,
} from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { noticeInterviewBooked, noticeSlotChanged } from '../notifications/index.ts';
import { myApplication } from './apply.ts';
import { ownedPost } from './owned.ts';
import * as repo from './repository.ts';
import * as slots from './slots-repository.ts';

/**
 * Interview slots (docs/product.md#recruiting-applications): the manager publishes them; an applicant at the
 * interview stage books one and may move it until APPLICATION_LIMITS.interviewChangeCutoffHours before either slot
 * starts. A place is taken by a conditional update, so a full slot is refused, never overfilled. The student is sent
 * a confirmation of each booking and move, and those booked hear when the club changes a slot's time or place.
 */

const CUTOFF_MS = APPLICATION_LIMITS.interviewChangeCutoffHours * 3_600_000;

/** The booking of a slot starting at `startsAt` (ISO) can no longer change. */
const pastCutoff = (startsAt: string, now: Date) => Date.parse(startsAt) - CUTOFF_MS <= now.getTime();

function slotRow(body: SlotRequest) {
  return {
    starts_at: salesOpenInstant(body.startsAt).toISOString(),
    duration_minutes: body.durationMinutes,
    place: body.place,
    capacity: body.capacity,
  };
}

/** GET …/slots: every slot with who booked it, in time order. */
export async function managerSlots(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
): Promise<ManagerSlot[]> {
  await ownedPost(ctx, user, recruitingId);
  const [rows, bookings] = await Promise.all([
    slots.listSlots(ctx.db, recruitingId),
    slots.bookingsOf(ctx.db, recruitingId),
  ]);
  return rows.map((s) => ({
    slotId: s.id,
    startsAt: toSalesOpenAt(new Date(s.starts_at)),
    durationMinutes: s.duration_minutes,
    place: s.place,
    capacity: s.capacity,
    booked: s.booked,
    applicants: bookings
      .filter((b) => b.slot_id === s.id)
      .map((b) => ({
        applicationId: b.id,
        name: b.applicant_name,
        studentId: b.applicant_student_id,
        phoneNumber: b.applicant_phone,
      })),
  }));
}

export async function createSlot(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  body: SlotRequest,
) {
  await ownedPost(ctx, user, recruitingId);
  const row = slotRow(body);
  if (Date.parse(row.starts_at) <= ctx.now().getTime()) {
    throw new AppError('VALIDATION_FAILED', M.slotPast, { startsAt: M.slotPast });
  }
  if ((await slots.countSlots(ctx.db, recruitingId)) >= APPLICATION_LIMITS.slotsMax) {
    throw new AppError('CONFLICT', M.slotsMax);
  }
  const at = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const slotId = await slots.insertSlot(trx, {
      ...row,
      recruiting_id: recruitingId,
      created_at: at,
      updated_at: at,
    });
    await recordAudit(
      trx,
      user,
      'interviewSlot.create',
      { type: 'interviewSlot', id: slotId },
      { recruitingId },
    );
    return slotId;
  });
  return { id };
}

async function ownedSlot(ctx: AppContext, user: SessionUser, recruitingId: number, slotId: number) {
  await ownedPost(ctx, user, recruitingId);
  const slot = await slots.findSlot(ctx.db, recruitingId, slotId);
  if (!slot) throw new AppError('NOT_FOUND', M.slotGone);
  return slot;
}

export async function updateSlot(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  slotId: number,
  body: SlotRequest,
) {
  const before = await ownedSlot(ctx, user, recruitingId, slotId);
  const row = slotRow(body);
  if (row.starts_at !== before.starts_at && Date.parse(row.starts_at) <= ctx.now().getTime()) {
    throw new AppError('VALIDATION_FAILED', M.slotPast, { startsAt: M.slotPast });
  }
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await slots.updateSlot(trx, slotId, { ...row, updated_at: at }))) {
      const now = await slots.findSlot(trx, recruitingId, slotId);
      const booked = now?.booked ?? 0;
      throw new AppError('CONFLICT', M.slotBelowBooked(booked), { capacity: M.slotBelowBooked(booked) });
    }
    // those booked in it hear of a new time or place (not of a new length or capacity)
    if (row.starts_at !== before.starts_at || row.place !== before.place) {
      await noticeSlotChanged(trx, recruitingId, slotId, row, at);
    }
    await recordAudit(
      trx,
      user,
      'interviewSlot.update',
      { type: 'interviewSlot', id: slotId },
      { recruitingId },
    );
  });
  return { id: slotId };
}

export async function deleteSlot(ctx: AppContext, user: SessionUser, recruitingId: number, slotId: number) {
  await ownedSlot(ctx, user, recruitingId, slotId);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await slots.deleteSlot(trx, slotId))) throw new AppError('CONFLICT', M.slotBooked);
    await recordAudit(
      trx,
      user,
      'interviewSlot.delete',
      { type: 'interviewSlot', id: slotId },
      { recruitingId },
    );
  });
  return { success: true as const };
}

/** The student's application of the post, which must be at the interview stage. */
async function interviewApplication(ctx: AppContext, user: SessionUser, recruitingId: number) {
  const own = await repo.findOwnApplication(ctx.db, recruitingId, user.id);
  if (!own) throw new AppError('NOT_FOUND', M.notApplied);
  if (own.stage !== 'interview') throw new AppError('CONFLICT', M.notInterview);
  return own;
}

/** GET /recruiting/{recruitingId}/application/slots. */
export async function openSlots(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
): Promise<OpenSlot[]> {
  const own = await interviewApplication(ctx, user, recruitingId);
  const now = ctx.now();
  return (await slots.listSlots(ctx.db, recruitingId)).map((s) => ({
    slotId: s.id,
    startsAt: toSalesOpenAt(new Date(s.starts_at)),
    durationMinutes: s.duration_minutes,
    place: s.place,
    capacity: s.capacity,
    left: s.capacity - s.booked,
    mine: s.id === own.slot_id,
    closed: pastCutoff(s.starts_at, now),
  }));
}

/**
 * PUT /recruiting/{recruitingId}/application/slot: books the slot, or moves the booking there, in one transaction:
 * a place of the new slot is taken only if one is left, the application's booking changes only from what it was
 * read as, and the old slot's place is given back. Locks in the one order of every applications transaction
 * (docs/decisions/0010-recruiting-applications.md): the application row first, then the slot rows by ascending id.
 */
export async function bookSlot(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  slotId: number,
): Promise<{ application: MyApplication | null }> {
  const own = await interviewApplication(ctx, user, recruitingId);
  if (own.slot_id === slotId) return myApplication(ctx, user, recruitingId);
  const from = own.slot_id;
  const now = ctx.now();
  const [target, current] = await Promise.all([
    slots.findSlot(ctx.db, recruitingId, slotId),
    from === null ? undefined : slots.findSlot(ctx.db, recruitingId, from),
  ]);
  if (!target) throw new AppError('NOT_FOUND', M.slotGone);
  if (pastCutoff(target.starts_at, now) || (current && pastCutoff(current.starts_at, now))) {
    throw new AppError('CONFLICT', M.slotCutoff);
  }
  await ctx.db.transaction().execute(async (trx) => {
    // the application row (FOR UPDATE on PostgreSQL), as the manager's stage moves and result sends take it; a move
    // of the applicant out of the interview stage meanwhile is seen here
    const [locked] = await repo.postApplicationsByIds(trx, recruitingId, [own.id], ctx.dialect);
    if (!locked) throw new AppError('NOT_FOUND', M.notApplied);
    if (locked.stage !== 'interview') throw new AppError('CONFLICT', M.notInterview);
    if (locked.slot_id !== from) throw new AppError('CONFLICT', M.slotChanged);
    // then the slot rows, lower id first: two students moving between the same two slots wait, never deadlock
    for (const id of from === null ? [slotId] : [slotId, from].sort((a, b) => a - b)) {
      if (id === from) {
        await slots.releaseSeat(trx, id);
      } else if (!(await slots.takeSeat(trx, recruitingId, id))) {
        throw new AppError('SLOT_FULL', M.slotFull);
      }
    }
    if (!(await slots.moveBooking(trx, own.id, from, slotId, now.toISOString()))) {
      throw new AppError('CONFLICT', M.slotChanged);
    }
    // The slots as they are now that this transaction holds them: a manager's change of a time since the read above
    // is seen here, for the cut-off and for what the notice says.
    const held = await slots.slotsByIds(trx, from === null ? [slotId] : [slotId, from]);
    const booked = held.find((s) => s.id === slotId);
    if (!booked) throw new AppError('NOT_FOUND', M.slotGone);
    if (held.some((s) => pastCutoff(s.starts_at, now))) throw new AppError('CONFLICT', M.slotCutoff);
    await noticeInterviewBooked(trx, recruitingId, user.id, booked, from !== null, now.toISOString());
    await recordAudit(
      trx,
      user,
      'application.bookInterview',
      { type: 'application', id: own.id },
      { recruitingId, slotId, from },
    );
  });
  return myApplication(ctx, user, recruitingId);
}
