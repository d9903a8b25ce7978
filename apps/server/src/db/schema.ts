import type {
  ApplicationMode,
  ApplicationStage,
  MembershipSource,
  MembershipStatus,
  QuestionKind,
  ResultStage,
  SeatKind,
  StageSide,
} from '@moa/contract';
import type { Generated } from 'kysely';

/**
 * The database, as Kysely sees it. Portable on purpose: booleans are 0/1 integers, dates 'YYYY-MM-DD' text,
 * times 'HH:MM:SS' text, timestamps ISO-8601 UTC text, so SQLite and PostgreSQL run the same repository code.
 */

export interface UsersTable {
  id: Generated<number>;
  /** OIDC subject; users are keyed by it. */
  sub: string;
  email: string;
  authority: 'ROLE_USER' | 'ROLE_CLUB' | 'ROLE_ADMIN';
  name: string | null;
  student_id: string | null;
  phone: string | null;
  club_id: number | null;
  /** 학과, optional (migration 022). */
  department: Generated<string | null>;
  /** 학년 1–6, optional (migration 028). */
  school_year: number | null;
  profile_complete: number;
  created_at: string;
  updated_at: string;
  /** Set when the student deleted the account: the row stays as `탈퇴한 회원 #{id}` (decision 0015). */
  deleted_at: Generated<string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface UsedNoncesTable {
  nonce: string;
  expires_at: string;
}

/** Club-manager grants by e-mail; a grant to an e-mail that has not signed in yet applies at its first sign-in. */
export interface ClubManagersTable {
  email: string;
  club_id: number;
  granted_by: string;
  created_at: string;
  /** 'admin': an administrator's grant; 'position': a managing position taken by hand-over (migration 027). */
  source: Generated<'admin' | 'position'>;
  /** A position grant's rights begin at this instant (a successor's, until the hand-over is applied). */
  starts_at: string | null;
  /** A position grant's rights end at this instant (an outgoing officer's, until the hand-over is applied). */
  ends_at: string | null;
}

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  /** The name without case or white space (lib/club-name.ts), unique: one club per name (migration 025). */
  name_key: string;
  category: string;
  content: string;
  mandatory_semesters: number | null;
  insta_url: string;
  kakao_url: string;
  youtube_url: string;
  url: string;
  poster_file: string | null;
  /** The student union the club belongs to (migration 031); null for none. */
  union_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ShowsTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  location: string;
  start_date: string;
  end_date: string;
  runtime: number;
  manager: string;
  manager_phone: string;
  default_max_people: number;
  account_number: string;
  account_name: string;
  account_bank_name: string;
  introduction: string;
  notice: string;
  early_bird: number;
  /**
   * Hours a student has to pay after reserving (docs/product.md#reservation-status). Every insert writes it: the
   * column's default is not relied on.
   */
  payment_deadline_hours: number;
  /** When reservations open, ISO UTC; null: open since publishing (docs/product.md#sales-opening). */
  sales_open_at: string | null;
  /** A sold-out schedule takes a waiting list (docs/product.md#waiting-list): 1 on, 0 off. */
  waitlist_enabled: number;
  /** How long seats offered to the next in line stay held for them. */
  waitlist_offer_minutes: number;
  /** When the club's followers were told that sales opened. */
  sales_open_notified_at: Generated<string | null>;
  poster_file: string | null;
  qr_file: string | null;
  created_at: string;
  updated_at: string;
}

export interface SchedulesTable {
  id: Generated<number>;
  show_id: number;
  order_index: number;
  date: string;
  time: string;
  cost: number;
  max_ticket: number;
  max_people: number;
  apply_people: number;
  /** The hall whose seats it sells (docs/product.md#halls); null: unnumbered tickets (migration 019). */
  hall_id: Generated<number | null>;
  /** Wheelchair spaces open to everyone this many hours before the start; null: never (migration 020). */
  wheelchair_release_hours: Generated<number | null>;
}

export type ReservationStatus = 'unpaid' | 'paid' | 'expired' | 'cancelled';
/** Statuses that hold seats; one live reservation per student per schedule (a partial unique index). */
export const LIVE_STATUSES: ReservationStatus[] = ['unpaid', 'paid'];

