import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { CallbackScreen } from '../components/CallbackScreen';
import { exchangeCode } from '../sign-in';
import { useSignInCallback, type SignInCallback } from '../useSignInCallback';

function handleCode({ query, fail, checkState, exchange }: SignInCallback) {
  const providerError = query.get('error');
  if (providerError) {
    fail(studentKo.signIn.providerError(providerError), query.get('error_description'));
    return;
  }
  const code = query.get('code');
  if (!code) {
    fail(studentKo.signIn.missingCode);
    return;
  }
  const state = query.get('state');
  const nonce = checkState(state);
  if (!nonce || !state) return;

  exchange(() => exchangeCode({ code, state, nonce }), 'code');
}

/**
 * /login/oauth2/code/google, the code-flow callback (docs/product.md#sign-in-and-sessions): reads code and state from the query, checks the
 * state, lets the server exchange the code (with the stored nonce) for a session token (`first` or `isFirst` in the
 * answer), then goes on like /loading. A failure shows one message with one status; a bad or expired sign-in also
 * opens the server-down modal's 인증 오류.
 */
export function OAuthCodeCallbackPage() {
  return <CallbackScreen outcome={useSignInCallback(ko.pages.oauthCallback, handleCode)} />;
}
