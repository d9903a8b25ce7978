import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describeError, type ErrorTexts } from '../lib/api-errors';
import { ko } from '../text/ko';
import { buttonClassName } from './Button';
import { ErrorState } from './ErrorState';

export interface LoadErrorProps {
  error: unknown;
  /** The screen's own words; the rest come from the error table (lib/api-errors.ts). */
  texts?: ErrorTexts;
  onRetry: () => void;
  retrying?: boolean;
  /** Where a forbidden or missing record sends the user back to (default: home). */
  back?: { to: string; label: string };
  /** A second line under the title. */
  message?: ReactNode;
}

/**
 * A screen whose data failed to load, as the error table says: sign in again (401), no permission or not found with a
 * way back and no retry (403, 404), otherwise the failure with a retry.
 */
export function LoadError({ error, texts, onRetry, retrying = false, back, message = null }: LoadErrorProps) {
  const outcome = describeError(error, texts);
  const way = back ?? { to: '/', label: ko.apiErrors.goHome };
  switch (outcome.reaction) {
    case 'signIn':
      return (
        <ErrorState
          title={outcome.message}
          message={message}
          actions={
            <Link to="/login" className={buttonClassName()}>
              {ko.apiErrors.goToLogin}
            </Link>
          }
        />
      );
    case 'forbidden':
    case 'notFound':
      return (
        <ErrorState
          title={outcome.message}
          message={message}
          actions={
            <Link to={way.to} className={buttonClassName({ variant: 'secondary' })}>
              {way.label}
            </Link>
          }
        />
      );
    default:
      return <ErrorState title={outcome.message} message={message} onRetry={onRetry} retrying={retrying} />;
  }
}