export interface ReservationsTable {
  id: Generated<number>;
  schedule_id: number;
  user_id: number;
  ticket_count: number;
  /** Price of one ticket when the reservation was made; later price changes do not touch it. */
  unit_price: number;
  /** A seated schedule's seats it took, a JSON array of keys, kept after they are given back (migration 020). */
  seat_keys: Generated<string | null>;
  /** unpaid and paid hold seats; expired and cancelled gave them back (docs/product.md#reservation-status). */
  status: ReservationStatus;
  cancel_requested: number;
  /** Student id + name as the student was told to write on the transfer when reserving. */
  deposit_name: string;
  /** When the student must have paid by (shown to them). */
  pay_by: string;
  /** When the expiry job may take the seats back: pay_by, or a day later once the student says they paid. */
  expires_at: string;
  /** The student's "입금했어요": when they said it, and the transfer's time, amount and name as they gave them. */
  transfer_claimed_at: string | null;
  transfer_at: string | null;
  transfer_amount: number | null;
  transfer_name: string | null;
  /** The last change of payment: when, and by whom (a manager's e-mail, or "import:<id>"). */
  payment_changed_at: string | null;
  payment_changed_by: string | null;
  status_changed_at: string | null;
  /** The pending cancel request (cancel_requested = 1): when it was sent and, for a paid one, the refund account. */
  cancel_requested_at: string | null;
  refund_bank: string | null;
  refund_account: string | null;
  refund_holder: string | null;
  /** The club's refusal of the last cancel request, cleared when the student asks again. */
  cancel_rejected_reason: string | null;
  cancel_rejected_at: string | null;
  /** When the pay-by reminders went out (docs/product.md#notifications). */
  reminded_24h_at: Generated<string | null>;
  reminded_3h_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
  /** Tickets let in at the door, never more than ticket_count, and when the last came in (migration 006). */
  admitted_tickets: Generated<number>;
  admitted_at: string | null;
}

export interface EntertainsTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  introduction: string;
  category: string;
  location: string;
  start_date: string;
  end_date: string;
  time_list: string;
  manager: string;
  manager_phone: string;
  etc_info: string;
  insta_url: string;
  kakao_url: string;
  youtube_url: string;
  notion_url: string;
  url: string;
  poster_file: string | null;
  created_at: string;
  updated_at: string;
}

export interface RecruitingsTable {
  id: Generated<number>;
  club_id: number;
  title: string;
  category: string;
  start_date: string;
  end_date: string;
  mandatory_semesters: string;
  meeting_time: string;
  content: string;
  eligibility: string;
  notice: string;
  manager: string;
  manager_phone: string;
  application_url: string;
  introduction: string;
  insta_url: string;
  kakao_url: string;
  youtube_url: string;
  notion_url: string;
  url: string;
  poster_file: string | null;
  /** 'link' (applicationUrl) or 'form' (applications in the portal). */
  application_mode: ApplicationMode;
  created_at: string;
  updated_at: string;
}

/** Uploaded and generated images; `name` is the server-made file name under DATA_DIR/uploads. */
export interface FilesTable {
  name: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  created_at: string;
}

/** The bytes of an uploaded image (under its `files` name) or a share image (under `share/…`). */
export interface StoredFilesTable {
  name: string;
  mime: string;
  data: Buffer;
  created_at: string;
}

/** A count in a time window shared by every instance (lib/rate-counters.ts). */
export interface RateCountersTable {
  key: string;
  count: number;
  window_ends: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  detail: string;
  created_at: string;
}

/** One import of a bank statement file or of pasted deposit notifications, for one show. */
export interface DepositImportsTable {
  id: Generated<number>;
  show_id: number;
  /** The manager's e-mail. */
  created_by: string;
  created_at: string;
  source: 'file' | 'text';
  filename: string | null;
  /** Deposits the source held (duplicates included). */
  row_count: number;
  /** How the source was read (parse/types.ts SourceFormat); null for imports made before it was kept. */
  format: string | null;
  /** The bank layout recognised (parse/layouts.ts), when one was. */
  layout_id: string | null;
  layout_label: string | null;
  /** The header texts of the name column and of a second text column. */
  name_header: string | null;
  other_name_header: string | null;
  /** JSON IgnoredCounts: the source's rows that are not deposits, by kind. */
  ignored: string | null;
  /** The header row's signature and the JSON ColumnMapping the file was read with. */
  header_signature: string | null;
  mapping: string | null;
  /** Which text the review matches and shows first: the name column or the second one. */
  name_column: Generated<'name' | 'otherName'>;
  /** 1 when the file was read with a mapping the club saved. */
  saved_layout: Generated<number>;
}

