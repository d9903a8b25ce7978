import { sql } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import { RESERVATION_COLUMNS } from '../../db/columns.ts';

/** The SQL of deleting a student's account (docs/decisions/0015-account-deletion.md). */

/**
 * The student's reservations with their schedules, the reservation rows locked for the rest of the transaction on
 * PostgreSQL, so what the deletion decides (blocked, cancelled, forfeited) holds until it commits. SQLite runs one
 * write transaction at a time.
 */
export async function reservationsOf(db: Db, userId: number, lock: DialectName | null) {
  return db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select([
      ...RESERVATION_COLUMNS,
      'schedules.order_index',
      'schedules.date',
      'schedules.time',
      'shows.name as show_name',
    ])
    .where('reservations.user_id', '=', userId)
    .orderBy('reservations.id')
    .$if(lock === 'postgres', (qb) => qb.forUpdate('reservations'))
    .execute();
}
export type OwnReservation = Awaited<ReturnType<typeof reservationsOf>>[number];

/** Refunds the club still owes the student, with the show's name. */
export async function pendingRefunds(db: Db, userId: number, lock: DialectName | null) {
  return db
    .selectFrom('refunds')
    .innerJoin('shows', 'shows.id', 'refunds.show_id')
    .select([
      'refunds.id',
      'refunds.reservation_id',
      'refunds.order_index',
      'refunds.tickets',
      'refunds.amount',
      'shows.name as show_name',
    ])
    .where('refunds.user_id', '=', userId)
    .where('refunds.refunded_at', 'is', null)
    .$if(lock === 'postgres', (qb) => qb.forUpdate('refunds'))
    .execute();
}

