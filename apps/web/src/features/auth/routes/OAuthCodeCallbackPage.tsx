import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TIMINGS } from '@moa/contract';
import { call, isApiError, reportServerDown } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { setToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { CallbackScreen, type CallbackOutcome } from '../components/CallbackScreen';
import {
  clearPendingSignIn,
  pathAfterSignIn,
  readPendingSignIn,
  signInErrorDetail,
  signInErrorMessage,
} from '../sign-in';

/**
 * /login/oauth2/code/google, the code-flow callback (spec 1 §2): reads code and state from the query, checks the
 * state, lets the server exchange the code (with the stored nonce) for a session token, then goes on like /loading.
 */
export function OAuthCodeCallbackPage() {
  useDocumentTitle(ko.pages.oauthCallback);
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<CallbackOutcome>({ kind: 'working' });
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const query = new URLSearchParams(location.search);
    const fail = (message: string, detail: string | null = null) => {
      clearPendingSignIn();
      void navigate({ pathname: location.pathname }, { replace: true });
      setOutcome({ kind: 'error', message, detail });
    };

    const providerError = query.get('error');
    if (providerError) {
      fail(ko.signIn.providerError(providerError), query.get('error_description'));
      return;
    }
    const code = query.get('code');
    if (!code) {
      fail(ko.signIn.missingCode);
      return;
    }
    const state = query.get('state');
    const pending = readPendingSignIn();
    if (!pending.state || !state || state !== pending.state) {
      fail(ko.signIn.stateMismatch);
      return;
    }

    void (async () => {
      try {
        const result = await call('googleToken', {
          body: { code, state, ...(pending.nonce ? { nonce: pending.nonce } : {}) },
          timeoutMs: TIMINGS.loginRequestTimeoutMs,
          reportServerDown: false,
        });
        if (!result.token) {
          fail(ko.signIn.noToken);
          return;
        }
        clearPendingSignIn();
        setToken(result.token);
        void navigate(pathAfterSignIn(result.first), { replace: true });
      } catch (error) {
        if (isApiError(error) && error.code === 'DOMAIN_NOT_ALLOWED') reportServerDown(error);
        fail(signInErrorMessage(error, 'code'), signInErrorDetail(error));
      }
    })();
  }, [location, navigate]);

  return <CallbackScreen outcome={outcome} />;
}