/** A club's confirmed column mapping for statements whose header row has `signature` (parse/table.ts). */
export interface StatementLayoutsTable {
  club_id: number;
  signature: string;
  /** JSON ColumnMapping; its headerRow is where the header was in the file it was confirmed on. */
  mapping: string;
  saved_by: string;
  saved_at: string;
}

export type DepositMatchKind = 'matched' | 'ambiguous' | 'unmatched' | 'duplicate' | 'alreadyPaid';

/** A deposit of an import; (show_id, fingerprint) is unique, so a deposit is stored once however often imported. */
export interface DepositsTable {
  id: Generated<number>;
  import_id: number;
  show_id: number;
  fingerprint: string;
  /** The row or line of the source, for messages. */
  row: number;
  /** ISO instant of the transaction. */
  at: string;
  name: string;
  /** The second text column of layouts that have two (하나 의뢰인/수취인 beside 적요). */
  other_name: string | null;
  amount: number;
  balance: number | null;
  /** How it matched when imported (never 'duplicate': duplicates are not stored again). */
  match: DepositMatchKind;
  /** matched or alreadyPaid: the reservation; once applied: the reservation it paid. */
  reservation_id: number | null;
  /** JSON array of candidate reservation ids (ambiguous). */
  candidates: string;
  /** matched or alreadyPaid as dues: the club's dues charge; once applied to dues: the charge it paid (026). */
  charge_id: Generated<number | null>;
  /** JSON array of candidate dues charge ids (ambiguous); null when none. */
  charge_candidates: Generated<string | null>;
  /** JSON DepositHint of the last match (@moa/contract), null when it has nothing to say. */
  match_hint: string | null;
  applied_at: string | null;
  /** The manager's e-mail. */
  applied_by: string | null;
  /** What applying it did (null before): see DepositOutcome. */
  outcome: DepositOutcome | null;
  /** The price of the reservation it was applied to, when applied. */
  expected: number | null;
  /** A short deposit's end: topped up by a later deposit, accepted as paid, or given back. */
  settlement: 'toppedUp' | 'accepted' | 'refunded' | null;
  settled_at: string | null;
  settled_by: string | null;
}

/** A deposit an import's source held, at its place in the source (1-based). */
export interface DepositImportRowsTable {
  import_id: number;
  deposit_id: number;
  position: number;
}

/**
 * paid: it paid its reservation at its price (or is the money of one confirmed by hand); duplicate: its reservation
 * was already paid by another deposit, all of it is owed back; over: it paid, the rest is owed back; short: less than
 * the price, the reservation stays unpaid until settled; topUp: it completed earlier short deposits.
 */
export type DepositOutcome = 'paid' | 'duplicate' | 'over' | 'short' | 'topUp';

