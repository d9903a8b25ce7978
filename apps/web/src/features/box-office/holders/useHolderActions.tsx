/**
 * What a manager does to holders (docs/product.md#holder-list, #reservation-status): the 입금 상태 toggle, batch
 * 입금 확인 / 입금 취소 / 되살리기 / 삭제 (nothing selected → an alert; the selection clears after every batch),
 * deleting one holder (paid ones: whether a refund is owed, docs/product.md#cancelling-and-refunds), and the exports
 * (useHolderExports). A batch may span the schedules of the all-schedules view.
 * A refusal (no seats left to restore, a newer reservation of the student) is alerted in the server's words; a seated
 * holder whose seats another reservation took (SEAT_TAKEN, on 되살리기 or 입금 확인 of an expired one) is named in the
 * seat dialog instead, which lets the manager pick other seats and then sends the rest of the batch.
 * After a batch 입금 확인 / 입금 취소 the banner offers 되돌리기 for LIMITS.paymentUndoMinutes (the server's window
 * decides; a late click is told why it was refused): it says how many holders went back and how many were skipped.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS, seatsLabel, type Holder, type HolderList } from '@moa/contract';
import { deferred } from '../../../components/deferred';
import { ConfirmDialog, useAlertDialog } from '../../../components/dialogs';
import { isApiError } from '../../../lib/api-client';
import { statusOf } from '../../../lib/api-errors';
import { keepFocusOn } from '../../../lib/focus';
import { formatWon } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { manageKo } from '../../../text/ko-manage';
import {
  useHolderDelete,
  useHolderPayment,
  useHolderPaymentUndo,
  useHolderRestore,
  useHolderSeats,
  type HolderRef,
  type HolderScope,
  type PaymentChangeRef,
  type PaymentResult,
} from './api';
import { holderFailureTexts, holderFailureTitle } from './failures';
import { RefundChoice } from './RefundChoice';
import type { SeatMoveTarget } from './SeatMoveDialog';
import { useHolderExports, type HolderExports } from './useHolderExports';
import type { HolderSelection } from './useHolderSelection';

// the seat map and its words load when a seat move first opens, or once the list is in and the browser idle: the
// list's first load does not wait for them (docs/decisions/0018-signed-in-first-load.md)
const SeatMoveDialog = deferred(async () => (await import('./SeatMoveDialog')).SeatMoveDialog);

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;

type Pending = { kind: 'delete' | 'restore'; holders: Holder[] } | { kind: 'deleteOne'; holder: Holder };

export interface HolderActions extends HolderExports {
  batchPayment: (isPaid: boolean) => void;
  batchRestore: () => void;
  batchDelete: () => void;
  deleteOne: (holder: Holder) => void;
  /** 좌석 변경: a live holder of a seated schedule to other seats. */
  moveSeats: (holder: Holder) => void;
  toggle: (holder: Holder) => void;
  /** A change is being saved: the batch buttons wait. */
  busy: boolean;
  /** Whether this holder's toggle waits (its own change, or a batch). */
  toggling: (holder: Holder) => boolean;
  notice: string | null;
  /** The last batch payment change can still be undone (the banner's 되돌리기). */
  undoOffered: boolean;
  undoPayment: () => void;
  /** The undo is being sent. */
  undoing: boolean;
  /** Says what a change did, in the banner above the list. */
  say: (notice: string | null) => void;
  clearNotice: () => void;
  /** Alerts a failed load or change (a lost session then opens the session-expired modal). */
  alertFailure: (error: unknown, failed: string) => Promise<void>;
  /** Alerts a failed change; a conflict (409) in the server's own words. */
  alertChangeFailure: (error: unknown, failed: string) => Promise<void>;
  /** Alerts that nothing fitting is selected (예매자를 선택해주세요, or the given words). */
  alertNothing: (message?: string) => void;
  /** The confirmations and the alerts; render once. */
  dialogs: ReactNode;
}

const ref = (h: Holder): HolderRef => ({ scheduleId: h.scheduleId, reservationId: h.reservationId });
const sm = manageKo.seatMove;

/**
 * The holder of `holders` a SEAT_TAKEN refusal is about (a seated one whose seats another reservation took), with
 * the seats gone and the server's words naming them; null for any other failure.
 */