export async function activeWaitlist(db: Db, userId: number) {
  return db
    .selectFrom('waitlist')
    .select(['id', 'schedule_id', 'tickets', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['waiting', 'offered'])
    .execute();
}

export async function countOf(db: Db, table: 'applications' | 'notifications', userId: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user row, locked on PostgreSQL: two deletions of one account run one after the other. */
export async function lockUser(db: Db, userId: number, lock: DialectName | null) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'authority', 'name', 'student_id', 'phone', 'deleted_at'])
    .where('id', '=', userId)
    .$if(lock === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** An offered waiting-list entry leaves (the caller gives its seats back); false when it changed meanwhile. */
export async function leaveOffer(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('waitlist')
    .set({ status: 'left', status_changed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The student's applications go with everything about them (answers, officers' notes, results: cascaded); each
 * booked interview place is given back to its slot.
 */
export async function deleteApplications(db: Db, userId: number): Promise<void> {
  const gone = await db
    .deleteFrom('applications')
    .where('user_id', '=', userId)
    .returning(['id', 'slot_id'])
    .execute();
  for (const a of gone) {
    if (a.slot_id === null) continue;
    await db
      .updateTable('interview_slots')
      .set((eb) => ({ booked: eb('booked', '-', 1) }))
      .where('id', '=', a.slot_id)
      .where('booked', '>', 0)
      .execute();
  }
}

/** Rows that are the student's alone and mean nothing without them. */
export async function deleteOwnRows(db: Db, userId: number, email: string): Promise<void> {
  await db.deleteFrom('waitlist').where('user_id', '=', userId).execute();
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await db.deleteFrom('club_follows').where('user_id', '=', userId).execute();
  await db.deleteFrom('email_optouts').where('user_id', '=', userId).execute();
  await db.deleteFrom('unsubscribe_tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('checkin_staff').where('email', '=', email).execute();
  await db.deleteFrom('club_managers').where('email', '=', email).execute();
  // Club rosters (docs/product.md#members): the student's memberships, renewal questions and invitations.
  await db.deleteFrom('membership_renewals').where('user_id', '=', userId).execute();
  await db.deleteFrom('memberships').where('user_id', '=', userId).execute();
  await db.deleteFrom('memberships').where('invite_email', '=', email).execute();
}

/**
 * The money records keep amounts, dates and states, under the pseudonym: the reservations' deposit and transfer
 * names and refund accounts, the refunds' copies of the student's details, the bank deposits matched to them.
 */
export async function pseudonymiseMoney(db: Db, userId: number, alias: string): Promise<void> {
  const mine = db.selectFrom('reservations').select('id').where('user_id', '=', userId);
  await db
    .updateTable('reservations')
    .set({
      deposit_name: alias,
      transfer_name: sql<string | null>`case when transfer_name is null then null else ${alias} end`,
      refund_bank: null,
      refund_account: null,
      refund_holder: null,
    })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('refunds')
    .set({ name: alias, student_id: '', phone: '', bank: null, account_number: null, account_holder: null })
    .where('user_id', '=', userId)
    .execute();
  await db.updateTable('deposits').set({ name: alias }).where('reservation_id', 'in', mine).execute();
}

/**
 * The audit log keeps who did what and when, with the student named by the pseudonym: their own actions' actor, the
 * details of their own actions and of their reservations (a refund account's holder), and their e-mail wherever it is
 * (a door-staff grant). `secrets` are exact strings; `replace` changes nothing else.
 */
export async function pseudonymiseAudit(
  db: Db,
  userId: number,
  email: string,
  secrets: readonly string[],
  alias: string,
): Promise<void> {
  const reservationIds = db
    .selectFrom('reservations')
    .select(sql<string>`cast(id as text)`.as('id'))
    .where('user_id', '=', userId);
  for (const secret of secrets) {
    await db
      .updateTable('audit_log')
      .set({ detail: sql`replace(detail, ${secret}, ${alias})` })
      .where((eb) =>
        eb.or([
          eb('actor_user_id', '=', userId),
          eb.and([eb('target_type', '=', 'reservation'), eb('target_id', 'in', reservationIds)]),
        ]),
      )
      .where(sql<string>`replace(detail, ${secret}, '')`, '<>', sql<string>`detail`)
      .execute();
  }
  await db.updateTable('audit_log').set({ actor_email: alias }).where('actor_user_id', '=', userId).execute();
  await db.updateTable('audit_log').set({ actor_email: alias }).where('actor_email', '=', email).execute();
  await db.updateTable('audit_log').set({ target_id: alias }).where('target_id', '=', email).execute();
  await db
    .updateTable('audit_log')
    .set({ detail: sql`replace(detail, ${email}, ${alias})` })
    .where(sql<string>`replace(detail, ${email}, '')`, '<>', sql<string>`detail`)
    .execute();
}

/**
 * The club managers' notices that named the student (a transfer claim, a cancel request, a new application) keep
 * their text with the pseudonym in place of the name: only the kinds that name a student, linking to the schedules
 * and posts this student had, beginning with the name.
 */
export async function pseudonymiseManagerNotices(
  db: Db,
  userId: number,
  name: string,
  alias: string,
): Promise<void> {
  const schedules = await db
    .selectFrom('reservations')
    .select('schedule_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  const links = schedules.map((s) => `/manager/holder/${s.schedule_id}`);
  const posts = await db
    .selectFrom('applications')
    .select('recruiting_id')
    .where('user_id', '=', userId)
    .execute();
  links.push(...posts.map((p) => `/manager/recruiting/${p.recruiting_id}/applications`));
  if (links.length === 0) return;
  const prefix = `${name} 님이 `;
  await db
    .updateTable('notifications')
    .set({ body: sql`${alias} || substr(body, ${name.length + 1})` })
    .where('kind', 'in', ['transferClaim', 'cancelRequest', 'newApplication'])
    .where('link', 'in', links)
    .where(sql<string>`substr(body, 1, ${prefix.length})`, '=', prefix)
    .execute();
}

/** The user row itself stays (the money records point at it), emptied of everything personal. */
export async function emptyUser(db: Db, userId: number, alias: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      sub: `deleted:${userId}`,
      email: `deleted-${userId}@deleted.invalid`,
      name: alias,
      student_id: null,
      phone: null,
      club_id: null,
      profile_complete: 0,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * The strings that name the student in records they share with the club: their profile, the deposit name made of it,
 * and what they typed for transfers and refunds. Longest first, so a deposit name is replaced before the name in it.
 */
export async function personalStringsOf(
  db: Db,
  userId: number,
  me: { name: string | null; student_id: string | null; phone: string | null },
): Promise<string[]> {
  const typed = await db
    .selectFrom('reservations')
    .select(['refund_holder', 'refund_account', 'transfer_name', 'deposit_name'])
    .where('user_id', '=', userId)
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .select(['account_holder', 'account_number', 'name', 'student_id', 'phone'])
    .where('user_id', '=', userId)
    .execute();
  const all = [
    me.name,
    me.student_id,
    me.phone,
    `${me.student_id ?? ''}${me.name ?? ''}`,
    ...typed.flatMap((t) => [t.refund_holder, t.refund_account, t.transfer_name, t.deposit_name]),
    ...refunds.flatMap((f) => [f.account_holder, f.account_number, f.name, f.student_id, f.phone]),
  ];
  const strings = new Set(all.filter((s): s is string => typeof s === 'string' && s.trim().length >= 2));
  return [...strings].sort((a, b) => b.length - a.length);
}
