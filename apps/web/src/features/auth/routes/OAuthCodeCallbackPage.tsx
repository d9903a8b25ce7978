import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reportServerDown } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { setToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { CallbackScreen, type CallbackOutcome } from '../components/CallbackScreen';
import {
  clearPendingSignIn,
  exchangeCode,
  opensSignInModal,
  pathAfterSignIn,
  readPendingSignIn,
  signInErrorDetail,
  signInErrorMessage,
} from '../sign-in';

/**
 * /login/oauth2/code/google, the code-flow callback (docs/product.md#sign-in-and-sessions): reads code and state from the query, checks the
 * state, lets the server exchange the code (with the stored nonce) for a session token (`first` or `isFirst` in the
 * answer), then goes on like /loading. A failure shows one message with one status; a bad or expired sign-in also
 * opens the server-down modal's 인증 오류.
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
    const nonce = pending.nonce;
    if (!nonce) {
      fail(ko.signIn.missingAuthInfo);
      return;
    }

    void (async () => {
      try {
        const result = await exchangeCode({ code, state, nonce });
        if (!result.token) {
          fail(ko.signIn.noToken);
          return;
        }
        clearPendingSignIn();
        setToken(result.token);
        void navigate(pathAfterSignIn(result.first), { replace: true });
      } catch (error) {
        if (opensSignInModal(error)) reportServerDown(error);
        const message = signInErrorMessage(error, 'code');
        fail(message, signInErrorDetail(error, message));
      }
    })();
  }, [location, navigate]);

  return <CallbackScreen outcome={outcome} />;
}
