import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The money of a term the portal knows (docs/product.md#the-union-report): the club's shows whose first day falls in
 * the term, their paid tickets and their refunds, and the term's dues.
 */

export async function termShows(db: Db, clubId: number, startsOn: string, endsOn: string) {
  return db
    .selectFrom('shows')
    .select(['id', 'name', 'start_date'])
    .where('club_id', '=', clubId)
    .where('start_date', '>=', startsOn)
    .where('start_date', '<=', endsOn)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

/** Per show: tickets and won of reservations paid now. */
export async function paidTickets(db: Db, showIds: number[]) {
  if (showIds.length === 0) return [];
  return db
    .selectFrom('reservations as r')
    .innerJoin('schedules as s', 's.id', 'r.schedule_id')
    .select([
      's.show_id',
      sql<number>`sum(r.ticket_count)`.as('tickets'),
      sql<number>`sum(r.ticket_count * r.unit_price)`.as('amount'),
    ])
    .where('s.show_id', 'in', showIds)
    .where('r.status', '=', 'paid')
    .groupBy('s.show_id')
    .execute();
}

/** Per show and reason: refunds owed (approved) and of them those sent, in won and tickets. */
export async function refunds(db: Db, showIds: number[]) {
  if (showIds.length === 0) return [];
  return db
    .selectFrom('refunds')
    .select([
      'show_id',
      'reason',
      sql<number>`count(*)`.as('count'),
      sql<number>`sum(tickets)`.as('tickets'),
      sql<number>`sum(amount)`.as('amount'),
      sql<number>`sum(case when refunded_at is null then 0 else 1 end)`.as('sent_count'),
      sql<number>`sum(case when refunded_at is null then 0 else amount end)`.as('sent_amount'),
    ])
    .where('show_id', 'in', showIds)
    .groupBy(['show_id', 'reason'])
    .execute();
}

/** The term's dues received: won and how many members paid some. */
export async function duesPaid(db: Db, termId: number) {
  const row = await db
    .selectFrom('dues_charges as d')
    .innerJoin('memberships as m', 'm.id', 'd.membership_id')
    .select([
      sql<number>`coalesce(sum(d.paid_amount), 0)`.as('amount'),
      sql<number>`sum(case when d.paid_amount > 0 then 1 else 0 end)`.as('payers'),
    ])
    .where('m.term_id', '=', termId)
    .executeTakeFirst();
  return { amount: Number(row?.amount ?? 0), payers: Number(row?.payers ?? 0) };
}

export async function clubOf(db: Db, clubId: number) {
  return db.selectFrom('clubs').select(['id', 'name']).where('id', '=', clubId).executeTakeFirstOrThrow();
}
