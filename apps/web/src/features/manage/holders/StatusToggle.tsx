import type { Holder } from '@moa/contract';
import { ko } from '../../../text/ko';
import styles from './HolderListScreen.module.css';

const t = ko.managerArea.holders;

/** One holder's 입금 상태: a button that flips it between 입금 미확인 and 예매 확정. */
export function StatusToggle({
  holder,
  busy,
  onToggle,
}: {
  holder: Holder;
  busy: boolean;
  onToggle: () => void;
}) {
  const status = holder.isPaid ? t.paid : t.unpaid;
  return (
    <button
      type="button"
      className={`${styles.status} ${holder.isPaid ? styles.statusPaid : styles.statusUnpaid}`}
      // aria-disabled, not disabled: a disabled button drops the focus, and it must stay on this row's toggle
      onClick={busy ? undefined : onToggle}
      aria-disabled={busy}
      aria-busy={busy}
      aria-label={t.toggleLabel(holder.name, status)}
      title={t.toggleLabel(holder.name, status)}
    >
      <span className={styles.statusDot} aria-hidden="true" />
      {status}
    </button>
  );
}
