import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { CloudOffIcon, LockIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { checkServerReachable, subscribeServerDown, type ApiError } from '../../lib/api-client';
import { clearSignInState } from '../../lib/session';
import { ko } from '../../text/ko';
import { isUnreachable, useOfflinePage } from '../offline-pages';
import styles from './ServerDownModal.module.css';

export type ServerProblem = 'domain' | 'auth' | 'network';

const AUTH_CODES = new Set<string>([
  'BAD_REQUEST',
  'SESSION_EXPIRED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'NONCE_MISMATCH',
  'NONCE_REPLAYED',
]);

/**
 * The variants (docs/product.md#dialogs-and-unsaved-changes): disallowed e-mail domain; bad request or session expiry
 * (a 400 or 401 the sign-in screens report); otherwise a connection problem.
 */
export function serverProblemOf(error: ApiError): ServerProblem {
  if (error.code === 'DOMAIN_NOT_ALLOWED') return 'domain';
  if (error.status === 400 || error.status === 401 || AUTH_CODES.has(error.code)) return 'auth';
  return 'network';
}

/**
 * The server-down modal, available everywhere (docs/product.md#dialogs-and-unsaved-changes). Opened by the API client
 * on a network error, time-out or a status ≥ 500, or by a screen through reportServerDown(error). Retry does GET /main
 * (JSON, 5 s) and reloads the page once the server answers. Not for a missing network on the pages that work
 * offline (/mypage, the door screen), which show what they kept and say so.
 */
export function ServerDownModal() {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  const offlinePage = useRef(false);
  offlinePage.current = useOfflinePage();

  useEffect(
    () =>
      subscribeServerDown((next) => {
        // the pages that work offline say so themselves (docs/decisions/0013-service-worker.md)
        if (offlinePage.current && isUnreachable(next)) return;
        setError(next);
        setStillDown(false);
      }),
    [],
  );

  const close = () => {
    setError(null);
    setStillDown(false);
  };

  const retry = async () => {
    setChecking(true);
    const reachable = await checkServerReachable();
    if (reachable) {
      window.location.reload();
      return;
    }
    setChecking(false);
    setStillDown(true);
  };

  const loginAgain = () => {
    close();
    clearSignInState();
    void navigate('/login');
  };

  const problem = error ? serverProblemOf(error) : 'network';
  const text = ko.serverDown[problem];

  return (
    <Modal
      open={error !== null}
      onClose={close}
      alert
      tone="danger"
      icon={problem === 'network' ? <CloudOffIcon size={26} /> : <LockIcon size={26} />}
      title={text.title}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {ko.common.close}
          </Button>
          {/* eslint-disable jsx-a11y/no-autofocus -- initial focus of a modal <dialog>: its way out of the problem */}
          {problem === 'network' ? (
            <Button onClick={() => void retry()} disabled={checking} aria-busy={checking} autoFocus>
              {checking ? ko.serverDown.retrying : ko.serverDown.retry}
            </Button>
          ) : (
            <Button onClick={loginAgain} autoFocus>
              {ko.serverDown.login}
            </Button>
          )}
          {/* eslint-enable jsx-a11y/no-autofocus */}
        </>
      }
    >
      <p>{text.body}</p>
      {stillDown ? (
        <p role="status" className={styles.stillDown}>
          {ko.serverDown.stillDown}
        </p>
      ) : null}
    </Modal>
  );
}
