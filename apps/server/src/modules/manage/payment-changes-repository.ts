import type { Insertable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { PaymentChangeItemsTable, ReservationStatus } from '../../db/schema.ts';

/** A payment change and the reservations it changed (migration 015), for undoing it (payment-undo.ts). */

export async function insertChange(
  db: Db,
  change: { scheduleId: number; by: string; at: string },
  items: Omit<Insertable<PaymentChangeItemsTable>, 'change_id'>[],
): Promise<number> {
  const { id } = await db
    .insertInto('payment_changes')
    .values({ schedule_id: change.scheduleId, made_by: change.by, made_at: change.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  // a batch is at most LIMITS.holderBatchMax reservations: 100 rows a statement stays under both databases' limits
  for (let i = 0; i < items.length; i += 100) {
    await db
      .insertInto('payment_change_items')
      .values(items.slice(i, i + 100).map((item) => ({ ...item, change_id: id })))
      .execute();
  }
  return id;
}

export async function findChange(db: Db, changeId: number) {
  return db
    .selectFrom('payment_changes')
    .select(['id', 'schedule_id', 'made_by', 'made_at', 'undone_at'])
    .where('id', '=', changeId)
    .executeTakeFirst();
}

/** Marks the change undone, only if it is not yet: false when another undo came first. */
export async function markUndone(db: Db, changeId: number, by: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_changes')
    .set({ undone_at: at, undone_by: by })
    .where('id', '=', changeId)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function changeItems(db: Db, changeId: number) {
  return db
    .selectFrom('payment_change_items')
    .selectAll()
    .where('change_id', '=', changeId)
    .orderBy('reservation_id')
    .execute();
}

/** The reservations among `ids` that a later change, not undone, changed again. */
export async function changedLater(db: Db, ids: number[], changeId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('payment_change_items')
    .innerJoin('payment_changes', 'payment_changes.id', 'payment_change_items.change_id')
    .select('payment_change_items.reservation_id')
    .where('payment_change_items.reservation_id', 'in', ids)
    .where('payment_changes.id', '>', changeId)
    .where('payment_changes.undone_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.reservation_id));
}

/** The reservations among `ids` that a deposit was applied to at or after `since`. */
export async function depositedSince(db: Db, ids: number[], since: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('deposits')
    .select('reservation_id')
    .where('reservation_id', 'in', ids)
    .where('applied_at', '>=', since)
    .execute();
  return new Set(rows.map((r) => r.reservation_id!));
}

/**
 * The reservations' state as a payment change writes it, locked until the transaction ends on PostgreSQL (in id
 * order, as lockReservations); SQLite runs one write transaction at a time.
 */
export async function lockStates(db: Db, ids: number[], dialect: DialectName) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('reservations')
    .select(['id', 'schedule_id', 'ticket_count', 'status', 'pay_by', 'expires_at', 'transfer_claimed_at'])
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export interface Restore {
  reservationId: number;
  /** What the change left: the row must still be exactly so. */
  left: {
    status: ReservationStatus;
    payBy: string;
    expiresAt: string;
    by: string;
    at: string;
    cancelRequested: number;
    admittedTickets: number;
  };
  /** What it was before the change. */
  before: {
    status: ReservationStatus;
    payBy: string;
    expiresAt: string;
    paymentChangedAt: string | null;
    paymentChangedBy: string | null;
    statusChangedAt: string | null;
  };
}

/**
 * Puts a reservation back as it was before the change, only if it is still exactly as the change left it (one
 * conditional update); false when anything changed since.
 */
export async function restoreState(db: Db, r: Restore, at: string): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({
      status: r.before.status,
      pay_by: r.before.payBy,
      expires_at: r.before.expiresAt,
      payment_changed_at: r.before.paymentChangedAt,
      payment_changed_by: r.before.paymentChangedBy,
      status_changed_at: r.before.statusChangedAt,
      updated_at: at,
    })
    .where('id', '=', r.reservationId)
    .where('status', '=', r.left.status)
    .where('pay_by', '=', r.left.payBy)
    .where('expires_at', '=', r.left.expiresAt)
    .where('payment_changed_at', '=', r.left.at)
    .where('payment_changed_by', '=', r.left.by)
    .where('status_changed_at', '=', r.left.at)
    .where('updated_at', '=', r.left.at)
    .where('cancel_requested', '=', r.left.cancelRequested)
    .where('admitted_tickets', '=', r.left.admittedTickets)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