/** A refund owed to a student (an approved cancel of a paid reservation, or a paid holder deleted), until sent. */
export interface RefundsTable {
  id: Generated<number>;
  show_id: number;
  schedule_id: number | null;
  /** null once the reservation itself was deleted; the student's details below stay. */
  reservation_id: number | null;
  user_id: number;
  order_index: number | null;
  name: string;
  student_id: string;
  phone: string;
  tickets: number;
  amount: number;
  /** The account the student gave; null when they gave none (contact them). */
  bank: string | null;
  account_number: string | null;
  account_holder: string | null;
  reason: 'cancel' | 'delete' | 'duplicate' | 'overpaid' | 'shortfall';
  /** A deposit's money owed back (duplicate, overpaid, shortfall). */
  deposit_id: number | null;
  requested_at: string | null;
  approved_at: string;
  /** The manager's e-mail. */
  approved_by: string;
  refunded_at: string | null;
  refunded_by: string | null;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'claimed' | 'lapsed' | 'left';
/** Waiting-list entries still in line: waiting, or holding an offer. */
export const ACTIVE_WAITLIST: WaitlistStatus[] = ['waiting', 'offered'];

/** One student in line for a sold-out schedule (docs/product.md#waiting-list). */
export interface WaitlistTable {
  id: Generated<number>;
  schedule_id: number;
  user_id: number;
  tickets: number;
  status: WaitlistStatus;
  /** While offered: when the held seats go to the next in line. */
  offer_expires_at: string | null;
  /** Once claimed: the reservation it became. */
  reservation_id: number | null;
  created_at: string;
  status_changed_at: string | null;
  /** A seated schedule's offer: the seats it holds, a JSON array of keys (migration 021). */
  seat_keys: Generated<string | null>;
}

export type MailState = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';

/** A notification in a user's centre; its e-mail's state makes the durable mail queue (docs/decisions/0011). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
  created_at: string;
  read_at: string | null;
  mail_state: Generated<MailState>;
  /** Tries that did not end in a sent mail: how long the next one waits. */
  mail_attempts: Generated<number>;
  /** Tries the SMTP server refused outright (5xx): only these give a mail up. */
  mail_rejections: Generated<number>;
  /** When the mail may be (re)tried. */
  mail_next_at: string;
  /** While sending: until when the instance that claimed it holds it. */
  mail_locked_until: string | null;
  mail_error: string | null;
  mailed_at: string | null;
  /** The reservation or interview slot the notice is about, for its e-mail's details and calendar file. */
  reservation_id: Generated<number | null>;
  slot_id: Generated<number | null>;
}

export interface ClubFollowsTable {
  user_id: number;
  club_id: number;
  created_at: string;
}

export interface EmailOptoutsTable {
  user_id: number;
  kind: string;
}

/** The token of the unsubscribe link in one kind of e-mail to one user; replaced when the kind is switched back on. */
export interface UnsubscribeTokensTable {
  user_id: number;
  kind: string;
  token: string;
}

/** A scan that let someone in at the door (docs/product.md#door-check-in); (device_id, scan_id) is unique. */
export interface CheckinScansTable {
  id: Generated<number>;
  reservation_id: number;
  schedule_id: number;
  device_id: string;
  device_label: string;
  scan_id: string;
  /** Tickets the scan asked to let in, and of them the ones it did (fewer on a conflict). */
  requested: number;
  admitted: number;
  result: 'admitted' | 'conflict' | 'unpaid';
  /** 1: made offline and synced later. */
  offline: number;
  /** The device's time of the scan; recorded_at the server's when it arrived. */
  scanned_at: string;
  recorded_at: string;
  by_email: string;
}

/** Door staff: an e-mail that may check tickets in at one show's door until its last schedule ends. */
export interface CheckinStaffTable {
  show_id: number;
  email: string;
  granted_by: string;
  created_at: string;
}

/** A question of a recruiting post's application form. */
export interface RecruitingQuestionsTable {
  id: Generated<number>;
  recruiting_id: number;
  position: number;
  kind: QuestionKind;
  label: string;
  required: number;
  /** JSON array of the choices (single and multiple). */
  options: string;
  /** A long answer's character limit. */
  max_length: number | null;
}

