import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TIMINGS } from '@moa/contract';
import { call, reportServerDown } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { setToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { CallbackScreen, type CallbackOutcome } from '../components/CallbackScreen';
import {
  clearPendingSignIn,
  opensSignInModal,
  pathAfterSignIn,
  readPendingSignIn,
  signInErrorDetail,
  signInErrorMessage,
} from '../sign-in';

/**
 * /loading, the return address of sign-in (docs/product.md#sign-in-and-sessions). Reads token, first and error from the query, or id_token
 * and state from the hash; checks the state against the stored one, exchanges the id token for a session token
 * (30 s time-out), and goes on to /add-info or /main. Every failure gets its message and a way back to /login.
 */
export function LoadingPage() {
  useDocumentTitle(ko.pages.loading);
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<CallbackOutcome>({ kind: 'working' });
  // The id token is single use: handle the address once (StrictMode runs effects twice in development).
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const query = new URLSearchParams(location.search);
    const hash = new URLSearchParams(location.hash.replace(/^#/, ''));

    const fail = (message: string, detail: string | null = null) => {
      clearPendingSignIn();
      // keep no token or code in the address bar or the history
      void navigate({ pathname: location.pathname }, { replace: true });
      setOutcome({ kind: 'error', message, detail });
    };
    const finish = (token: string, first: boolean) => {
      clearPendingSignIn();
      setToken(token);
      void navigate(pathAfterSignIn(first), { replace: true });
    };

    const providerError = query.get('error') ?? hash.get('error');
    if (providerError) {
      fail(
        ko.signIn.providerError(providerError),
        query.get('error_description') ?? hash.get('error_description'),
      );
      return;
    }

    if (query.has('token')) {
      const token = query.get('token') ?? '';
      if (!token) fail(ko.signIn.noToken);
      else finish(token, query.get('first') === 'true');
      return;
    }

    const idToken = hash.get('id_token');
    if (!idToken) {
      fail(ko.signIn.missingAuthInfo);
      return;
    }
    const pending = readPendingSignIn();
    const state = hash.get('state');
    if (!pending.state || !state || state !== pending.state) {
      fail(ko.signIn.stateMismatch);
      return;
    }
    if (!pending.nonce) {
      fail(ko.signIn.missingAuthInfo);
      return;
    }

    void (async () => {
      try {
        const result = await call('googleSession', {
          body: { credential: idToken, nonce: pending.nonce! },
          timeoutMs: TIMINGS.loginRequestTimeoutMs,
          // this screen explains the failure itself
          reportServerDown: false,
        });
        if (!result.token) {
          fail(ko.signIn.noToken);
          return;
        }
        finish(result.token, result.first);
      } catch (error) {
        // the server-down modal has variants for a foreign e-mail domain and for a bad or expired sign-in
        if (opensSignInModal(error)) reportServerDown(error);
        const message = signInErrorMessage(error);
        fail(message, signInErrorDetail(error, message));
      }
    })();
  }, [location, navigate]);

  return <CallbackScreen outcome={outcome} />;
}
