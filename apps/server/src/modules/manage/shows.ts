import type { z } from 'zod';
import {
  salesOpenIssue,
  SEATING_MESSAGES,
  SHOW_MESSAGES,
  scheduleTimingIssues,
  type ShowEdit,
} from '@moa/contract';
import type { showCreateRequest, showUpdateRequest } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { nowIso, salesOpenAtOf, storedSalesOpen } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { fileUrl } from '../files/index.ts';
import { discardImage, saveWithImages } from '../files/index.ts';
import * as repo from './content-repository.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { assertNoRefundsOwed } from './refunds.ts';
import { offerSeats } from '../waitlist/index.ts';
import { noticeFollowers } from '../notifications/index.ts';
import { editableColumns, scheduleFields, showFields } from '../shows/index.ts';
import { assertClubHall, seatInHall, unseat } from '../seating/index.ts';

export async function listShows(ctx: AppContext, user: SessionUser) {
  const rows = await repo.listClubShows(ctx.db, user.clubId!);
  return {
    performanceList: rows.map((r) => ({
      showId: r.id,
      poster: fileUrl(r.poster_file),
      title: r.name,
      date: r.start_date === r.end_date ? r.start_date : `${r.start_date} ~ ${r.end_date}`,
      salesOpenAt: salesOpenAtOf(r.sales_open_at),
    })),
  };
}

async function ownedShow(ctx: AppContext, user: SessionUser, id: number) {
  return assertOwned(await repo.findShow(ctx.db, id), user.clubId!, '공연');
}

export async function showForEdit(ctx: AppContext, user: SessionUser, id: number): Promise<ShowEdit> {
  const show = await ownedShow(ctx, user, id);
  const schedules = await repo.listSchedules(ctx.db, id);
  return {
    id: show.id,
    name: show.name,
    ...showFields(show),
    maxPeople: show.default_max_people,
    accountNumber: show.account_number,
    accountName: show.account_name,
    accountBankName: show.account_bank_name,
    waitlistOfferMinutes: show.waitlist_offer_minutes,
    qr: fileUrl(show.qr_file),
    scheduleDtoList: schedules.map((s) => ({
      ...scheduleFields(s),
      id: s.id,
      orderIndex: s.order_index,
      maxTicket: s.max_ticket,
      hallId: s.hall_id,
    })),
  };
}

/** Schedules are numbered in the order given, 1, 2, 3 … whatever the form sent. */
function numbered<T>(list: T[]): (T & { order: number })[] {
  return list.map((s, i) => ({ ...s, order: i + 1 }));
}

export async function createShow(
  ctx: AppContext,
  user: SessionUser,
  body: z.output<typeof showCreateRequest>,
  poster: Buffer,
  qr: Buffer,
): Promise<{ id: number }> {
  assertSalesOpening(body.salesOpenAt ?? null, body.scheduleDtoList, ctx.now());
  return saveWithImages(
    ctx.db,
    { poster: { data: poster, kind: 'poster' }, qr: { data: qr, kind: 'qr' } },
    async (names) => {
      const id = await ctx.db.transaction().execute(async (trx) => {
        const at = nowIso();
        const showId = await repo.insertShow(trx, {
          club_id: user.clubId!,
          name: body.name,
          ...editableColumns(body),
          account_number: body.accountNumber,
          account_name: body.accountName,
          account_bank_name: body.accountBankName,
          payment_deadline_hours: body.paymentDeadlineHours,
          waitlist_enabled: body.waitlistEnabled ? 1 : 0,
          waitlist_offer_minutes: body.waitlistOfferMinutes,
          sales_open_at: storedSalesOpen(body.salesOpenAt ?? null),
          poster_file: names.poster!,
          qr_file: names.qr!,
          created_at: at,
          updated_at: at,
        });
        for (const s of numbered(body.scheduleDtoList)) {
          const scheduleId = await repo.insertSchedule(trx, {
            show_id: showId,
            order_index: s.order,
            date: s.date,
            time: s.time,
            cost: s.cost,
            max_ticket: s.maxTicket,
            max_people: s.maxPeople,
            apply_people: 0,
          });
          if (s.hallId) {
            await assertClubHall(trx, s.hallId, user.clubId!, s.order);
            await seatInHall(trx, scheduleId, s.hallId, s.cost);
          }
        }
        await recordAudit(
          trx,
          user,
          'show.create',
          { type: 'show', id: showId },
          {
            name: body.name,
            schedules: body.scheduleDtoList.length,
          },
        );
        await noticeFollowers(
          trx,
          user.clubId!,
          'show',
          body.name,
          `/show/${showId}`,
          ctx.now().toISOString(),
        );
        return showId;
      });
      return { result: { id }, replaced: [] };
    },
  );
}

