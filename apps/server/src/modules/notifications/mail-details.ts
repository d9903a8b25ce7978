import { seatsLabel } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import {
  findInterview,
  findReservation,
  interviewIcs,
  reservationIcs,
  scheduleStart,
  won,
} from '../calendar/index.ts';
import { when } from './messages.ts';

/**
 * What an e-mail carries beyond its notice's text (docs/product.md#notifications), read when it is sent: a
 * reservation's transfer details while it is unpaid, the schedule's date, place and ticket once paid, and the calendar
 * file of the reservation or the booked interview.
 */
export interface MailDetails {
  lines: string[];
  attachments: { filename: string; content: string; contentType: string }[];
}

const NONE: MailDetails = { lines: [], attachments: [] };
/** Kinds whose mail asks for the transfer. */
const TO_PAY = new Set(['reservationMade', 'payReminder']);

const calendar = (filename: string, content: string) => ({
  filename,
  content,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});

export async function mailDetails(
  ctx: AppContext,
  n: { user_id: number; kind: string; reservation_id: number | null; slot_id: number | null },
): Promise<MailDetails> {
  const { publicUrl } = ctx.config;
  if (n.reservation_id !== null) {
    const r = await findReservation(ctx, n.reservation_id);
    if (!r || r.user_id !== n.user_id) return NONE;
    const ics = calendar(`reservation-${r.id}.ics`, reservationIcs(publicUrl, r));
    if (TO_PAY.has(n.kind) && r.status === 'unpaid') {
      return {
        lines: [
          `입금 계좌: ${r.account_bank_name} ${r.account_number} (예금주 ${r.account_name})`,
          `입금 금액: ${won(r.unit_price * r.ticket_count)}`,
          `입금자명: ${r.deposit_name}`,
          `입금 기한: ${when(r.pay_by)}까지`,
        ],
        attachments: [ics],
      };
    }
    if (n.kind === 'paymentConfirmed' && r.status === 'paid') {
      return {
        lines: [
          `일시: ${when(scheduleStart(r).toISOString())}`,
          `장소: ${r.location}`,
          `매수: ${r.ticket_count}매`,
          ...(r.seat_keys ? [`좌석: ${seatsLabel(JSON.parse(r.seat_keys) as string[])}`] : []),
          `티켓: ${publicUrl}/mypage#reservation-${r.id} (입장할 때 마이페이지의 QR 코드를 보여주세요)`,
        ],
        attachments: [ics],
      };
    }
    return NONE;
  }
  if (n.slot_id !== null) {
    const i = await findInterview(ctx, n.user_id, n.slot_id);
    if (!i) return NONE;
    return { lines: [], attachments: [calendar(`interview-${i.id}.ics`, interviewIcs(publicUrl, i))] };
  }
  return NONE;
}