/** A student's application to a recruiting post; name, student id and phone as the profile said when saved. */
export interface ApplicationsTable {
  id: Generated<number>;
  recruiting_id: number;
  user_id: number;
  stage: ApplicationStage;
  applicant_name: string;
  applicant_student_id: string;
  applicant_phone: string;
  /** The booked interview slot. */
  slot_id: number | null;
  consented_at: string;
  stage_changed_at: string | null;
  /** The manager's e-mail. */
  stage_changed_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A non-empty answer; a multiple-choice answer is a JSON array. */
export interface ApplicationAnswersTable {
  application_id: number;
  question_id: number;
  value: string;
}

/** One officer's rating (1–5) and private note of an application; never shown to the applicant. */
export interface ApplicationReviewsTable {
  application_id: number;
  reviewer_id: number;
  reviewer_email: string;
  rating: number | null;
  note: string;
  updated_at: string;
}

/** A result told to an applicant; (application, stage) is unique, so no stage is announced twice. */
export interface ApplicationResultsTable {
  id: Generated<number>;
  application_id: number;
  stage: ResultStage;
  message: string;
  announced_at: string;
  /** The manager's e-mail. */
  announced_by: string;
}

/** An interview slot; `booked` never exceeds `capacity` (a check constraint). */
export interface InterviewSlotsTable {
  id: Generated<number>;
  recruiting_id: number;
  /** ISO UTC instant. */
  starts_at: string;
  duration_minutes: number;
  place: string;
  capacity: number;
  booked: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A manager's payment change, undoable for LIMITS.paymentUndoMinutes (migration 015). */
export interface PaymentChangesTable {
  id: Generated<number>;
  schedule_id: number;
  /** The manager's e-mail, as the reservations' payment_changed_by. */
  made_by: string;
  made_at: string;
  undone_at: string | null;
  undone_by: string | null;
}

/** One reservation a payment change changed: its state before and after, and the seats the change took back. */
export interface PaymentChangeItemsTable {
  change_id: number;
  reservation_id: number;
  seats_taken: number;
  /** Left alone by the change; an undo requires them unchanged. */
  cancel_requested: number;
  admitted_tickets: number;
  before_status: ReservationStatus;
  before_pay_by: string;
  before_expires_at: string;
  before_payment_changed_at: string | null;
  before_payment_changed_by: string | null;
  before_status_changed_at: string | null;
  after_status: ReservationStatus;
  after_pay_by: string;
  after_expires_at: string;
}

/** A club's hall as its manager drew it (docs/product.md#halls, migration 019). */
export interface HallsTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  /** The text the manager drew (packages/contract's parseHallText reads it); the seats below are made from it. */
  source_text: string;
  stage: StageSide;
  seat_count: number;
  created_at: string;
  updated_at: string;
}

/** One seat of a hall under its stable key (`1층-가-7`), unique per hall. */
export interface HallSeatsTable {
  hall_id: number;
  seat_key: string;
  section: string;
  row_label: string;
  seat_number: number;
  x: number;
  y: number;
  kind: SeatKind;
}

/**
 * A seat a live reservation holds in a schedule, unique per (schedule, seat); its (hall, key) must be a seat of the
 * hall, so a hall edit cannot remove it (docs/decisions/0025-halls.md).
 */
export interface ReservationSeatsTable {
  /** The reservation holding the seat, or null while a waiting list's offer holds it (migration 021). */
  reservation_id: number | null;
  waitlist_id: Generated<number | null>;
  schedule_id: number;
  hall_id: number;
  seat_key: string;
  created_at: string;
}

/** A seated schedule's grade (docs/product.md#assigned-seats, migration 020). */
export interface ScheduleGradesTable {
  schedule_id: number;
  position: number;
  name: string;
  price: number;
  color: string;
}

/** One seat of a seated schedule's hall: its grade's position (null: not sold) and its block (운영석 …). */
export interface ScheduleSeatsTable {
  schedule_id: number;
  hall_id: number;
  seat_key: string;
  grade: number | null;
  block_label: string | null;
}

/** A club's term (학기): Seoul dates, first and last day included (migration 022). */
export interface ClubTermsTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  created_at: string;
  updated_at: string;
  /** The term this one renewed (its active members were asked whether they continue); unique (migration 023). */
  renewed_from: Generated<number | null>;
  /** The term's dues, all null when it sets none (migration 024). */
  dues_amount: Generated<number | null>;
  dues_pay_by: Generated<string | null>;
  dues_bank: Generated<string | null>;
  dues_account_number: Generated<string | null>;
  dues_account_name: Generated<string | null>;
}

