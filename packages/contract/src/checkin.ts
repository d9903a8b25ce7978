import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { LIMITS } from './limits.ts';
import { reservationStatusSchema } from './payment.ts';
import { VALIDATION } from './messages.ts';
import { idField } from './validators.ts';

/**
 * E-tickets and door check-in (docs/product.md#door-check-in, docs/decisions/0009-ticket-codes-and-offline-check-in.md).
 * A paid reservation's ticket carries a code signed by the server; a door device scans it (or finds the holder by
 * name) and admits some or all of its tickets, online at once or offline from its copy of the schedule's list, syncing
 * its queued scans when the network returns.
 */

export const CHECKIN_LIMITS = {
  /** Scans one sync call carries at most (a device sends its queue in slices). */
  syncBatchMax: 500,
  /** A device's and a scan's id: what a browser's crypto.randomUUID() or a shorter random string gives. */
  deviceIdMin: 8,
  deviceIdMax: 64,
  deviceLabelMax: 30,
  codeMax: 200,
  /** Door staff keep their access this long after the show's last schedule ends, so queued scans still sync. */
  staffGraceHours: 3,
} as const;

export const CHECKIN_MESSAGES = {
  codeOrReservation: '티켓 코드나 예매 번호 중 하나를 보내주세요.',
  countMin: '1매 이상 입장시켜 주세요.',
  noAccess: '이 회차의 입장 확인 권한이 없습니다.',
  accessEnded: '입장 확인 권한이 끝났습니다. 공연의 마지막 회차가 끝난 뒤에는 입장을 확인할 수 없습니다.',
  staffNotFound: '이 공연의 입장 도우미가 아닙니다.',
  scheduleNotFound: '회차를 찾을 수 없습니다.',
  deviceInvalid: '기기 정보가 올바르지 않습니다. 입장 확인 화면을 새로 열어주세요.',
  codeInvalid: '티켓 코드가 올바르지 않습니다.',
  scanTimeInvalid: '스캔 시각이 올바르지 않습니다.',
  showEnded: '이미 끝난 공연에는 입장 도우미를 추가할 수 없습니다.',
} as const;

/** What one scan or search answers (docs/product.md#door-check-in). */
export const CHECKIN_RESULTS = ['admitted', 'already', 'unpaid', 'otherSchedule', 'unknown'] as const;
export type CheckinResultKind = (typeof CHECKIN_RESULTS)[number];

/** A synced offline scan: admitted; conflict (some or all of it over the tickets: another door let them in too). */
export const SYNC_RESULTS = ['admitted', 'conflict', 'unpaid', 'unknown'] as const;
export type SyncResultKind = (typeof SYNC_RESULTS)[number];

const deviceId = z
  .string({ error: CHECKIN_MESSAGES.deviceInvalid })
  .min(CHECKIN_LIMITS.deviceIdMin, CHECKIN_MESSAGES.deviceInvalid)
  .max(CHECKIN_LIMITS.deviceIdMax, CHECKIN_MESSAGES.deviceInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, CHECKIN_MESSAGES.deviceInvalid);
const deviceLabel = z
  .string()
  .trim()
  .max(CHECKIN_LIMITS.deviceLabelMax, VALIDATION.maxLength(CHECKIN_LIMITS.deviceLabelMax));
const ticketCount = z
  .number({ error: CHECKIN_MESSAGES.countMin })
  .int(VALIDATION.integer)
  .min(1, CHECKIN_MESSAGES.countMin)
  .max(LIMITS.maxPeoplePerSchedule, VALIDATION.tooLarge);

/** The admissions of a schedule: tickets let in, and tickets that may come in (those of paid reservations). */
export const checkinCountsSchema = z
  .object({
    admitted: z.number().int(),
    expected: z.number().int(),
  })
  .meta({ id: 'CheckinCounts' });
export type CheckinCounts = z.infer<typeof checkinCountsSchema>;

