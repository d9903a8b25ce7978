import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { DownloadIcon } from '../../../components/icons';
import { manageKo } from '../../../text/ko-manage';
import styles from '../../../components/table/ListScreen.module.css';
import { CheckboxLabel } from './HolderCells';
import type { CancelDecisions } from './useCancelDecisions';
import type { HolderActions } from './useHolderActions';
import type { HolderSelection, Selection } from '../../../components/table/useSelection';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;

/** A checkbox whose indeterminate state (some, not all, selected) is set on the element. */
function SelectAllCheckbox({
  indeterminate,
  ...props
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <CheckboxLabel ref={ref} labelClassName={styles.checkLabel} {...props}>
      <span className={styles.selectAllText}>{t.selectAll}</span>
    </CheckboxLabel>
  );
}

/**
 * The sticky bar over a list with checkboxes (holders, refunds): 전체 선택 of the rows shown with the selected count,
 * then the list's own batch actions and exports.
 */
export function SelectionToolbar({
  selection,
  disabled,
  children,
}: {
  selection: Pick<Selection<unknown>, 'all' | 'some' | 'ids' | 'setAll'>;
  /** Nothing to select. */
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.toolbar} data-sticky-inset="top">
      <div className={styles.selectionGroup}>
        <SelectAllCheckbox
          checked={selection.all}
          indeterminate={selection.some}
          disabled={disabled}
          onChange={selection.setAll}
        />
        <span className={styles.selectedCount} aria-live="polite">
          {selection.ids.length > 0 ? t.selected(selection.ids.length) : ''}
        </span>
      </div>
      {children}
    </div>
  );
}

/**
 * 전체 선택 (of the holders shown) with the selected count, the batch actions (입금 확인, 입금 취소, 되살리기, 삭제;
 * on the 취소 요청 worklist 취소 승인, 취소 거절) and the exports (CSV of a session, XLSX of the session or the
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
  /** The session view offers the spec's CSV; the all-sessions view only the show's XLSX. */
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
