import type { ReservationResult, ShowDetail } from '@moa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { isApiError, isServerDownError } from '../../../lib/api-client';
import { clearSignInState, getToken } from '../../../lib/session';
import { seatsKo } from '../../../text/ko-seats';
import { studentKo } from '../../../text/ko-student';
import { useReserve } from '../api/queries';
import { seatKeys as seatQueryKeys, useSeatMap } from '../api/seats';
import { gradeOfChoice } from '../lib/seat-choice';
import { createSeatSelection } from '../lib/seat-selection';
import { NOT_SIGNED_IN, reservationFailure, type ReservationFailure } from '../lib/failure';
import { useMySchedules } from '../lib/my-schedules';
import { opensAtOf, useSalesOpen, useServerOffset } from '../lib/sales-opening';
import { seatsLeft, scheduleState, ticketLimit, waitlistSchedule } from '../lib/schedules';
import { seatsKnown } from '../../../lib/seats-unknown';
import { useMediaQuery } from '../../../lib/use-media-query';
import { CheckCircleIcon } from '../../../components/icons';
import {
  ConfirmReservationModal,
  NoticeModal,
  ReservationFailureModal,
  ReservationSuccessModal,
} from './ReservationDialogs';
import styles from './ReservationPanel.module.css';
import { SalesCountdown } from './SalesCountdown';
import { SchedulePicker } from './SchedulePicker';
import { SeatChooser } from './SeatChooser';
import { SeatedCheckout } from './SeatedCheckout';
import { ReserveCheckout, type CheckoutStatus } from './ReserveCheckout';
import { TicketStepper } from './TicketStepper';
import { WaitlistJoin } from './WaitlistJoin';

export interface ReservationPanelProps {
  show: ShowDetail;
  /** Fetches the show again (fresh seats left): after every attempt and on the success modal's 확인. */
  onRefresh?: () => unknown;
  /** The moment schedules are judged against; now by default. */
  now?: Date;
}

/** Phones: the page is one column and the reservation area sits far down it (the poster, title and information first). */
const PHONE = '(max-width: 768px)';

type Dialog = 'chooseSchedule' | 'chooseSeats' | 'seatsCap' | 'confirm' | 'success' | 'failure' | null;

/**
 * The reservation area of /show/{id} (docs/product.md#reservations-and-capacity): schedules, ticket count, total and
 * 예매하기 with its modals (ReservationDialogs) — choose a schedule, the seats-left alert, confirm, success and failure
 * (확인 scrolls to the top, and goes to /login without a token).
 *
 * A signed-in student sees the sessions they already hold marked 예매함, with the way to 마이페이지. On a phone, once
 * a schedule is chosen, the total and 예매하기 ride in a bar fixed to the bottom of the screen.
 *
 * Before the show's sales open (salesOpenAt, docs/product.md#sales-opening) the opening time and a countdown on the
 * server's clock come first and 예매하기 reads 예매 오픈 전, disabled; schedules may be chosen meanwhile. On the dot
 * the button turns on without a reload and the show is fetched again for fresh seats.
 *
 * A show that takes a waiting list (docs/product.md#waiting-list) lets a sold-out schedule be chosen, and the seats-left
 * alert offer it for more tickets than are left: WaitlistJoin then takes the place of the ticket count and 예매하기.
 */
