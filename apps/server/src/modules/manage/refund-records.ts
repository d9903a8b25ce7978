import type { Db } from '../../db/database.ts';
import * as repo from './refunds-repository.ts';

/**
 * Records the refunds owed for these paid reservations, in the caller's transaction and before they change: the
 * student's details are copied, so the record outlives a deleted holder.
 */
export async function recordRefunds(
  db: Db,
  reservationIds: number[],
  reason: 'cancel' | 'delete',
  by: string,
  at: string,
): Promise<void> {
  const rows = await repo.reservationsForRefund(db, reservationIds);
  await repo.insertRefunds(
    db,
    rows.map((r) => {
      const withAccount = r.cancel_requested === 1 && r.refund_bank && r.refund_account && r.refund_holder;
      return {
        show_id: r.show_id,
        schedule_id: r.schedule_id,
        reservation_id: reason === 'delete' ? null : r.id,
        user_id: r.user_id,
        order_index: r.order_index,
        name: r.name ?? '',
        student_id: r.student_id ?? '',
        phone: r.phone ?? '',
        tickets: r.ticket_count,
        amount: r.unit_price * r.ticket_count,
        bank: withAccount ? r.refund_bank : null,
        account_number: withAccount ? r.refund_account : null,
        account_holder: withAccount ? r.refund_holder : null,
        reason,
        requested_at: r.cancel_requested === 1 ? r.cancel_requested_at : null,
        approved_at: at,
        approved_by: by,
      };
    }),
  );
}

/**
 * Records a deposit's money owed back to the reservation's student (a second deposit, the part above the price, or a
 * shortfall given back), in the caller's transaction; the account is not known (the student is contacted).
 */
export async function recordDepositRefund(
  db: Db,
  r: {
    reservationId: number;
    depositId: number;
    amount: number;
    reason: 'duplicate' | 'overpaid' | 'shortfall';
    by: string;
    at: string;
  },
): Promise<void> {
  const [row] = await repo.reservationsForRefund(db, [r.reservationId]);
  if (!row) return;
  await repo.insertRefunds(db, [
    {
      show_id: row.show_id,
      schedule_id: row.schedule_id,
      reservation_id: row.id,
      user_id: row.user_id,
      order_index: row.order_index,
      name: row.name ?? '',
      student_id: row.student_id ?? '',
      phone: row.phone ?? '',
      tickets: row.ticket_count,
      amount: r.amount,
      bank: null,
      account_number: null,
      account_holder: null,
      reason: r.reason,
      deposit_id: r.depositId,
      requested_at: null,
      approved_at: r.at,
      approved_by: r.by,
    },
  ]);
}
