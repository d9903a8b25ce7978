import { useEffect, useRef, type ReactNode } from 'react';
import { manageKo } from '../../text/ko-manage';
import { CheckboxLabel } from './CheckboxLabel';
import styles from './ListScreen.module.css';
import type { Selection } from './useSelection';

const t = manageKo.managerArea.holders;

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
