import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reportServerDown } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { setToken } from '../../lib/session';
import { studentKo } from '../../text/ko-student';
import type { CallbackOutcome } from './components/CallbackScreen';
import { pathAfterSignIn } from './return-after-sign-in';
import {
  clearPendingSignIn,
  opensSignInModal,
  readPendingSignIn,
  signInErrorDetail,
  signInErrorMessage,
  type CallbackFlow,
} from './sign-in';

/** What a callback page's handler gets: the address's query and hash, and the ways to end. */
export interface SignInCallback {
  query: URLSearchParams;
  hash: URLSearchParams;
  /** Clears the pending sign-in and the address, and shows the message. */
  fail: (message: string, detail?: string | null) => void;
  /** Checks the returned state against the stored one; gives the stored nonce, or fails and gives null. */
  checkState: (state: string | null) => string | null;
  /** Runs the exchange for a session token, then goes on to /add-info or /main, or fails with its message. */
  exchange: (request: () => Promise<{ token: string; first: boolean }>, flow?: CallbackFlow) => void;
  /** Stores the token and goes on to /add-info or /main. */
  finish: (token: string, first: boolean) => void;
}

/**
 * The common part of the sign-in return addresses (docs/product.md#sign-in-and-sessions): sets the title, handles
 * the address once (the token or code is single use; StrictMode runs effects twice in development) and gives the
 * outcome for CallbackScreen.
 */
export function useSignInCallback(
  title: string,
  handle: (callback: SignInCallback) => void,
): CallbackOutcome {
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<CallbackOutcome>({ kind: 'working' });
  // a failed sign-in is no longer "로그인 중": the title says what the heading says
  useDocumentTitle(outcome.kind === 'error' ? studentKo.signIn.failedTitle : title);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

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
    const checkState = (state: string | null) => {
      const pending = readPendingSignIn();
      if (!pending.state || !state || state !== pending.state) {
        fail(studentKo.signIn.stateMismatch);
        return null;
      }
      if (!pending.nonce) {
        fail(studentKo.signIn.missingAuthInfo);
        return null;
      }
      return pending.nonce;
    };
    const exchange: SignInCallback['exchange'] = (request, flow) => {
      void (async () => {
        try {
          const result = await request();
          if (!result.token) {
            fail(studentKo.signIn.noToken);
            return;
          }
          finish(result.token, result.first);
        } catch (error) {
          // the server-down modal has variants for a foreign e-mail domain and for a bad or expired sign-in
          if (opensSignInModal(error)) reportServerDown(error);
          const message = signInErrorMessage(error, flow);
          fail(message, signInErrorDetail(error, message));
        }
      })();
    };

    handle({
      query: new URLSearchParams(location.search),
      hash: new URLSearchParams(location.hash.replace(/^#/, '')),
      fail,
      checkState,
      exchange,
      finish,
    });
  }, [location, navigate, handle]);

  return outcome;
}
