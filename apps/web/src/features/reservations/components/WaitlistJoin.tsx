import type { Schedule, StudentWaitlistEntry, WaitlistJoinResult } from '@moa/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { CheckCircleIcon, ClockIcon } from '../../../components/icons';
import { isApiError, isServerDownError } from '../../../lib/api-client';
import { keepFocusOn } from '../../../lib/focus';
import { formatDeadline, formatOrder, formatTickets } from '../../../lib/format';
import { getToken } from '../../../lib/session';
import { studentKo } from '../../../text/ko-student';
import { useJoinWaitlist } from '../api/waitlist';
import { NOT_SIGNED_IN, reservationFailure, type ReservationFailure } from '../lib/failure';
import { seatsLeft } from '../lib/schedules';
import { CheckoutBar } from './CheckoutBar';
import panelStyles from './ReservationPanel.module.css';
import { TicketStepper } from './TicketStepper';
import styles from './WaitlistJoin.module.css';

const t = studentKo.waitlist;

export interface WaitlistJoinProps {
  /** A schedule of a show that takes a waiting list: sold out, or with fewer seats than the student wants. */
  schedule: Schedule;
  /** The student's place in this schedule's line (waiting or offered), if they have one. */
  entry: StudentWaitlistEntry | undefined;
  /** A phone: the button rides in a bar fixed to the bottom of the screen. */
  phone: boolean;
  /** The schedule still has seats (fewer than wanted): the way back to reserving those. */
  onReserveInstead?: () => void;
  /** A refused or failed join, for the panel's failure modal (확인 goes to /login when sign-in is the problem). */
  onFailure: (failure: ReservationFailure) => void;
  /** After every attempt: the panel fetches the show again for fresh seats. */
  onSettled: () => void;
}

/**
 * 예매 대기 on /show/{id} (docs/product.md#waiting-list): the ticket count (more than the seats left, up to the
 * per-person cap) and 예매 대기 신청; then, or when the student already waits for the schedule, their place in line
 * ("대기 N번째") or the open offer, with the way to 마이페이지. Refusals say the server's words.
 */
export function WaitlistJoin({
  schedule,
  entry,
  phone,
  onReserveInstead,
  onFailure,
  onSettled,
}: WaitlistJoinProps) {
  const join = useJoinWaitlist();
  const free = seatsLeft(schedule);
  const min = Math.max(1, Math.min(free + 1, schedule.maxTickets));
  const [count, setCount] = useState(min);
  const [joined, setJoined] = useState<WaitlistJoinResult | null>(null);
  const tickets = Math.max(min, Math.min(count, schedule.maxTickets));
  /** The answer that replaces the form: focus goes there once joined, not back to the top of the page. */
  const result = useRef<HTMLDivElement>(null);

  if (joined || entry) {
    const offer = entry?.status === 'offered' ? entry.offer : null;
    const position = entry?.position ?? joined?.position ?? null;
    return (
      <div className={styles.status} role="status" ref={result} tabIndex={-1}>
        <CheckCircleIcon size={22} />
        <div className={styles.statusBody}>
          <p className={styles.statusTitle}>{joined ? t.joined : t.waitingNote}</p>
          {offer ? (
            <p className={styles.offer}>{t.offeredNote(formatDeadline(offer.expiresAt))}</p>
          ) : position !== null ? (
            <p className={styles.position}>{t.position(position)}</p>
          ) : null}
          <p className={styles.note}>{t.howItWorks}</p>
          <Link to="/mypage" className={panelStyles.doneLink}>
            {t.toMyPage}
          </Link>
        </div>
      </div>
    );
  }

  const submit = () => {
    if (join.isPending) return;
    if (!getToken()) {
      onFailure({ ...NOT_SIGNED_IN, title: t.joinFailed });
      return;
    }
    join.mutate(
      { scheduleId: schedule.scheduleId, wishToPurchaseTickets: tickets },
      {
        onSuccess: (answer) => {
          setJoined(answer);
          keepFocusOn(() => result.current);
        },
        onError: (error) => {
          // a down server has the app's own modal
          if (isApiError(error) && isServerDownError(error)) return;
          onFailure({ ...reservationFailure(error), title: t.joinFailed });
        },
        onSettled,
      },
    );
  };

  return (
    <div className={styles.join}>
      <p className={styles.head}>
        <ClockIcon size={18} />
        {t.joinTitle}
      </p>
      <p className={styles.lead}>{free > 0 ? t.fewerLead(free) : t.soldOutLead}</p>
      <TicketStepper
        count={tickets}
        limit={{ max: schedule.maxTickets, reason: 'perPerson' }}
        min={min}
        onChange={setCount}
        onSeatsLimit={() => undefined}
      />
      <p className={styles.note}>{t.howItWorks}</p>
      <CheckoutBar bar={phone}>
        {phone ? (
          <div className={panelStyles.total}>
            <span className={panelStyles.totalLabel}>{t.joinTitle}</span>
            <output className={panelStyles.totalAmount}>{formatTickets(tickets)}</output>
            <span className={panelStyles.totalPick}>{formatOrder(schedule.order)}</span>
          </div>
        ) : null}
        <Button
          block
          className={panelStyles.reserve}
          disabled={join.isPending}
          aria-busy={join.isPending}
          onClick={submit}
        >
          {join.isPending ? t.joining : t.join}
        </Button>
      </CheckoutBar>
      {onReserveInstead ? (
        <button type="button" className={styles.switch} onClick={onReserveInstead}>
          {t.reserveInstead}
        </button>
      ) : null}
    </div>
  );
}
