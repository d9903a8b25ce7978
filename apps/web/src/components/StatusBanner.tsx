import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { ko } from '../text/ko';
import styles from './StatusBanner.module.css';

export interface StatusBannerProps {
  message: string | null;
  onDismiss?: () => void;
  tone?: 'success' | 'info';
  /** A button about what happened (되돌리기), before the close button. */
  action?: ReactNode;
}

/** A quiet success notice, announced politely; the live region stays mounted so a new message is read out. */
export function StatusBanner({ message, onDismiss, tone = 'success', action }: StatusBannerProps) {
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {message ? (
        <div className={`${styles.banner} ${styles[tone]}`} data-status-banner tabIndex={-1}>
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
            className={styles.icon}
          >
            <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M8 12.3l2.7 2.7L16 9.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <p className={styles.text}>{message}</p>
          {action ? <div className={styles.action}>{action}</div> : null}
          {onDismiss ? (
            <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={ko.common.close}>
              <CloseIcon size={18} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
