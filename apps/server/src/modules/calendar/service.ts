import { groupDigits } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FileReply } from '../../lib/route.ts';
import { seoulInstant } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { safeTitle } from '../../lib/spreadsheet.ts';
import { icsOf } from './ics.ts';
import * as repo from './repository.ts';

/**
 * Calendar files (docs/product.md#calendar-files): a student's live reservation and booked interview as an iCalendar
 * event, downloaded from /mypage and the application page (캘린더에 추가) and attached to their e-mails.
 */

export const won = (n: number) => `${groupDigits(n)}원`;
const hostOf = (publicUrl: string) => new URL(publicUrl).host;

/** The instant a reservation's schedule starts (show dates and times are Seoul wall-clock values). */
export const scheduleStart = (r: Pick<repo.ReservationFacts, 'date' | 'time'>) =>
  seoulInstant(r.date, r.time);

export function reservationIcs(publicUrl: string, r: repo.ReservationFacts): string {
  return icsOf({
    uid: `reservation-${r.id}@${hostOf(publicUrl)}`,
    title: `${r.show_name} ${r.order_index}회차`,
    start: scheduleStart(r),
    minutes: r.runtime,
    location: r.location,
    description: [
      `${r.club_name} · ${r.ticket_count}매 · ${won(r.unit_price * r.ticket_count)}`,
      r.status === 'paid' ? '예매 확정' : '입금 대기',
      `예매 확인: ${publicUrl}/mypage`,
    ].join('\n'),
    url: `${publicUrl}/mypage`,
    confirmed: r.status === 'paid',
  });
}

export function interviewIcs(publicUrl: string, i: repo.InterviewFacts): string {
  const page = `${publicUrl}/recruiting/${i.recruiting_id}/apply`;
  return icsOf({
    uid: `interview-${i.id}@${hostOf(publicUrl)}`,
    title: `${i.club_name} 면접`,
    start: new Date(i.starts_at),
    minutes: i.duration_minutes,
    location: i.place,
    description: [`${i.club_name} ${i.title} 면접`, `지원서: ${page}`].join('\n'),
    url: page,
    confirmed: true,
  });
}

const calendarFile = (body: string, name: string, ascii: string): FileReply => ({
  body: Buffer.from(body, 'utf8'),
  fileName: `${safeTitle(name)}.ics`,
  asciiFileName: ascii,
});

/** GET /mypage/student/reservation/{reservationId}/calendar.ics: the student's own live reservation. */
export async function reservationCalendar(ctx: AppContext, user: SessionUser, reservationId: number) {
  const r = await repo.reservationFacts(ctx.db, reservationId);
  if (!r || r.user_id !== user.id) throw new AppError('NOT_FOUND', '예매 내역을 찾을 수 없습니다.');
  if (r.status !== 'unpaid' && r.status !== 'paid') {
    throw new AppError('RESERVATION_STATE', '취소되었거나 기한이 지난 예매는 캘린더에 추가할 수 없어요.');
  }
  return calendarFile(
    reservationIcs(ctx.config.publicUrl, r),
    `${r.show_name}_${r.order_index}회차`,
    `reservation-${r.id}.ics`,
  );
}

/** GET /recruiting/{recruitingId}/application/interview.ics: the student's booked interview in that post. */
export async function interviewCalendar(ctx: AppContext, user: SessionUser, recruitingId: number) {
  const i = await repo.interviewFacts(ctx.db, user.id, { recruitingId });
  if (!i) throw new AppError('NOT_FOUND', '예약한 면접이 없습니다.');
  return calendarFile(interviewIcs(ctx.config.publicUrl, i), `${i.club_name}_면접`, `interview-${i.id}.ics`);
}

/** A reservation's facts for its e-mail (undefined once it is deleted). */
export const findReservation = (ctx: AppContext, reservationId: number) =>
  repo.reservationFacts(ctx.db, reservationId);

/** The student's booking of a slot for its e-mail (undefined once they left it). */
export const findInterview = (ctx: AppContext, userId: number, slotId: number) =>
  repo.interviewFacts(ctx.db, userId, { slotId });
