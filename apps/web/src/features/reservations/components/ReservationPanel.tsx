import type { ReservationResult, ShowDetail } from '@moa/contract';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { isApiError, isServerDownError } from '../../../lib/api-client';
import { formatMonthDay, formatOrder, formatTickets, formatTime, formatWon } from '../../../lib/format';
import { clearSignInState, getToken, useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { useReserve, useStudentReservations } from '../api/queries';
import { useBottomBarSpace } from '../lib/bottom-bar';
import { sessionState, ticketLimit } from '../lib/schedules';
import { useMediaQuery } from '../lib/use-media-query';
import { AlertIcon, CheckCircleIcon, TicketIcon } from '../../../components/icons';
import styles from './ReservationPanel.module.css';
import modalStyles from './modals.module.css';
import { QrImage } from './QrImage';
import { SchedulePicker } from './SchedulePicker';
import { TicketStepper } from './TicketStepper';
import { TransferInfo } from './TransferInfo';

export interface ReservationPanelProps {
  show: ShowDetail;
  /** Fetches the show again (fresh seats left): after every attempt and on the success modal's 확인. */
  onRefresh?: () => unknown;
  /** The moment sessions are judged against; now by default. */
  now?: Date;
}

interface Failure {
  message: string;
  /** No usable sign-in: 확인 goes to /login. */
  login: boolean;
  /** PROFILE_INCOMPLETE: offer /mypage/update. */
  profile: boolean;
}

/** Phones: the page is one column and the reservation area sits far down it (the poster, title and information first). */
const PHONE = '(max-width: 768px)';

type Dialog = 'chooseSession' | 'seatsCap' | 'confirm' | 'success' | 'failure' | null;

function failureOf(error: unknown): Failure {
  const text = ko.reserve;
  if (!isApiError(error)) return { message: text.retryLater, login: false, profile: false };
  if (error.status === 401) return { message: text.loginFirst, login: true, profile: false };
  if (error.code === 'PROFILE_INCOMPLETE') return { message: error.message, login: false, profile: true };
  if (error.status === 0 || error.status >= 500 || error.code === 'INVALID_RESPONSE') {
    return { message: `${error.message} ${text.retryLater}`, login: false, profile: false };
  }
  return { message: error.message, login: false, profile: false };
}

/**
 * The reservation area of /show/{id} (spec 1 §4, §5): sessions, ticket count, total and 예매하기 with its modals —
 * choose a session, the seats-left alert, confirm (Enter confirms, Escape closes), success (QR, transfer
 * instruction, account) and failure (확인 scrolls to the top, and goes to /login without a token).
 *
 * A signed-in student sees the sessions they already hold marked 예매함, with the way to 마이페이지. On a phone, once
 * a session is chosen, the total and 예매하기 ride in a bar fixed to the bottom of the screen.
 */
export function ReservationPanel({ show, onRefresh, now }: ReservationPanelProps) {
  const text = ko.reserve;
  const navigate = useNavigate();
  const reserve = useReserve();
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [seatsCap, setSeatsCap] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<ReservationResult | null>(null);

  // the student's own reservations (the show detail is public and cached alike for everyone)
  const session = useSession();
  const student = session.user?.authority === 'ROLE_USER';
  const mine = useStudentReservations({ enabled: student });
  const held = useMemo(
    () =>
      new Set(
        student
          ? (mine.data ?? []).filter((card) => card.showId === show.showId).map((card) => card.scheduleId)
          : [],
      ),
    [student, mine.data, show.showId],
  );

  const schedules = [...show.scheduleList].sort((a, b) => a.order - b.order);
  const states = schedules.map((s) => sessionState(s, now, held));
  const anyOpen = states.includes('open');
  const allSoldOut = states.length > 0 && states.every((s) => s === 'soldOut');
  const picked = schedules.find((s, i) => s.scheduleId === scheduleId && states[i] === 'open') ?? null;
  const limit = picked ? ticketLimit(picked) : null;
  // fresh seats may leave fewer tickets than were chosen
  const tickets = limit ? Math.max(1, Math.min(count, limit.max)) : 1;
  const reserved = result !== null;

  const phone = useMediaQuery(PHONE);
  const barActive = phone && picked !== null && !reserved;
  const checkoutRef = useRef<HTMLDivElement>(null);
  useBottomBarSpace(checkoutRef, barActive);

  const close = () => setDialog(null);

  const onReserve = () => {
    if (reserved || reserve.isPending) return;
    if (!picked) {
      setDialog('chooseSession');
      return;
    }
    if (!getToken()) {
      setFailure({ message: text.loginFirst, login: true, profile: false });
      setDialog('failure');
      return;
    }
    setDialog('confirm');
  };

  const confirm = () => {
    if (!picked || reserve.isPending) return;
    reserve.mutate(
      { scheduleId: picked.scheduleId, wishToPurchaseTickets: tickets },
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
          setFailure(failureOf(error));
          setDialog('failure');
        },
        onSettled: () => {
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
      <SchedulePicker
        schedules={schedules}
        value={picked?.scheduleId ?? null}
        now={now}
        held={held}
        onChange={(id) => {
          setScheduleId(id);
          setCount(1);
        }}
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
        {reserved ? null : anyOpen ? (
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
          <p className={styles.closed}>{allSoldOut ? text.allSoldOut : text.noOpenSession}</p>
        ) : null}
        {/* the total and 예매하기: in the box, or on a phone with a session chosen, a bar fixed to the bottom */}
        <div
          ref={checkoutRef}
          className={barActive ? `${styles.checkout} ${styles.bar}` : styles.checkout}
          data-sticky-inset="bottom"
        >
          {anyOpen && !reserved ? (
            <div className={styles.total}>
              <span className={styles.totalLabel}>{text.total}</span>
              <output className={styles.totalAmount} aria-live="polite">
                {formatWon(picked ? picked.cost * tickets : 0)}
              </output>
              {barActive && picked ? (
                <span className={styles.totalPick}>
                  {formatOrder(picked.order)} · {formatTickets(tickets)}
                </span>
              ) : null}
            </div>
          ) : null}
          <Button
            block
            className={styles.reserve}
            // once reserved it stays focusable (aria-disabled), so focus can come back to it from the modals
            disabled={reserve.isPending || !anyOpen}
            aria-disabled={reserved || undefined}
            aria-busy={reserve.isPending}
            onClick={onReserve}
          >
            {reserved ? (
              <>
                <CheckCircleIcon size={20} />
                {text.reservedButton}
              </>
            ) : reserve.isPending ? (
              text.reserving
            ) : (
              text.reserve
            )}
          </Button>
        </div>
        {reserved ? (
          <p className={styles.done} role="status">
            {text.reservedNote}{' '}
            <Link to="/mypage" className={styles.doneLink}>
              {text.toMyPage}
            </Link>
          </p>
        ) : null}
      </div>

      <Modal
        open={dialog === 'chooseSession'}
        onClose={close}
        alert
        icon={<TicketIcon size={24} />}
        title={text.chooseSession}
        actions={
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          <Button onClick={close} autoFocus>
            {ko.common.ok}
          </Button>
        }
      >
        {text.chooseSessionBody}
      </Modal>

      <Modal
        open={dialog === 'seatsCap'}
        onClose={close}
        alert
        icon={<TicketIcon size={24} />}
        title={text.seatsCap(seatsCap)}
        actions={
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          <Button onClick={close} autoFocus>
            {ko.common.ok}
          </Button>
        }
      >
        {text.seatsCapBody}
      </Modal>

      <Modal
        open={confirmOpen}
        onClose={() => {
          if (!reserve.isPending) close();
        }}
        dismissible={!reserve.isPending}
        alert
        icon={<TicketIcon size={24} />}
        title={text.confirmTitle}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={reserve.isPending}>
              {ko.common.cancel}
            </Button>
            <Button
              onClick={confirm}
              disabled={reserve.isPending}
              aria-busy={reserve.isPending}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
              autoFocus
            >
              {reserve.isPending ? text.reserving : text.confirm}
            </Button>
          </>
        }
      >
        {picked ? (
          <>
            <dl className={modalStyles.summary}>
              <div className={modalStyles.summaryRow}>
                <dt>{text.confirmShow}</dt>
                <dd>{show.showName}</dd>
              </div>
              <div className={modalStyles.summaryRow}>
                <dt>{text.confirmSession}</dt>
                <dd>{formatOrder(picked.order)}</dd>
              </div>
              <div className={modalStyles.summaryRow}>
                <dt>{text.confirmWhen}</dt>
                <dd>
                  {formatMonthDay(picked.date)} {formatTime(picked.time)}
                </dd>
              </div>
              <div className={modalStyles.summaryRow}>
                <dt>{text.confirmTickets}</dt>
                <dd>{formatTickets(tickets)}</dd>
              </div>
              <div className={`${modalStyles.summaryRow} ${modalStyles.summaryTotal}`}>
                <dt>{text.confirmTotal}</dt>
                <dd>{formatWon(picked.cost * tickets)}</dd>
              </div>
            </dl>
            <p className={`${modalStyles.note} ${styles.confirmNote}`}>{text.confirmNote}</p>
          </>
        ) : null}
      </Modal>

      <Modal
        open={dialog === 'success' && result !== null}
        onClose={closeSuccess}
        icon={<CheckCircleIcon size={26} />}
        title={text.successTitle}
        actions={
          <>
            <Link to="/mypage" className={buttonClassName({ variant: 'secondary' })}>
              {text.toMyPage}
            </Link>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog> */}
            <Button onClick={closeSuccess} autoFocus>
              {ko.common.ok}
            </Button>
          </>
        }
      >
        {result ? (
          <div className={modalStyles.stack}>
            <p className={modalStyles.lead}>
              <span className={modalStyles.showTitle}>
                {result.showName} · {formatOrder(result.order)} · {formatTickets(result.ticketCount)}
              </span>
              <span>{text.successTransfer(formatWon(result.amount))}</span>
            </p>
            <p className={modalStyles.deposit}>{ko.transfer.depositNameLine(result.depositName)}</p>
            <QrImage src={result.qrImage} />
            <TransferInfo
              hideAmount
              hideDepositName
              transfer={{
                bankName: result.bankName,
                accountNumber: result.accountNumber,
                accountName: result.accountName,
                amount: result.amount,
                depositName: result.depositName,
              }}
            />
            <p className={modalStyles.note}>{text.successNote}</p>
          </div>
        ) : null}
      </Modal>

      <Modal
        open={dialog === 'failure' && failure !== null}
        onClose={closeFailure}
        alert
        tone="danger"
        icon={<AlertIcon size={24} />}
        title={text.failTitle}
        actions={
          <>
            {failure?.profile ? (
              <Link to="/mypage/update" className={buttonClassName({ variant: 'secondary' })}>
                {text.completeProfile}
              </Link>
            ) : null}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog> */}
            <Button onClick={closeFailure} autoFocus>
              {ko.common.ok}
            </Button>
          </>
        }
      >
        {failure?.message}
      </Modal>
    </div>
  );
}
