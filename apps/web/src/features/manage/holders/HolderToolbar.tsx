import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { DownloadIcon } from '../../../components/icons';
import { ko } from '../../../text/ko';
import styles from './HolderListScreen.module.css';
import type { HolderActions } from './useHolderActions';
import type { HolderSelection } from './useHolderSelection';

const t = ko.managerArea.holders;

/** A checkbox whose indeterminate state (some, not all, selected) is set on the element. */
function SelectAllCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
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
    <label className={styles.checkLabel}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.selectAllText}>{t.selectAll}</span>
    </label>
  );
}

/** 전체 선택 with the selected count, the batch actions and CSV 다운로드; sticks under the header. */
export function HolderToolbar({
  selection,
  actions,
  noHolders,
}: {
  selection: HolderSelection;
  actions: HolderActions;
  noHolders: boolean;
}) {
  const { busy } = actions;
  return (
    <div className={styles.toolbar} data-sticky-inset="top">
      <div className={styles.selectionGroup}>
        <SelectAllCheckbox
          checked={selection.all}
          indeterminate={selection.some}
          disabled={noHolders}
          onChange={selection.setAll}
        />
        <span className={styles.selectedCount} aria-live="polite">
          {selection.ids.length > 0 ? t.selected(selection.ids.length) : ''}
        </span>
      </div>
      <div className={styles.actions} role="group" aria-label={t.batchLabel}>
        {/* aria-disabled while a change is saved: the focus stays on the button that was pressed */}
        <Button variant="secondary" onClick={() => actions.batchPayment(true)} aria-disabled={busy}>
          {t.markPaid}
        </Button>
        <Button variant="secondary" onClick={() => actions.batchPayment(false)} aria-disabled={busy}>
          {t.markUnpaid}
        </Button>
        <Button
          variant="secondary"
          className={styles.dangerButton}
          onClick={actions.batchDelete}
          aria-disabled={busy}
        >
          {t.deleteSelected}
        </Button>
        <Button
          className={styles.csvButton}
          onClick={actions.downloadCsv}
          aria-disabled={noHolders}
          title={noHolders ? t.noHoldersForCsv : undefined}
        >
          <DownloadIcon size={18} />
          {t.csv}
        </Button>
      </div>
    </div>
  );
}
