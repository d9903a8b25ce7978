import type { HolderList } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { recordAudit } from '../audit/service.ts';
import { fileUrl } from '../files/images.ts';
import { giveSeatsBack } from '../reservations/service.ts';
import * as repo from './holders-repository.ts';
import { assertOwned } from './ownership.ts';

export async function sessionCards(ctx: AppContext, user: SessionUser) {
  const rows = await repo.listClubSessions(ctx.db, user.clubId!);
  return {
    reservationList: rows.map((r) => ({
      id: r.id,
      scheduleId: r.id,
      showId: r.show_id,
      poster: fileUrl(r.poster_file),
      title: r.show_name,
      order: r.order_index,
      date: r.date,
      time: r.time.slice(0, 5),
      applyPeople: r.apply_people,
      maxPeople: r.max_people,
    })),
  };
}

async function ownedSchedule(ctx: AppContext, user: SessionUser, scheduleId: number) {
  return assertOwned(await repo.findScheduleWithClub(ctx.db, scheduleId), user.clubId!, '회차');
}

export async function holderList(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
): Promise<HolderList> {
  const schedule = await ownedSchedule(ctx, user, scheduleId);
  const rows = await repo.listHolders(ctx.db, scheduleId);
  const holders = rows.map((r) => ({
    reservationId: r.id,
    createdAt: r.created_at,
    name: r.name ?? '',
    stdCode: r.student_id ?? '',
    phoneNumber: r.phone ?? '',
    ticketNumber: r.ticket_count,
    price: r.unit_price * r.ticket_count,
    isPaid: r.paid === 1,
    cancelRequest: r.cancel_requested === 1,
  }));
  return {
    showId: schedule.show_id,
    title: schedule.show_name,
    order: schedule.order_index,
    date: schedule.date,
    time: schedule.time.slice(0, 5),
    holderList: holders,
    csv_json: holders.map((h, i) => ({ number: i + 1, ...h })),
  };
}

/** Every reservation of a batch must belong to the session; otherwise the whole batch is refused. */
async function assertBatch(ctx: AppContext, scheduleId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.reservationsOf(ctx.db, unique);
  if (rows.length !== unique.length || rows.some((r) => r.schedule_id !== scheduleId)) {
    throw new AppError('BAD_REQUEST', '이 회차의 예매자가 아닌 항목이 포함되어 있어 처리하지 않았습니다.');
  }
  return rows;
}

export async function setPayments(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  list: { reservationId: number; isPaid: boolean }[],
) {
  await ownedSchedule(ctx, user, scheduleId);
  await assertBatch(
    ctx,
    scheduleId,
    list.map((l) => l.reservationId),
  );
  await ctx.db.transaction().execute(async (trx) => {
    const at = nowIso();
    for (const item of list) await repo.setPaid(trx, item.reservationId, item.isPaid, at);
    await recordAudit(trx, user, 'holder.payment', { type: 'schedule', id: scheduleId }, { list });
  });
  return { success: true, count: list.length };
}

/** Deletes holders and gives their seats back, in one transaction. */
export async function deleteHolders(ctx: AppContext, user: SessionUser, scheduleId: number, ids: number[]) {
  await ownedSchedule(ctx, user, scheduleId);
  const rows = await assertBatch(ctx, scheduleId, ids);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteReservations(
      trx,
      rows.map((r) => r.id),
    );
    await giveSeatsBack(
      trx,
      scheduleId,
      rows.reduce((sum, r) => sum + r.ticket_count, 0),
    );
    await recordAudit(
      trx,
      user,
      'holder.delete',
      { type: 'schedule', id: scheduleId },
      {
        reservations: rows.map((r) => ({ id: r.id, tickets: r.ticket_count })),
      },
    );
  });
  return { success: true, count: rows.length };
}
