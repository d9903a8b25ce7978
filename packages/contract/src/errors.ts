import { z } from 'zod';
import { rowErrorSchema, statementMappingSchema } from './deposits.ts';

/**
 * Stable error codes: the browser maps a code to its Korean message; the server maps it to an HTTP status here,
 * in one place.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** The authorization code of the code flow is unknown, expired or already used. */
  AUTH_CODE_INVALID: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  NONCE_MISMATCH: 401,
  NONCE_REPLAYED: 401,
  EMAIL_NOT_VERIFIED: 403,
  DOMAIN_NOT_ALLOWED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ALREADY_RESERVED: 409,
  SOLD_OUT: 409,
  TICKET_LIMIT: 409,
  SCHEDULE_STARTED: 409,
  /** The show's sales open later (salesOpenAt): the message names the opening time. */
  SALES_NOT_OPEN: 409,
  PROFILE_INCOMPLETE: 409,
  SHOW_HAS_RESERVATIONS: 409,
  SCHEDULE_HAS_RESERVATIONS: 409,
  CAPACITY_BELOW_RESERVED: 409,
  /** The reservation is not in a status the call applies to (e.g. a transfer claim on a paid one). */
  RESERVATION_STATE: 409,
  /** Waiting list: the show takes none, the student is in line already, seats are free to reserve, no open offer. */
  WAITLIST_DISABLED: 409,
  ALREADY_WAITING: 409,
  SEATS_AVAILABLE: 409,
  OFFER_UNAVAILABLE: 409,
  /** A batch payment change asked to be undone after its window (LIMITS.paymentUndoMinutes), or a second time. */
  UNDO_EXPIRED: 409,
  ALREADY_UNDONE: 409,
  /** A second application of the same student to the same recruiting post. */
  ALREADY_APPLIED: 409,
  /** The recruiting post is not open for applications (before its start date, after its end date). */
  APPLICATIONS_CLOSED: 409,
  /** The interview slot has no place left. */
  SLOT_FULL: 409,
  /** A hall set in a schedule cannot be deleted (docs/product.md#halls). */
  HALL_IN_USE: 409,
  /** A hall edit would remove seats that live reservations hold: the message names their keys. */
  HALL_SEATS_HELD: 409,
  /** A club has as many halls as it may keep (LIMITS.hallsPerClubMax). */
  HALL_LIMIT: 409,
  /** A chosen seat went to another reservation first: `takenSeats` names them; nothing was taken. */
  SEAT_TAKEN: 409,
  /** A club's members (docs/product.md#members): a past term's roster is read-only. */
  TERM_READ_ONLY: 409,
  /** A term whose days overlap another term of the club, or share its name. */
  TERM_OVERLAP: 409,
  /** The student is on the term's roster already. */
  ALREADY_MEMBER: 409,
  /** A hand-over refused as a whole: another is open, it leaves no top position (회장), or it is closed already. */
  HANDOVER_CONFLICT: 409,
  /** A successor answered this hand-over already. */
  HANDOVER_ANSWERED: 409,
  /** A managing position moves only by hand-over (docs/decisions/0027-officers-and-hand-over.md). */
  OFFICER_BY_HANDOVER: 409,
  /** A meeting that has started cannot be changed or deleted (docs/product.md#meetings-and-attendance). */
  MEETING_STARTED: 409,
  /** Scans are taken from 30 minutes before a meeting until it is closed (or 3 hours after its end). */
  MEETING_NOT_OPEN: 409,
  /** An attendance code the server did not make for this meeting. */
  ATTENDANCE_CODE_INVALID: 400,
  /** An attendance code shown more than 60 seconds ago (docs/decisions/0028-meeting-attendance-codes.md). */
  ATTENDANCE_CODE_EXPIRED: 409,
  /** A roster file the server read but refused: rows it cannot read (`rowErrors`), nothing added. */
  ROSTER_INVALID: 400,
  /** Another club has this name, compared without case or white space; a field error on clubName too. */
  CLUB_NAME_TAKEN: 409,
  /** A student union of this name serves this university already (compared without case or white space). */
  UNION_NAME_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  /** A statement file over 10 MB, or an XLSX that unpacks to more than the server reads (deposit import). */
  STATEMENT_TOO_LARGE: 413,
  /** A statement of more rows than one import takes (20,000). */
  STATEMENT_TOO_MANY_ROWS: 413,
  /** A statement the server stopped reading after its time limit. */
  STATEMENT_TOO_SLOW: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IMAGE_INVALID: 415,
  /** Not a statement the server reads: another kind of file, a legacy .xls, an encrypted workbook. */
  STATEMENT_UNSUPPORTED: 415,
  /** A statement the server read but refused: empty, unknown encoding, rows it cannot read (`rowErrors`). */
  STATEMENT_INVALID: 400,
  /** The statement's columns were not found by their headers: the body carries `statementMapping` to choose them. */
  STATEMENT_NEEDS_MAPPING: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  UPSTREAM_FAILED: 502,
  /** The database has no room left (images are stored in it): nothing was saved. */
  STORAGE_FULL: 507,
  /** The server is shutting down; the client may retry on another instance or in a moment. */
  SERVICE_UNAVAILABLE: 503,
  /** The database cannot be reached (a restart, a failover); the server answers again once it is back. */
  DATABASE_UNAVAILABLE: 503,
  /**
   * Uploaded images could not be stored in an unwritable uploads folder. No longer answered since images are kept in
   * the database (docs/decisions/0021-several-instances.md); kept so clients that know it still read it.
   */
  STORAGE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorBodySchema = z
  .object({
    status: z.number().int(),
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    /** STATEMENT_INVALID: every row of the statement that could not be read. */
    rowErrors: z.array(rowErrorSchema).optional(),
    /** STATEMENT_NEEDS_MAPPING: the header candidates and preview for the column-mapping step. */
    statementMapping: statementMappingSchema.optional(),
    /** SEAT_TAKEN: the chosen seats another reservation took first, by key. */
    takenSeats: z.array(z.string()).optional(),
    /** The request's id (also in the x-request-id header): what an operator looks the failure up by in the log. */
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
