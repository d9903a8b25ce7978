import { Button } from '../../../components/Button';
import { DownloadIcon } from '../../../components/icons';
import { manageKo } from '../../../text/ko-manage';
import styles from '../../../components/table/ListScreen.module.css';
import { SelectionToolbar } from '../../../components/table/SelectionToolbar';
import type { CancelDecisions } from './useCancelDecisions';
import type { HolderActions } from './useHolderActions';
import type { HolderSelection } from './useHolderSelection';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;

/**
 * 전체 선택 (of the holders shown) with the selected count, the batch actions (입금 확인, 입금 취소, 되살리기, 삭제;
 * on the 취소 요청 worklist 취소 승인, 취소 거절) and the exports (CSV of a schedule, XLSX of the schedule or the
 * show); sticks under the header.
 */
export function HolderToolbar({
  selection,
  actions,
  noHolders,
  csv,
  decisions,
}: {
  selection: HolderSelection;
  actions: HolderActions;
  /** The 취소 요청 worklist: its batch is 취소 승인 / 취소 거절 instead of the payment actions. */
  decisions?: CancelDecisions;
  noHolders: boolean;
  /** The schedule view offers the spec's CSV; the all-schedules view only the show's XLSX. */
  csv: boolean;
}) {
  const { busy } = actions;
  return (
    <SelectionToolbar selection={selection} disabled={noHolders}>
      <div className={styles.actions} role="group" aria-label={t.batchLabel}>
        {decisions ? (
          <>
            <Button onClick={decisions.approve} aria-disabled={decisions.busy}>
              {manageKo.cancelRequests.approve}
            </Button>
            <Button
              variant="secondary"
              className={styles.dangerButton}
              onClick={decisions.reject}
              aria-disabled={decisions.busy}
            >
              {manageKo.cancelRequests.reject}
            </Button>
          </>
        ) : (
          <>
            {/* aria-disabled while a change is saved: the focus stays on the button that was pressed */}
            <Button variant="secondary" onClick={() => actions.batchPayment(true)} aria-disabled={busy}>
              {m.markPaid}
            </Button>
            <Button variant="secondary" onClick={() => actions.batchPayment(false)} aria-disabled={busy}>
              {m.markUnpaid}
            </Button>
            <Button variant="secondary" onClick={actions.batchRestore} aria-disabled={busy}>
              {m.restore}
            </Button>
            <Button
              variant="secondary"
              className={styles.dangerButton}
              onClick={actions.batchDelete}
              aria-disabled={busy}
            >
              {t.deleteSelected}
            </Button>
          </>
        )}
      </div>
      <div className={styles.exports}>
        {csv ? (
          <Button
            variant="secondary"
            onClick={actions.downloadCsv}
            aria-disabled={noHolders}
            title={noHolders ? t.noHoldersForCsv : undefined}
          >
            <DownloadIcon size={18} />
            {t.csv}
          </Button>
        ) : null}
        <Button
          onClick={actions.downloadXlsx}
          aria-disabled={actions.fetchingXlsx}
          aria-busy={actions.fetchingXlsx}
        >
          <DownloadIcon size={18} />
          {actions.fetchingXlsx ? m.downloading : m.xlsx}
        </Button>
      </div>
    </SelectionToolbar>
  );
}