/** A membership's charge of its term's dues (migration 024): paid_amount never above amount. */
export interface DuesChargesTable {
  id: Generated<number>;
  membership_id: number;
  amount: number;
  paid_amount: Generated<number>;
  status: Generated<'unpaid' | 'paid' | 'waived'>;
  reason: Generated<string>;
  paid_at: string | null;
  /** When the student said they transferred (입금했어요), until the charge is settled. */
  claimed_at: Generated<string | null>;
  /** When the reminders before and after the pay-by day were claimed (each once). */
  reminded_before_at: Generated<string | null>;
  reminded_after_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** The question put to a member of the old term when a renewal starts the new one, and their answer (023). */
export interface MembershipRenewalsTable {
  id: Generated<number>;
  club_id: number;
  from_term_id: number;
  to_term_id: number;
  user_id: number;
  /** The position they held, which a yes keeps. */
  position_id: number;
  answer: 'yes' | 'no' | null;
  answered_at: string | null;
  created_at: string;
}

/** A club's position (직책); `manages`: 0/1, its holders manage the club. `rank` orders them (0 first). */
export interface ClubPositionsTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  manages: Generated<number>;
  rank: number;
  created_at: string;
}

/**
 * A student in a term (or, while user_id is null, an invitation: the invite_ columns say who, and it binds at that
 * student's first sign-in).
 */
export interface MembershipsTable {
  id: Generated<number>;
  club_id: number;
  term_id: number;
  user_id: number | null;
  position_id: number;
  status: Generated<MembershipStatus>;
  status_changed_on: string;
  reason: Generated<string>;
  union_consent: Generated<number>;
  source: MembershipSource;
  application_id: number | null;
  invite_email: string | null;
  invite_name: string | null;
  invite_student_id: string | null;
  invite_department: string | null;
  invite_phone: string | null;
  created_at: string;
  updated_at: string;
}

export type HandoverStatus = 'pending' | 'accepted' | 'applied' | 'cancelled';

/**
 * A hand-over of a term's positions (migration 027): pending until every successor accepted, then accepted (the
 * rights' windows are set) until the effective instant, when the job applies it (positions move).
 */
export interface HandoversTable {
  id: Generated<number>;
  club_id: number;
  term_id: number;
  /** The Seoul day it takes effect from. */
  effective_on: string;
  status: Generated<HandoverStatus>;
  created_by: string;
  created_at: string;
  /** The instant it takes effect: the effective day's midnight, or the last acceptance when that is later. */
  effective_at: string | null;
  applied_at: string | null;
  cancelled_at: string | null;
}

export interface HandoverItemsTable {
  id: Generated<number>;
  handover_id: number;
  position_id: number;
  /** The successor's membership in the hand-over's term. */
  membership_id: number;
  accepted_at: string | null;
  declined_at: string | null;
  decline_reason: Generated<string>;
}