/** A capacity check or foreign-key violation: a write that lost a race with a reservation (either database). */
function isRaceViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23514' ||
    e?.code === '23503' ||
    e?.code === 'SQLITE_CONSTRAINT_CHECK' ||
    e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /CHECK constraint failed|FOREIGN KEY constraint failed/.test(e?.message ?? '')
  );
}

/**
 * One transaction of a show edit or deletion. The schedules are locked first (repo.lockSchedules), so a racing
 * reservation is counted by the checks or waits; should a constraint still refuse the write, the answer is a 409.
 */
async function showTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if (!isRaceViolation(err)) throw err;
    throw new AppError(
      'CONFLICT',
      '방금 들어온 예매와 겹쳐 처리하지 못했습니다. 새로고침해 예매 현황을 확인한 뒤 다시 시도해주세요.',
    );
  }
}

/** The transfer account is fixed on creation: an edit may leave it out or send it back unchanged, never change it. */
function assertAccountUnchanged(
  show: { account_number: string; account_name: string; account_bank_name: string },
  body: z.output<typeof showUpdateRequest>,
) {
  const sent = {
    accountBankName: [body.accountBankName, show.account_bank_name],
    accountNumber: [body.accountNumber, show.account_number],
    accountName: [body.accountName, show.account_name],
  };
  const changed = Object.entries(sent)
    .filter(([, [value, stored]]) => value !== undefined && value !== stored)
    .map(([field]) => [field, SHOW_MESSAGES.accountFixed]);
  if (changed.length > 0) {
    throw new AppError('VALIDATION_FAILED', SHOW_MESSAGES.accountFixed, Object.fromEntries(changed));
  }
}

/**
 * The sales opening (docs/product.md#sales-opening) before the last schedule's start and, on create, not before the
 * server's clock (the contract checks the device's; the server's decides).
 */
function assertSalesOpening(
  salesOpenAt: string | null,
  schedules: readonly { date: string; time: string }[],
  now?: Date,
) {
  const issue = salesOpenAt ? salesOpenIssue(salesOpenAt, schedules, now) : undefined;
  if (issue) {
    throw new AppError('VALIDATION_FAILED', SHOW_MESSAGES[issue], { salesOpenAt: SHOW_MESSAGES[issue] });
  }
}

/**
 * Edits a show without touching what students bought: the name and the transfer account stay fixed, a schedule keeps
 * at least its sold seats, a schedule with reservations is never deleted, a moved or new schedule is not in the past,
 * and existing reservations keep their price.
 */
