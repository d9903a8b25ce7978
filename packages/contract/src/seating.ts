import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { hallSeatSchema, SEAT_KINDS, STAGE_SIDES } from './halls.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { SEATING_MESSAGES } from './seat-choice.ts';
import { trimmed } from './validators.ts';

/**
 * Assigned seats of a schedule (docs/product.md#assigned-seats, docs/decisions/0026-seated-schedules.md): a
 * schedule set in a hall sells that hall's seats. The manager paints grades (R석 15,000원 …) onto them and blocks
 * some (운영석) that only managers sell; a student chooses seats on a map, and the reservation takes all of them or
 * none. One reservation's seats share one price (its unit price).
 */

// ---- the manager's plan: GET and PUT /mypage/manager/schedule/{scheduleId}/seats ----

const seatKeyField = z
  .string()
  .min(1)
  .max(LIMITS.hallLabelMax * 3 + 8);
const seatKeys = z.array(seatKeyField).max(LIMITS.hallSeatsMax, VALIDATION.tooLarge);

export const GRADE_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const seatGradeSchema = z.object({
  name: trimmed(LIMITS.seatGradeNameMax, SEATING_MESSAGES.gradeNameRequired),
  price: z
    .number({ error: SEATING_MESSAGES.gradePrice })
    .int(VALIDATION.integer)
    .positive(SEATING_MESSAGES.gradePrice)
    .max(LIMITS.maxCost, VALIDATION.tooLarge),
  color: z
    .string({ error: SEATING_MESSAGES.gradeColor })
    .regex(GRADE_COLOR_PATTERN, SEATING_MESSAGES.gradeColor),
});
export type SeatGrade = z.infer<typeof seatGradeSchema>;

const paintedGrade = seatGradeSchema.extend({ seats: seatKeys });
const seatBlock = z.object({
  label: trimmed(LIMITS.seatGradeNameMax, SEATING_MESSAGES.blockLabelRequired),
  seats: seatKeys,
});

export const seatPlanRequest = z
  .object({
    grades: z
      .array(paintedGrade)
      .min(1, SEATING_MESSAGES.gradesRequired)
      .max(LIMITS.seatGradesMax, SEATING_MESSAGES.tooManyGrades),
    blocks: z.array(seatBlock).max(LIMITS.seatBlocksMax, SEATING_MESSAGES.tooManyBlocks).default([]),
    /** Hours before the start when wheelchair spaces and companion seats open to everyone; null: never. */
    wheelchairReleaseHours: z
      .number()
      .int(VALIDATION.integer)
      .min(0, VALIDATION.notNegative)
      .max(24 * 60, VALIDATION.tooLarge)
      .nullable()
      .default(LIMITS.wheelchairReleaseHours),
  })
  .superRefine((plan, ctx) => {
    const seen = new Set<string>();
    plan.grades.forEach((grade, i) => {
      if (seen.has(grade.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['grades', i, 'name'],
          message: SEATING_MESSAGES.gradeDuplicate(grade.name),
        });
      }
      seen.add(grade.name);
    });
  });
export type SeatPlanRequest = z.input<typeof seatPlanRequest>;

export const seatPlanSchema = z
  .object({
    scheduleId: z.number().int(),
    hallId: z.number().int(),
    hallName: z.string(),
    stage: z.enum(STAGE_SIDES),
    seats: z.array(hallSeatSchema),
    grades: z.array(paintedGrade),
    blocks: z.array(seatBlock),
    wheelchairReleaseHours: z.number().int().nullable(),
    /** Keys live reservations hold: they keep a grade. */
    held: z.array(z.string()),
    /** Seats for sale to students (graded, not blocked): the schedule's seat count. */
    maxPeople: z.number().int(),
  })
  .meta({ id: 'SeatPlan' });
export type SeatPlan = z.infer<typeof seatPlanSchema>;

/** PUT /mypage/manager/holder/{scheduleId}/seats/{reservationId}: a holder moved to other seats (blocked ones too). */
export const holderSeatsRequest = z.object({ seats: seatKeys.min(1, SEATING_MESSAGES.seatsRequired) });
export type HolderSeatsRequest = z.infer<typeof holderSeatsRequest>;
export const holderSeatsResultSchema = z.object({ success: z.boolean(), seats: z.array(z.string()) });

// ---- the student's map: GET /show/detail/{showId}/seats/{scheduleId} and its state ----

export const mapSeatSchema = z.object({
  key: z.string(),
  section: z.string(),
  row: z.string(),
  number: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  kind: z.enum(SEAT_KINDS),
  /** Index into the map's grades; null: not sold online (unpainted or blocked). */
  grade: z.number().int().nullable(),
});
export type MapSeat = z.infer<typeof mapSeatSchema>;

export const seatMapSchema = z
  .object({
    scheduleId: z.number().int(),
    hallName: z.string(),
    stage: z.enum(STAGE_SIDES),
    grades: z.array(seatGradeSchema),
    /** Section by section, row by row, left to right: the order of the state's bits. */
    seats: z.array(mapSeatSchema),
    maxTickets: z.number().int(),
    /** Until then wheelchair spaces and companion seats are for wheelchair users (W with its C); null: always. */
    wheelchairReleaseAt: isoDateTime.nullable(),
  })
  .meta({ id: 'SeatMap' });
export type SeatMap = z.infer<typeof seatMapSchema>;

export const seatStateSchema = z
  .object({
    scheduleId: z.number().int(),
    /** Base64 of one bit a seat in the map's order (the first seat the high bit of the first byte): 1 = taken. */
    taken: z.string(),
    seatsLeft: z.number().int(),
  })
  .meta({ id: 'SeatState' });
export type SeatState = z.infer<typeof seatStateSchema>;
