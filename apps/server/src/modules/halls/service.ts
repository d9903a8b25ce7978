import {
  HALL_MESSAGES,
  hallIssueText,
  hallSeats,
  hallTextFromSeats,
  LIMITS,
  parseHallText,
  type Hall,
  type HallIssue,
  type ParsedHall,
} from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { recordAudit } from '../audit/index.ts';
import { recountHall } from '../seating/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { readSeatCsv } from './csv.ts';
import * as repo from './repository.ts';

/**
 * A club's halls (docs/product.md#halls, docs/decisions/0025-halls.md): the text is read by the contract's parser,
 * the one the manager's preview runs, and its seats are kept under their keys; an edit keeps every key a
 * reservation holds.
 */

export type HallSource = { kind: 'text'; text: string } | { kind: 'csv'; bytes: Buffer };

const WHAT = '공연장';

/** The problems of a drawing or a CSV as the error body: the first in `fieldErrors`, each line in `rowErrors`. */
function refuse(field: 'text' | 'file', message: string, issues: HallIssue[]): never {
  const first = issues[0] ? hallIssueText(issues[0]) : message;
  throw new AppError(
    'VALIDATION_FAILED',
    first,
    { [field]: first },
    {
      rowErrors: issues.flatMap((i) => (i.line ? [{ row: i.line, message: i.message }] : [])),
    },
  );
}

function parsed(text: string): ParsedHall {
  const result = parseHallText(text);
  if (!result.ok) refuse('text', HALL_MESSAGES.textRequired, result.errors);
  return result.hall;
}

/** The drawing a creation is made from: the text as sent, or a CSV of seats drawn as text. */
function drawing(source: HallSource): { text: string; hall: ParsedHall } {
  if (source.kind === 'text') return { text: source.text, hall: parsed(source.text) };
  const list = readSeatCsv(source.bytes);
  if (!list.ok) refuse('file', list.message, list.errors);
  const { text, errors } = hallTextFromSeats(list.seats);
  if (errors.length > 0) refuse('file', errors[0]!.message, errors);
  return { text, hall: parsed(text) };
}

const seatRows = (hallId: number, hall: ParsedHall) =>
  hallSeats(hall).map((s) => ({
    hall_id: hallId,
    seat_key: s.key,
    section: s.section,
    row_label: s.row,
    seat_number: s.number,
    x: s.x,
    y: s.y,
    kind: s.kind,
  }));

function nameTakenError(): AppError {
  return new AppError('VALIDATION_FAILED', HALL_MESSAGES.nameTaken, { name: HALL_MESSAGES.nameTaken });
}

function seatsHeldError(keys: string[]): AppError {
  const message = HALL_MESSAGES.seatsHeld(keys);
  return new AppError('HALL_SEATS_HELD', message, { text: message });
}

export async function listHalls(ctx: AppContext, user: SessionUser) {
  const rows = await repo.listClubHalls(ctx.db, user.clubId!);
  return {
    hallList: rows.map((r) => ({
      hallId: r.id,
      name: r.name,
      stage: r.stage,
      seatCount: r.seat_count,
      scheduleCount: Number(r.schedule_count ?? 0),
      updatedAt: r.updated_at,
    })),
  };
}

export async function getHall(ctx: AppContext, user: SessionUser, id: number): Promise<Hall> {
  const row = assertOwned(await repo.findHall(ctx.db, id), user.clubId!, WHAT);
  const [seats, scheduleCount] = await Promise.all([
    repo.hallSeatRows(ctx.db, id),
    repo.scheduleCount(ctx.db, id),
  ]);
  return {
    hallId: row.id,
    name: row.name,
    stage: row.stage,
    seatCount: row.seat_count,
    scheduleCount,
    updatedAt: row.updated_at,
    text: row.source_text,
    seats: seats.map((s) => ({
      key: s.seat_key,
      section: s.section,
      row: s.row_label,
      number: s.seat_number,
      x: s.x,
      y: s.y,
      kind: s.kind,
    })),
  };
}

