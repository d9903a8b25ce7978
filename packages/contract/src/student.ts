import { z } from 'zod';
import { imageUrl, isoDateTime } from './common.ts';
import { cancelRejectionSchema, cardRefundSchema, refundAccountSchema } from './cancel.ts';
import { ticketSchema } from './checkin.ts';
import { reservationStatusSchema, transferClaimSchema } from './payment.ts';
import { departmentField, schoolYearField } from './members.ts';
import { nameField, phoneField, studentIdField } from './validators.ts';

/** GET /mypage/student/profile. studentId is null until saved. */
export const studentProfileSchema = z
  .object({
    name: z.string().nullable(),
    studentId: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    email: z.string(),
    /** 학과; null until saved (docs/product.md#members). */
    department: z.string().nullable(),
    /** 학년 (1–6); null until saved. */
    schoolYear: z.number().int().nullable(),
  })
  .meta({ id: 'StudentProfile' });
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** PUT /mypage/student/profile (used by /add-info and /mypage/update); answers the saved profile. */
export const studentProfileRequest = z.object({
  name: nameField,
  phoneNumber: phoneField,
  studentId: studentIdField,
  /** 학과: optional ('' clears it); absent keeps the saved one, so clients that do not ask it change nothing. */
  department: departmentField.optional(),
  /** 학년 as typed, '1' to '6' ('' clears it); absent keeps the saved one. */
  schoolYear: schoolYearField.optional(),
});
export type StudentProfileRequest = z.infer<typeof studentProfileRequest>;

export const accountInfoSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});

/** One card of GET /mypage/student/reservation (newest first). */
export const reservationCardSchema = z
  .object({
    reservationId: z.number().int(),
    scheduleId: z.number().int(),
    showId: z.number().int(),
    poster: imageUrl,
    title: z.string(),
    qrImage: imageUrl,
    order: z.number().int(),
    date: z.string(),
    /** Korean weekday letter: 월 화 수 목 금 토 일 */
    weekday: z.string(),
    time: z.string(),
    location: z.string(),
    managerPhone: z.string(),
    accountInfo: accountInfoSchema,
    depositName: z.string(),
    ticketCount: z.number().int(),
    /** A seated schedule's seats by key (docs/product.md#assigned-seats); [] for unnumbered tickets. */
    seats: z.array(z.string()).default([]),
    /** Total to transfer: unit price at reservation time × ticket count. */
    price: z.number().int(),
    paid: z.boolean(),
    cancelRequest: z.boolean(),
    createdAt: z.string(),
    status: reservationStatusSchema,
    /** Pay by this time (while unpaid) or the reservation expires. */
    payBy: isoDateTime,
    /** When an unpaid reservation will expire: payBy, or a day later once the student said they transferred. */
    expiresAt: isoDateTime,
    transferClaim: transferClaimSchema.nullable(),
    /** When the cancel request was sent (null: none pending). */
    cancelRequestedAt: isoDateTime.nullable(),
    /** The account given with the cancel request of a paid reservation. */
    refundAccount: refundAccountSchema.nullable(),
    /** The club's refusal of the last cancel request, until the student asks again. */
    cancelRejection: cancelRejectionSchema.nullable(),
    /** A cancelled paid reservation: the refund owed and whether it was sent. */
    refund: cardRefundSchema.nullable(),
    /** The e-ticket: while paid, and only then (docs/product.md#door-check-in). */
    ticket: ticketSchema.nullable(),
  })
  .meta({ id: 'ReservationCard' });
export type ReservationCard = z.infer<typeof reservationCardSchema>;

export const reservationCardListSchema = z.array(reservationCardSchema);

/** Answer of the cancel-request calls (a student asks to cancel their own reservation; docs/product.md#calls-and-field-names). */
export const cancelRequestResultSchema = z.object({
  reservationId: z.number().int(),
  cancelRequest: z.boolean(),
});
