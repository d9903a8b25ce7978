import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/Button';
import { AlertIcon, LockIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { GoogleLogo } from '../components/GoogleLogo';
import { Spinner } from '../components/Spinner';
import { authConfigQuery, startSignIn } from '../sign-in';
import styles from './LoginPage.module.css';

/**
 * /login (docs/product.md#sign-in-and-sessions): a signed-in user goes to /main. The card cautions that only the university account works;
 * the button saves a fresh state and nonce and leaves for the provider's consent page. A failed start shows the
 * login-error alert (docs/product.md#error-messages).
 */
export function LoginPage() {
  useDocumentTitle(ko.pages.login);
  const { isLoggedIn, isLoading } = useSession();
  const queryClient = useQueryClient();
  // fetched ahead so that the click leaves at once; a failure here is only reported when the user clicks
  const config = useQuery(authConfigQuery);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  if (isLoggedIn) return <Navigate to="/main" replace />;

  const signIn = async () => {
    setLeaving(true);
    try {
      const current = config.data ?? (await queryClient.fetchQuery(authConfigQuery));
      startSignIn(current);
      // the page is unloading; keep the button busy
    } catch {
      setLeaving(false);
      setFailed(true);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <div className={styles.card}>
        <div className={styles.mark} aria-hidden="true">
          <LockIcon size={26} />
        </div>
        <h1 id="page-heading" className={styles.heading}>
          {ko.pages.login}
        </h1>
        <p className={styles.lead}>{studentKo.login.lead}</p>

        <div className={styles.caution} role="note">
          <AlertIcon size={20} />
          <div>
            <p className={styles.cautionTitle}>{studentKo.login.cautionTitle}</p>
            <p className={styles.cautionBody}>{studentKo.login.cautionBody}</p>
          </div>
        </div>

        {isLoading ? (
          <div role="status" className={styles.buttonSkeleton}>
            <Skeleton height={52} radius="var(--radius-md)" />
            <span className="visually-hidden">{ko.header.sessionLoading}</span>
          </div>
        ) : (
          <button
            type="button"
            className={styles.google}
            onClick={() => void signIn()}
            disabled={leaving}
            aria-busy={leaving}
          >
            {leaving ? <Spinner size={20} /> : <GoogleLogo size={20} />}
            <span>{leaving ? studentKo.login.redirecting : studentKo.login.google}</span>
          </button>
        )}

        <p className={styles.note}>{studentKo.login.firstTimeNote}</p>
        {config.data?.development ? <p className={styles.dev}>{studentKo.login.development}</p> : null}
      </div>

      <Modal
        open={failed}
        onClose={() => setFailed(false)}
        alert
        tone="danger"
        icon={<AlertIcon size={26} />}
        title={studentKo.login.errorTitle}
        actions={
          <Button
            onClick={() => setFailed(false)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
            autoFocus
          >
            {ko.common.ok}
          </Button>
        }
      >
        {studentKo.login.startFailed}
      </Modal>
    </section>
  );
}
