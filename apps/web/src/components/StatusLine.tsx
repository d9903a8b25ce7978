import type { Status } from '../lib/use-status';
import styles from './StatusLine.module.css';

/** A polite live region for short outcomes (copied, failed …); empty when there is nothing to say. */
export function StatusLine({ status, className }: { status: Status | null; className?: string }) {
  return (
    <p className={[styles.line, className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      {status ? (
        <span key={status.key} className={`${styles.message} ${styles[status.tone]}`}>
          {status.text}
        </span>
      ) : null}
    </p>
  );
}
