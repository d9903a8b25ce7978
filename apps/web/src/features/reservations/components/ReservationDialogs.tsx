/**
 * The reservation area's modals (docs/product.md#reservations-and-capacity): a notice (choose a schedule, the seats
 * left), the confirmation (focus on its confirm button, so Enter confirms and Escape closes), the success with the
 * pay-by time, the time left and the transfer details, and the failure.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { seatsLabel, type ReservationResult, type Schedule } from '@moa/contract';
import { Button, buttonClassName } from '../../../components/Button';
import { AlertIcon, CheckCircleIcon, TicketIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { formatMonthDay, formatOrder, formatTickets, formatTime, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { seatsKo } from '../../../text/ko-seats';
import { studentKo } from '../../../text/ko-student';
import type { ReservationFailure } from '../lib/failure';
import modalStyles from './modals.module.css';
import { PayByNote } from './PayByNote';
import { QrImage } from './QrImage';
import styles from './ReservationPanel.module.css';
import { TransferInfo } from '../../../components/TransferInfo';

const text = studentKo.reserve;

/** A modal's actions: an optional second way on, then 확인, which has the focus when the modal opens. */
function OkActions({ before, onOk }: { before?: ReactNode; onOk: () => void }) {
  return (
    <>
      {before}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog> */}
      <Button onClick={onOk} autoFocus>
        {ko.common.ok}
      </Button>
    </>
  );
}

export function NoticeModal({
  open,
  onClose,
  title,
  children,
  action,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A second way on, before 확인 (e.g. the seats-left alert's 예매 대기 신청하기). */
  action?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      alert
      icon={<TicketIcon size={24} />}
      title={title}
      actions={<OkActions before={action} onOk={onClose} />}
    >
      {children}
    </Modal>
  );
}

export function ConfirmReservationModal({
  open,
  pending,
  showName,
  schedule,
  tickets,
  unitPrice,
  seats,
  onConfirm,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  showName: string;
  schedule: Schedule | null;
  tickets: number;
  /** The price of one ticket: the schedule's, or the chosen seats' grade. */
  unitPrice: number;
  /** A seated schedule's chosen seats. */
  seats: readonly string[];
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      dismissible={!pending}
      alert
      icon={<TicketIcon size={24} />}
      title={text.confirmTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {ko.common.cancel}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
            autoFocus
          >
            {pending ? text.reserving : text.confirm}
          </Button>
        </>
      }
    >
      {schedule ? (
        <>
          <dl className={modalStyles.summary}>
            <div className={modalStyles.summaryRow}>
              <dt>{text.confirmShow}</dt>
              <dd>{showName}</dd>
            </div>
            <div className={modalStyles.summaryRow}>
              <dt>{text.confirmSchedule}</dt>
              <dd>{formatOrder(schedule.order)}</dd>
            </div>
            <div className={modalStyles.summaryRow}>
              <dt>{text.confirmWhen}</dt>
              <dd>
                {formatMonthDay(schedule.date)} {formatTime(schedule.time)}
              </dd>
            </div>
            <div className={modalStyles.summaryRow}>
              <dt>{text.confirmTickets}</dt>
              <dd>{formatTickets(tickets)}</dd>
            </div>
            {seats.length > 0 ? (
              <div className={modalStyles.summaryRow}>
                <dt>{seatsKo.heldLabel}</dt>
                <dd>{seatsLabel(seats)}</dd>
              </div>
            ) : null}
            <div className={`${modalStyles.summaryRow} ${modalStyles.summaryTotal}`}>
              <dt>{text.confirmTotal}</dt>
              <dd>{formatWon(unitPrice * tickets)}</dd>
            </div>
          </dl>
          <p className={`${modalStyles.note} ${styles.confirmNote}`}>{text.confirmNote}</p>
        </>
      ) : null}
    </Modal>
  );
}

export function ReservationSuccessModal({
  result,
  open,
  onClose,
  myPageLink = true,
}: {
  result: ReservationResult | null;
  open: boolean;
  onClose: () => void;
  /** The way to 마이페이지 (not on /mypage itself, where a claimed offer opens this modal). */
  myPageLink?: boolean;
}) {
  return (
    <Modal
      open={open && result !== null}
      onClose={onClose}
      icon={<CheckCircleIcon size={26} />}
      title={text.successTitle}
      actions={
        <OkActions
          before={
            myPageLink ? (
              <Link to="/mypage" className={buttonClassName({ variant: 'secondary' })}>
                {text.toMyPage}
              </Link>
            ) : null
          }
          onOk={onClose}
        />
      }
    >
      {result ? (
        <div className={modalStyles.stack}>
          <p className={modalStyles.lead}>
            <span className={modalStyles.showTitle}>
              {result.showName} · {formatOrder(result.order)} · {formatTickets(result.ticketCount)}
            </span>
            {result.seats.length > 0 ? (
              <span className={modalStyles.seats}>
                {seatsKo.heldLabel} {seatsLabel(result.seats)}
              </span>
            ) : null}
            <span>{text.successTransfer(formatWon(result.amount))}</span>
          </p>
          <PayByNote payBy={result.payBy} />
          <p className={modalStyles.deposit}>{studentKo.transfer.depositNameLine(result.depositName)}</p>
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
  );
}

export function ReservationFailureModal({
  failure,
  open,
  onClose,
}: {
  failure: ReservationFailure | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open && failure !== null}
      onClose={onClose}
      alert
      tone="danger"
      icon={<AlertIcon size={24} />}
      title={failure?.title ?? text.failTitle}
      actions={
        <OkActions
          before={
            failure?.profile ? (
              <Link to="/mypage/update" className={buttonClassName({ variant: 'secondary' })}>
                {text.completeProfile}
              </Link>
            ) : null
          }
          onOk={onClose}
        />
      }
    >
      {failure?.message}
    </Modal>
  );
}
