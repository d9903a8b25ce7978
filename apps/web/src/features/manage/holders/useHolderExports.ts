/**
 * The holder exports (docs/product.md#holder-list): the spec's CSV of one session, built in the browser from
 * csv_json (csv.ts, unchanged), and the server's XLSX of one session or of the whole show, fetched through the API
 * client with the session's token and saved under the server's file name.
 */
import { useState } from 'react';
import type { HolderList } from '@moa/contract';
import type { useAlertDialog } from '../../../components/dialogs';
import { ko } from '../../../text/ko';
import { downloadHolderXlsx } from './api';
import { holderCsvBlob, holderCsvFileName } from './csv';
import { downloadBlob } from './download';

const t = ko.managerArea.holders;

export interface HolderExports {
  downloadCsv: () => void;
  downloadXlsx: () => void;
  /** The XLSX is on its way. */
  fetchingXlsx: boolean;
}

export function useHolderExports(
  list: HolderList | undefined,
  target: { scheduleId: string } | { showId: number },
  dialog: ReturnType<typeof useAlertDialog>,
  alertFailure: (error: unknown, failed: string) => Promise<void>,
): HolderExports {
  const [fetchingXlsx, setFetching] = useState(false);

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

  const downloadXlsx = () => {
    if (fetchingXlsx) return;
    setFetching(true);
    downloadHolderXlsx(target)
      .then((file) => downloadBlob(file.blob, file.fileName ?? 'holders.xlsx'))
      .catch((error: unknown) => alertFailure(error, ko.holderMoney.xlsxFailed))
      .finally(() => setFetching(false));
  };

  return { downloadCsv, downloadXlsx, fetchingXlsx };
}
