/**
 * The column lists the readers of one entity share, so a column added to a table is added to its readers once
 * (docs/architecture.md, "Server"). Each list is qualified by table, for queries that join; a reader that needs
 * more adds its own columns after the list.
 */

/** A reservation as the student's card and the club's holder list show it: state, money, claims and requests. */
export const RESERVATION_COLUMNS = [
  'reservations.id',
  'reservations.schedule_id',
  'reservations.created_at',
  'reservations.ticket_count',
  'reservations.admitted_tickets',
  'reservations.admitted_at',
  'reservations.unit_price',
  'reservations.seat_keys',
  'reservations.status',
  'reservations.cancel_requested',
  'reservations.deposit_name',
  'reservations.pay_by',
  'reservations.expires_at',
  'reservations.transfer_claimed_at',
  'reservations.transfer_at',
  'reservations.transfer_amount',
  'reservations.transfer_name',
  'reservations.payment_changed_at',
  'reservations.payment_changed_by',
  'reservations.cancel_requested_at',
  'reservations.refund_bank',
  'reservations.refund_account',
  'reservations.refund_holder',
  'reservations.cancel_rejected_reason',
  'reservations.cancel_rejected_at',
] as const;

/** A holder: the reservation and who made it (joined on `users.id = reservations.user_id`). */
export const HOLDER_COLUMNS = [
  ...RESERVATION_COLUMNS,
  'users.name',
  'users.student_id',
  'users.phone',
] as const;

/** A schedule's own columns, without its id (a reader joining reservations or waiting-list entries keeps theirs). */
export const SCHEDULE_COLUMNS = [
  'schedules.show_id',
  'schedules.order_index',
  'schedules.date',
  'schedules.time',
  'schedules.cost',
  'schedules.max_ticket',
  'schedules.max_people',
  'schedules.apply_people',
  'schedules.hall_id',
  'schedules.wheelchair_release_hours',
] as const;

/** A schedule as booking it needs (a reservation, or a waiting-list claim): its show's name, QR code and account. */
export const BOOKING_COLUMNS = [
  ...SCHEDULE_COLUMNS,
  'shows.name as show_name',
  'shows.qr_file',
  'shows.account_bank_name',
  'shows.account_number',
  'shows.account_name',
  'shows.payment_deadline_hours',
] as const;