export function ReservationPanel({ show, onRefresh, now }: ReservationPanelProps) {
  const text = studentKo.reserve;
  const navigate = useNavigate();
  const reserve = useReserve();
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [seatsCap, setSeatsCap] = useState(0);
  const [failure, setFailure] = useState<ReservationFailure | null>(null);
  const [result, setResult] = useState<ReservationResult | null>(null);
  // an open schedule the student wants more tickets of than are left: its waiting list instead
  const [waitFor, setWaitFor] = useState<number | null>(null);
  // a seated schedule: the seats chosen on its map (outside React state: a toggle renders the chooser and the
  // checkout, not this panel), those sent to the confirmation, and those the last attempt lost to another student
  const [selection] = useState(createSeatSelection);
  const [confirmSeats, setConfirmSeats] = useState<readonly string[]>([]);
  const [lost, setLost] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const pickSchedule = useCallback(
    (id: number) => {
      setScheduleId(id);
      setCount(1);
      setWaitFor(null);
      selection.set([]);
      setLost([]);
    },
    [selection],
  );
  const clearLost = useCallback(() => setLost((before) => (before.length === 0 ? before : [])), []);

  // sales opening at a set time, on the server's clock
  const opensAt = opensAtOf(show.salesOpenAt);
  const offset = useServerOffset(opensAt !== null);
  const [openedHere, setOpenedHere] = useState(false);
  const salesOpen = useSalesOpen(opensAt, offset, () => {
    setOpenedHere(true);
    void onRefresh?.();
  });

  const { held, waiting } = useMySchedules(show);
  const schedules = [...show.scheduleList].sort((a, b) => a.order - b.order);
  const states = schedules.map((s) => scheduleState(s, now, held));
  const anyOpen = states.includes('open');
  // a page the server rendered: its seats left come with the browser's first ask (lib/seats-unknown.ts)
  const known = schedules.every(seatsKnown);
  const allSoldOut = states.length > 0 && states.every((s) => s === 'soldOut');
  const chosenAt = schedules.findIndex((s) => s.scheduleId === scheduleId);
  const chosen = schedules[chosenAt] ?? null;
  const waitSchedule = show.waitlistEnabled ? waitlistSchedule(chosen, states[chosenAt], waitFor, now) : null;
  const picked = !waitSchedule && states[chosenAt] === 'open' ? chosen : null;
  const limit = picked ? ticketLimit(picked) : null;
  const seated = picked?.seated === true;
  const seatMap = useSeatMap(show.showId, seated ? picked.scheduleId : null).data;
  // what the confirmation asks about: a seated schedule's tickets are the seats sent to it, at their grade's price
  const seatGrade = seated && seatMap ? gradeOfChoice(seatMap, confirmSeats) : null;
  const grade = seatGrade === null ? null : (seatMap?.grades[seatGrade] ?? null);
  // fresh seats may leave fewer tickets than were chosen
  const tickets = seated ? confirmSeats.length : limit ? Math.max(1, Math.min(count, limit.max)) : 1;
  const unitPrice = grade?.price ?? picked?.cost ?? 0;
  const reserved = result !== null;

  const checkout: CheckoutStatus = reserved
    ? 'reserved'
    : reserve.isPending
      ? 'pending'
      : !anyOpen
        ? 'closed'
        : !known
          ? 'checking'
          : salesOpen
            ? 'open'
            : 'beforeOpen';
  const phone = useMediaQuery(PHONE);
  // + at the seats left, when the student may wait for more
  const canWaitForMore =
    known && show.waitlistEnabled && picked !== null && picked.maxTickets > seatsLeft(picked);

  const close = () => setDialog(null);

  const onReserve = () => {
    if (reserved || reserve.isPending || !salesOpen || !known) return;
    if (!picked) {
      setDialog('chooseSchedule');
      return;
    }
    if (!getToken()) {
      setFailure(NOT_SIGNED_IN);
      setDialog('failure');
      return;
    }
    if (seated && selection.get().length === 0) {
      setDialog('chooseSeats');
      return;
    }
    setConfirmSeats(seated ? selection.get() : []);
    setDialog('confirm');
  };

  // one submission per confirmation: a double click lands twice before isPending reaches the screen
  const submitting = useRef(false);
  const confirm = () => {
    if (!picked || reserve.isPending || submitting.current) return;
    submitting.current = true;
    reserve.mutate(
      seated
        ? {
            scheduleId: picked.scheduleId,
            wishToPurchaseTickets: confirmSeats.length,
            wishSeats: [...confirmSeats],
          }
        : { scheduleId: picked.scheduleId, wishToPurchaseTickets: tickets },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setDialog('success');
        },
        onError: (error) => {
          // a down server has the app's own modal; a second one on top would only repeat it
          if (isApiError(error) && isServerDownError(error)) {
            setDialog(null);
            return;
          }
          // seats another student took first: said on the map, the other picks kept, the map refreshed
          if (isApiError(error) && error.code === 'SEAT_TAKEN') {
            const taken = error.extra.takenSeats ?? [];
            selection.set((keys) => keys.filter((k) => !taken.includes(k)));
            setLost(taken);
            setDialog(null);
            void queryClient.invalidateQueries({
              queryKey: seatQueryKeys.state(show.showId, picked.scheduleId),
            });
            return;
          }
          setFailure(reservationFailure(error));
          setDialog('failure');
        },
        onSettled: () => {
          submitting.current = false;
          void onRefresh?.();
        },
      },
    );
  };

  // Enter confirms because the confirm modal opens with focus on its confirm button; Enter on 취소 only closes it
  const confirmOpen = dialog === 'confirm';

  const closeFailure = () => {
    const goLogin = failure?.login === true || !getToken();
    setDialog(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    if (goLogin) {
      // a token the server refused is no sign-in: clear it so /login does not send the visitor away
      if (getToken()) clearSignInState();
      void navigate('/login');
    }
  };

  const closeSuccess = () => {
    setDialog(null);
    void onRefresh?.();
  };

  return (
    <div className={styles.panel}>
      {opensAt !== null && !salesOpen ? <SalesCountdown opensAt={opensAt} offset={offset} /> : null}
      {opensAt !== null ? (
        <p className="visually-hidden" aria-live="polite">
          {salesOpen && openedHere ? text.opening.openedNow : ''}
        </p>
      ) : null}
      <SchedulePicker
        schedules={schedules}
        value={(picked ?? waitSchedule)?.scheduleId ?? null}
        now={now}
        held={held}
        waitlist={show.waitlistEnabled ? waiting : undefined}
        onChange={pickSchedule}
      />

      {held.size > 0 && !reserved ? (
        <p className={styles.heldNote}>
          <CheckCircleIcon size={18} />
          <span>
            {text.heldNote}{' '}
            <Link to="/mypage" className={styles.doneLink}>
              {text.toMyPage}
            </Link>
          </span>
        </p>
      ) : null}

      <div className={styles.summary}>
        {waitSchedule && !reserved ? (
          <WaitlistJoin
            key={waitSchedule.scheduleId}
            schedule={waitSchedule}
            entry={waiting.get(waitSchedule.scheduleId)}
            phone={phone}
            onReserveInstead={states[chosenAt] === 'open' ? () => setWaitFor(null) : undefined}
            onFailure={(f) => {
              setFailure(f);
              setDialog('failure');
            }}
            onSettled={() => void onRefresh?.()}
          />
        ) : (
          <>
            {reserved ? null : seated ? (
              <SeatChooser
                key={picked.scheduleId}
                showId={show.showId}
                schedule={picked}
                selection={selection}
                lost={lost}
                onLostSeen={clearLost}
                now={now}
              />
            ) : anyOpen ? (
              <TicketStepper
                count={tickets}
                limit={limit}
                onChange={setCount}
                onSeatsLimit={(max) => {
                  setSeatsCap(max);
                  setDialog('seatsCap');
                }}
              />
            ) : schedules.length > 0 ? (
              <p className={styles.closed}>
                {allSoldOut ? text.allSoldOut : text.noOpenSchedule}
                {show.waitlistEnabled && states.includes('soldOut')
                  ? ` ${studentKo.waitlist.soldOutHint}`
                  : ''}
              </p>
            ) : null}
            {seated && !reserved ? (
              <SeatedCheckout
                selection={selection}
                seatMap={seatMap}
                status={checkout}
                picked={picked}
                bar={phone}
                onReserve={onReserve}
              />
            ) : (
              <ReserveCheckout
                status={checkout}
                picked={picked}
                tickets={tickets}
                unitPrice={unitPrice}
                seatLine={null}
                // on a phone with a schedule chosen, the total and 예매하기 ride in a bar at the bottom
                bar={phone && picked !== null && !reserved}
                onReserve={onReserve}
              />
            )}
          </>
        )}
      </div>

      <NoticeModal open={dialog === 'chooseSchedule'} onClose={close} title={text.chooseSchedule}>
        {text.chooseScheduleBody}
      </NoticeModal>
      <NoticeModal open={dialog === 'chooseSeats'} onClose={close} title={seatsKo.choose.chooseFirst}>
        {seatsKo.choose.chooseFirstBody}
      </NoticeModal>
      <NoticeModal
        open={dialog === 'seatsCap'}
        onClose={close}
        title={text.seatsCap(seatsCap)}
        action={
          canWaitForMore ? (
            <Button
              variant="secondary"
              onClick={() => {
                setWaitFor(picked.scheduleId);
                close();
              }}
            >
              {studentKo.waitlist.waitInstead}
            </Button>
          ) : null
        }
      >
        {text.seatsCapBody}
      </NoticeModal>
      <ConfirmReservationModal
        open={confirmOpen}
        pending={reserve.isPending}
        showName={show.showName}
        schedule={picked}
        tickets={tickets}
        unitPrice={unitPrice}
        seats={seated ? confirmSeats : []}
        onConfirm={confirm}
        onClose={close}
      />
      <ReservationSuccessModal open={dialog === 'success'} result={result} onClose={closeSuccess} />
      <ReservationFailureModal open={dialog === 'failure'} failure={failure} onClose={closeFailure} />
    </div>
  );
}
