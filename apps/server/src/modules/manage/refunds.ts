import type { Refund, RefundAccount, RefundList } from '@moa/contract';
import { CANCEL_MESSAGES } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FileReply } from '../../lib/route.ts';
import { recordAudit } from '../audit/index.ts';
import { noticeRefunds } from '../notifications/index.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  DATE_MINUTE_FORMAT,
  safeTitle,
  seoulCellDate,
  sheetWorkbook,
  WON_FORMAT,
  type Column,
} from '../../lib/spreadsheet.ts';
import { ownedShow } from './holders.ts';
import * as repo from './refunds-repository.ts';

/**
 * Refunds (docs/product.md#cancelling-and-refunds): a record for each paid reservation the club cancels or deletes,
 * with the amount and the account the student gave, until the manager marks it sent.
 */

type RefundRow = Awaited<ReturnType<typeof repo.listShowRefunds>>[number];

function toRefund(r: RefundRow): Refund {
  return {
    refundId: r.id,
    reservationId: r.reservation_id,
    scheduleId: r.schedule_id,
    order: r.order_index,
    name: r.name,
    stdCode: r.student_id,
    phoneNumber: r.phone,
    ticketNumber: r.tickets,
    amount: r.amount,
    account:
      r.bank && r.account_number && r.account_holder
        ? {
            bankName: r.bank as RefundAccount['bankName'],
            accountNumber: r.account_number,
            holder: r.account_holder,
          }
        : null,
    reason: r.reason,
    requestedAt: r.requested_at,
    approvedAt: r.approved_at,
    approvedBy: r.approved_by,
    refundedAt: r.refunded_at,
    refundedBy: r.refunded_by,
  };
}

export async function showRefunds(ctx: AppContext, user: SessionUser, showId: number): Promise<RefundList> {
  const show = await ownedShow(ctx, user, showId);
  const refunds = (await repo.listShowRefunds(ctx.db, showId)).map(toRefund);
  const owed = refunds.filter((r) => !r.refundedAt);
  const done = refunds.filter((r) => r.refundedAt);
  const sum = (list: Refund[]) => list.reduce((total, r) => total + r.amount, 0);
  return {
    showId: show.id,
    title: show.name,
    refunds,
    summary: { owedCount: owed.length, owedAmount: sum(owed), doneCount: done.length, doneAmount: sum(done) },
  };
}

/** Marks refunds of the manager's show sent (or back to owed), all or none. */
export async function markRefunds(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
  body: { refundIds: number[]; refunded: boolean },
) {
  await ownedShow(ctx, user, showId);
  const ids = [...new Set(body.refundIds)];
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if ((await repo.countRefundsOf(trx, showId, ids)) !== ids.length) {
      throw new AppError(
        'BAD_REQUEST',
        '이 공연의 환불 내역이 아닌 항목이 포함되어 있어 처리하지 않았습니다.',
      );
    }
    const owed = body.refunded ? await repo.owedAmong(trx, showId, ids) : [];
    await repo.markRefunds(trx, showId, ids, body.refunded ? { at, by: user.email } : null);
    await noticeRefunds(trx, owed, at);
    await recordAudit(
      trx,
      user,
      body.refunded ? 'refund.done' : 'refund.undo',
      { type: 'show', id: showId },
      { refundIds: ids },
    );
  });
  return { success: true, count: ids.length };
}

/** A show with refunds still owed cannot be deleted: the records would go with it. */
export async function assertNoRefundsOwed(db: Db, showId: number): Promise<void> {
  if ((await repo.countOwedRefunds(db, showId)) > 0) {
    throw new AppError('SHOW_HAS_RESERVATIONS', CANCEL_MESSAGES.showHasRefundsOwed);
  }
}

const REASON_LABELS = {
  cancel: '취소 요청',
  delete: '예매자 삭제',
  duplicate: '중복 입금',
  overpaid: '초과 입금',
  shortfall: '부족 입금 반환',
} as const;

/** The refund export's columns. */
const COLUMNS: Column<Refund>[] = [
  { header: '번호', width: 7, value: (_r, i) => i + 1 },
  { header: '회차', width: 7, value: (r) => r.order },
  { header: '이름', width: 12, value: (r) => r.name },
  { header: '학번', width: 12, value: (r) => r.stdCode },
  { header: '전화번호', width: 15, value: (r) => r.phoneNumber },
  { header: '매수', width: 7, value: (r) => r.ticketNumber },
  { header: '환불 금액', width: 12, numFmt: WON_FORMAT, value: (r) => r.amount },
  { header: '은행', width: 12, value: (r) => r.account?.bankName ?? '' },
  { header: '계좌번호', width: 20, value: (r) => r.account?.accountNumber ?? '' },
  { header: '예금주', width: 12, value: (r) => r.account?.holder ?? '' },
  { header: '사유', width: 11, value: (r) => REASON_LABELS[r.reason] },
  { header: '요청 일시', width: 17, numFmt: DATE_MINUTE_FORMAT, value: (r) => seoulCellDate(r.requestedAt) },
  { header: '승인 일시', width: 17, numFmt: DATE_MINUTE_FORMAT, value: (r) => seoulCellDate(r.approvedAt) },
  { header: '환불 일시', width: 17, numFmt: DATE_MINUTE_FORMAT, value: (r) => seoulCellDate(r.refundedAt) },
];

/** GET /mypage/manager/show/{showId}/refunds.xlsx: '{title}_환불.xlsx', owed and sent, in approval order. */
export async function refundExport(ctx: AppContext, user: SessionUser, showId: number): Promise<FileReply> {
  const list = await showRefunds(ctx, user, showId);
  return {
    body: await sheetWorkbook('환불', COLUMNS, list.refunds),
    fileName: `${safeTitle(list.title)}_환불.xlsx`,
    asciiFileName: `refunds-show-${showId}.xlsx`,
  };
}
