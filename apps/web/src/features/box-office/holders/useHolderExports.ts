/**
 * The holder exports (docs/product.md#holder-list): the spec's CSV of one schedule, built in the browser from
 * csv_json (csv.ts: the spec's ten columns, then 입장), and the server's XLSX of one schedule or of the whole show,
 * fetched through the API client with the session's token and saved under the server's file name.
 */
import type { HolderList } from '@moa/contract';
import type { useAlertDialog } from '../../../components/dialogs';
import { manageKo } from '../../../text/ko-manage';
import { downloadHolderXlsx } from './api';
import { holderCsvBlob, holderCsvFileName } from './csv';
import { saveBuiltFile, useServerFile } from '../../../components/table/download';

const t = manageKo.managerArea.holders;

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
  const xlsx = useServerFile(
    () => downloadHolderXlsx(target),
    'holders.xlsx',
    (error) => void alertFailure(error, manageKo.holderMoney.xlsxFailed),
  );

  const downloadCsv = () =>
    saveBuiltFile(
      list && list.csv_json.length > 0
        ? () => ({
            blob: holderCsvBlob(list.csv_json),
            fileName: holderCsvFileName(list.title, list.order, list.date),
          })
        : null,
      dialog.alert,
      { none: t.noHoldersForCsv, failed: t.csvFailed },
    );

  return { downloadCsv, downloadXlsx: xlsx.download, fetchingXlsx: xlsx.fetching };
}