/** One admission or offline entry of a reservation: when (the device's time of the scan), where, how many. */
export const checkinEntrySchema = z.object({
  at: isoDateTime,
  device: z.string(),
  by: z.string(),
  /** Tickets this scan asked to let in. */
  count: z.number().int(),
  /** Of them, tickets it let in (fewer on a conflict). */
  admitted: z.number().int(),
  result: z.enum(['admitted', 'conflict', 'unpaid']),
});
export type CheckinEntry = z.infer<typeof checkinEntrySchema>;

/** A reservation let in more often than its tickets allow: offline scans at two doors, reported to every device. */
export const checkinConflictSchema = z
  .object({
    reservationId: z.number().int(),
    name: z.string(),
    tickets: z.number().int(),
    entries: z.array(checkinEntrySchema),
  })
  .meta({ id: 'CheckinConflict' });
export type CheckinConflict = z.infer<typeof checkinConflictSchema>;

/**
 * A holder as the door sees them. phoneNumber is null for door staff (managers see it). codeHash is the SHA-256 (hex)
 * of the ticket's code, so a device offline recognises a real ticket without holding the codes themselves.
 */
export const checkinHolderSchema = z
  .object({
    reservationId: z.number().int(),
    name: z.string(),
    studentId: z.string(),
    depositName: z.string(),
    phoneNumber: z.string().nullable(),
    tickets: z.number().int(),
    /** A seated schedule's seats by key (docs/product.md#assigned-seats); [] for unnumbered tickets. */
    seats: z.array(z.string()).default([]),
    admitted: z.number().int(),
    status: reservationStatusSchema,
    codeHash: z.string(),
    /** The last admission: when, and on which device. */
    lastAt: isoDateTime.nullable(),
    lastDevice: z.string().nullable(),
  })
  .meta({ id: 'CheckinHolder' });
export type CheckinHolder = z.infer<typeof checkinHolderSchema>;

/** GET /mypage/manager/checkin/{scheduleId}: the schedule and its holders, for the door device to keep. */
export const checkinScheduleSchema = z
  .object({
    scheduleId: z.number().int(),
    showId: z.number().int(),
    title: z.string(),
    order: z.number().int(),
    date: z.string(),
    time: z.string(),
    location: z.string(),
    /** manager: the club's manager (phone numbers shown); staff: door staff (names and tickets only). */
    role: z.enum(['manager', 'staff']),
    serverTime: isoDateTime,
    holders: z.array(checkinHolderSchema),
    counts: checkinCountsSchema,
    conflicts: z.array(checkinConflictSchema),
  })
  .meta({ id: 'CheckinSchedule' });
export type CheckinSchedule = z.infer<typeof checkinScheduleSchema>;

/** POST /mypage/manager/checkin/{scheduleId}: a scanned code, or a holder found by name, and how many to let in. */
export const checkinRequest = z
  .object({
    code: z
      .string({ error: CHECKIN_MESSAGES.codeInvalid })
      .trim()
      .min(1, CHECKIN_MESSAGES.codeInvalid)
      .max(CHECKIN_LIMITS.codeMax, CHECKIN_MESSAGES.codeInvalid)
      .optional(),
    reservationId: idField().optional(),
    /** Tickets to let in now; absent: every ticket not yet admitted. */
    count: ticketCount.optional(),
    deviceId: deviceId.optional(),
    deviceLabel: deviceLabel.optional(),
    /** The device's id of this scan: sent again (after a lost answer, or by a sync), it is not counted twice. */
    scanId: deviceId.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.reservationId === undefined), {
    message: CHECKIN_MESSAGES.codeOrReservation,
    path: ['code'],
  });
export type CheckinRequest = z.input<typeof checkinRequest>;

/** The schedule a ticket belongs to, when it is another schedule than the one at this door. */
export const otherScheduleSchema = z.object({
  scheduleId: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  date: z.string(),
  time: z.string(),
});

