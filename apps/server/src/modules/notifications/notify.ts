import type { NotificationKind } from '@moa/contract';
import type { Db } from '../../db/database.ts';

/**
 * Making notifications (docs/product.md#notifications): always inside the transaction of the change that causes
 * them, so a change rolled back notifies nobody. Each row is also its e-mail's place in the mail queue
 * (modules/notifications/mailer.ts sends it when SMTP is configured). A reservation's own notice is written with it
 * in the reservation writer's statements (modules/reservations/writer.ts on SQLite, repository.ts's
 * `takeSeatsAndReserve` on PostgreSQL): a column added here is added there too.
 */

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** The reservation or interview slot it is about: its e-mail carries their details and a calendar file. */
  reservationId?: number;
  slotId?: number;
}

const CHUNK = 200;

export async function notify(db: Db, items: readonly NewNotification[], at: string): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) {
    await db
      .insertInto('notifications')
      .values(
        items.slice(i, i + CHUNK).map((n) => ({
          user_id: n.userId,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          reservation_id: n.reservationId ?? null,
          slot_id: n.slotId ?? null,
          created_at: at,
          mail_next_at: at,
        })),
      )
      .execute();
  }
}

/** Managers of a club: who hears of its transfer claims, cancel requests and applications. */
export async function clubManagerIds(db: Db, clubId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('club_id', '=', clubId)
    .where('authority', '=', 'ROLE_CLUB')
    .execute();
  return rows.map((r) => r.id);
}

/** Followers of a club. */
export async function followerIds(db: Db, clubId: number): Promise<number[]> {
  const rows = await db.selectFrom('club_follows').select('user_id').where('club_id', '=', clubId).execute();
  return rows.map((r) => r.user_id);
}

/** What reservation notices say of each reservation: its student, show, schedule and money. */
export async function reservationFacts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select([
      'reservations.id',
      'reservations.user_id',
      'reservations.schedule_id',
      'reservations.ticket_count',
      'reservations.unit_price',
      'reservations.pay_by',
      'reservations.seat_keys',
      'schedules.order_index',
      'schedules.date',
      'schedules.time',
      'shows.id as show_id',
      'shows.name as show_name',
      'shows.club_id',
    ])
    .where('reservations.id', 'in', [...ids])
    .execute();
}
export type ReservationFacts = Awaited<ReturnType<typeof reservationFacts>>[number];
