/**
 * What a manager does to a session's holders (docs/product.md#holder-list): the 입금 상태 toggle, batch 입금 확인 /
 * 입금 미확인 / 삭제 (nothing selected → an alert; the selection clears after every batch), deleting one holder, and
 * the CSV export built in the browser. Every failure is alerted as failures.ts words it.
 */
import { useState, type ReactNode } from 'react';
import type { Holder, HolderList } from '@moa/contract';
import { ConfirmDialog, useAlertDialog } from '../../../components/dialogs';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { useHolderDelete, useHolderPayment } from './api';
import { holderCsvBlob, holderCsvFileName } from './csv';
import { downloadBlob } from './download';
import { holderFailureTexts, holderFailureTitle } from './failures';
import type { HolderSelection } from './useHolderSelection';

const t = ko.managerArea.holders;

type PendingDelete = { kind: 'batch'; ids: number[] } | { kind: 'one'; holder: Holder };

export interface HolderActions {
  batchPayment: (isPaid: boolean) => void;
  batchDelete: () => void;
  deleteOne: (holder: Holder) => void;
  toggle: (holder: Holder) => void;
  downloadCsv: () => void;
  /** A change is being saved: the batch buttons wait. */
  busy: boolean;
  /** Whether this holder's toggle waits (its own change, or a batch). */
  toggling: (holder: Holder) => boolean;
  notice: string | null;
  clearNotice: () => void;
  /** Alerts a failed load (a lost session then opens the session-expired modal). */
  alertFailure: (error: unknown, failed: string) => Promise<void>;
  /** The confirmation and the alerts; render once. */
  dialogs: ReactNode;
}

export function useHolderActions(
  scheduleId: string,
  list: HolderList | undefined,
  selection: HolderSelection,
): HolderActions {
  const { user } = useSession();
  const dialog = useAlertDialog();
  const payment = useHolderPayment(scheduleId);
  const remove = useHolderDelete(scheduleId);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = payment.isPending || remove.isPending;

  const alertFailure = (error: unknown, failed: string) =>
    dialog.alertFailure(error, holderFailureTitle, holderFailureTexts(user?.authority, failed));
  const alertNothingSelected = () => void dialog.alert({ title: t.alertTitle, message: t.nothingSelected });

  const batchPayment = (isPaid: boolean) => {
    if (busy) return;
    if (selection.ids.length === 0) return alertNothingSelected();
    const ids = selection.ids;
    setNotice(null);
    payment.mutate(
      ids.map((reservationId) => ({ reservationId, isPaid })),
      {
        onSuccess: () => setNotice(isPaid ? t.paidDone(ids.length) : t.unpaidDone(ids.length)),
        onError: (error) => void alertFailure(error, t.paymentFailed),
        onSettled: selection.clear,
      },
    );
  };

  const batchDelete = () => {
    if (busy) return;
    if (selection.ids.length === 0) return alertNothingSelected();
    setPendingDelete({ kind: 'batch', ids: selection.ids });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const isBatch = pendingDelete.kind === 'batch';
    const ids = isBatch ? pendingDelete.ids : [pendingDelete.holder.reservationId];
    setNotice(null);
    remove.mutate(ids, {
      onSuccess: () => setNotice(t.deletedDone(ids.length)),
      onError: (error) => void alertFailure(error, t.deleteFailed),
      onSettled: () => {
        setPendingDelete(null);
        if (isBatch) selection.clear();
      },
    });
  };

  const toggle = (holder: Holder) => {
    setNotice(null);
    payment.mutate([{ reservationId: holder.reservationId, isPaid: !holder.isPaid }], {
      onError: (error) => void alertFailure(error, t.paymentFailed),
    });
  };

  const downloadCsv = () => {
    if (!list || list.csv_json.length === 0) {
      void dialog.alert({ title: t.alertTitle, message: t.noHoldersForCsv });
      return;
    }
    try {
      downloadBlob(holderCsvBlob(list.csv_json), holderCsvFileName(list.title, list.order, list.date));
    } catch {
      void dialog.alert({ title: ko.managerArea.errors.failedTitle, message: t.csvFailed, tone: 'danger' });
    }
  };

  // a toggle waits for its own change; every toggle waits for a batch
  const single = payment.isPending && payment.variables?.length === 1 ? payment.variables[0] : undefined;
  const toggling = (holder: Holder) =>
    payment.isPending && (single === undefined || single.reservationId === holder.reservationId);

  const deleteCount = pendingDelete?.kind === 'batch' ? pendingDelete.ids.length : 1;
  const dialogs = (
    <>
      <ConfirmDialog
        open={pendingDelete !== null}
        tone="danger"
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        busyLabel={t.working}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        {pendingDelete?.kind === 'one'
          ? t.deleteOneBody(pendingDelete.holder.name)
          : t.deleteBody(deleteCount)}
      </ConfirmDialog>
      {dialog.element}
    </>
  );

  return {
    batchPayment,
    batchDelete,
    deleteOne: (holder) => setPendingDelete({ kind: 'one', holder }),
    toggle,
    downloadCsv,
    busy,
    toggling,
    notice,
    clearNotice: () => setNotice(null),
    alertFailure,
    dialogs,
  };
}
