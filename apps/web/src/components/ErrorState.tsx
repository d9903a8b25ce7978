import type { ReactNode } from 'react';
import { ko } from '../text/ko';
import { Button } from './Button';
import { AlertIcon } from './icons';
import styles from './StateBlock.module.css';

export interface ErrorStateProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a retry button (e.g. a query's refetch). */
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  /** Extra actions next to retry (back, login …). */
  actions?: ReactNode;
}

export function ErrorState({
  title = ko.states.errorTitle,
  message = ko.states.errorBody,
  onRetry,
  retryLabel = ko.common.retry,
  retrying = false,
  actions,
}: ErrorStateProps) {
  return (
    <div className={`${styles.block} ${styles.error}`} role="alert">
      <div className={styles.icon}>
        <AlertIcon size={28} />
      </div>
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.description}>{message}</p> : null}
      {onRetry || actions ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
              {retryLabel}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