/** A club's meeting in a term (migration 029): times are ISO UTC; `audience` 'positions' names them in meeting_positions. */
export interface MeetingsTable {
  id: Generated<number>;
  club_id: number;
  term_id: number;
  /** The first meeting of its weekly series; null for a one-off. */
  series_id: number | null;
  title: string;
  starts_at: string;
  ends_at: string;
  place: string;
  audience: 'all' | 'positions';
  late_minutes: number;
  closed_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface MeetingPositionsTable {
  meeting_id: number;
  position_id: number;
}

/** One mark per (meeting, membership): unique, so a scan counts once however often and wherever it is sent. */
export interface MeetingAttendanceTable {
  id: Generated<number>;
  meeting_id: number;
  membership_id: number;
  mark: 'present' | 'late' | 'excused' | 'absent';
  method: 'qr' | 'hand' | 'close' | 'excuse';
  marked_at: string;
  /** The manager's e-mail for a mark by hand, a close or an approved excuse; null for a scan. */
  marked_by: string | null;
}

/** A request for 공결; one pending per (meeting, membership) (a partial unique index). */
export interface MeetingExcusesTable {
  id: Generated<number>;
  meeting_id: number;
  membership_id: number;
  reason: string;
  /** The stored photo's private name (stored_files), never served at a public address. */
  photo: string | null;
  status: Generated<'pending' | 'approved' | 'refused'>;
  decision_reason: Generated<string>;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/** A hand-entered income or expense of a club's term (migration 032): an expense has a receipt or a reason. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  club_id: number;
  term_id: number;
  direction: 'income' | 'expense';
  /** The Seoul day it happened, inside the term. */
  occurred_on: string;
  category: string;
  description: string;
  /** Won, a whole number above zero. */
  amount: number;
  /** The stored receipt image's private name (stored_files); null when none. */
  receipt: string | null;
  /** Why an expense has no receipt; '' when it has one (or for income). */
  no_receipt_reason: Generated<string>;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

/** A 기타 활동 officers add to a term by hand (migration 030): `date` a Seoul day of the term. */
export interface ClubActivitiesTable {
  id: Generated<number>;
  club_id: number;
  term_id: number;
  title: string;
  date: string;
  place: Generated<string>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/**
 * An activity's report, one per (term, kind, ref_id) (migration 030): `ref_id` names a meeting, show, event
 * (entertains) or 기타 활동 by `kind`; `attendees_manual` the officers' hand count, null for the automatic one.
 */
export interface ActivityReportsTable {
  id: Generated<number>;
  club_id: number;
  term_id: number;
  kind: 'meeting' | 'show' | 'event' | 'other';
  ref_id: number;
  summary: Generated<string>;
  attendees_manual: number | null;
  updated_by: string;
  updated_at: string;
}

/** A report's photo: a private stored image (`activity/…` in stored_files), at most six a report. */
export interface ActivityPhotosTable {
  id: Generated<number>;
  report_id: number;
  name: string;
  created_by: string;
  created_at: string;
}

/** A student union and its rules (migration 031): each rule null when not required; name unique per university. */
export interface UnionsTable {
  id: Generated<number>;
  name: string;
  /** The name without case or white space (lib/club-name.ts, clubNameKey); unique with university_key. */
  name_key: string;
  /** The university or campus it serves; '' for the whole university. */
  university: string;
  university_key: string;
  min_members: number | null;
  min_departments: number | null;
  max_department_percent: number | null;
  min_activities: number | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  used_nonces: UsedNoncesTable;
  club_managers: ClubManagersTable;
  clubs: ClubsTable;
  shows: ShowsTable;
  schedules: SchedulesTable;
  reservations: ReservationsTable;
  entertains: EntertainsTable;
  recruitings: RecruitingsTable;
  files: FilesTable;
  stored_files: StoredFilesTable;
  rate_counters: RateCountersTable;
  app_secrets: AppSecretsTable;
  audit_log: AuditLogTable;
  deposit_imports: DepositImportsTable;
  deposits: DepositsTable;
  deposit_import_rows: DepositImportRowsTable;
  statement_layouts: StatementLayoutsTable;
  refunds: RefundsTable;
  waitlist: WaitlistTable;
  notifications: NotificationsTable;
  club_follows: ClubFollowsTable;
  email_optouts: EmailOptoutsTable;
  unsubscribe_tokens: UnsubscribeTokensTable;
  checkin_scans: CheckinScansTable;
  checkin_staff: CheckinStaffTable;
  recruiting_questions: RecruitingQuestionsTable;
  applications: ApplicationsTable;
  application_answers: ApplicationAnswersTable;
  application_reviews: ApplicationReviewsTable;
  application_results: ApplicationResultsTable;
  interview_slots: InterviewSlotsTable;
  payment_changes: PaymentChangesTable;
  payment_change_items: PaymentChangeItemsTable;
  halls: HallsTable;
  hall_seats: HallSeatsTable;
  reservation_seats: ReservationSeatsTable;
  schedule_grades: ScheduleGradesTable;
  schedule_seats: ScheduleSeatsTable;
  club_terms: ClubTermsTable;
  club_positions: ClubPositionsTable;
  memberships: MembershipsTable;
  membership_renewals: MembershipRenewalsTable;
  dues_charges: DuesChargesTable;
  handovers: HandoversTable;
  handover_items: HandoverItemsTable;
  meetings: MeetingsTable;
  meeting_positions: MeetingPositionsTable;
  meeting_attendance: MeetingAttendanceTable;
  meeting_excuses: MeetingExcusesTable;
  ledger_entries: LedgerEntriesTable;
  club_activities: ClubActivitiesTable;
  activity_reports: ActivityReportsTable;
  activity_photos: ActivityPhotosTable;
  unions: UnionsTable;
}
