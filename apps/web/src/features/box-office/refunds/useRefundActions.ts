/**
 * What a manager does on the refund list (docs/product.md#cancelling-and-refunds): mark the selected refunds sent
 * (환불 완료) or back to owed, and the exports (the server's XLSX, the CSV built here). Nothing fitting selected → an
 * alert; the selection clears after every change; a failure is alerted (a lost session then signs in again).
 */
import type { ReactNode } from 'react';
import type { Refund, RefundList } from '@moa/contract';
import { useAlertDialog } from '../../../components/dialogs';
import { useSession } from '../../../lib/session';
import { manageKo } from '../../../text/ko-manage';
import { saveBuiltFile, useServerFile } from '../../../components/table/download';
import { holderFailureTexts, holderFailureTitle } from '../holders/failures';
import type { Selection } from '../../../components/table/useSelection';
import { downloadRefundXlsx, useRefundMark } from './api';
import { refundCsvBlob, refundCsvFileName } from './csv';

const r = manageKo.refunds;

export interface RefundActions {
  /** refunded: 환불 완료로 표시; else 환불 대기로 되돌리기. */
  mark: (refunded: boolean) => void;
  busy: boolean;
  downloadCsv: () => void;
  downloadXlsx: () => void;
  fetchingXlsx: boolean;
  /** The alerts; render once. */
  dialogs: ReactNode;
}

export function useRefundActions(
  showId: string,
  list: RefundList | undefined,
  selection: Selection<Refund>,
  say: (notice: string | null) => void,
): RefundActions {
  const { user } = useSession();
  const dialog = useAlertDialog();
  const marking = useRefundMark(showId);
  const alertFailure = (error: unknown, failed: string) =>
    dialog.alertFailure(error, holderFailureTitle, {
      ...holderFailureTexts(user?.authority, failed),
      refused: undefined,
    });
  const xlsx = useServerFile(
    () => downloadRefundXlsx(showId),
    'refunds.xlsx',
    (error) => void alertFailure(error, manageKo.holderMoney.xlsxFailed),
  );

  const mark = (refunded: boolean) => {
    if (marking.isPending) return;
    const targets = selection.items.filter((refund) => (refund.refundedAt !== null) !== refunded);
    if (targets.length === 0) {
      void dialog.alert({ title: manageKo.managerArea.holders.alertTitle, message: r.nothingSelected });
      return;
    }
    say(null);
    marking.mutate(
      { refundIds: targets.map((refund) => refund.refundId), refunded },
      {
        onSuccess: (count) => say(refunded ? r.markedDone(count) : r.markedOwed(count)),
        onError: (error) => void alertFailure(error, r.markFailed),
        onSettled: selection.clear,
      },
    );
  };

  const downloadCsv = () =>
    saveBuiltFile(
      list && list.refunds.length > 0
        ? () => ({ blob: refundCsvBlob(list.refunds), fileName: refundCsvFileName(list.title) })
        : null,
      dialog.alert,
      { none: r.noneForCsv, failed: r.csvFailed },
    );

  return {
    mark,
    busy: marking.isPending,
    downloadCsv,
    downloadXlsx: xlsx.download,
    fetchingXlsx: xlsx.fetching,
    dialogs: dialog.element,
  };
}
