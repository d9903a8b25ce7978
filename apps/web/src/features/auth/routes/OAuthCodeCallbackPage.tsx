import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /login/oauth2/code/google */
export function OAuthCodeCallbackPage() {
  return <PagePlaceholder title={ko.pages.oauthCallback} />;
}
