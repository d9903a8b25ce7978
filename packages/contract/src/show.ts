import { z } from 'zod';
import { imageUrl } from './common.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

export const scheduleSchema = z
  .object({
    scheduleId: z.number().int(),
    /** Performance number: 1회차, 2회차 … */
    order: z.number().int(),
    date: z.string().describe('YYYY-MM-DD'),
    time: z.string().describe('HH:MM:SS'),
    cost: z.number().int(),
    applyPeople: z.number().int(),
    maxPeople: z.number().int(),
    /** Per-person cap for one reservation. */
    maxTickets: z.number().int(),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof scheduleSchema>;

/** GET /show/detail/{showId}. The spec's client accepts showName or title and photo or poster; we send showName and photo. */
export const showDetailSchema = z
  .object({
    showId: z.number().int(),
    showName: z.string(),
    photo: imageUrl,
    clubId: z.number().int(),
    clubName: z.string(),
    introductionLetter: z.string(),
    location: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    runtime: z.number().int(),
    manager: z.string(),
    managerPhoneNumber: z.string(),
    noticeLetter: z.string(),
    qrImage: imageUrl,
    earlyBird: z.boolean(),
    scheduleList: z.array(scheduleSchema),
  })
  .meta({ id: 'ShowDetail' });
export type ShowDetail = z.infer<typeof showDetailSchema>;

export const reservationRequest = z.object({
  scheduleId: z.number({ error: '회차를 선택해주세요.' }).int().positive(),
  wishToPurchaseTickets: z
    .number({ error: VALIDATION.ticketMin })
    .int(VALIDATION.integer)
    .min(1, VALIDATION.ticketMin)
    .max(LIMITS.maxPeoplePerSession, VALIDATION.tooLarge),
});
export type ReservationRequest = z.infer<typeof reservationRequest>;

/** The reservation result (spec: "not shown"): everything the success modal shows for the bank transfer. */
export const reservationResultSchema = z
  .object({
    reservationId: z.number().int(),
    scheduleId: z.number().int(),
    showId: z.number().int(),
    showName: z.string(),
    order: z.number().int(),
    date: z.string(),
    time: z.string(),
    ticketCount: z.number().int(),
    unitPrice: z.number().int(),
    amount: z.number().int(),
    qrImage: imageUrl,
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    /** Student id + name, the name the transfer must be sent under. */
    depositName: z.string(),
    /** Seats left in the session after this reservation. */
    seatsLeft: z.number().int(),
  })
  .meta({ id: 'ReservationResult' });
export type ReservationResult = z.infer<typeof reservationResultSchema>;
