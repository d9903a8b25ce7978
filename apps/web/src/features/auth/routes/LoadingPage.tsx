import { TIMINGS } from '@moa/contract';
import { call } from '../../../lib/api-client';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { CallbackScreen } from '../components/CallbackScreen';
import { useSignInCallback, type SignInCallback } from '../useSignInCallback';

function handleLoading({ query, hash, fail, checkState, exchange, finish }: SignInCallback) {
  const providerError = query.get('error') ?? hash.get('error');
  if (providerError) {
    fail(
      studentKo.signIn.providerError(providerError),
      query.get('error_description') ?? hash.get('error_description'),
    );
    return;
  }

  if (query.has('token')) {
    const token = query.get('token') ?? '';
    if (!token) fail(studentKo.signIn.noToken);
    else finish(token, query.get('first') === 'true');
    return;
  }

  const idToken = hash.get('id_token');
  if (!idToken) {
    fail(studentKo.signIn.missingAuthInfo);
    return;
  }
  const nonce = checkState(hash.get('state'));
  if (!nonce) return;

  exchange(() =>
    call('googleSession', {
      body: { credential: idToken, nonce },
      timeoutMs: TIMINGS.loginRequestTimeoutMs,
      // this screen explains the failure itself
      reportServerDown: false,
    }),
  );
}

/**
 * /loading, the return address of sign-in (docs/product.md#sign-in-and-sessions). Reads token, first and error from the query, or id_token
 * and state from the hash; checks the state against the stored one, exchanges the id token for a session token
 * (30 s time-out), and goes on to /add-info or /main. Every failure gets its message and a way back to /login.
 */
export function LoadingPage() {
  return <CallbackScreen outcome={useSignInCallback(ko.pages.loading, handleLoading)} />;
}