export async function createHall(ctx: AppContext, user: SessionUser, name: string, source: HallSource) {
  const clubId = user.clubId!;
  const { text, hall } = drawing(source);
  if ((await repo.countClubHalls(ctx.db, clubId)) >= LIMITS.hallsPerClubMax)
    throw new AppError('HALL_LIMIT', HALL_MESSAGES.tooManyHalls);
  if (await repo.nameTaken(ctx.db, clubId, name)) throw nameTakenError();
  const at = ctx.now().toISOString();
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const newId = await repo.insertHall(trx, {
        club_id: clubId,
        name,
        source_text: text,
        stage: hall.stage,
        seat_count: hall.seatCount,
        created_at: at,
        updated_at: at,
      });
      await repo.insertSeats(trx, seatRows(newId, hall));
      await recordAudit(
        trx,
        user,
        'hall.create',
        { type: 'hall', id: newId },
        { name, seats: hall.seatCount, from: source.kind },
      );
      return newId;
    });
  } catch (err) {
    // The same name saved by a request that committed after our check.
    if (isUniqueViolation(err)) throw nameTakenError();
    throw err;
  }
  return getHall(ctx, user, id);
}

/**
 * Saves a hall's new text. Seats whose keys stay are updated in place, new ones added, the others removed — unless a
 * reservation holds one: then nothing is saved and the answer names every such key. The hall's row is locked first,
 * so two edits of one hall queue; a reservation of a seat that commits in between is caught by reservation_seats'
 * foreign key, and answered the same way.
 */
export async function updateHall(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: { name: string; text: string },
) {
  assertOwned(await repo.findHall(ctx.db, id), user.clubId!, WHAT);
  const hall = parsed(body.text);
  if (await repo.nameTaken(ctx.db, user.clubId!, body.name, id)) throw nameTakenError();
  const rows = seatRows(id, hall);
  const keys = new Set(rows.map((r) => r.seat_key));
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockHall(trx, id, ctx.dialect);
      if (!before) throw new AppError('NOT_FOUND', HALL_MESSAGES.notFound);
      const held = await repo.heldKeys(trx, id);
      const lost = held.filter((k) => !keys.has(k));
      if (lost.length > 0) throw seatsHeldError(lost);
      const kept = new Set(held);
      await repo.deleteUnheldSeats(trx, id);
      await repo.insertSeats(
        trx,
        rows.filter((r) => !kept.has(r.seat_key)),
      );
      for (const r of rows) if (kept.has(r.seat_key)) await repo.moveSeat(trx, id, r);
      // Seats removed took their paint along (cascade): the schedules set in the hall count their seats again.
      await recountHall(trx, id);
      await repo.updateHall(trx, id, {
        name: body.name,
        source_text: body.text,
        stage: hall.stage,
        seat_count: hall.seatCount,
        updated_at: ctx.now().toISOString(),
      });
      await recordAudit(
        trx,
        user,
        'hall.update',
        { type: 'hall', id },
        { name: body.name, seats: hall.seatCount, before: before.seat_count },
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTakenError();
    if (isForeignKeyViolation(err)) {
      const held = await repo.heldKeys(ctx.db, id);
      throw seatsHeldError(held.filter((k) => !keys.has(k)));
    }
    throw err;
  }
  return getHall(ctx, user, id);
}

/** Deletes a hall no schedule is set in; a schedule set in it by a request committing meanwhile is caught by the foreign key. */
export async function deleteHall(ctx: AppContext, user: SessionUser, id: number) {
  const before = assertOwned(await repo.findHall(ctx.db, id), user.clubId!, WHAT);
  const inUse = async () => {
    const n = await repo.scheduleCount(ctx.db, id);
    return n > 0 ? new AppError('HALL_IN_USE', HALL_MESSAGES.inUse(n)) : null;
  };
  const refused = await inUse();
  if (refused) throw refused;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.deleteHall(trx, id);
      await recordAudit(trx, user, 'hall.delete', { type: 'hall', id }, { name: before.name });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw (await inUse()) ?? err;
    throw err;
  }
  return { success: true as const };
}
