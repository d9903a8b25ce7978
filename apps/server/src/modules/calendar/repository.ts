import type { Db } from '../../db/database.ts';
import { RESERVATION_COLUMNS } from '../../db/columns.ts';

/** What a reservation's calendar file and e-mail say: its schedule, place, money and the club's account. */
export async function reservationFacts(db: Db, reservationId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .innerJoin('clubs', 'clubs.id', 'shows.club_id')
    .select([
      ...RESERVATION_COLUMNS,
      'reservations.user_id',
      'schedules.order_index',
      'schedules.date',
      'schedules.time',
      'shows.id as show_id',
      'shows.name as show_name',
      'shows.location',
      'shows.runtime',
      'shows.account_bank_name',
      'shows.account_number',
      'shows.account_name',
      'clubs.name as club_name',
    ])
    .where('reservations.id', '=', reservationId)
    .executeTakeFirst();
}
export type ReservationFacts = NonNullable<Awaited<ReturnType<typeof reservationFacts>>>;

/** The student's booked interview in a post (or of one slot): the slot, the post and the club. */
export async function interviewFacts(
  db: Db,
  userId: number,
  where: { recruitingId: number } | { slotId: number },
) {
  return db
    .selectFrom('applications')
    .innerJoin('interview_slots', 'interview_slots.id', 'applications.slot_id')
    .innerJoin('recruitings', 'recruitings.id', 'applications.recruiting_id')
    .innerJoin('clubs', 'clubs.id', 'recruitings.club_id')
    .select([
      'applications.id',
      'applications.recruiting_id',
      'interview_slots.starts_at',
      'interview_slots.duration_minutes',
      'interview_slots.place',
      'recruitings.title',
      'clubs.name as club_name',
    ])
    .where('applications.user_id', '=', userId)
    .$if('recruitingId' in where, (qb) =>
      qb.where('applications.recruiting_id', '=', (where as { recruitingId: number }).recruitingId),
    )
    .$if('slotId' in where, (qb) =>
      qb.where('applications.slot_id', '=', (where as { slotId: number }).slotId),
    )
    .executeTakeFirst();
}
export type InterviewFacts = NonNullable<Awaited<ReturnType<typeof interviewFacts>>>;