export const checkinResultSchema = z
  .object({
    result: z.enum(CHECKIN_RESULTS),
    reservationId: z.number().int().nullable(),
    name: z.string(),
    tickets: z.number().int(),
    /** The holder's seats by key, for the door to say "가열 5·6번"; [] for unnumbered tickets. */
    seats: z.array(z.string()).default([]),
    /** Tickets this scan let in (0 unless admitted). */
    admittedNow: z.number().int(),
    /** Tickets of this reservation admitted so far (this scan included). */
    admitted: z.number().int(),
    /** admitted: this admission's time; already: the last admission's; otherwise null. */
    at: isoDateTime.nullable(),
    /** already: the device (and who) that let them in last. */
    device: z.string().nullable(),
    by: z.string().nullable(),
    status: reservationStatusSchema.nullable(),
    otherSchedule: otherScheduleSchema.nullable(),
    counts: checkinCountsSchema,
  })
  .meta({ id: 'CheckinResult' });
export type CheckinResult = z.infer<typeof checkinResultSchema>;

/** One scan a device made offline and queued. */
export const queuedScanSchema = z.object({
  scanId: deviceId,
  reservationId: idField(),
  count: ticketCount,
  /** When the device scanned it (its own clock). */
  scannedAt: z.iso.datetime({ offset: true, error: CHECKIN_MESSAGES.scanTimeInvalid }),
});
export type QueuedScan = z.infer<typeof queuedScanSchema>;

/** POST /mypage/manager/checkin/{scheduleId}/sync */
export const checkinSyncRequest = z.object({
  deviceId,
  deviceLabel: deviceLabel.optional(),
  scans: z.array(queuedScanSchema).max(CHECKIN_LIMITS.syncBatchMax),
});
export type CheckinSyncRequest = z.input<typeof checkinSyncRequest>;

export const syncedScanSchema = z.object({
  scanId: z.string(),
  reservationId: z.number().int(),
  result: z.enum(SYNC_RESULTS),
  /** Tickets this scan let in. */
  admitted: z.number().int(),
});

export const checkinSyncResultSchema = z
  .object({
    results: z.array(syncedScanSchema),
    /** Every conflict of the schedule, this device's and the other doors'. */
    conflicts: z.array(checkinConflictSchema),
    counts: checkinCountsSchema,
  })
  .meta({ id: 'CheckinSyncResult' });
export type CheckinSyncResult = z.infer<typeof checkinSyncResultSchema>;

// ---- door staff ----

export const staffEmailField = z
  .string({ error: VALIDATION.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, VALIDATION.invalidEmail);

/** POST /mypage/manager/show/{showId}/staff */
export const staffRequest = z.object({ email: staffEmailField });
export type StaffRequest = z.infer<typeof staffRequest>;

export const staffMemberSchema = z.object({
  email: z.string(),
  grantedAt: isoDateTime,
  /** False while the e-mail has not signed in yet; the access works from its first sign-in. */
  signedIn: z.boolean(),
});

/** GET /mypage/manager/show/{showId}/staff: who may check tickets in at this show's door, and until when. */
export const staffListSchema = z
  .object({
    showId: z.number().int(),
    title: z.string(),
    /** Door staff's access ends then: the end of the last schedule, plus a few hours for queued scans. */
    endsAt: isoDateTime.nullable(),
    staff: z.array(staffMemberSchema),
  })
  .meta({ id: 'StaffList' });
export type StaffList = z.infer<typeof staffListSchema>;

/** GET /mypage/checkin: the shows whose door the signed-in user keeps, with their sessions (until access ends). */
export const doorDutyListSchema = z
  .object({
    shows: z.array(
      z.object({
        showId: z.number().int(),
        title: z.string(),
        location: z.string(),
        endsAt: isoDateTime,
        schedules: z.array(
          z.object({
            scheduleId: z.number().int(),
            order: z.number().int(),
            date: z.string(),
            time: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'DoorDutyList' });
export type DoorDutyList = z.infer<typeof doorDutyListSchema>;

/** A student's ticket on /mypage: the signed code its QR carries, whose it is, and how many of its tickets were let in. */
export const ticketSchema = z
  .object({
    code: z.string(),
    /** The holder's name, as the door sees it. */
    holder: z.string(),
    admitted: z.number().int(),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticketSchema>;