export async function updateShow(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: z.output<typeof showUpdateRequest>,
  poster: Buffer | undefined,
): Promise<{ id: number }> {
  const show = await ownedShow(ctx, user, id);
  assertAccountUnchanged(show, body);
  // The opening kept or sent must still come before the last schedule, whichever schedules the edit leaves.
  assertSalesOpening(
    body.salesOpenAt === undefined ? salesOpenAtOf(show.sales_open_at) : body.salesOpenAt,
    body.scheduleDtoList,
  );
  const salesOpen = body.salesOpenAt === undefined ? undefined : storedSalesOpen(body.salesOpenAt);
  // Moved to a new time still ahead: its followers are told again when it comes (modules/notifications/reminders.ts).
  const opensAgain =
    salesOpen != null && salesOpen !== show.sales_open_at && Date.parse(salesOpen) > ctx.now().getTime();
  return saveWithImages(ctx.db, { poster: poster && { data: poster, kind: 'poster' } }, async (names) => {
    await showTransaction(ctx.db, async (trx) => {
      const existing = await repo.lockSchedules(trx, id, ctx.dialect);
      const keptIds = new Set(
        body.scheduleDtoList.map((s) => s.id).filter((x): x is number => x !== undefined),
      );
      for (const s of body.scheduleDtoList) {
        if (s.id !== undefined && !existing.some((e) => e.id === s.id)) {
          throw new AppError('VALIDATION_FAILED', '이 공연의 회차가 아닙니다.', {
            scheduleDtoList: '이 공연의 회차가 아닙니다.',
          });
        }
      }
      const timing = scheduleTimingIssues(
        body,
        body.scheduleDtoList.map((s) => {
          const before = existing.find((e) => e.id === s.id);
          return {
            date: s.date,
            time: s.time,
            checkPast: !before || before.date !== s.date || before.time !== s.time,
          };
        }),
      );
      if (timing.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          timing[0]!.message,
          Object.fromEntries(timing.map((i) => [`scheduleDtoList.${i.index}.${i.field}`, i.message])),
        );
      }
      for (const e of existing.filter((x) => !keptIds.has(x.id))) {
        if (e.apply_people > 0) {
          throw new AppError(
            'SCHEDULE_HAS_RESERVATIONS',
            `${e.order_index}회차에 예매자가 있어 삭제할 수 없습니다.`,
          );
        }
        await repo.deleteSchedule(trx, e.id);
      }
      for (const s of numbered(body.scheduleDtoList)) {
        const before = existing.find((e) => e.id === s.id);
        const hallId = s.hallId ?? null;
        if (hallId !== null) await assertClubHall(trx, hallId, user.clubId!, s.order);
        const hallKept = before !== undefined && before.hall_id === hallId;
        if (before && !hallKept && before.apply_people > 0) {
          throw new AppError('SCHEDULE_HAS_RESERVATIONS', SEATING_MESSAGES.hallChangeHeld(s.order), {
            [`scheduleDtoList.${s.order - 1}.hallId`]: SEATING_MESSAGES.hallChangeHeld(s.order),
          });
        }
        // A seated schedule's seat count and price follow its plan (modules/seating), not the form's fields.
        const seatedKept = hallKept && hallId !== null;
        const row = {
          order_index: s.order,
          date: s.date,
          time: s.time,
          max_ticket: s.maxTicket,
          ...(seatedKept ? {} : { cost: s.cost, max_people: s.maxPeople }),
        };
        if (before) {
          if (!seatedKept && s.maxPeople < before.apply_people) {
            throw new AppError(
              'CAPACITY_BELOW_RESERVED',
              SHOW_MESSAGES.scheduleSeatsBelowSold(s.order, before.apply_people),
              {
                [`scheduleDtoList.${s.order - 1}.maxPeople`]: `${before.apply_people}석 이상이어야 합니다.`,
              },
            );
          }
          await repo.updateSchedule(trx, before.id, row);
          if (!hallKept) {
            if (hallId === null) await unseat(trx, before.id);
            else await seatInHall(trx, before.id, hallId, s.cost);
          }
        } else {
          const scheduleId = await repo.insertSchedule(trx, {
            ...row,
            cost: s.cost,
            max_people: s.maxPeople,
            show_id: id,
            apply_people: 0,
          });
          if (hallId !== null) await seatInHall(trx, scheduleId, hallId, s.cost);
        }
      }
      await repo.updateShow(trx, id, {
        ...editableColumns(body),
        ...(body.paymentDeadlineHours !== undefined
          ? { payment_deadline_hours: body.paymentDeadlineHours }
          : {}),
        ...(body.waitlistEnabled !== undefined ? { waitlist_enabled: body.waitlistEnabled ? 1 : 0 } : {}),
        ...(body.waitlistOfferMinutes !== undefined
          ? { waitlist_offer_minutes: body.waitlistOfferMinutes }
          : {}),
        ...(salesOpen !== undefined ? { sales_open_at: salesOpen } : {}),
        ...(opensAgain ? { sales_open_notified_at: null } : {}),
        ...(names.poster ? { poster_file: names.poster } : {}),
        updated_at: nowIso(),
      });
      // Seats added to a schedule go to its waiting list first (with the settings just saved).
      const now = ctx.now();
      for (const s of body.scheduleDtoList) {
        const before = existing.find((e) => e.id === s.id);
        if (
          before &&
          before.hall_id === null &&
          (s.hallId ?? null) === null &&
          s.maxPeople > before.max_people
        ) {
          await offerSeats(trx, before.id, now);
        }
      }
      await recordAudit(
        trx,
        user,
        'show.update',
        { type: 'show', id },
        { schedules: body.scheduleDtoList.length },
      );
    });
    return { result: { id }, replaced: names.poster ? [show.poster_file] : [] };
  });
}

export async function deleteShow(ctx: AppContext, user: SessionUser, id: number) {
  const show = await ownedShow(ctx, user, id);
  await showTransaction(ctx.db, async (trx) => {
    await repo.lockSchedules(trx, id, ctx.dialect);
    await assertNoRefundsOwed(trx, id);
    if ((await repo.countShowReservations(trx, id)) > 0) {
      throw new AppError(
        'SHOW_HAS_RESERVATIONS',
        '예매자가 있는 공연은 삭제할 수 없습니다. 예매자를 먼저 정리해주세요.',
      );
    }
    await repo.deleteShow(trx, id);
    await recordAudit(trx, user, 'show.delete', { type: 'show', id }, { name: show.name });
  });
  // The images go once the record is gone.
  for (const name of [show.poster_file, show.qr_file]) if (name) await discardImage(ctx.db, name);
  return { success: true as const };
}