function seatsGone(error: unknown, holders: readonly Holder[]) {
  if (!isApiError(error) || error.code !== 'SEAT_TAKEN') return null;
  const taken = error.extra.takenSeats ?? [];
  const holder = holders.find((h) => h.seats.some((k) => taken.includes(k)));
  if (!holder) return null;
  return { holder, gone: { seats: holder.seats.filter((k) => taken.includes(k)), message: error.message } };
}

export function useHolderActions(
  scope: HolderScope,
  /** The schedule's list (the CSV is built from it). */
  list: HolderList | undefined,
  /** Which XLSX the export button fetches: the schedule's or the whole show's. */
  exportTarget: { scheduleId: string } | { showId: number },
  selection: HolderSelection,
): HolderActions {
  const { user } = useSession();
  const dialog = useAlertDialog();
  const payment = useHolderPayment(scope);
  const restore = useHolderRestore(scope);
  const remove = useHolderDelete(scope);
  const paymentUndo = useHolderPaymentUndo(scope);
  const seatMove = useHolderSeats(scope);
  // 좌석 변경, or a restore into other seats; with the rest of a restore batch to send once it is done
  const [seatTarget, setSeatTarget] = useState<SeatMoveTarget | null>(null);
  const [restoreRest, setRestoreRest] = useState<Holder[]>([]);
  // 입금 확인 of an expired holder whose seats were taken: the batch to send again once it has other seats
  const [paymentRest, setPaymentRest] = useState<Holder[]>([]);
  const closeSeats = () => {
    setSeatTarget(null);
    setRestoreRest([]);
    setPaymentRest([]);
  };
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNoticeText] = useState<string | null>(null);
  // the changes the banner's 되돌리기 undoes; any other notice replaces the offer
  const [undoOffer, setUndoOffer] = useState<PaymentChangeRef[] | null>(null);
  const setNotice = (text: string | null, offer: PaymentChangeRef[] | null = null) => {
    setNoticeText(text);
    setUndoOffer(offer && offer.length > 0 ? offer : null);
  };
  useEffect(() => {
    if (!undoOffer) return;
    const timer = setTimeout(() => setUndoOffer(null), LIMITS.paymentUndoMinutes * 60_000);
    return () => clearTimeout(timer);
  }, [undoOffer]);
  // deleting paid holders: whether they are owed their money back (docs/product.md#cancelling-and-refunds)
  const [refund, setRefund] = useState(true);
  const open = (next: Pending) => {
    setRefund(true);
    setPending(next);
  };
  const busy =
    payment.isPending || remove.isPending || restore.isPending || paymentUndo.isPending || seatMove.isPending;

  const alertFailure = (error: unknown, failed: string) =>
    dialog.alertFailure(error, holderFailureTitle, holderFailureTexts(user?.authority, failed));
  // A conflict (409: no seats left to restore, a newer reservation of the student) is told in the server's own
  // words, which say what to do; any other refusal keeps the screen's "could not change" words.
  const alertChangeFailure = (error: unknown, failed: string) =>
    dialog.alertFailure(error, holderFailureTitle, {
      ...holderFailureTexts(user?.authority, failed),
      ...(statusOf(error) === 409 ? { refused: undefined } : {}),
    });
  const alertNothing = (message: string = t.nothingSelected) =>
    void dialog.alert({ title: t.alertTitle, message });
  const exports = useHolderExports(list, exportTarget, dialog, alertFailure);

  // A batch payment change asks first, saying how many holders and how much money it changes.
  const [pendingPayment, setPendingPayment] = useState<{ isPaid: boolean; targets: Holder[] } | null>(null);
  const batchPayment = (isPaid: boolean) => {
    if (busy) return;
    if (selection.ids.length === 0) return alertNothing();
    // 입금 확인 also restores expired ones while seats are free; 입금 취소 only changes paid ones
    const targets = selection.items.filter((h) =>
      isPaid ? h.status !== 'cancelled' : h.status === 'paid' || h.status === 'unpaid',
    );
    if (targets.length === 0) return alertNothing();
    const changing = targets.filter((h) => (isPaid ? h.status !== 'paid' : h.status === 'paid'));
    if (changing.length === 0) return alertNothing(isPaid ? m.paidNone : m.unpaidNone);
    setPendingPayment({ isPaid, targets });
  };
  /**
   * Sends a payment change. 입금 확인 of an expired seated holder whose seats were taken (SEAT_TAKEN) refuses the
   * whole batch: the seat dialog then names the seats and lets the manager pick others, and the batch is sent again.
   */
  const runPayment = (
    holders: Holder[],
    isPaid: boolean,
    done: (result: PaymentResult) => void,
    settled?: () => void,
  ) => {
    payment.mutate(
      holders.map((h) => ({ ...ref(h), isPaid })),
      {
        onSuccess: done,
        onError: (error) => {
          const stuck = isPaid ? seatsGone(error, holders) : null;
          if (stuck) {
            setRestoreRest([]);
            setPaymentRest(holders);
            setSeatTarget({ ...stuck, mode: 'pay' });
            return;
          }
          void alertChangeFailure(error, t.paymentFailed);
        },
        onSettled: settled,
      },
    );
  };
  const confirmPayment = () => {
    if (!pendingPayment) return;
    const { isPaid, targets } = pendingPayment;
    setNotice(null);
    runPayment(
      targets,
      isPaid,
      ({ changes }) =>
        setNotice(
          `${isPaid ? t.paidDone(targets.length) : m.unpaidDone(targets.length)}${changes.length > 0 ? ` ${m.undoWindow}` : ''}`,
          changes,
        ),
      () => {
        setPendingPayment(null);
        selection.clear();
      },
    );
  };
  const paymentChanging = pendingPayment
    ? pendingPayment.targets.filter((h) =>
        pendingPayment.isPaid ? h.status !== 'paid' : h.status === 'paid',
      )
    : [];
  const paymentAmount = formatWon(paymentChanging.reduce((sum, h) => sum + h.price, 0));

  const undoPayment = () => {
    if (!undoOffer || paymentUndo.isPending) return;
    paymentUndo.mutate(undoOffer, {
      onSuccess: (result) => {
        setNotice(m.undoDone(result.restored, result.skippedReasons));
        // the 되돌리기 button is gone with the offer: focus goes to what happened
        keepFocusOn(() => document.querySelector<HTMLElement>('[data-status-banner]'));
      },
      onError: (error) => {
        setNotice(null);
        void alertChangeFailure(error, m.undoFailed);
      },
    });
  };

  /**
   * Restores expired holders. A seated one whose seats another reservation took is refused by name (SEAT_TAKEN):
   * the dialog then lets the manager pick other seats for it, and the rest of the batch is sent after it.
   */
  const runRestore = (holders: Holder[], settled?: () => void) => {
    restore.mutate(holders.map(ref), {
      onSuccess: (count) => setNotice(m.restoreDone(count)),
      onError: (error) => {
        const stuck = seatsGone(error, holders);
        if (stuck) {
          setPaymentRest([]);
          setRestoreRest(holders.filter((h) => h !== stuck.holder));
          setSeatTarget({ ...stuck, mode: 'restore' });
          return;
        }
        void alertChangeFailure(error, m.restoreFailed);
      },
      onSettled: settled,
    });
  };

  const submitSeats = async (target: SeatMoveTarget, seats: string[]) => {
    const { holder } = target;
    setNotice(null);
    if (target.mode === 'move') {
      await seatMove.mutateAsync({ ...ref(holder), seats });
      setSeatTarget(null);
      setNotice(sm.done(holder.name, seatsLabel(seats)));
      return;
    }
    await restore.mutateAsync([{ ...ref(holder), seats }]);
    setSeatTarget(null);
    if (target.mode === 'pay') {
      // restored unpaid into the seats: the batch's 입금 확인 again, this holder included
      const batch = paymentRest;
      setPaymentRest([]);
      setNotice(sm.restored(holder.name, seatsLabel(seats)));
      runPayment(batch, true, ({ changes }) =>
        setNotice(
          `${sm.paid(holder.name, seatsLabel(seats))}${batch.length > 1 ? ` ${t.paidDone(batch.length)}` : ''}${changes.length > 0 ? ` ${m.undoWindow}` : ''}`,
          changes,
        ),
      );
      return;
    }
    setNotice(sm.restored(holder.name, seatsLabel(seats)));
    const rest = restoreRest;
    setRestoreRest([]);
    if (rest.length > 0) runRestore(rest);
  };

  const batchRestore = () => {
    if (busy) return;
    if (selection.ids.length === 0) return alertNothing();
    const expired = selection.items.filter((h) => h.status === 'expired');
    if (expired.length === 0) return alertNothing(m.restoreNone);
    open({ kind: 'restore', holders: expired });
  };

  const batchDelete = () => {
    if (busy) return;
    if (selection.ids.length === 0) return alertNothing();
    open({ kind: 'delete', holders: selection.items });
  };

  const confirm = () => {
    if (!pending) return;
    const holders = pending.kind === 'deleteOne' ? [pending.holder] : pending.holders;
    const done = () => {
      setPending(null);
      if (pending.kind !== 'deleteOne') selection.clear();
    };
    setNotice(null);
    if (pending.kind === 'restore') {
      runRestore(holders, done);
      return;
    }
    const owed = refund && holders.some((h) => h.status === 'paid');
    remove.mutate(
      { holders: holders.map(ref), refund: owed },
      {
        onSuccess: () => setNotice(t.deletedDone(holders.length)),
        onError: (error) => void alertFailure(error, t.deleteFailed),
        onSettled: done,
      },
    );
  };

  const toggle = (holder: Holder) => {
    setNotice(null);
    payment.mutate([{ ...ref(holder), isPaid: holder.status !== 'paid' }], {
      onError: (error) => void alertChangeFailure(error, t.paymentFailed),
    });
  };

  // a toggle waits for its own change; every toggle waits for a batch
  const single = payment.isPending && payment.variables?.length === 1 ? payment.variables[0] : undefined;
  const toggling = (holder: Holder) =>
    payment.isPending && (single === undefined || single.reservationId === holder.reservationId);

  const isRestore = pending?.kind === 'restore';
  const count = pending && pending.kind !== 'deleteOne' ? pending.holders.length : 1;
  const paid = (pending?.kind === 'deleteOne' ? [pending.holder] : (pending?.holders ?? [])).filter(
    (h) => h.status === 'paid',
  );
  const dialogs = (
    <>
      <ConfirmDialog
        open={pending !== null}
        tone={isRestore ? undefined : 'danger'}
        title={isRestore ? m.restoreTitle : t.deleteTitle}
        confirmLabel={isRestore ? m.restoreConfirm : t.deleteConfirm}
        busyLabel={t.working}
        busy={remove.isPending || restore.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'deleteOne'
          ? t.deleteOneBody(pending.holder.name)
          : isRestore
            ? m.restoreBody(count)
            : t.deleteBody(count)}
        {!isRestore && paid.length > 0 ? (
          <RefundChoice holders={paid} checked={refund} onChange={setRefund} />
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingPayment !== null}
        tone={pendingPayment?.isPaid ? undefined : 'danger'}
        title={pendingPayment?.isPaid ? m.paidTitle : m.unpaidTitle}
        confirmLabel={pendingPayment?.isPaid ? m.markPaid : m.markUnpaid}
        busyLabel={t.working}
        busy={payment.isPending}
        onConfirm={confirmPayment}
        onCancel={() => setPendingPayment(null)}
      >
        {pendingPayment?.isPaid
          ? m.paidBody(paymentChanging.length, paymentAmount)
          : m.unpaidBody(paymentChanging.length, paymentAmount)}
      </ConfirmDialog>
      <SeatMoveDialog
        wanted={seatTarget !== null}
        target={seatTarget}
        busy={seatMove.isPending || restore.isPending}
        onClose={closeSeats}
        onSubmit={submitSeats}
        onFailure={(error) => {
          closeSeats();
          void alertChangeFailure(error, sm.failed);
        }}
      />
      {dialog.element}
    </>
  );

  return {
    ...exports,
    batchPayment,
    batchRestore,
    batchDelete,
    deleteOne: (holder) => open({ kind: 'deleteOne', holder }),
    moveSeats: (holder) => {
      setNotice(null);
      setRestoreRest([]);
      setPaymentRest([]);
      setSeatTarget({ holder, mode: 'move' });
    },
    toggle,
    busy,
    toggling,
    notice,
    undoOffered: undoOffer !== null,
    undoPayment,
    undoing: paymentUndo.isPending,
    say: (text) => setNotice(text),
    clearNotice: () => setNotice(null),
    alertFailure,
    alertChangeFailure,
    alertNothing,
    dialogs,
  };
}
