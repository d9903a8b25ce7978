import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { AlertIcon } from '../../../components/icons';
import { studentKo } from '../../../text/ko-student';
import styles from './CallbackScreen.module.css';
import { Spinner } from './Spinner';

export type CallbackOutcome =
  { kind: 'working' } | { kind: 'error'; message: string; detail?: string | null };

export interface CallbackScreenProps {
  outcome: CallbackOutcome;
  /** The working text (sign-in by default). */
  workingText?: string;
}

/** The sign-in callbacks' screen: a spinner while working; on failure the message and a button back to /login. */
export function CallbackScreen({ outcome, workingText = studentKo.signIn.working }: CallbackScreenProps) {
  if (outcome.kind === 'working') {
    return (
      <section className={styles.screen} aria-labelledby="page-heading">
        <div className={styles.card} role="status" aria-live="polite">
          <span className={styles.spinner}>
            <Spinner size={44} />
          </span>
          <h1 id="page-heading" className={styles.workingTitle}>
            {workingText}
          </h1>
          <p className={styles.hint}>{studentKo.signIn.workingHint}</p>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.screen} aria-labelledby="page-heading">
      <div className={`${styles.card} ${styles.error}`} role="alert">
        <span className={styles.errorIcon}>
          <AlertIcon size={28} />
        </span>
        <h1 id="page-heading" className={styles.title}>
          {studentKo.signIn.failedTitle}
        </h1>
        <p className={styles.message}>{outcome.message}</p>
        {outcome.detail && outcome.detail !== outcome.message ? (
          <p className={styles.detail}>{outcome.detail}</p>
        ) : null}
        <Link to="/login" replace className={buttonClassName({ block: true })}>
          {studentKo.signIn.backToLogin}
        </Link>
      </div>
    </section>
  );
}
